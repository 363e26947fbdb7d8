import { sql } from "drizzle-orm";
import type { Db } from "../../client";

export interface BrandCountRow {
  slug: string;
  name: string;
  productCount: number;
}

/** Brands with at least one visible product in the city, most popular first. */
export async function listBrandsOfCity(db: Db, cityId: number): Promise<BrandCountRow[]> {
  const { rows } = await db.execute<{ slug: string; name: string; n: number }>(sql`
    select b.slug, b.name, count(*)::int as n
    from offers o join products p on p.id = o.product_id join brands b on b.id = p.brand_id
    where o.city_id = ${cityId} and o.visible
    group by b.id order by b.popularity desc, b.name collate "und-x-icu", b.id`);
  return rows.map((row) => ({ slug: row.slug, name: row.name, productCount: row.n }));
}
