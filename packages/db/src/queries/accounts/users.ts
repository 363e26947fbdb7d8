// Users: sign-up, sign-in and password restore. E-mails arrive trimmed and lower-cased (contracts EmailField);
// a deleted account keeps its row without an e-mail, so it is never found by one.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { users } from "../../schema";
import type { UserRow } from "./sessions";

type Queryable = Pick<Db, "select" | "insert" | "update" | "execute">;

export type NewUser = Pick<
  typeof users.$inferInsert,
  | "email"
  | "passwordHash"
  | "firstName"
  | "lastName"
  | "phone"
  | "locale"
  | "referralCode"
  | "referredBy"
  | "termsVersion"
  | "termsAcceptedAt"
  | "adultConfirmedAt"
>;

/** The live (not deleted) user with this e-mail, or null. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The live (not deleted) user with this id, or null. */
export async function findLiveUser(db: Queryable, userId: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The id of the live user whose referral code this is (case-insensitive), or null. */
export async function findReferrerId(db: Queryable, referralCode: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, referralCode.toUpperCase()), isNull(users.deletedAt)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Inserts a user; null when the referral code is already someone's (the caller draws another). A taken
 * e-mail is the database's unique violation (isUniqueViolation(error, "users_email_key")).
 */
export async function insertUser(db: Queryable, user: NewUser): Promise<{ id: number } | null> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.referralCode }).returning({ id: users.id });
  return row ?? null;
}

/** A new password (restore): also marks the e-mail verified, since the restore link reached it. */
export async function setPasswordAndVerify(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
}

/** Marks the e-mail verified (the first verification's time is kept). */
export async function markEmailVerified(db: Queryable, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
}

/** Whether an error is PostgreSQL's unique violation (23505), of the named constraint when given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let cause = error;
  for (let depth = 0; depth < 5 && cause && typeof cause === "object"; depth++, cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint: name } = cause as { code?: unknown; constraint?: unknown };
    if (code === "23505") return constraint === undefined || name === constraint;
  }
  return false;
}
