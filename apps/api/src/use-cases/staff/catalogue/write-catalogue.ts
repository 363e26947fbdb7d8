// Writes a checked catalogue import inside the caller's transaction (issue 33): new products, the changed ones (only
// those: a row that changes nothing is not touched), their texts, attribute values and bundle items, old slugs kept
// for their 301s, search documents refreshed, the ZIP's new images appended, and the audit rows: product.create or
// product.update per product (only the changed columns, before and after), product-image.upload per image, and one
// product.import summary. A second import of the same file finds nothing to do and writes nothing.
import {
  type CatalogueProductFields,
  type CatalogueTextRow,
  clearMovingCodes,
  findProductImageHashes,
  insertCatalogueImages,
  insertCatalogueProducts,
  recordOldSlugs,
  refreshSearchDocuments,
  replaceCatalogueAttributes,
  replaceCatalogueBundleItems,
  replaceCatalogueTexts,
  type Tx,
  updateCatalogueProducts,
  writeAudits,
} from "@shop/db";
import { type CataloguePlanEntry, catalogueCells, LOCALES, storedText } from "@shop/domain";
import type { StoredImage } from "../../../content/store-image";
import { imageIdOf } from "../products/staff-product-view";
import type { CatalogueCheck } from "./check-catalogue-import";

type AuditRow = Parameters<typeof writeAudits>[1][number];

/** What the import wrote. */
export interface CatalogueWritten {
  /** Products created or changed, and products that got images. */
  touched: number;
  /** The stored images that were not used (the product got the same image meanwhile): their files can go. */
  unused: StoredImage[];
}

function fieldsOf(entry: CataloguePlanEntry, check: CatalogueCheck): CatalogueProductFields {
  const { after } = entry;
  const categoryId = check.taxonomy.categories.get(after.category);
  const brandId = after.brand === null ? null : check.taxonomy.brands.get(after.brand);
  if (categoryId === undefined || brandId === undefined) throw new Error(`unchecked category or brand of ${after.sku}`);
  return {
    sku: after.sku,
    slug: after.slug,
    ean: after.ean,
    kind: after.kind,
    categoryId,
    brandId,
    tpd: after.tpd,
    vatRate: after.vatRate,
  };
}

function textRows(entry: CataloguePlanEntry, productId: number): CatalogueTextRow[] {
  return LOCALES.flatMap((locale) => {
    const text = entry.after.texts[locale];
    if (!text) return [];
    const t = storedText(text);
    return [
      {
        productId,
        locale,
        name: t.name,
        shortDescription: t.short_description,
        description: t.description,
        seoTitle: t.seo_title,
        seoDescription: t.seo_description,
      },
    ];
  });
}

const nonEmpty = (cells: Record<string, string>) => Object.fromEntries(Object.entries(cells).filter(([, value]) => value !== ""));

