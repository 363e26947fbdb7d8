// The workers' side of the `emails` outbox: claim due rows of one channel (the mail worker e-mails, the SMS worker
// text messages; several processes may run workers at once), then record what became of each.
import { type Db, queryPrepared, schema } from "@shop/db";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";

const { emails } = schema;

export type OutboxRow = typeof emails.$inferSelect;

const later = (ms: number) => sql`now() + (${ms / 1000})::float8 * interval '1 second'`;

/**
 * The workers' hot statements, built once per database and run as named prepared statements (parsed and planned once
 * per connection; docs/performance.md "Orders per second"): every order's e-mail is claimed and marked by them.
 */
function buildOutboxQueries(db: Db) {
  const claim = (channel: OutboxRow["channel"]) => {
    const due = db
      .select({ id: emails.id })
      .from(emails)
      .where(and(eq(emails.status, "queued"), eq(emails.channel, channel), lte(emails.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emails.nextAttemptAt), asc(emails.id))
      .limit(sql.placeholder("limit"))
      .for("update", { skipLocked: true });
    return db
      .update(emails)
      .set({
        attempts: sql`${emails.attempts} + 1`,
        nextAttemptAt: sql`now() + ${sql.placeholder("leaseSeconds")}::float8 * interval '1 second'`,
      })
      .where(inArray(emails.id, due))
      .returning()
      .prepare(`outbox_claim_${channel}`);
  };
  return {
    claim: { email: claim("email"), sms: claim("sms") },
    sent: db
      .update(emails)
      .set({ status: "sent", sentAt: sql`now()`, lastError: null })
      .where(and(eq(emails.id, sql.placeholder("id")), eq(emails.status, "queued")))
      .prepare("outbox_sent"),
  };
}

const outboxQueries = new WeakMap<Db, ReturnType<typeof buildOutboxQueries>>();

function queriesOf(db: Db): ReturnType<typeof buildOutboxQueries> {
  let queries = outboxQueries.get(db);
  if (!queries) {
    queries = buildOutboxQueries(db);
    outboxQueries.set(db, queries);
  }
  return queries;
}

/**
 * Claims up to `limit` due e-mails in one statement (`FOR UPDATE SKIP LOCKED`: rows another worker holds are
 * passed over). A claim counts the attempt and moves `next_attempt_at` a lease ahead, so no other worker takes the
 * row while this one sends it; a worker that dies mid-send leaves it due again once the lease is over.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number, channel: OutboxRow["channel"] = "email"): Promise<OutboxRow[]> {
  const rows = await queriesOf(db).claim[channel].execute({ limit, leaseSeconds: leaseMs / 1000 });
  return rows.sort((a, b) => a.id - b.id);
}

const claimed = (id: number) => and(eq(emails.id, id), eq(emails.status, "queued"));

/**
 * Sent. The row keeps what the e-mail says, not its markup: one queued unrendered (outbox-message.ts) stays so and is
 * rendered again whenever it is shown (the development mailbox). Writing its HTML back sent about 20 KB per order's
 * e-mail to PostgreSQL, which compressed and stored it for nobody to read (docs/performance.md, stop 53).
 */
export async function markSent(db: Db, id: number): Promise<void> {
  await queriesOf(db).sent.execute({ id });
}

/** Without SMTP: the e-mails stay in the outbox (and the development mailbox) as `logged`. One statement for a batch. */
export async function markLogged(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await queryPrepared(
    db,
    "outbox_logged",
    "update emails set status = 'logged', last_error = null where id = any($1::int[]) and status = 'queued'",
    [ids],
  );
}

/** A failed attempt: due again after `retryInMs`, or `failed` for good when that is null. */
export async function markAttemptFailed(db: Db, id: number, error: string, retryInMs: number | null): Promise<void> {
  const next = retryInMs === null ? { status: "failed" as const } : { nextAttemptAt: later(retryInMs) };
  await db
    .update(emails)
    .set({ lastError: error.slice(0, 1000), ...next })
    .where(claimed(id));
}
