// The category tree (small: loaded whole) and how many products a city offers in each category.
import type { Localized } from "@shop/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../client";

export interface CategoryRow {
  id: number;
  slug: string;
  parentId: number | null;
  names: Localized;
  colour: string;
  icon: string;
}

/** Every category, siblings in the shop's order. */
export async function listAllCategories(db: Db): Promise<CategoryRow[]> {
  const { rows } = await db.execute<{
    id: number;
    slug: string;
    parent_id: number | null;
    en: string;
    uk: string;
    pl: string;
    ru: string;
    colour: string;
    icon: string;
  }>(sql`
    select id, slug, parent_id, name_en as en, name_uk as uk, name_pl as pl, name_ru as ru, colour, icon
    from categories order by sort_order, id`);
  return rows.map(({ id, slug, parent_id, en, uk, pl, ru, colour, icon }) => ({
    id,
    slug,
    parentId: parent_id,
    names: { en, uk, pl, ru },
    colour,
    icon,
  }));
}

/** Visible products of the city per category (its own products only; the caller rolls them up the tree). */
export async function countOfferedByCategory(db: Db, cityId: number): Promise<Map<number, number>> {
  const { rows } = await db.execute<{ category_id: number; n: number }>(sql`
    select p.category_id, count(*)::int as n from offers o join products p on p.id = o.product_id
    where o.city_id = ${cityId} and o.visible group by p.category_id`);
  return new Map(rows.map((row) => [row.category_id, row.n]));
}
