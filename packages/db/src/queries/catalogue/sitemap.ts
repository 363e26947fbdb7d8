import { sql } from "drizzle-orm";
import type { Db } from "../../client";

export interface SitemapProductRow {
  citySlug: string;
  slug: string;
  categoryId: number;
  /** The later of the product's and the offer's last change. */
  updatedAt: Date;
}

/** Every visible offer of every active city, cities in the shop's order, products by id. */
export async function listSitemapProducts(db: Db): Promise<SitemapProductRow[]> {
  const { rows } = await db.execute<{ city_slug: string; slug: string; category_id: number; updated_at: Date | string }>(sql`
    select c.slug as city_slug, p.slug, p.category_id, greatest(p.updated_at, o.updated_at) as updated_at
    from cities c join offers o on o.city_id = c.id and o.visible join products p on p.id = o.product_id
    where c.active
    order by c.sort_order, c.id, p.id`);
  return rows.map((row) => ({ citySlug: row.city_slug, slug: row.slug, categoryId: row.category_id, updatedAt: new Date(row.updated_at) }));
}
