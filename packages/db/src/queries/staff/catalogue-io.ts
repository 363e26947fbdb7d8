// Back office: the catalogue import and export (issue 33). Products as the catalogue file sees them (codes and slugs
// instead of ids, packages/domain catalogue-file.ts), and what an import needs to know of the shop. A few statements
// for any number of products: an import of 2,000 products must take well under a minute. The writes are in
// catalogue-io-write.ts.
import type { CatalogueProduct, CatalogueText, CatalogueWorld, Locale, VatRate } from "@shop/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import type { ProductKind } from "../../schema";
import { intArray } from "../catalogue/sql";

export * from "./catalogue-io-write";

export type CatalogueProductRow = CatalogueProduct & { id: number };

/** Products in the file's terms, by id (every product when `ids` is "all"), in id order. */
export async function findCatalogueProducts(db: DbOrTx, ids: readonly number[] | "all"): Promise<CatalogueProductRow[]> {
  if (ids !== "all" && ids.length === 0) return [];
  const only = ids === "all" ? sql`true` : sql`p.id = any(${intArray(ids)})`;
  const { rows } = await db.execute<{
    id: number;
    sku: string;
    slug: string;
    ean: string | null;
    kind: ProductKind;
    category: string;
    brand: string | null;
    tpd: boolean;
    vat_rate: VatRate;
  }>(sql`select p.id, p.sku, p.slug, p.ean, p.kind, c.slug as category, b.slug as brand, p.tpd, p.vat_rate
    from products p join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id
    where ${only} order by p.id`);
  const within = ids === "all" ? sql`true` : sql`product_id = any(${intArray(ids)})`;
  const texts = await db.execute<{ product_id: number; locale: Locale } & CatalogueText>(sql`
    select product_id, locale, name, short_description, description, seo_title, seo_description from product_texts where ${within}`);
  const values = await db.execute<{ product_id: number; value: string }>(sql`
    select pv.product_id, v.attribute_code || ':' || v.slug as value
    from product_attribute_values pv join attribute_values v on v.id = pv.value_id
    where ${ids === "all" ? sql`true` : sql`pv.product_id = any(${intArray(ids)})`}`);
  const items = await db.execute<{ bundle_id: number; sku: string; quantity: number }>(sql`
    select bi.bundle_id, p.sku, bi.quantity from bundle_items bi join products p on p.id = bi.product_id
    where ${ids === "all" ? sql`true` : sql`bi.bundle_id = any(${intArray(ids)})`}`);
  const byId = new Map<number, CatalogueProductRow>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        sku: row.sku,
        slug: row.slug,
        ean: row.ean,
        kind: row.kind,
        category: row.category,
        brand: row.brand,
        tpd: row.tpd,
        vatRate: row.vat_rate,
        attributes: [],
        bundleItems: [],
        texts: { en: null, uk: null, pl: null, ru: null },
      },
    ]),
  );
  for (const { product_id, locale, ...text } of texts.rows) {
    const product = byId.get(product_id);
    if (product && locale in product.texts) product.texts[locale] = text;
  }
  for (const value of values.rows) byId.get(value.product_id)?.attributes.push(value.value);
  for (const item of items.rows) byId.get(item.bundle_id)?.bundleItems.push({ sku: item.sku, quantity: item.quantity });
  for (const product of byId.values()) {
    product.attributes.sort();
    product.bundleItems.sort((a, b) => (a.sku.toUpperCase() < b.sku.toUpperCase() ? -1 : 1));
  }
  return [...byId.values()];
}

/** Ids by what the file names them by: categories and brands by slug, attribute values by "code:slug". */
export interface CatalogueTaxonomy {
  categories: Map<string, number>;
  brands: Map<string, number>;
  attributeValues: Map<string, number>;
}

export async function findCatalogueTaxonomy(db: DbOrTx): Promise<CatalogueTaxonomy> {
  const categories = await db.execute<{ id: number; slug: string }>(sql`select id, slug from categories`);
  const brands = await db.execute<{ id: number; slug: string }>(sql`select id, slug from brands`);
  const values = await db.execute<{ id: number; value: string }>(
    sql`select id, attribute_code || ':' || slug as value from attribute_values`,
  );
  return {
    categories: new Map(categories.rows.map((row) => [row.slug, row.id])),
    brands: new Map(brands.rows.map((row) => [row.slug, row.id])),
    attributeValues: new Map(values.rows.map((row) => [row.value, row.id])),
  };
}

/**
 * What an import of these SKUs needs to know of the shop (catalogue-plan.ts), with the products' ids by SKU (upper
 * case). Every product's codes are read (a few columns: fine for tens of thousands), the file's products in full.
 */
export async function findCatalogueWorld(
  db: DbOrTx,
  skus: readonly string[],
): Promise<{ world: CatalogueWorld; ids: Map<string, number>; taxonomy: CatalogueTaxonomy }> {
  const { rows } = await db.execute<{ id: number; sku: string; slug: string; ean: string | null; kind: ProductKind }>(
    sql`select id, sku, slug, ean, kind from products`,
  );
  const ids = new Map(rows.map((row) => [row.sku.toUpperCase(), row.id]));
  const wanted = [...new Set(skus.map((sku) => ids.get(sku.toUpperCase())).filter((id): id is number => id !== undefined))];
  const current = await findCatalogueProducts(db, wanted);
  const holders = await db.execute<{ item: string; bundle: string }>(sql`
    select upper(i.sku) as item, b.sku as bundle from bundle_items bi
    join products i on i.id = bi.product_id join products b on b.id = bi.bundle_id`);
  const bundlesHolding = new Map<string, string[]>();
  for (const { item, bundle } of holders.rows) bundlesHolding.set(item, [...(bundlesHolding.get(item) ?? []), bundle]);
  const taxonomy = await findCatalogueTaxonomy(db);
  return {
    ids,
    taxonomy,
    world: {
      index: new Map(rows.map(({ id: _id, ...row }) => [row.sku.toUpperCase(), row])),
      current: new Map(current.map(({ id: _id, ...product }) => [product.sku.toUpperCase(), product])),
      categories: new Set(taxonomy.categories.keys()),
      brands: new Set(taxonomy.brands.keys()),
      attributeValues: new Set(taxonomy.attributeValues.keys()),
      bundlesHolding,
    },
  };
}

/** The SHA-256 of every image of these products (null for images from before issue 33), in gallery order. */
export async function findProductImageHashes(db: DbOrTx, productIds: readonly number[]): Promise<Map<number, (string | null)[]>> {
  const hashes = new Map<number, (string | null)[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return hashes;
  const { rows } = await db.execute<{ product_id: number; source_sha256: string | null }>(sql`
    select product_id, source_sha256 from product_images where product_id = any(${intArray(productIds)}) order by product_id, position`);
  for (const row of rows) hashes.get(row.product_id)?.push(row.source_sha256);
  return hashes;
}
