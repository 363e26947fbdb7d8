// products.search_doc: every name, the brand, the category path and the attribute values of a product in
// all four languages, normalised by @shop/domain (buildSearchDocument). The database indexes it by itself:
// triggers (migration 0003_search_index) keep search_postings and search_words in step with search_doc,
// products.popularity and offers, so whoever changes a text only has to call refreshSearchDocuments.
import { buildSearchDocument, LOCALES } from "@shop/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../client";

const REFRESH_BATCH = 2_000;

type CategoryRow = {
  id: number;
  parent_id: number | null;
  name_en: string;
  name_uk: string;
  name_pl: string;
  name_ru: string;
};

/**
 * Recomputes products.search_doc of the given products (all when omitted) from their names, brand,
 * category and its parents, and attribute values, in all four languages. Call it after changing any of them.
 * Returns how many documents changed.
 */
export async function refreshSearchDocuments(db: Pick<Db, "execute">, productIds?: readonly number[]): Promise<number> {
  const ids = productIds
    ? [...new Set(productIds)]
    : (await db.execute<{ id: number }>(sql`select id from products order by id`)).rows.map((row) => row.id);
  if (ids.length === 0) return 0;

  const { rows: categoryRows } = await db.execute<CategoryRow>(
    sql`select id, parent_id, name_en, name_uk, name_pl, name_ru from categories`,
  );
  const categories = new Map(categoryRows.map((row) => [row.id, row]));
  const categoryNames = (id: number): string[] => {
    const names: string[] = [];
    const visited = new Set<number>();
    for (let category = categories.get(id); category && !visited.has(category.id); category = categories.get(category.parent_id ?? -1)) {
      visited.add(category.id);
      names.push(category.name_en, category.name_uk, category.name_pl, category.name_ru);
    }
    return names;
  };
  const localeOrder = (locale: string) => LOCALES.indexOf(locale as (typeof LOCALES)[number]);

  let updated = 0;
  for (let start = 0; start < ids.length; start += REFRESH_BATCH) {
    const batch = sql.param(ids.slice(start, start + REFRESH_BATCH));
    // One after another: `db` may be a transaction, one connection.
    const products = await db.execute<{ id: number; category_id: number; brand: string | null }>(sql`
      select p.id, p.category_id, b.name as brand
      from products p left join brands b on b.id = p.brand_id
      where p.id = any(${batch}::int[])`);
    const texts = await db.execute<{ product_id: number; locale: string; name: string }>(sql`
      select product_id, locale, name from product_texts where product_id = any(${batch}::int[])`);
    const attributes = await db.execute<{ product_id: number; name_en: string; name_uk: string; name_pl: string; name_ru: string }>(sql`
      select pav.product_id, av.name_en, av.name_uk, av.name_pl, av.name_ru
      from product_attribute_values pav join attribute_values av on av.id = pav.value_id
      where pav.product_id = any(${batch}::int[])
      order by pav.product_id, av.attribute_code, av.sort_order, av.id`);
    const names = groupBy(texts.rows, (row) => row.product_id);
    const values = groupBy(attributes.rows, (row) => row.product_id);
    const documents = products.rows.map((product) => {
      const primary = (names.get(product.id) ?? []).sort((a, b) => localeOrder(a.locale) - localeOrder(b.locale)).map((row) => row.name);
      const secondary = [
        ...categoryNames(product.category_id),
        ...(values.get(product.id) ?? []).flatMap((row) => [row.name_en, row.name_uk, row.name_pl, row.name_ru]),
      ];
      return { id: product.id, doc: buildSearchDocument(primary, secondary, product.brand ? [product.brand] : []) };
    });
    if (documents.length === 0) continue;
    const result = await db.execute(sql`
      update products p set search_doc = v.doc
      from jsonb_to_recordset(${JSON.stringify(documents)}::jsonb) as v(id int, doc text)
      where p.id = v.id and p.search_doc is distinct from v.doc`);
    updated += result.rowCount ?? 0;
  }
  return updated;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
