// Sessions: an access token is opaque and random; only its SHA-256 (tokenHash) reaches the database.
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { knownDevices, sessions, users } from "../../schema";

type Queryable = Pick<Db, "select" | "insert" | "update" | "execute">;

export type UserRow = typeof users.$inferSelect;

/** Where a session was signed in from (issue 35): the User-Agent (cut to 400 characters) and the client's address. */
export interface SessionClient {
  userAgent?: string | null;
  ip?: string | null;
}

/** `secondFactorAt`: the sign-in proved a second factor (its second step) then. */
export async function createSession(
  db: Queryable,
  input: { userId: number; tokenHash: string; expiresAt: Date; secondFactorAt?: Date | null } & SessionClient,
): Promise<void> {
  const { userAgent, ip, ...rest } = input;
  await db.insert(sessions).values({ ...rest, userAgent: userAgent ? userAgent.slice(0, 400) : null, ip: ip || null });
}

export interface LiveSessionRow {
  id: number;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** The live (not revoked, not expired) sessions of a user, the most recently used first. */
export async function listLiveSessions(db: Queryable, userId: number, now = new Date()): Promise<LiveSessionRow[]> {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt})`), desc(sessions.id));
}

/** Revokes one live session of the user; false when it is not theirs, not live or unknown. */
export async function revokeOwnSession(db: Queryable, userId: number, sessionId: number): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Notes a device (SHA-256 of its id) the user signed in from; true when it was not known before. */
export async function rememberDevice(db: Queryable, userId: number, deviceHash: string): Promise<boolean> {
  const rows = await db
    .insert(knownDevices)
    .values({ userId, deviceHash })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.deviceHash], set: { lastSeenAt: sql`now()` } })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return Boolean(rows[0]?.inserted);
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
        secondFactorAt: sessions.secondFactorAt,
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
): Promise<{ sessionId: number; secondFactorAt: Date | null; user: UserRow; touchDue: boolean } | null> {
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
export async function revokeUserSessions(db: Queryable, userId: number, exceptId?: number): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        // Live ones only: an expired session has ended already (and "sign out everywhere else" counts what it ended).
        gt(sessions.expiresAt, new Date()),
        exceptId === undefined ? undefined : sql`${sessions.id} <> ${exceptId}`,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Whether staff blocked the account (issue 7): it may not sign in or restore its way back in. */
export async function isUserBlocked(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.blockedAt);
}
