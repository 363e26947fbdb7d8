// What a report's rows are named (issue 36): cities, stores (their address), categories, brands, products (in the
// request's language, English when missing) and coupons (their code), by id.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";

type Locale = "en" | "uk" | "pl" | "ru";
export type LabelledDimension = "city" | "store" | "category" | "brand" | "product" | "coupon";

export interface ReportCity {
  id: number;
  slug: string;
  name: string;
}

/** Every city (active or not), named in `locale`, in the shop's order. */
export async function reportCities(db: DbOrTx, locale: Locale): Promise<ReportCity[]> {
  const name = sql.raw(`name_${locale}`);
  const { rows } = await db.execute<{ id: number; slug: string; name: string }>(
    sql`select id, slug, ${name} as name from cities order by sort_order, id`,
  );
  return rows.map((row) => ({ id: Number(row.id), slug: row.slug, name: row.name }));
}

/** The stores of the cities, with their city (to check a filter against the staff member's cities). */
export async function reportStores(db: DbOrTx): Promise<Array<{ id: number; cityId: number; address: string }>> {
  const { rows } = await db.execute<{ id: number; city_id: number; address: string }>(
    sql`select id, city_id, address from stores order by id`,
  );
  return rows.map((row) => ({ id: Number(row.id), cityId: Number(row.city_id), address: row.address }));
}

const LABELS: Record<Exclude<LabelledDimension, "city">, (locale: Locale) => string> = {
  store: () => "select id::text as key, address as label from stores where id = any($ids)",
  category: (locale) => `select id::text as key, name_${locale} as label from categories where id = any($ids)`,
  brand: () => "select id::text as key, name as label from brands where id = any($ids)",
  product: (locale) =>
    `select p.id::text as key, coalesce(t.name, e.name, p.sku) as label from products p
       left join product_texts t on t.product_id = p.id and t.locale = '${locale}'
       left join product_texts e on e.product_id = p.id and e.locale = 'en' where p.id = any($ids)`,
  coupon: () => "select id::text as key, code as label from coupons where id = any($ids)",
};

/** The names of the ids of a dimension (ids not found are left out). */
export async function reportLabels(
  db: DbOrTx,
  dimension: Exclude<LabelledDimension, "city">,
  ids: readonly number[],
  locale: Locale,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const [before, after] = LABELS[dimension](locale).split("$ids") as [string, string];
  const { rows } = await db.execute<{ key: string; label: string }>(
    sql`${sql.raw(before)}${`{${ids.map(Number).join(",")}}`}::int[]${sql.raw(after)}`,
  );
  return new Map(rows.map((row) => [row.key, row.label]));
}
