// Back office: an admin puts a product's images in a new order (issue 7); the first is the one cards show.
// The list must name exactly the images the product has now: otherwise someone changed them meanwhile (409).
import type { StaffProductImages } from "@shop/contracts";
import { findProductImages, lockProduct, replaceProductImages, type UserRow, writeAudit } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { productRefusal } from "./product-messages";
import { imageIdOf, imageView } from "./staff-product-view";

export async function reorderProductImages(
  deps: Pick<ApiDeps, "database" | "contentChanged">,
  staff: UserRow,
  productId: number,
  order: readonly string[],
  locale: Locale,
): Promise<StaffProductImages> {
  const { images, changed } = await deps.database.db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) throw new AppError("NOT_FOUND");
    const images = await findProductImages(tx, productId);
    const before = images.map((image) => imageIdOf(image.mediaKey));
    const sameSet = order.length === before.length && new Set(order).size === order.length && order.every((id) => before.includes(id));
    if (!sameSet) throw productRefusal("CONFLICT", "images", "imagesChanged", locale);
    if (order.every((id, index) => before[index] === id)) return { images, changed: false };
    const byId = new Map(images.map((image) => [imageIdOf(image.mediaKey), image]));
    await replaceProductImages(
      tx,
      productId,
      order.flatMap((id) => byId.get(id) ?? []),
    );
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "product-image.reorder",
      entityType: "product",
      entityId: String(productId),
      before: { images: before },
      after: { images: [...order] },
    });
    return { images: await findProductImages(tx, productId), changed: true };
  });
  if (changed) deps.contentChanged?.();
  return { images: images.map(imageView) };
}
