// GDPR export (decisions.md): everything stored about the signed-in user as one JSON document: profile,
// consents with time and text version, business data, sessions (no token hashes), e-mail tokens, personal
// coupons, referrals, the e-mails sent to them and their orders. Read in one repeatable-read snapshot.

import type { UserDataExport } from "@shop/contracts";
import { type Db, isReviewEmailOptedOut, listUserReviews, loadUserExport, type UserRow } from "@shop/db";
import { AppError } from "../../core/app-error";
import { toCurrentUser } from "../accounts/current-user-view";
import { myReviewOf } from "../reviews/review-views";
import { toCabinetCoupon } from "./list-cabinet-coupons";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function exportUserData(db: Db, user: UserRow, currentSessionId: number | null, now = new Date()): Promise<UserDataExport> {
  const rows = await db.transaction(
    async (tx) => {
      const kept = await loadUserExport(tx, user.id);
      if (!kept) return null;
      const reviews = await listUserReviews(tx, user.id, user.locale);
      return { ...kept, reviews, reviewEmailsOptedOut: await isReviewEmailOptedOut(tx, user.id) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  if (!rows) throw new AppError("UNAUTHORIZED");
  const stored = rows.user;
  const current = toCurrentUser(stored);
  return {
    exportedAt: now.toISOString(),
    profile: {
      id: stored.id,
      email: current.email,
      firstName: stored.firstName,
      lastName: stored.lastName,
      phone: stored.phone,
      locale: stored.locale,
      role: stored.role,
      emailVerifiedAt: iso(stored.emailVerifiedAt),
      createdAt: stored.createdAt.toISOString(),
      updatedAt: stored.updatedAt.toISOString(),
    },
    consents: {
      terms: { version: stored.termsVersion, acceptedAt: stored.termsAcceptedAt.toISOString() },
      adult: { confirmedAt: stored.adultConfirmedAt.toISOString() },
    },
    business: { ...current.business, decidedAt: iso(stored.businessDecidedAt) },
    referrals: { code: stored.referralCode, referredByAnotherCustomer: stored.referredBy !== null, count: rows.referredCount },
    sessions: rows.sessions.map((session) => ({
      createdAt: session.createdAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      revokedAt: iso(session.revokedAt),
      lastUsedAt: iso(session.lastUsedAt),
      current: session.id === currentSessionId,
    })),
    emailTokens: rows.accountTokens.map((token) => ({
      purpose: token.purpose,
      createdAt: token.createdAt.toISOString(),
      expiresAt: token.expiresAt.toISOString(),
      usedAt: iso(token.usedAt),
    })),
    coupons: rows.coupons.map((coupon) => toCabinetCoupon(coupon, now)),
    emails: rows.emails.map((email) => ({ ...email, createdAt: email.createdAt.toISOString(), sentAt: iso(email.sentAt) })),
    favourites: rows.favourites.map((row) => ({
      productId: row.productId,
      addedAt: row.createdAt.toISOString(),
      alertCityId: row.alertCityId,
    })),
    // Orders as stored (dates become ISO text in the JSON); the request hash and idempotency key are internals.
    orders: rows.orders.map(({ requestHash: _hash, idempotencyKey: _key, ...order }) => order),
    reviews: rows.reviews.map((review) => myReviewOf(review, { slug: review.productSlug, name: review.productName })),
    reviewEmailsOptedOut: rows.reviewEmailsOptedOut,
  };
}
