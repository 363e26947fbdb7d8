// One product by slug: itself, an old slug of it, its texts, attributes and bundle items.
import type { Locale } from "@shop/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../client";
import type { ProductKind } from "../../schema";
import { nameColumn } from "./sql";

export interface ProductRow {
  id: number;
  slug: string;
  kind: ProductKind;
  categoryId: number;
  imageCount: number;
}

export async function findProductBySlug(db: Db, slug: string): Promise<ProductRow | null> {
  const { rows } = await db.execute<{ id: number; slug: string; kind: ProductKind; category_id: number; image_count: number }>(
    sql`select id, slug, kind, category_id, image_count from products where slug = ${slug} limit 1`,
  );
  const row = rows[0];
  return row ? { id: row.id, slug: row.slug, kind: row.kind, categoryId: row.category_id, imageCount: row.image_count } : null;
}

/** The current slug of a product that used to have `oldSlug`, or null. */
export async function findCurrentSlug(db: Db, oldSlug: string): Promise<string | null> {
  const { rows } = await db.execute<{ slug: string }>(sql`
    select p.slug from product_slug_history h join products p on p.id = h.product_id
    where h.old_slug = ${oldSlug} and p.slug <> h.old_slug limit 1`);
  return rows[0]?.slug ?? null;
}

export interface ProductTextRow {
  name: string;
  shortDescription: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
}

/** The product's texts in a language, English when that language has none. */
export async function findProductTexts(db: Db, productId: number, locale: Locale): Promise<ProductTextRow | null> {
  const { rows } = await db.execute<{
    name: string;
    short_description: string;
    description: string;
    seo_title: string;
    seo_description: string;
  }>(sql`
    select name, short_description, description, seo_title, seo_description from product_texts
    where product_id = ${productId} and locale in (${locale}, 'en')
    order by locale = ${locale} desc limit 1`);
  const row = rows[0];
  return row
    ? {
        name: row.name,
        shortDescription: row.short_description,
        description: row.description,
        seoTitle: row.seo_title,
        seoDescription: row.seo_description,
      }
    : null;
}

export interface ProductAttributeRow {
  code: string;
  name: string;
  value: string;
  valueSlug: string;
}

/** The product's attribute values, named in a language, in the attributes' and values' order. */
export async function findProductAttributes(db: Db, productId: number, locale: Locale): Promise<ProductAttributeRow[]> {
  const name = nameColumn(locale);
  const { rows } = await db.execute<{ code: string; name: string; value: string; value_slug: string }>(sql`
    select a.code, a.${name} as name, v.${name} as value, v.slug as value_slug
    from product_attribute_values pav
    join attribute_values v on v.id = pav.value_id join attributes a on a.code = v.attribute_code
    where pav.product_id = ${productId}
    order by a.sort_order, a.code, v.sort_order, v.slug`);
  return rows.map((row) => ({ code: row.code, name: row.name, value: row.value, valueSlug: row.value_slug }));
}

/** A bundle's items with their quantities. */
export async function findBundleItems(db: Db, bundleId: number): Promise<{ productId: number; quantity: number }[]> {
  const { rows } = await db.execute<{ product_id: number; quantity: number }>(
    sql`select product_id, quantity from bundle_items where bundle_id = ${bundleId} order by product_id`,
  );
  return rows.map((row) => ({ productId: row.product_id, quantity: row.quantity }));
}

/** The media keys of the product's uploaded images in gallery order (none: its generated illustrations show). */
export async function findProductImageKeys(db: Db, productId: number): Promise<string[]> {
  const { rows } = await db.execute<{ media_key: string }>(
    sql`select media_key from product_images where product_id = ${productId} order by position`,
  );
  return rows.map((row) => row.media_key);
}
