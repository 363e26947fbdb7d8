// Sessions: an access token is opaque and random; only its SHA-256 (tokenHash) reaches the database.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { sessions, users } from "../../schema";

type Queryable = Pick<Db, "select" | "insert" | "update" | "execute">;

export type UserRow = typeof users.$inferSelect;

export async function createSession(db: Queryable, input: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(sessions).values(input);
}

/**
 * The two statements every signed-in request runs, built once per database and run as named prepared statements
 * (parsed and planned once per connection; docs/orders.md "Throughput").
 */
function buildSessionQueries(db: Queryable) {
  return {
    user: db
      .select({
        sessionId: sessions.id,
        touchDue: sql<boolean>`(${sessions.lastUsedAt} is null or ${sessions.lastUsedAt} < now() - interval '1 minute')`,
        user: users,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder("tokenHash")),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder("now")),
          isNull(users.deletedAt),
          // Blocking revokes the sessions too; this also closes a sign-in that raced the block.
          isNull(users.blockedAt),
        ),
      )
      .limit(1)
      .prepare("auth_session_user"),
    touch: db
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, sql.placeholder("sessionId")),
          sql`(${sessions.lastUsedAt} is null or ${sessions.lastUsedAt} < now() - interval '1 minute')`,
        ),
      )
      .prepare("auth_session_touch"),
  };
}

const sessionQueries = new WeakMap<Queryable, ReturnType<typeof buildSessionQueries>>();

function queriesOf(db: Queryable): ReturnType<typeof buildSessionQueries> {
  let queries = sessionQueries.get(db);
  if (!queries) {
    queries = buildSessionQueries(db);
    sessionQueries.set(db, queries);
  }
  return queries;
}

/**
 * The live user of a live session (not revoked, not expired, account neither deleted nor blocked), or null.
 * `touchDue`: the session was not marked used in the last minute (touchSession would write).
 */
export async function findSessionUser(
  db: Queryable,
  tokenHash: string,
  now = new Date(),
): Promise<{ sessionId: number; user: UserRow; touchDue: boolean } | null> {
  const [row] = await queriesOf(db).user.execute({ tokenHash, now: now.toISOString() });
  return row ?? null;
}

/** Marks a session used (at most once a minute, so that reads stay reads). */
export async function touchSession(db: Queryable, sessionId: number): Promise<void> {
  await queriesOf(db).touch.execute({ sessionId });
}

export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Every live session of a user (password change, restore, account deletion), but `exceptId` when given. */
export async function revokeUserSessions(db: Queryable, userId: number, exceptId?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptId === undefined ? undefined : sql`${sessions.id} <> ${exceptId}`),
    );
}

/** Whether staff blocked the account (issue 7): it may not sign in or restore its way back in. */
export async function isUserBlocked(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.blockedAt);
}
