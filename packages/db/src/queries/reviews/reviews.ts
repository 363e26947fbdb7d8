// Verified reviews (issue 38, schema-reviews.ts): the author's side (purchase check, write, edit), the public list
// of accepted reviews with the product's summed stars, "helpful" marks and abuse reports.
import type { StarCounts } from "@shop/domain";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { productReviews, reviewReports, reviewVotes } from "../../schema";
import { adjustRating, lockReview, type ReviewRow } from "./moderation";

const cityName = (locale: string) =>
  sql.raw(
    `case '${locale === "uk" || locale === "pl" || locale === "ru" ? locale : "en"}' when 'uk' then c.name_uk when 'pl' then c.name_pl when 'ru' then c.name_ru else c.name_en end`,
  );

/** A product's id, slug and name (in a language, English as the fallback) by its slug or id. */
export async function findReviewProduct(
  db: DbOrTx,
  key: string | number,
  locale: string,
): Promise<{ id: number; slug: string; name: string } | null> {
  const where = typeof key === "number" ? sql`p.id = ${key}` : sql`p.slug = ${key}`;
  const { rows } = await db.execute<{ id: number; slug: string; name: string }>(sql`
    select p.id, p.slug, coalesce(t.name, te.name, p.slug) as name from products p
    left join product_texts t on t.product_id = p.id and t.locale = ${locale}
    left join product_texts te on te.product_id = p.id and te.locale = 'en'
    where ${where}`);
  const row = rows[0];
  return row ? { id: Number(row.id), slug: row.slug, name: row.name } : null;
}

/** The customer's newest COMPLETED order containing the product (its city is shown with the review), or null. */
export async function findCompletedPurchase(
  db: DbOrTx,
  userId: number,
  productId: number,
): Promise<{ orderId: string; cityId: number } | null> {
  const { rows } = await db.execute<{ order_id: string; city_id: number }>(sql`
    select o.id as order_id, o.city_id from orders o
    join order_items i on i.order_id = o.id and i.product_id = ${productId}
    where o.user_id = ${userId} and o.status = 'COMPLETED'
    order by o.updated_at desc limit 1`);
  const row = rows[0];
  return row ? { orderId: row.order_id, cityId: Number(row.city_id) } : null;
}

export function findUserReview(db: DbOrTx, userId: number, productId: number): Promise<ReviewRow | undefined> {
  return db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, productId)))
    .then((rows) => rows[0]);
}

export interface NewReview {
  productId: number;
  userId: number;
  orderId: string;
  cityId: number;
  authorName: string;
  stars: number;
  title: string;
  body: string;
  locale: string;
}

/** Writes a new review (waiting for moderation); null when the customer has one of this product already. */
export async function insertReview(db: DbOrTx, review: NewReview): Promise<ReviewRow | null> {
  const [row] = await db
    .insert(productReviews)
    .values(review)
    .onConflictDoNothing({ target: [productReviews.productId, productReviews.userId] })
    .returning();
  return row ?? null;
}

export interface ReviewEdit {
  stars: number;
  title: string;
  body: string;
  locale: string;
}

/**
 * The author's edit, in the caller's transaction: the review waits for moderation again (an accepted one leaves
 * the product's sums). Returns the row as it was (locked), or null when it is not the author's.
 */
export async function editReview(
  tx: DbOrTx,
  id: number,
  userId: number,
  edit: ReviewEdit,
): Promise<{ before: ReviewRow; after: ReviewRow } | null> {
  const before = await lockReview(tx, id);
  if (!before || before.userId !== userId) return null;
  if (before.state === "accepted") await adjustRating(tx, before.productId, before.stars, -1);
  const [after] = await tx
    .update(productReviews)
    .set({ ...edit, state: "pending", rejectReason: null, moderatedAt: null, moderatedBy: null, editedAt: sql`now()` })
    .where(eq(productReviews.id, id))
    .returning();
  return after ? { before, after } : null;
}

/** The product's accepted reviews counted by stars (one star first). */
export async function readRating(db: DbOrTx, productId: number): Promise<StarCounts> {
  const { rows } = await db.execute<{ s1: number; s2: number; s3: number; s4: number; s5: number }>(sql`
    select stars1 as s1, stars2 as s2, stars3 as s3, stars4 as s4, stars5 as s5 from product_ratings where product_id = ${productId}`);
  const row = rows[0];
  return row ? [Number(row.s1), Number(row.s2), Number(row.s3), Number(row.s4), Number(row.s5)] : [0, 0, 0, 0, 0];
}

export interface ShownReview {
  id: number;
  authorName: string;
  cityName: string | null;
  stars: number;
  title: string;
  body: string;
  locale: string;
  helpfulCount: number;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
}

export interface ShownReviewsRequest {
  productId: number;
  locale: string;
  sort: "newest" | "helpful";
  stars?: number | undefined;
  limit: number;
  offset: number;
}

