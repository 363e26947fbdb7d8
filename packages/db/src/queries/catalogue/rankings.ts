// Short lists of a city's visible products: best sellers and bundles (related products: product-page.ts).
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../client";

async function topIds(db: Db, cityId: number, where: SQL, order: SQL, limit: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select p.id from offers o join products p on p.id = o.product_id
    where o.city_id = ${cityId} and o.visible and ${where}
    order by ${order} limit ${limit}`);
  return rows.map((row) => row.id);
}

/** By units sold; `tpdLast`: the caller cannot order TPD products, so what they can buy leads. */
export const findBestSellerIds = (db: Db, request: { cityId: number; limit: number; tpdLast?: boolean }) =>
  topIds(
    db,
    request.cityId,
    sql`true`,
    sql`${request.tpdLast ? sql`p.tpd, ` : sql``}p.sold_count desc, p.popularity desc, p.id`,
    request.limit,
  );

/** Bundles by popularity. */
export const findBundleIds = (db: Db, request: { cityId: number; limit: number }) =>
  topIds(db, request.cityId, sql`p.kind = 'bundle'`, sql`p.popularity desc, p.id`, request.limit);
