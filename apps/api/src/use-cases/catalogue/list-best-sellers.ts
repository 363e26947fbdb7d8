import type { ProductCard } from "@shop/contracts";
import { type Db, findBestSellerIds } from "@shop/db";
import type { Locale, PricingCustomer } from "@shop/domain";
import { requireCatalogueCity } from "./catalogue-city";
import { loadCategoryIndex } from "./category-index";
import { loadVisibleCards } from "./product-cards";

/** The city's visible products by units sold. */
export async function listBestSellers(
  db: Db,
  request: { citySlug: string; limit: number; locale: Locale; customer: PricingCustomer },
): Promise<ProductCard[]> {
  const city = await requireCatalogueCity(db, request.citySlug);
  const [ids, categories] = await Promise.all([findBestSellerIds(db, { cityId: city.id, limit: request.limit }), loadCategoryIndex(db)]);
  return loadVisibleCards(db, ids, { cityId: city.id, locale: request.locale, customer: request.customer, categories });
}
