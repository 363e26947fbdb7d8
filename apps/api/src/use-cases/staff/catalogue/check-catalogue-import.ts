// Checks a read catalogue upload against the shop (issue 33): what each row would create or change (catalogue-plan.ts)
// and which of the ZIP's images would be added. An image whose bytes (SHA-256) the product has already is "known" and
// not added again, so a second import of the same ZIP adds nothing; a product ends with at most 8 images. Run for the
// preview, and again inside the apply's transaction, so that what is applied is checked against the shop as it is then.
import { type CatalogueTaxonomy, type DbOrTx, findCatalogueWorld, findProductImageHashes } from "@shop/db";
import { CATALOGUE_IMAGES_PER_PRODUCT, type CataloguePlanEntry, planCatalogue } from "@shop/domain";
import { isStorableImage } from "../../../content/image-check";
import { sha256Hex } from "../products/upload-product-image";
import { matchImages, type ReadUpload, type UploadIssue } from "./catalogue-upload";

interface PlannedImage {
  file: string;
  sku: string;
  order: number;
  bytes: Uint8Array;
  sha256: string;
}

export interface CatalogueCheck {
  entries: CataloguePlanEntry[];
  /** Existing products' ids by SKU (upper case). */
  ids: Map<string, number>;
  taxonomy: CatalogueTaxonomy;
  /** Images to add, by product and order. */
  images: PlannedImage[];
  /** Images of the ZIP the products have already. */
  knownImages: number;
  issues: UploadIssue[];
}

export async function checkCatalogueImport(db: DbOrTx, read: ReadUpload, options: { checkImages: boolean }): Promise<CatalogueCheck> {
  const issues: UploadIssue[] = [...read.issues];
  const { world, ids, taxonomy } = await findCatalogueWorld(
    db,
    read.rows.map((row) => row.sku),
  );
  const plan = planCatalogue(read.rows, world);
  // A cell the reading refused is left out of its row: what the plan says of it again (a missing value) is dropped.
  const refused = new Set(read.issues.flatMap((issue) => ("row" in issue.where ? [`${issue.where.row}:${issue.where.column}`] : [])));
  for (const issue of plan.issues.filter((issue) => !refused.has(`${issue.row}:${issue.column}`)))
    issues.push({
      where: { row: issue.row, column: issue.column },
      problem: issue.problem,
      ...(issue.detail ? { detail: issue.detail } : {}),
    });

  const rowOf = new Map(plan.entries.map((entry) => [entry.after.sku.toUpperCase(), entry]));
  const skuOf = (name: string) => rowOf.get(name.toUpperCase())?.after.sku ?? world.index.get(name.toUpperCase())?.sku;
  const matched = matchImages(read.images, skuOf, issues);
  const hashes = await findProductImageHashes(db, [
    ...new Set(matched.map((image) => ids.get(image.sku.toUpperCase())).filter((id): id is number => id !== undefined)),
  ]);
  const images: PlannedImage[] = [];
  const perProduct = new Map<string, { has: Set<string | null>; count: number; first: string }>();
  let knownImages = 0;
  for (const image of matched) {
    const key = image.sku.toUpperCase();
    const id = ids.get(key);
    const stored = id === undefined ? [] : (hashes.get(id) ?? []);
    const product = perProduct.get(key) ?? { has: new Set(stored), count: stored.length, first: image.file };
    perProduct.set(key, product);
    const sha256 = sha256Hex(image.bytes);
    if (product.has.has(sha256)) {
      knownImages++;
      continue;
    }
    if (options.checkImages && !(await isStorableImage(image.bytes))) {
      issues.push({ where: { image: image.file }, problem: "imageNotImage" });
      continue;
    }
    product.has.add(sha256);
    product.count++;
    images.push({ ...image, sha256 });
  }
  for (const [key, product] of perProduct) {
    if (product.count <= CATALOGUE_IMAGES_PER_PRODUCT) continue;
    const entry = rowOf.get(key);
    issues.push({
      where: entry ? { row: entry.row, column: null } : { image: product.first },
      problem: "tooManyImages",
      detail: String(product.count),
    });
  }
  return { entries: plan.entries, ids, taxonomy, images, knownImages, issues };
}