export async function writeCatalogue(
  tx: Tx,
  actorUserId: number,
  importId: string,
  check: CatalogueCheck,
  stored: ReadonlyMap<string, StoredImage>,
): Promise<CatalogueWritten> {
  const entries = check.entries.filter((entry) => entry.action !== "same");
  const updated = entries.filter((entry) => entry.action === "update");
  const created = entries.filter((entry) => entry.action === "create");
  const idOfExisting = (entry: CataloguePlanEntry) => check.ids.get((entry.before?.sku ?? entry.after.sku).toUpperCase()) as number;

  await clearMovingCodes(
    tx,
    updated.filter((e) => e.before?.ean && e.before.ean !== e.after.ean).map(idOfExisting),
    updated.filter((e) => e.before?.slug !== e.after.slug).map(idOfExisting),
  );
  await updateCatalogueProducts(
    tx,
    updated.map((entry) => ({ id: idOfExisting(entry), ...fieldsOf(entry, check) })),
  );
  const newIds = await insertCatalogueProducts(
    tx,
    created.map((entry) => fieldsOf(entry, check)),
  );
  const idOf = (sku: string) => (newIds.get(sku.toUpperCase()) ?? check.ids.get(sku.toUpperCase())) as number;
  const touched = entries.map((entry) => idOf(entry.after.sku));
  await replaceCatalogueTexts(
    tx,
    touched,
    entries.flatMap((entry) => textRows(entry, idOf(entry.after.sku))),
  );
  await replaceCatalogueAttributes(
    tx,
    touched,
    entries.flatMap((entry) =>
      entry.after.attributes.map((value) => ({
        productId: idOf(entry.after.sku),
        valueId: check.taxonomy.attributeValues.get(value) as number,
      })),
    ),
  );
  await replaceCatalogueBundleItems(
    tx,
    touched,
    entries.flatMap((entry) =>
      entry.after.bundleItems.map((item) => ({ bundleId: idOf(entry.after.sku), productId: idOf(item.sku), quantity: item.quantity })),
    ),
  );
  await recordOldSlugs(
    tx,
    updated
      .filter((e) => e.before && e.before.slug !== e.after.slug)
      .map((e) => ({ oldSlug: e.before?.slug as string, productId: idOfExisting(e) })),
  );
  if (touched.length) await refreshSearchDocuments(tx, touched);

  const audits: AuditRow[] = entries.map((entry) => ({
    actorUserId,
    action: entry.action === "create" ? "product.create" : "product.update",
    entityType: "product",
    entityId: String(idOf(entry.after.sku)),
    before: entry.action === "create" ? null : Object.fromEntries(entry.changes.map((change) => [change.column, change.before])),
    after:
      entry.action === "create"
        ? { ...nonEmpty(catalogueCells(entry.after)), import: importId }
        : { ...Object.fromEntries(entry.changes.map((change) => [change.column, change.after])), import: importId },
  }));
  const { images, unused, imageAudits } = await placeImages(tx, actorUserId, check, stored, idOf);
  audits.push(...imageAudits);
  if (audits.length)
    audits.push({
      actorUserId,
      action: "product.import",
      entityType: "catalogue",
      entityId: importId,
      before: null,
      after: { created: created.length, updated: updated.length, unchanged: check.entries.length - entries.length, images },
    });
  await writeAudits(tx, audits);
  return { touched: new Set([...touched, ...imageAudits.map((a) => Number(a.entityId))]).size, unused };
}

/** The ZIP's new images after each product's own (checked again here: the product may have got one meanwhile). */
async function placeImages(
  tx: Tx,
  actorUserId: number,
  check: CatalogueCheck,
  stored: ReadonlyMap<string, StoredImage>,
  idOf: (sku: string) => number,
) {
  const ids = [...new Set(check.images.map((image) => idOf(image.sku)))];
  const hashes = await findProductImageHashes(tx, ids);
  const rows: Parameters<typeof insertCatalogueImages>[1][number][] = [];
  const imageAudits: AuditRow[] = [];
  const used = new Set<StoredImage>();
  for (const image of check.images) {
    const productId = idOf(image.sku);
    const has = hashes.get(productId) ?? [];
    const file = stored.get(`${image.sku.toUpperCase()}#${image.sha256}`);
    if (!file || has.includes(image.sha256)) continue;
    has.push(image.sha256);
    hashes.set(productId, has);
    used.add(file);
    rows.push({ productId, position: has.length, mediaKey: file.key, width: file.width, height: file.height, sourceSha256: image.sha256 });
    imageAudits.push({
      actorUserId,
      action: "product-image.upload",
      entityType: "product",
      entityId: String(productId),
      before: null,
      after: { image: imageIdOf(file.key), position: has.length, width: file.width, height: file.height, file: image.file },
    });
  }
  await insertCatalogueImages(tx, rows);
  return { images: rows.length, unused: [...stored.values()].filter((file) => !used.has(file)), imageAudits };
}
