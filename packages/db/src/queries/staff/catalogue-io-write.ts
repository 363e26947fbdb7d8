// Back office: what a catalogue import writes (issue 33), each in one statement for all its products (json_to_recordset),
// inside the caller's transaction with refreshSearchDocuments and the audit rows. SKUs, EANs and slugs stay unique at
// every statement: codes that move from one product to another are first set aside (clearMovingCodes).
import type { VatRate } from "@shop/domain";
import { sql } from "drizzle-orm";
import type { Tx } from "../../client";
import type { ProductKind } from "../../schema";
import { intArray, textArray } from "../catalogue/sql";
import type { AuditEntry } from "./audit";

export interface CatalogueProductFields {
  sku: string;
  slug: string;
  ean: string | null;
  kind: ProductKind;
  categoryId: number;
  brandId: number | null;
  tpd: boolean;
  vatRate: VatRate;
}

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::json`;

/**
 * One catalogue import at a time (a transaction lock), then the products of these SKUs locked in id order (as every
 * product writer locks them), so that the import is checked and written against the shop as it stays until commit.
 */
export async function lockCatalogueImport(tx: Tx, skus: readonly string[]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue-import'))`);
  if (skus.length)
    await tx.execute(
      sql`select id from products where upper(sku) = any(${textArray(skus.map((sku) => sku.toUpperCase()))}) order by id for update`,
    );
}

/** Sets aside the EANs and slugs that are about to change, so that another product can take them in the same import. */
export async function clearMovingCodes(tx: Tx, eans: readonly number[], slugs: readonly number[]): Promise<void> {
  if (eans.length) await tx.execute(sql`update products set ean = null where id = any(${intArray(eans)})`);
  if (slugs.length) await tx.execute(sql`update products set slug = 'import-' || id || '-moving' where id = any(${intArray(slugs)})`);
}

export async function updateCatalogueProducts(tx: Tx, rows: readonly (CatalogueProductFields & { id: number })[]): Promise<void> {
  if (!rows.length) return;
  await tx.execute(sql`
    update products p set sku = r.sku, slug = r.slug, ean = r.ean, kind = r.kind, category_id = r."categoryId",
      brand_id = r."brandId", tpd = r.tpd, vat_rate = r."vatRate", updated_at = now()
    from json_to_recordset(${json([...rows])}) as r (id int, sku text, slug text, ean text, kind text, "categoryId" int,
      "brandId" int, tpd boolean, "vatRate" text)
    where p.id = r.id`);
}

/** New products; their ids by SKU (upper case). */
export async function insertCatalogueProducts(tx: Tx, rows: readonly CatalogueProductFields[]): Promise<Map<string, number>> {
  if (!rows.length) return new Map();
  const { rows: created } = await tx.execute<{ id: number; sku: string }>(sql`
    insert into products (sku, slug, ean, kind, category_id, brand_id, tpd, vat_rate, image_count)
    select r.sku, r.slug, r.ean, r.kind, r."categoryId", r."brandId", r.tpd, r."vatRate", 1
    from json_to_recordset(${json([...rows])}) as r (sku text, slug text, ean text, kind text, "categoryId" int, "brandId" int,
      tpd boolean, "vatRate" text)
    returning id, sku`);
  return new Map(created.map((row) => [row.sku.toUpperCase(), row.id]));
}

export interface CatalogueTextRow {
  productId: number;
  locale: string;
  name: string;
  shortDescription: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
}

/** The products' texts become exactly these (a language left out has no translation). */
export async function replaceCatalogueTexts(tx: Tx, productIds: readonly number[], texts: readonly CatalogueTextRow[]): Promise<void> {
  if (!productIds.length) return;
  await tx.execute(sql`delete from product_texts where product_id = any(${intArray(productIds)})`);
  if (texts.length)
    await tx.execute(sql`
      insert into product_texts (product_id, locale, name, short_description, description, seo_title, seo_description)
      select r."productId", r.locale, r.name, r."shortDescription", r.description, r."seoTitle", r."seoDescription"
      from json_to_recordset(${json([...texts])}) as r ("productId" int, locale text, name text, "shortDescription" text,
        description text, "seoTitle" text, "seoDescription" text)`);
}

export async function replaceCatalogueAttributes(
  tx: Tx,
  productIds: readonly number[],
  values: readonly { productId: number; valueId: number }[],
): Promise<void> {
  if (!productIds.length) return;
  await tx.execute(sql`delete from product_attribute_values where product_id = any(${intArray(productIds)})`);
  if (values.length)
    await tx.execute(sql`insert into product_attribute_values (product_id, value_id)
      select r."productId", r."valueId" from json_to_recordset(${json([...values])}) as r ("productId" int, "valueId" int)`);
}

export async function replaceCatalogueBundleItems(
  tx: Tx,
  bundleIds: readonly number[],
  items: readonly { bundleId: number; productId: number; quantity: number }[],
): Promise<void> {
  if (!bundleIds.length) return;
  await tx.execute(sql`delete from bundle_items where bundle_id = any(${intArray(bundleIds)})`);
  if (items.length)
    await tx.execute(sql`insert into bundle_items (bundle_id, product_id, quantity)
      select r."bundleId", r."productId", r.quantity
      from json_to_recordset(${json([...items])}) as r ("bundleId" int, "productId" int, quantity int)`);
}

/** Keeps the products' old slugs, so that their URLs answer with a 301 to the new ones. */
export async function recordOldSlugs(tx: Tx, moves: readonly { oldSlug: string; productId: number }[]): Promise<void> {
  if (!moves.length) return;
  await tx.execute(sql`insert into product_slug_history (old_slug, product_id)
    select r."oldSlug", r."productId" from json_to_recordset(${json([...moves])}) as r ("oldSlug" text, "productId" int)
    on conflict (old_slug) do update set product_id = excluded.product_id, created_at = now()`);
}

/** Audit rows, many at once (writeAudit's columns). */
export async function writeAudits(tx: Tx, entries: readonly AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  const rows = entries.map((entry) => ({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    cityId: entry.cityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  }));
  await tx.execute(sql`insert into audit_log (actor_user_id, action, entity_type, entity_id, city_id, before, after)
    select r."actorUserId", r.action, r."entityType", r."entityId", r."cityId", r.before, r.after
    from json_to_recordset(${json(rows)}) as r ("actorUserId" int, action text, "entityType" text, "entityId" text, "cityId" int,
      before jsonb, after jsonb)`);
}

/** Images appended to products (their positions given: after the ones they have). */
export async function insertCatalogueImages(
  tx: Tx,
  images: readonly { productId: number; position: number; mediaKey: string; width: number; height: number; sourceSha256: string }[],
): Promise<void> {
  if (!images.length) return;
  await tx.execute(sql`insert into product_images (product_id, position, media_key, width, height, source_sha256)
    select r."productId", r.position, r."mediaKey", r.width, r.height, r."sourceSha256"
    from json_to_recordset(${json([...images])}) as r ("productId" int, position int, "mediaKey" text, width int, height int,
      "sourceSha256" text)`);
}
