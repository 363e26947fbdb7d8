// The KSeF queue (issue 34, docs/invoices.md "KSeF"): business invoices wait (`waiting`) until the sender job hands
// them to KSeF, are `sent` once KSeF took them (the session and the invoice's reference kept, so that a pass that ends
// or crashes before KSeF decides is resumed by asking, never by sending again), and end `accepted` (KSeF number, UPO)
// or `rejected` (KSeF's words). Several processes run the job: a claim takes due rows with FOR UPDATE SKIP LOCKED and
// moves their next attempt a lease ahead, so no other pass takes them meanwhile; a pass that dies leaves them due again
// once the lease is over. Only the ksef_* columns and upo_xml change (the immutability trigger of migration 0015).
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../client";

export interface KsefQueueRow {
  id: number;
  number: string;
  xml: string;
  ksefStatus: "waiting" | "sent";
  ksefSession: string | null;
  ksefReference: string | null;
  ksefAttempts: number;
}

/** After a failed attempt: a minute, doubling with each attempt, at most an hour. */
export const KSEF_BACKOFF = { firstMs: 60_000, maxMs: 3_600_000 } as const;

const later = (ms: number) => sql`now() + (${Math.max(0, Math.round(ms)) / 1000})::float8 * interval '1 second'`;

/**
 * Claims up to `limit` invoices due for KSeF (waiting or sent, their next attempt now or past), the longest waiting
 * first, in one short transaction: rows another process holds are passed over, and the claimed ones are due again
 * only after `leaseMs`.
 */
export async function claimDueKsefInvoices(db: Db, { limit, leaseMs }: { limit: number; leaseMs: number }): Promise<KsefQueueRow[]> {
  const { rows } = await db.execute<{
    id: number;
    number: string;
    xml: string;
    ksef_status: "waiting" | "sent";
    ksef_session: string | null;
    ksef_reference: string | null;
    ksef_attempts: number;
  }>(sql`
    with due as (
      select id from invoices
      where ksef_status in ('waiting', 'sent') and (ksef_next_attempt_at is null or ksef_next_attempt_at <= now())
      order by ksef_next_attempt_at nulls first, id
      limit ${limit}
      for update skip locked
    )
    update invoices i set ksef_next_attempt_at = ${later(leaseMs)}, updated_at = now()
    from due where i.id = due.id
    returning i.id, i.number, i.xml, i.ksef_status, i.ksef_session, i.ksef_reference, i.ksef_attempts`);
  return rows
    .map((row) => ({
      id: Number(row.id),
      number: row.number,
      xml: row.xml,
      ksefStatus: row.ksef_status,
      ksefSession: row.ksef_session,
      ksefReference: row.ksef_reference,
      ksefAttempts: Number(row.ksef_attempts),
    }))
    .sort((a, b) => a.id - b.id);
}

/** Still in KSeF's hands: only a row waiting or sent moves on (an accepted or rejected one stays as it is). */
const inQueue = (id: number) => sql`id = ${id} and ksef_status in ('waiting', 'sent')`;

/**
 * KSeF took the invoice (202): it is `sent`, with its session and reference (and its KSeF number once known), so that
 * it is only ever asked about from now on. Its lease stays.
 */
export async function recordKsefSent(
  db: DbOrTx,
  id: number,
  place: { session: string; reference: string; ksefNumber?: string | null },
): Promise<void> {
  await db.execute(sql`
    update invoices set ksef_status = 'sent', ksef_session = ${place.session}, ksef_reference = ${place.reference},
      ksef_number = coalesce(${place.ksefNumber ?? null}, ksef_number), updated_at = now()
    where ${inQueue(id)}`);
}

/** Sent, not decided yet (or its UPO not ready): asked about again after `delayMs`, the attempt not counted. */
export async function recordKsefPending(
  db: DbOrTx,
  id: number,
  pending: { session: string; reference: string; ksefNumber: string | null; delayMs: number },
): Promise<void> {
  await db.execute(sql`
    update invoices set ksef_status = 'sent', ksef_session = ${pending.session}, ksef_reference = ${pending.reference},
      ksef_number = coalesce(${pending.ksefNumber}, ksef_number), ksef_next_attempt_at = ${later(pending.delayMs)},
      updated_at = now()
    where ${inQueue(id)}`);
}

/** In KSeF: its number, where it was sent, its UPO and when KSeF numbered it. True when this call recorded it. */
export async function recordKsefAccepted(
  db: DbOrTx,
  id: number,
  accepted: { ksefNumber: string; session: string; reference: string; upoXml: string; acceptedAt: Date },
): Promise<boolean> {
  const { rows } = await db.execute<{ id: number }>(sql`
    update invoices set ksef_status = 'accepted', ksef_number = ${accepted.ksefNumber}, ksef_session = ${accepted.session},
      ksef_reference = ${accepted.reference}, upo_xml = ${accepted.upoXml}, ksef_accepted_at = ${accepted.acceptedAt.toISOString()},
      ksef_message = null, ksef_next_attempt_at = null, updated_at = now()
    where ${inQueue(id)}
    returning id`);
  return rows.length === 1;
}

/** KSeF refused it for good: its words are kept for staff, who fix the data and send it again. */
export async function recordKsefRejected(
  db: DbOrTx,
  id: number,
  rejected: { message: string; session: string | null; reference: string | null },
): Promise<void> {
  await db.execute(sql`
    update invoices set ksef_status = 'rejected', ksef_message = ${rejected.message.slice(0, 2000)},
      ksef_session = coalesce(${rejected.session}, ksef_session), ksef_reference = coalesce(${rejected.reference}, ksef_reference),
      ksef_next_attempt_at = null, updated_at = now()
    where ${inQueue(id)}`);
}

/**
 * An attempt that did not get through (KSeF away, its limits, its processing dropped): the attempt counted, the next
 * one after the back-off (a minute doubling to an hour) or KSeF's Retry-After when longer, and why kept in the message.
 * `resend`: the invoice is not in KSeF, so it waits to be sent again; otherwise it stays `sent`, to be asked about.
 */
export async function recordKsefAttemptFailed(
  db: DbOrTx,
  id: number,
  failure: { message: string; resend: boolean; retryAfterMs?: number | undefined },
): Promise<void> {
  const { firstMs, maxMs } = KSEF_BACKOFF;
  const backoff = sql`least(${maxMs}::float8, ${firstMs}::float8 * power(2, least(ksef_attempts, 20)))`;
  const wait = sql`greatest(${backoff}, ${Math.max(0, failure.retryAfterMs ?? 0)}::float8)`;
  await db.execute(sql`
    update invoices set ksef_attempts = ksef_attempts + 1, ksef_message = ${failure.message.slice(0, 2000)},
      ksef_next_attempt_at = now() + ${wait} / 1000 * interval '1 second',
      ksef_status = case when ${failure.resend}::boolean then 'waiting' else ksef_status end, updated_at = now()
    where ${inQueue(id)}`);
}
