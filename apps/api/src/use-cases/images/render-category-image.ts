import { type Db, findCategoryMedia } from "@shop/db";
import { AppError } from "../../core/app-error";
import { categoryImageSvg } from "../../media/illustrations";

/** A category's picture in its colour with its icon; NOT_FOUND for an unknown category. */
export async function renderCategoryImage(db: Db, slug: string): Promise<string> {
  const category = await findCategoryMedia(db, slug);
  if (!category) throw new AppError("NOT_FOUND");
  return categoryImageSvg(category);
}