/** One page of a product's accepted reviews and how many match. */
export async function listShownReviews(db: DbOrTx, request: ShownReviewsRequest): Promise<{ items: ShownReview[]; total: number }> {
  const starsFilter = request.stars ? sql`and r.stars = ${request.stars}` : sql``;
  const order = request.sort === "helpful" ? sql`r.helpful_count desc, r.created_at desc, r.id desc` : sql`r.created_at desc, r.id desc`;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select r.id, r.author_name, ${cityName(request.locale)} as city_name, r.stars, r.title, r.body, r.locale, r.helpful_count,
      r.reply, r.replied_at, r.created_at, count(*) over () as total
    from product_reviews r left join cities c on c.id = r.city_id
    where r.product_id = ${request.productId} and r.state = 'accepted' ${starsFilter}
    order by ${order} limit ${request.limit} offset ${request.offset}`);
  let total = 0;
  if (rows.length === 0 && request.offset > 0) {
    const { rows: counted } = await db.execute<{ n: number }>(sql`
      select count(*) as n from product_reviews r where r.product_id = ${request.productId} and r.state = 'accepted' ${starsFilter}`);
    total = Number(counted[0]?.n ?? 0);
  }
  const items = rows.map((row) => {
    total = Number(row.total);
    return {
      id: Number(row.id),
      authorName: String(row.author_name),
      cityName: row.city_name === null ? null : String(row.city_name),
      stars: Number(row.stars),
      title: String(row.title),
      body: String(row.body),
      locale: String(row.locale),
      helpfulCount: Number(row.helpful_count),
      reply: row.reply === null ? null : String(row.reply),
      repliedAt: row.replied_at === null ? null : new Date(row.replied_at as string),
      createdAt: new Date(row.created_at as string),
    };
  });
  return { items, total };
}

/**
 * Marks an accepted review helpful for a voter, once: the vote and the count change together. Returns the count
 * after, whether this call counted, or null when no accepted review has this id.
 */
export async function markHelpful(tx: DbOrTx, reviewId: number, voter: string): Promise<{ helpfulCount: number; counted: boolean } | null> {
  const [review] = await tx
    .select({ state: productReviews.state, helpfulCount: productReviews.helpfulCount })
    .from(productReviews)
    .where(eq(productReviews.id, reviewId));
  if (review?.state !== "accepted") return null;
  const inserted = await tx.insert(reviewVotes).values({ reviewId, voter }).onConflictDoNothing().returning({ voter: reviewVotes.voter });
  if (inserted.length === 0) return { helpfulCount: review.helpfulCount, counted: false };
  const [after] = await tx
    .update(productReviews)
    .set({ helpfulCount: sql`${productReviews.helpfulCount} + 1` })
    .where(eq(productReviews.id, reviewId))
    .returning({ helpfulCount: productReviews.helpfulCount });
  return { helpfulCount: after?.helpfulCount ?? review.helpfulCount + 1, counted: true };
}

/**
 * A customer's abuse report, in the caller's transaction: kept once per customer and review; an accepted review
 * goes back to moderation (hidden, out of the sums). Null when no shown review has this id.
 */
export async function reportReview(
  tx: DbOrTx,
  reviewId: number,
  userId: number,
  reason: string | null,
): Promise<{ review: ReviewRow; hidden: boolean } | null> {
  const review = await lockReview(tx, reviewId);
  if (!review || review.state === "removed" || review.state === "rejected") return null;
  await tx.insert(reviewReports).values({ reviewId, userId, reason }).onConflictDoNothing();
  if (review.state !== "accepted") return { review, hidden: false };
  await adjustRating(tx, review.productId, review.stars, -1);
  await tx
    .update(productReviews)
    .set({ state: "pending", reportedAt: sql`now()`, moderatedAt: null, moderatedBy: null })
    .where(eq(productReviews.id, reviewId));
  return { review, hidden: true };
}

export interface CustomerReviewRow extends ReviewRow {
  productSlug: string;
  productName: string;
}

/** A customer's reviews, newest first, with their product's slug and name. */
export async function listUserReviews(db: DbOrTx, userId: number, locale: string): Promise<CustomerReviewRow[]> {
  const rows = await db
    .select()
    .from(productReviews)
    .where(eq(productReviews.userId, userId))
    .orderBy(sql`${productReviews.createdAt} desc`);
  if (rows.length === 0) return [];
  const { rows: names } = await db.execute<{ id: number; slug: string; name: string }>(sql`
    select p.id, p.slug, coalesce(t.name, te.name, p.slug) as name from products p
    left join product_texts t on t.product_id = p.id and t.locale = ${locale}
    left join product_texts te on te.product_id = p.id and te.locale = 'en'
    where p.id in (select product_id from product_reviews where user_id = ${userId})`);
  const byId = new Map(names.map((row) => [Number(row.id), row]));
  return rows.map((row) => ({
    ...row,
    productSlug: byId.get(row.productId)?.slug ?? "",
    productName: byId.get(row.productId)?.name ?? "",
  }));
}
