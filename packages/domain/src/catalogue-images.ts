// The images of a catalogue import (issue 33): a ZIP whose files are named by the products' SKUs: `SP-000042.jpg` is
// the product's first image, `SP-000042-2.png` its second, up to `-8`. Folders inside the ZIP do not matter; macOS's
// `__MACOSX/` copies and hidden files are left out. An image the product has already (the same bytes) is not added
// again: the API compares their SHA-256. Pure: this module only reads the names.
import { PRODUCT_SKU } from "./product-codes";

export const CATALOGUE_IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif"] as const;
/** A product holds at most this many images (as the product form). */
export const CATALOGUE_IMAGES_PER_PRODUCT = 8;

export type CatalogueImageProblem = "imageType" | "imageUnknownSku" | "imageNumber" | "imageTwice";

export interface CatalogueImageName {
  /** The file's path in the ZIP. */
  file: string;
  /** The product's SKU as the shop (or the file) spells it. */
  sku: string;
  /** 1 for SKU.jpg, n for SKU-n.jpg. */
  order: number;
}

export interface CatalogueImageIssue {
  file: string;
  problem: CatalogueImageProblem;
  detail?: string;
}

/** Whether a ZIP entry is left out: a folder, macOS's resource copies, a hidden file. */
export const skippedZipEntry = (path: string): boolean =>
  path.endsWith("/") || path.startsWith("__MACOSX/") || (path.split("/").pop() ?? "").startsWith(".");

/**
 * The images the ZIP's file names give, in product and order; `skuOf` answers a name's product SKU (any case) or
 * undefined. Every name that is not one is listed.
 */
export function matchCatalogueImages(
  files: readonly string[],
  skuOf: (name: string) => string | undefined,
): { images: CatalogueImageName[]; issues: CatalogueImageIssue[] } {
  const images: CatalogueImageName[] = [];
  const issues: CatalogueImageIssue[] = [];
  const taken = new Map<string, string>();
  for (const file of files) {
    if (skippedZipEntry(file)) continue;
    const name = file.split("/").pop() ?? file;
    const dot = name.lastIndexOf(".");
    const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
    if (!(CATALOGUE_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
      issues.push({ file, problem: "imageType" });
      continue;
    }
    const stem = name.slice(0, dot);
    let sku = skuOf(stem);
    let order = 1;
    const numbered = /^(.+)-([0-9]{1,3})$/.exec(stem);
    if (sku === undefined && numbered?.[1] && PRODUCT_SKU.test(numbered[1])) {
      sku = skuOf(numbered[1]);
      order = Number(numbered[2]);
      if (sku !== undefined && (order < 2 || order > CATALOGUE_IMAGES_PER_PRODUCT)) {
        issues.push({ file, problem: "imageNumber", detail: String(CATALOGUE_IMAGES_PER_PRODUCT) });
        continue;
      }
    }
    if (sku === undefined) {
      issues.push({ file, problem: "imageUnknownSku", detail: stem });
      continue;
    }
    const slot = `${sku.toUpperCase()}#${order}`;
    const other = taken.get(slot);
    if (other !== undefined) {
      issues.push({ file, problem: "imageTwice", detail: other });
      continue;
    }
    taken.set(slot, file);
    images.push({ file, sku, order });
  }
  images.sort((a, b) =>
    a.sku.toUpperCase() < b.sku.toUpperCase() ? -1 : a.sku.toUpperCase() > b.sku.toUpperCase() ? 1 : a.order - b.order,
  );
  return { images, issues };
}
