import { type Db, findProductMedia } from "@shop/db";
import { AppError } from "../../core/app-error";
import { productImageSvg } from "../../media/illustrations";

/** Image n (1..image count) of a product's gallery; NOT_FOUND for an unknown product or image. */
export async function renderProductImage(db: Db, slug: string, n: number): Promise<string> {
  const product = await findProductMedia(db, slug);
  if (!product || !Number.isInteger(n) || n < 1 || n > product.imageCount) throw new AppError("NOT_FOUND");
  return productImageSvg({ slug: product.slug, n, colour: product.colour, icon: product.icon, brandName: product.brandName });
}
