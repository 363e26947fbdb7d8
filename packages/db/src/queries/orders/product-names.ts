// Names of products in a language, whatever the city offers (what a cart change or an order line names).
import type { Locale } from "@shop/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { intArray, textJoins } from "../catalogue/sql";

export async function findProductNames(
  db: DbOrTx,
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, { slug: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.execute<{ id: number; slug: string; name: string | null }>(sql`
    select p.id, p.slug, coalesce(t.name, te.name) as name from products p ${textJoins(locale)}
    where p.id = any(${intArray(ids)})`);
  return new Map(rows.map((row) => [row.id, { slug: row.slug, name: row.name ?? row.slug }]));
}
