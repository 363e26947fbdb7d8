// Back office: a product's uploaded images (issue 7), in gallery order. The files are in the media store;
// these rows hold their keys. Changes run under lockProduct so two staff members never get the same position.
import { asc, eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../client";
import { productImages } from "../../schema";

export interface ProductImageRow {
  position: number;
  mediaKey: string;
  width: number;
  height: number;
  /** SHA-256 (hex) of the file as uploaded; null for images from before issue 33. */
  sourceSha256: string | null;
}

export async function findProductImages(db: DbOrTx, productId: number): Promise<ProductImageRow[]> {
  return db
    .select({
      position: productImages.position,
      mediaKey: productImages.mediaKey,
      width: productImages.width,
      height: productImages.height,
      sourceSha256: productImages.sourceSha256,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
}

/** Writes the product's images as the list says, positions 1, 2, 3… in its order. */
export async function replaceProductImages(
  tx: Tx,
  productId: number,
  images: readonly { mediaKey: string; width: number; height: number; sourceSha256?: string | null }[],
): Promise<void> {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (images.length > 0)
    await tx.insert(productImages).values(
      images.map((image, index) => ({
        productId,
        position: index + 1,
        mediaKey: image.mediaKey,
        width: image.width,
        height: image.height,
        sourceSha256: image.sourceSha256 ?? null,
      })),
    );
}
