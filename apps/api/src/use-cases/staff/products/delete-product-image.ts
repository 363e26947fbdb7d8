// Back office: an admin deletes a product image (issue 7); the ones after it move up. Its files go once the
// change is committed (the gallery never points at a missing file).
import type { StaffProductImages } from "@shop/contracts";
import { findProductImages, lockProduct, replaceProductImages, type UserRow, writeAudit } from "@shop/db";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { imageIdOf, imageView } from "./staff-product-view";

export async function deleteProductImage(
  deps: Pick<ApiDeps, "database" | "contentChanged" | "media" | "logger">,
  staff: UserRow,
  productId: number,
  imageId: string,
): Promise<StaffProductImages> {
  const { removed, images } = await deps.database.db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) throw new AppError("NOT_FOUND");
    const images = await findProductImages(tx, productId);
    const removed = images.find((image) => imageIdOf(image.mediaKey) === imageId);
    if (!removed) throw new AppError("NOT_FOUND");
    await replaceProductImages(
      tx,
      productId,
      images.filter((image) => image !== removed),
    );
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "product-image.delete",
      entityType: "product",
      entityId: String(productId),
      before: { image: imageId, position: removed.position, width: removed.width, height: removed.height },
      after: null,
    });
    return { removed, images: await findProductImages(tx, productId) };
  });
  deps.contentChanged?.();
  await deps.media
    ?.remove(removed.mediaKey)
    .catch((error) => deps.logger.warn({ err: error, key: removed.mediaKey }, "image files not removed"));
  return { images: images.map(imageView) };
}
