// Review moderation (issue 38): staff accept, reject with a reason, remove, and reply once. A review's row is locked
// while its state changes, and the product's sums (product_ratings) change in the same transaction, so racing
// moderators or an author's edit never count a review twice.
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { productReviews, type ReviewState } from "../../schema";

export type ReviewRow = typeof productReviews.$inferSelect;

/** The review, locked until the transaction ends (null when there is none). */
export async function lockReview(tx: DbOrTx, id: number): Promise<ReviewRow | null> {
  const [row] = await tx.select().from(productReviews).where(eq(productReviews.id, id)).for("update");
  return row ?? null;
}

/** Adds (1) or takes (-1) an accepted review of `stars` to or from its product's sums. */
export async function adjustRating(tx: Pick<DbOrTx, "execute">, productId: number, stars: number, delta: 1 | -1): Promise<void> {
  const column = sql.raw(`stars${Math.min(5, Math.max(1, Math.trunc(stars)))}`);
  await tx.execute(sql`
    insert into product_ratings (product_id, ${column}) values (${productId}, ${Math.max(delta, 0)})
    on conflict (product_id) do update set ${column} = product_ratings.${column} + ${delta}, updated_at = now()`);
}

/** Sets a locked review's state by a staff member (a rejection with its reason). */
export async function setReviewState(
  tx: DbOrTx,
  id: number,
  state: ReviewState,
  staffId: number,
  rejectReason: string | null,
): Promise<ReviewRow | null> {
  const [row] = await tx
    .update(productReviews)
    .set({ state, rejectReason, moderatedAt: sql`now()`, moderatedBy: staffId })
    .where(eq(productReviews.id, id))
    .returning();
  return row ?? null;
}

/** The shop's one reply: null when the review has one already (or there is no such review). */
export async function setReviewReply(tx: DbOrTx, id: number, reply: string, staffId: number): Promise<ReviewRow | null> {
  const [row] = await tx
    .update(productReviews)
    .set({ reply, repliedAt: sql`now()`, repliedBy: staffId })
    .where(sql`${productReviews.id} = ${id} and ${productReviews.reply} is null`)
    .returning();
  return row ?? null;
}

export interface StaffReviewRow extends ReviewRow {
  productSlug: string;
  productName: string;
  authorEmail: string | null;
  reportCount: number;
}

/** Reviews in a state for staff, oldest waiting first (accepted and the rest: newest first), with how many match. */
export async function listReviewsForStaff(
  db: DbOrTx,
  filter: { state: ReviewState; limit: number; offset: number; id?: number },
): Promise<{ items: StaffReviewRow[]; total: number }> {
  const order = filter.state === "pending" ? sql`r.created_at asc, r.id asc` : sql`r.created_at desc, r.id desc`;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select r.id, p.slug as product_slug, coalesce(te.name, p.slug) as product_name, u.email as author_email,
      (select count(*) from review_reports rr where rr.review_id = r.id) as report_count, count(*) over () as total
    from product_reviews r
    join products p on p.id = r.product_id
    left join product_texts te on te.product_id = p.id and te.locale = 'en'
    left join users u on u.id = r.user_id
    where r.state = ${filter.state} ${filter.id === undefined ? sql`` : sql`and r.id = ${filter.id}`}
    order by ${order} limit ${filter.limit} offset ${filter.offset}`);
  if (rows.length === 0) {
    const { rows: counted } = await db.execute<{ n: number }>(sql`select count(*) as n from product_reviews where state = ${filter.state}`);
    return { items: [], total: Number(counted[0]?.n ?? 0) };
  }
  const ids = rows.map((row) => Number(row.id));
  const full = await db
    .select()
    .from(productReviews)
    .where(sql`${productReviews.id} = any(${sql.param(ids)}::int[])`);
  const byId = new Map(full.map((row) => [row.id, row]));
  const items = rows.flatMap((row) => {
    const review = byId.get(Number(row.id));
    if (!review) return [];
    return [
      {
        ...review,
        productSlug: String(row.product_slug),
        productName: String(row.product_name),
        authorEmail: row.author_email === null ? null : String(row.author_email),
        reportCount: Number(row.report_count),
      },
    ];
  });
  return { items, total: Number(rows[0]?.total ?? 0) };
}
