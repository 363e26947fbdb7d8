// The cabinet (issue 5): a customer's own profile, password, referrals, and the deletion of the account.
// Every query takes the caller's user id and touches that user's rows only.
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { accountTokens, carts, coupons, emails, favourites, orders, productReviews, sessions, users } from "../../schema";
import { adjustRating } from "../reviews/moderation";
import type { UserRow } from "./sessions";

type Queryable = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

/** The new name and phone of a live user; null when there is no such live user. */
export async function updateUserProfile(
  db: Queryable,
  userId: number,
  profile: { firstName: string; lastName: string; phone: string },
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set(profile)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  return row ?? null;
}

/** A password changed in the cabinet (the caller revokes the user's sessions in the same transaction). */
export async function replacePasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
}

/** How many customers signed up with this user's referral code. */
export async function countReferredUsers(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.referredBy, userId));
  return Number(row?.n ?? 0);
}

/**
 * GDPR erasure (decisions.md): the row stays, so that the user's orders keep their customer, but nothing
 * identifies a person any more. Sessions, e-mail tokens, personal coupons, reviews and the e-mails addressed to
 * the user go. Run inside a transaction.
 */
export async function anonymiseUser(db: Queryable, userId: number): Promise<void> {
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for("update");
  if (!user) return;
  await db
    .update(users)
    .set({
      email: null,
      passwordHash: null,
      firstName: "Deleted",
      lastName: "Deleted",
      phone: "",
      referralCode: sql`'DELETED-' || ${users.id}`,
      emailVerifiedAt: null,
      businessStatus: "none",
      businessKind: null,
      companyName: null,
      companyAddress: null,
      companySsn: null,
      companyPostalIndex: null,
      companyNipCheck: null,
      businessRejectionReason: null,
      businessSubmittedAt: null,
      businessDecidedAt: null,
      businessDecidedBy: null,
      deletedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
  await db.delete(coupons).where(eq(coupons.userId, userId));
  await db.delete(carts).where(eq(carts.userId, userId));
  // Reviews carry the first name (issue 38): they go, and the shown ones leave their product's rating.
  const reviews = await db.delete(productReviews).where(eq(productReviews.userId, userId)).returning();
  for (const review of reviews) if (review.state === "accepted") await adjustRating(db, review.productId, review.stars, -1);
  await db.delete(favourites).where(eq(favourites.userId, userId));
  // The text messages to the numbers its orders gave for them (issue 33) go with the e-mails.
  await db
    .delete(emails)
    .where(
      and(
        eq(emails.channel, "sms"),
        inArray(emails.toAddress, db.select({ phone: orders.smsPhone }).from(orders).where(eq(orders.userId, userId))),
      ),
    );
  // Orders stay (the shop's accounts need them) without who placed them or where they went.
  await db
    .update(orders)
    .set({
      email: null,
      firstName: "Deleted",
      lastName: "Deleted",
      phone: "",
      smsPhone: null,
      lockerCode: null,
      lockerAddress: null,
      lockerName: null,
      postBox: null,
      street: null,
      streetNumber: null,
      apartment: null,
      zipCode: null,
      comment: null,
      // A private person's invoice details go too (an issued invoice keeps its own copy, as the law requires).
      invoiceBuyer: sql`case when ${orders.invoiceBuyer}->>'kind' = 'private' then null else ${orders.invoiceBuyer} end`,
    })
    .where(eq(orders.userId, userId));
  if (user.email) await db.delete(emails).where(eq(emails.toAddress, user.email));
}
