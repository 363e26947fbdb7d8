import { type Db, findBrandMedia } from "@shop/db";
import { AppError } from "../../core/app-error";
import { brandLogoSvg } from "../../media/illustrations";

/** A brand's wordmark; NOT_FOUND for an unknown brand. */
export async function renderBrandLogo(db: Db, slug: string): Promise<string> {
  const brand = await findBrandMedia(db, slug);
  if (!brand) throw new AppError("NOT_FOUND");
  return brandLogoSvg(brand);
}
