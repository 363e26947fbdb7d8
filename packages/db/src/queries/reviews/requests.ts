// The review request e-mail (issue 38): each COMPLETED order of a customer is claimed once, `days` after its
// completion, by one INSERT into review_requests (a second process's INSERT of the same order waits for the first
// and then does nothing), as queued or, for a customer who opted out, skipped. Orders completed long before the
// feature (more than `days` + 30 days ago) are never asked about.
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { reviewEmailOptOuts, reviewRequests } from "../../schema";

export interface ClaimedReviewRequest {
  orderId: string;
  email: string;
  firstName: string;
  locale: string;
  citySlug: string;
  products: Array<{ slug: string; name: string }>;
}

export async function claimReviewRequests(tx: DbOrTx, days: number, limit: number): Promise<ClaimedReviewRequest[]> {
  const { rows } = await tx.execute<{ order_id: string }>(sql`
    insert into review_requests (order_id, outcome)
    select o.id, case when oo.user_id is not null or u.email is null or u.deleted_at is not null then 'skipped' else 'queued' end
    from orders o
    join users u on u.id = o.user_id
    left join review_email_opt_outs oo on oo.user_id = o.user_id
    join lateral (select max(h.created_at) as at from order_history h where h.order_id = o.id and h.to_status = 'COMPLETED') done on true
    where o.status = 'COMPLETED'
      and done.at <= now() - make_interval(days => ${days})
      and done.at > now() - make_interval(days => ${days + 30})
      and not exists (select 1 from review_requests r where r.order_id = o.id)
    order by done.at, o.id
    limit ${limit}
    on conflict (order_id) do nothing
    returning order_id, outcome`);
  const queued = (rows as Array<{ order_id: string; outcome: string }>)
    .filter((row) => row.outcome === "queued")
    .map((row) => row.order_id);
  if (queued.length === 0) return [];
  const { rows: details } = await tx.execute<Record<string, unknown>>(sql`
    select o.id as order_id, u.email, u.first_name, u.locale, c.slug as city_slug, p.slug as product_slug,
      coalesce(t.name, i.name) as product_name
    from orders o
    join users u on u.id = o.user_id
    join cities c on c.id = o.city_id
    join order_items i on i.order_id = o.id
    join products p on p.id = i.product_id
    left join product_texts t on t.product_id = p.id and t.locale = u.locale
    where o.id = any(${sql.param(queued)}::text[])
    order by o.id, i.position, i.product_id`);
  const byOrder = new Map<string, ClaimedReviewRequest>();
  for (const row of details) {
    const orderId = String(row.order_id);
    let claim = byOrder.get(orderId);
    if (!claim) {
      claim = {
        orderId,
        email: String(row.email),
        firstName: String(row.first_name),
        locale: String(row.locale),
        citySlug: String(row.city_slug),
        products: [],
      };
      byOrder.set(orderId, claim);
    }
    claim.products.push({ slug: String(row.product_slug), name: String(row.product_name) });
  }
  return [...byOrder.values()];
}

export async function setReviewRequestToken(tx: DbOrTx, orderId: string, tokenHash: string): Promise<void> {
  await tx.update(reviewRequests).set({ optOutTokenHash: tokenHash }).where(eq(reviewRequests.orderId, orderId));
}

/** The customer of a review request's opt-out token; null for an unknown token. */
export async function findReviewOptOutUser(db: DbOrTx, tokenHash: string): Promise<number | null> {
  const { rows } = await db.execute<{ user_id: number | null }>(sql`
    select o.user_id from review_requests r join orders o on o.id = r.order_id where r.opt_out_token_hash = ${tokenHash}`);
  const userId = rows[0]?.user_id;
  return userId === undefined || userId === null ? null : Number(userId);
}

/** Whether the customer asked for no review requests. */
export async function isReviewEmailOptedOut(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db.select().from(reviewEmailOptOuts).where(eq(reviewEmailOptOuts.userId, userId));
  return rows.length > 0;
}

/** Turns review requests off (kept once) or on again for a customer. */
export async function setReviewEmailOptOut(db: DbOrTx, userId: number, optedOut: boolean): Promise<void> {
  if (optedOut) await db.insert(reviewEmailOptOuts).values({ userId }).onConflictDoNothing();
  else await db.delete(reviewEmailOptOuts).where(eq(reviewEmailOptOuts.userId, userId));
}
