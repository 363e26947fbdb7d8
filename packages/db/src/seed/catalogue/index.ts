// The demo catalogue (decisions.md "Demo shop"): categories, brands, attributes, 346 products (14 of them bundles) with texts
// in four languages, bundles, old slugs, and per-city offers with sale prices, wholesale tiers, franchise
// prices and price history. Generated from the data in ./data and the sentence templates in ./texts with
// a seeded PRNG and dates relative to CATALOGUE_DATE, so every seed gives the same rows.
import { sql } from "drizzle-orm";
import {
  attributes,
  attributeValues,
  brands,
  bundleItems,
  categories,
  offers,
  priceHistory,
  productAttributeValues,
  productSlugHistory,
  products,
  productTexts,
  wholesaleTiers,
} from "../../schema";
import { buildCatalogue } from "./build";
import { insertAll, syncSequence } from "./insert";
import { refreshSearchDocuments } from "./search-docs";
import type { SeedTx } from "./tx";

export { buildCatalogue } from "./build";
export { CATALOGUE_DATE, DEMO_NOT_IN_WARSZAWA, DEMO_OLD_SLUG } from "./constants";

/** Inserts the demo catalogue for the cities already in the database (run inside seedIfEmpty's transaction). */
export async function seedCatalogue(tx: SeedTx): Promise<void> {
  const { rows: cityRows } = await tx.execute<{ id: number; slug: string }>(sql`select id, slug from cities`);
  const catalogue = buildCatalogue(new Map(cityRows.map((city) => [city.slug, Number(city.id)])));

  await insertAll(tx, brands, catalogue.brands);
  await insertAll(tx, categories, catalogue.categories);
  await insertAll(tx, attributes, catalogue.attributes);
  await insertAll(tx, attributeValues, catalogue.attributeValues);
  await insertAll(tx, products, catalogue.products);
  await insertAll(tx, productTexts, catalogue.productTexts);
  await insertAll(tx, productAttributeValues, catalogue.productAttributeValues);
  await insertAll(tx, bundleItems, catalogue.bundleItems);
  await insertAll(tx, productSlugHistory, catalogue.productSlugHistory);
  await insertAll(tx, offers, catalogue.offers);
  await insertAll(tx, wholesaleTiers, catalogue.wholesaleTiers);
  await insertAll(tx, priceHistory, catalogue.priceHistory);
  for (const table of ["brands", "categories", "attribute_values", "products"]) await syncSequence(tx, table);
  await refreshSearchDocuments(tx);
}
