// Back office: an admin uploads a product image (issue 7). The file is checked and resized (store-image.ts)
// before anything is written; it goes last in the gallery, at most 8 per product. A refused upload leaves
// neither a row nor a file behind.
import { createHash } from "node:crypto";
import { PRODUCT_IMAGES_MAX, type StaffProductImages } from "@shop/contracts";
import { findProductImages, findStaffProduct, lockProduct, replaceProductImages, type UserRow, writeAudit } from "@shop/db";
import type { Locale } from "@shop/domain";
import { storeImage } from "../../../content/store-image";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { productRefusal } from "./product-messages";
import { imageIdOf, imageView } from "./staff-product-view";

/** The hex SHA-256 of an upload's bytes: the catalogue import compares images by it (product_images.source_sha256). */
export const sha256Hex = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

export async function uploadProductImage(
  deps: Pick<ApiDeps, "database" | "contentChanged" | "media" | "logger">,
  staff: UserRow,
  productId: number,
  file: unknown,
  locale: Locale,
): Promise<StaffProductImages> {
  const db = deps.database.db;
  if (!(await findStaffProduct(db, productId))) throw new AppError("NOT_FOUND");
  if (!(file instanceof Blob) || file.size === 0) throw productRefusal("VALIDATION_FAILED", "file", "noFile", locale);
  if ((await findProductImages(db, productId)).length >= PRODUCT_IMAGES_MAX)
    throw productRefusal("CONFLICT", "file", "tooManyImages", locale);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stored = await storeImage(deps.media, `products/${productId}`, bytes);
  try {
    const images = await db.transaction(async (tx) => {
      if (!(await lockProduct(tx, productId))) throw new AppError("NOT_FOUND");
      const images = await findProductImages(tx, productId);
      if (images.length >= PRODUCT_IMAGES_MAX) throw productRefusal("CONFLICT", "file", "tooManyImages", locale);
      const added = { mediaKey: stored.key, width: stored.width, height: stored.height, sourceSha256: sha256Hex(bytes) };
      await replaceProductImages(tx, productId, [...images, added]);
      await writeAudit(tx, {
        actorUserId: staff.id,
        action: "product-image.upload",
        entityType: "product",
        entityId: String(productId),
        before: null,
        after: { image: imageIdOf(stored.key), position: images.length + 1, width: stored.width, height: stored.height },
      });
      return findProductImages(tx, productId);
    });
    deps.contentChanged?.();
    return { images: images.map(imageView) };
  } catch (error) {
    await deps.media?.remove(stored.key).catch((cause) => deps.logger.warn({ err: cause, key: stored.key }, "image files not removed"));
    throw error;
  }
}
