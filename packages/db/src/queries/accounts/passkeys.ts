// Passkeys (issue 35, docs/accounts.md "Passkeys"): an account's WebAuthn credentials and the challenges of the
// ceremonies in progress. A challenge is used once (one conditional UPDATE: of two answers racing with one challenge
// only one passes); a credential's signature counter only moves forward. Times are the database's own (now()).
import { and, asc, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { passkeys, webauthnChallenges } from "../../schema";

type Queryable = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = "register" | "authenticate";

/** Keeps a ceremony's challenge for `ttlSeconds` (and clears the ones that expired). */
export async function storeWebauthnChallenge(
  db: Queryable,
  input: { userId: number | null; purpose: ChallengePurpose; challenge: string; ttlSeconds: number },
): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
  await db.insert(webauthnChallenges).values({
    userId: input.userId,
    purpose: input.purpose,
    challenge: input.challenge,
    expiresAt: sql`now() + make_interval(secs => ${input.ttlSeconds}::double precision)`,
  });
}

/**
 * Uses a live challenge up: the one `challenge` names, for that purpose and account (null: a sign-in without a
 * password, any account). False when it is unknown, used, expired or someone else's.
 */
export async function useWebauthnChallenge(
  db: Queryable,
  input: { challenge: string; purpose: ChallengePurpose; userId: number | null },
): Promise<boolean> {
  const rows = await db
    .update(webauthnChallenges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(webauthnChallenges.challenge, input.challenge),
        eq(webauthnChallenges.purpose, input.purpose),
        input.userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, input.userId),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return rows.length === 1;
}

export async function listPasskeys(db: Queryable, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function findPasskeyByCredential(db: Queryable, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

/** Stores a new passkey; null when that credential is registered already (to this account or another). */
export async function insertPasskey(
  db: Queryable,
  input: { userId: number; credentialId: string; publicKey: string; counter: number; transports: string[]; name: string },
): Promise<PasskeyRow | null> {
  const [row] = await db.insert(passkeys).values(input).onConflictDoNothing({ target: passkeys.credentialId }).returning();
  return row ?? null;
}

/**
 * Records a use: the authenticator's counter must have moved forward (both 0 for authenticators that keep none), else
 * false (a cloned authenticator, or a replay).
 */
export async function recordPasskeyUse(db: Queryable, id: number, counter: number): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, id), or(lt(passkeys.counter, counter), and(eq(passkeys.counter, 0), sql`${counter} = 0`))))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

/** Removes one of the account's passkeys; false when it is not theirs (or gone). */
export async function deletePasskey(db: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

export async function countPasskeys(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return Number(row?.n ?? 0);
}
