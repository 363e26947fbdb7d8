// Back office: the second step of a catalogue import (issue 33): the upload the preview kept is checked again and
// written, all or nothing. Its new images are resized first (store-image.ts, outside the transaction: it takes a while),
// then one transaction (one import at a time) locks the file's products, checks the upload against the shop as it is
// now, and writes it (write-catalogue.ts). A problem found now answers 400 like the preview and changes nothing; the
// files of images not used are removed. Applying the same upload again answers 404 (it is gone once applied).
import { CATALOGUE_UPLOAD_GONE, type CatalogueImportSummary } from "@shop/contracts";
import { isUniqueViolation, lockCatalogueImport, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { loadStagedImport, removeStagedImport } from "../../../content/staged-imports";
import { type StoredImage, storeImage } from "../../../content/store-image";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { importRefused, importSummary } from "./catalogue-answers";
import { readUpload } from "./catalogue-upload";
import { type CatalogueCheck, checkCatalogueImport } from "./check-catalogue-import";
import { writeCatalogue } from "./write-catalogue";

type Deps = Pick<ApiDeps, "database" | "media" | "contentChanged" | "logger">;

/** Resizes and keeps the images to add, keyed by "SKU#sha256"; new products' images under their import's folder. */
async function storeImages(deps: Deps, importId: string, check: CatalogueCheck): Promise<Map<string, StoredImage>> {
  const stored = new Map<string, StoredImage>();
  for (const image of check.images) {
    const id = check.ids.get(image.sku.toUpperCase());
    const prefix = id === undefined ? `products/imported/${importId}` : `products/${id}`;
    stored.set(`${image.sku.toUpperCase()}#${image.sha256}`, await storeImage(deps.media, prefix, image.bytes));
  }
  return stored;
}

async function removeImages(deps: Deps, images: Iterable<StoredImage>): Promise<void> {
  for (const image of images)
    await deps.media?.remove(image.key).catch((error) => deps.logger.warn({ err: error, key: image.key }, "image files not removed"));
}

export async function applyCatalogueImport(deps: Deps, staff: UserRow, importId: string, locale: Locale): Promise<CatalogueImportSummary> {
  const staged = await loadStagedImport(deps.media, importId, staff.id);
  if (!staged) throw new AppError("NOT_FOUND", { messages: CATALOGUE_UPLOAD_GONE });
  const { manifest } = staged;
  const read = await readUpload(
    { name: manifest.file.name, bytes: staged.file },
    staged.zip && manifest.zip ? { name: manifest.zip.name, bytes: staged.zip } : null,
  );
  // With images, they are checked and resized before the transaction (it takes a while); the transaction checks again.
  let stored = new Map<string, StoredImage>();
  if (read.images.size) {
    const first = await checkCatalogueImport(deps.database.db, read, { checkImages: true });
    if (first.issues.length) throw importRefused(first.issues, locale);
    stored = await storeImages(deps, manifest.id, first);
  }
  let result: { check: CatalogueCheck; touched: number };
  try {
    result = await deps.database.db.transaction(async (tx) => {
      await lockCatalogueImport(
        tx,
        read.rows.map((row) => row.sku),
      );
      const check = await checkCatalogueImport(tx, read, { checkImages: false });
      if (check.issues.length) throw importRefused(check.issues, locale);
      const written = await writeCatalogue(tx, staff.id, manifest.id, check, stored);
      await removeImages(deps, written.unused);
      return { check, touched: written.touched };
    });
  } catch (error) {
    await removeImages(deps, stored.values());
    // A product saved meanwhile with an SKU, EAN or slug of the file: the next try sees it and says so by row.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", { cause: error });
    throw error;
  }
  await removeStagedImport(deps.media, manifest.id);
  if (result.touched) deps.contentChanged?.();
  return importSummary(manifest, result.check, read.count, true);
}
