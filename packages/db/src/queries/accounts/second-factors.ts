// Second factors (issue 35, docs/accounts.md "Second factor"): the TOTP authenticator, the recovery codes and the
// sign-in tickets. Every "use once" is one conditional UPDATE, so that of two racing requests only one succeeds.
// Times are the database's own (now()).
import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { passkeys, recoveryCodes, sessions, signInTickets, totpFactors } from "../../schema";

type Queryable = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

export type TotpFactorRow = typeof totpFactors.$inferSelect;

export async function findTotpFactor(db: Queryable, userId: number): Promise<TotpFactorRow | null> {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return row ?? null;
}

/**
 * Starts (or restarts) an enrolment with a new secret; null when the account already has a confirmed
 * authenticator (it must be switched off first).
 */
export async function startTotpEnrolment(db: Queryable, userId: number, secret: string): Promise<TotpFactorRow | null> {
  const [row] = await db
    .insert(totpFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secret, createdAt: sql`now()`, confirmedAt: null, lastStep: null },
      setWhere: isNull(totpFactors.confirmedAt),
    })
    .returning();
  return row ?? null;
}

/** Switches a pending authenticator on with the step of the code that confirmed it; false when none is pending. */
export async function confirmTotpFactor(db: Queryable, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(totpFactors)
    .set({ confirmedAt: sql`now()`, lastStep: step })
    .where(and(eq(totpFactors.userId, userId), isNull(totpFactors.confirmedAt)))
    .returning({ userId: totpFactors.userId });
  return rows.length === 1;
}

/**
 * Accepts a code of `step` once: the step must be later than the last accepted one (a code, even within its window,
 * is never accepted twice). False when the code's step was used (or an earlier one), or no authenticator is on.
 */
export async function useTotpStep(db: Queryable, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(totpFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(totpFactors.userId, userId),
        isNotNull(totpFactors.confirmedAt),
        or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step)),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return rows.length === 1;
}

/** Removes the account's authenticator, passkeys and recovery codes (switching off; an admin's removal). */
export async function deleteSecondFactors(db: Queryable, userId: number): Promise<{ totp: boolean; passkeys: number }> {
  const totp = await db.delete(totpFactors).where(eq(totpFactors.userId, userId)).returning({ userId: totpFactors.userId });
  const keys = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return { totp: totp.length > 0, passkeys: keys.length };
}

/** The account's second factors that count: a confirmed authenticator, passkeys, unused recovery codes. */
export async function secondFactorsOf(
  db: Queryable,
  userId: number,
): Promise<{ totp: "on" | "pending" | "off"; passkeys: number; recoveryCodesLeft: number }> {
  const totp = await findTotpFactor(db, userId);
  const [keys] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  const [codes] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return {
    totp: !totp ? "off" : totp.confirmedAt ? "on" : "pending",
    passkeys: Number(keys?.n ?? 0),
    recoveryCodesLeft: Number(codes?.n ?? 0),
  };
}

/** Replaces the account's recovery codes with new ones (their SHA-256): the old ones stop working. */
export async function replaceRecoveryCodes(db: Queryable, userId: number, codeHashes: readonly string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code up; false when it is unknown or was used. */
export async function useRecoveryCode(db: Queryable, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

/** A ticket for the second step, living `ttlSeconds`. */
export async function createSignInTicket(db: Queryable, input: { userId: number; tokenHash: string; ttlSeconds: number }): Promise<Date> {
  const [row] = await db
    .insert(signInTickets)
    .values({
      userId: input.userId,
      tokenHash: input.tokenHash,
      expiresAt: sql`now() + make_interval(secs => ${input.ttlSeconds}::double precision)`,
    })
    .returning({ expiresAt: signInTickets.expiresAt });
  if (!row) throw new Error("ticket not stored");
  return row.expiresAt;
}

/** The account a live ticket is for (unused, unexpired, fewer than `maxFailures` wrong codes), or null. */
export async function findLiveSignInTicket(
  db: Queryable,
  tokenHash: string,
  maxFailures: number,
): Promise<{ id: number; userId: number } | null> {
  const [row] = await db
    .select({ id: signInTickets.id, userId: signInTickets.userId })
    .from(signInTickets)
    .where(
      and(
        eq(signInTickets.tokenHash, tokenHash),
        isNull(signInTickets.usedAt),
        gt(signInTickets.expiresAt, sql`now()`),
        lt(signInTickets.failedAttempts, maxFailures),
      ),
    );
  return row ?? null;
}

/** Counts a wrong code on a ticket; the ticket is void once it reaches `maxFailures`. */
export async function countSignInTicketFailure(db: Queryable, ticketId: number): Promise<void> {
  await db
    .update(signInTickets)
    .set({ failedAttempts: sql`${signInTickets.failedAttempts} + 1` })
    .where(eq(signInTickets.id, ticketId));
}

/** Uses a ticket up (one conditional UPDATE); false when it was used, expired or voided meanwhile. */
export async function useSignInTicket(db: Queryable, ticketId: number, maxFailures: number): Promise<boolean> {
  const rows = await db
    .update(signInTickets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(signInTickets.id, ticketId),
        isNull(signInTickets.usedAt),
        gt(signInTickets.expiresAt, sql`now()`),
        lt(signInTickets.failedAttempts, maxFailures),
      ),
    )
    .returning({ id: signInTickets.id });
  return rows.length === 1;
}

/** Stamps a session with a second factor proved now (enrolment confirmed in it, or a step-up). */
export async function stampSessionSecondFactor(db: Queryable, sessionId: number): Promise<Date> {
  const [row] = await db
    .update(sessions)
    .set({ secondFactorAt: sql`now()` })
    .where(eq(sessions.id, sessionId))
    .returning({ at: sessions.secondFactorAt });
  return row?.at ?? new Date();
}
