// The back office's offers tests: a product of their own (texts in four languages, offered nowhere yet), and each
// city's first store (sort order, then id), where the tests put stock.
import { type Database, schema } from "@shop/db";

/** A new product (simple or bundle) named "<name> <locale>" in every language; its id. */
export async function newOfferProduct(
  database: Database,
  slug: string,
  { kind = "simple", name = "Offer test" }: { kind?: "simple" | "bundle"; name?: string } = {},
): Promise<number> {
  const { rows } = await database.pool.query<{ id: number }>("select id from categories where parent_id is not null order by id limit 1");
  const [row] = await database.db
    .insert(schema.products)
    .values({ slug, kind, categoryId: rows[0]?.id as number })
    .returning({ id: schema.products.id });
  const id = row?.id as number;
  await database.db.insert(schema.productTexts).values(
    (["en", "uk", "pl", "ru"] as const).map((locale) => ({
      productId: id,
      locale,
      name: `${name} ${locale}`,
      shortDescription: "short",
      description: "long",
      seoTitle: "title",
      seoDescription: "description",
    })),
  );
  return id;
}

/** Each city's first store by slug. */
export async function firstStores(database: Database): Promise<Record<string, number>> {
  const { rows } = await database.pool.query<{ slug: string; store: number }>(
    "select c.slug, (select s.id from stores s where s.city_id = c.id order by s.sort_order, s.id limit 1) as store from cities c",
  );
  return Object.fromEntries(rows.map((row) => [row.slug, row.store]));
}
