// Cities as the catalogue sees them: the one a request names, and those offering a product.
import { sql } from "drizzle-orm";
import type { Db } from "../../client";
import type { CityRow } from "../cities";

/** An active city by slug, or null (unknown and switched-off cities look the same). */
export async function findActiveCity(db: Db, slug: string): Promise<{ id: number; slug: string } | null> {
  const { rows } = await db.execute<{ id: number; slug: string }>(sql`select id, slug from cities where slug = ${slug} and active limit 1`);
  return rows[0] ?? null;
}

/** Active cities with a visible offer of the product, in the shop's order. */
export async function listCitiesOffering(db: Db, productId: number): Promise<CityRow[]> {
  const { rows } = await db.execute<{ id: number; slug: string; en: string; uk: string; pl: string; ru: string }>(sql`
    select c.id, c.slug, c.name_en as en, c.name_uk as uk, c.name_pl as pl, c.name_ru as ru
    from cities c join offers o on o.city_id = c.id
    where o.product_id = ${productId} and o.visible and c.active
    order by c.sort_order, c.id`);
  return rows.map(({ id, slug, en, uk, pl, ru }) => ({ id, slug, names: { en, uk, pl, ru } }));
}
