// Single-use e-mail tokens (verify-email 24 h, password-restore 1 h): only their SHA-256 reaches the
// database. Times are the database's own (now()), so that issuing and checking agree on one clock.
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { accountTokens, users } from "../../schema";

type Queryable = Pick<Db, "select" | "insert" | "update" | "execute">;

export type AccountTokenPurpose = "verify-email" | "password-restore";

const liveUsers = (db: Queryable) => db.select({ id: users.id }).from(users).where(isNull(users.deletedAt));

/** Uses up every unused token of this purpose of the user (a newer one replaces them, or one was used). */
export async function invalidateAccountTokens(db: Queryable, userId: number, purpose: AccountTokenPurpose): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/** Stores a new token living `ttlSeconds`; the user's earlier unused tokens of the purpose stop working. */
export async function createAccountToken(
  db: Queryable,
  input: { userId: number; purpose: AccountTokenPurpose; tokenHash: string; ttlSeconds: number },
): Promise<void> {
  await invalidateAccountTokens(db, input.userId, input.purpose);
  await db.insert(accountTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: input.tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${input.ttlSeconds}::double precision)`,
  });
}

/**
 * Uses a token up, atomically: one conditional UPDATE, so that of two racing requests only one gets the
 * user's id. Null when the token is unknown, used, expired, of another purpose or of a deleted account.
 */
export async function consumeAccountToken(db: Queryable, tokenHash: string, purpose: AccountTokenPurpose): Promise<number | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
        inArray(accountTokens.userId, liveUsers(db)),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

/** Whether a token would be accepted now (it is not used up by asking). */
export async function isAccountTokenLive(db: Queryable, tokenHash: string, purpose: AccountTokenPurpose): Promise<boolean> {
  const [row] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
