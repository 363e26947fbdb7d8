import type { ProductCard } from "@shop/contracts";
import { type Db, findBestSellerIds } from "@shop/db";
import type { BrandId, Locale, PricingCustomer } from "@shop/domain";
import { requireCatalogueCity } from "./catalogue-city";
import { loadCategoryIndex } from "./category-index";
import { canOrderTpd } from "./orderable";
import { loadVisibleCards } from "./product-cards";

/** The city's visible products by units sold; what the customer can order first (TPD products last where they cannot). */
export async function listBestSellers(
  db: Db,
  request: { citySlug: string; limit: number; locale: Locale; customer: PricingCustomer; brand: BrandId },
): Promise<ProductCard[]> {
  const city = await requireCatalogueCity(db, request.citySlug);
  const [ids, categories] = await Promise.all([
    findBestSellerIds(db, { cityId: city.id, limit: request.limit, tpdLast: !canOrderTpd(request.customer, request.brand) }),
    loadCategoryIndex(db),
  ]);
  return loadVisibleCards(db, ids, { cityId: city.id, locale: request.locale, customer: request.customer, categories });
}
