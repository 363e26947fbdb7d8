// Back office: writing a product (issue 7). The caller runs these in one transaction with the audit row and
// refreshSearchDocuments.
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../client";
import {
  attributeValues,
  brands,
  bundleItems,
  categories,
  type ProductKind,
  productAttributeValues,
  productSlugHistory,
  products,
  productTexts,
  type VatRate,
} from "../../schema";
import { intArray } from "../catalogue/sql";

export interface ProductFields {
  slug: string;
  /** Undefined when creating: the shop's numbering (SP-000347). */
  sku: string | undefined;
  ean: string | null;
  vatRate: VatRate;
  kind: ProductKind;
  categoryId: number;
  brandId: number | null;
  tpd: boolean;
}

export interface ProductTextFields {
  locale: string;
  name: string;
  shortDescription: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
}

/** Whether another product has the slug now. */
export async function productSlugTaken(db: DbOrTx, slug: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(exceptId === undefined ? eq(products.slug, slug) : and(eq(products.slug, slug), ne(products.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** Which of a product's codes another product has now (SKUs in any case). */
export async function productCodesTaken(
  db: DbOrTx,
  codes: { sku: string | undefined; ean: string | null },
  exceptId?: number,
): Promise<{ sku: boolean; ean: boolean }> {
  const { rows } = await db.execute<{ sku: boolean; ean: boolean }>(sql`
    select coalesce(bool_or(upper(sku) = upper(${codes.sku ?? null}::text)), false) as sku,
      coalesce(bool_or(ean = ${codes.ean}::text), false) as ean
    from products where (upper(sku) = upper(${codes.sku ?? null}::text) or ean = ${codes.ean}::text) and id <> ${exceptId ?? 0}`);
  return rows[0] ?? { sku: false, ean: false };
}

/** A new product; null when its slug was taken meanwhile (the unique index decides). */
export async function insertProduct(tx: Tx, fields: ProductFields): Promise<number | null> {
  const { sku, ...rest } = fields;
  const rows = await tx
    .insert(products)
    .values({ ...rest, ...(sku === undefined ? {} : { sku }), imageCount: 1 })
    .onConflictDoNothing({ target: products.slug })
    .returning({ id: products.id });
  return rows[0]?.id ?? null;
}

/** Locks the product row for the rest of the transaction; its slug and when it was last saved. */
export async function lockProduct(tx: Tx, id: number): Promise<{ slug: string; updatedAt: Date } | null> {
  const { rows } = await tx.execute<{ slug: string; updated_at: Date | string }>(
    sql`select slug, updated_at from products where id = ${id} for update`,
  );
  const row = rows[0];
  return row ? { slug: row.slug, updatedAt: new Date(row.updated_at) } : null;
}

/** Saves the product's own fields; false when its (new) slug is taken by another product. */
export async function updateProductFields(tx: Tx, id: number, fields: ProductFields): Promise<boolean> {
  const rows = await tx.execute<{ id: number }>(sql`
    update products set slug = ${fields.slug}, sku = coalesce(${fields.sku ?? null}::text, sku), ean = ${fields.ean},
      vat_rate = ${fields.vatRate}, kind = ${fields.kind}, category_id = ${fields.categoryId},
      brand_id = ${fields.brandId}, tpd = ${fields.tpd}, updated_at = now()
    where id = ${id} and not exists (select 1 from products o where o.slug = ${fields.slug} and o.id <> ${id})
    returning id`);
  return rows.rows.length > 0;
}

/** Keeps the old slug, so its URL answers with a 301 to the product's current one. */
export async function recordOldSlug(tx: Tx, oldSlug: string, productId: number): Promise<void> {
  await tx
    .insert(productSlugHistory)
    .values({ oldSlug, productId })
    .onConflictDoUpdate({ target: productSlugHistory.oldSlug, set: { productId, createdAt: sql`now()` } });
}

export async function replaceProductTexts(tx: Tx, productId: number, texts: readonly ProductTextFields[]): Promise<void> {
  await tx.delete(productTexts).where(eq(productTexts.productId, productId));
  if (texts.length > 0) await tx.insert(productTexts).values(texts.map((text) => ({ productId, ...text })));
}

export async function replaceProductAttributes(tx: Tx, productId: number, valueIds: readonly number[]): Promise<void> {
  await tx.delete(productAttributeValues).where(eq(productAttributeValues.productId, productId));
  if (valueIds.length > 0) await tx.insert(productAttributeValues).values(valueIds.map((valueId) => ({ productId, valueId })));
}

export async function replaceBundleItems(
  tx: Tx,
  bundleId: number,
  items: readonly { productId: number; quantity: number }[],
): Promise<void> {
  await tx.delete(bundleItems).where(eq(bundleItems.bundleId, bundleId));
  if (items.length > 0) await tx.insert(bundleItems).values(items.map((item) => ({ bundleId, ...item })));
}

/** Whether some bundle holds the product (it cannot then become a bundle itself). */
export async function isBundleItem(db: DbOrTx, productId: number): Promise<boolean> {
  const rows = await db.select({ id: bundleItems.bundleId }).from(bundleItems).where(eq(bundleItems.productId, productId)).limit(1);
  return rows.length > 0;
}

export async function categoryExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1)).length > 0;
}

export async function brandExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).limit(1)).length > 0;
}

/** Which of these attribute value ids exist. */
export async function existingAttributeValueIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .where(inArray(attributeValues.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Products by id or slug (bundle items), with their kind. */
export async function findProductsByIdOrSlug(
  db: DbOrTx,
  ids: readonly number[],
  slugs: readonly string[],
): Promise<{ id: number; slug: string; kind: ProductKind }[]> {
  if (ids.length === 0 && slugs.length === 0) return [];
  return db
    .select({ id: products.id, slug: products.slug, kind: products.kind })
    .from(products)
    .where(or(sql`${products.id} = any(${intArray(ids)})`, inArray(products.slug, slugs.length > 0 ? [...slugs] : [""])));
}
