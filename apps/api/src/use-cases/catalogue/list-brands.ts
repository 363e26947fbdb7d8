import type { BrandSummary } from "@shop/contracts";
import { type Db, listBrandsOfCity } from "@shop/db";
import { brandLogoUrl } from "../../media/urls";
import { requireCatalogueCity } from "./catalogue-city";

/** Brands with at least one visible product in the city, with how many, most popular first. */
export async function listBrands(db: Db, citySlug: string): Promise<BrandSummary[]> {
  const city = await requireCatalogueCity(db, citySlug);
  const brands = await listBrandsOfCity(db, city.id);
  return brands.map((brand) => ({ slug: brand.slug, name: brand.name, logo: brandLogoUrl(brand.slug), productCount: brand.productCount }));
}
