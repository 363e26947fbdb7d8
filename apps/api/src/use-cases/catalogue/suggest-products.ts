// Type-ahead: a few products (the search's best matches) and categories whose name contains the text.
import type { Suggestions } from "@shop/contracts";
import { countOfferedByCategory, type Db, suggest } from "@shop/db";
import { type Locale, normalizeSearchText, type PricingCustomer } from "@shop/domain";
import { requireCatalogueCity } from "./catalogue-city";
import { type CategoryIndex, loadCategoryIndex } from "./category-index";
import { loadVisibleCards } from "./product-cards";

const SUGGESTED_PRODUCTS = 8;
const SUGGESTED_CATEGORIES = 4;

export async function suggestProducts(
  db: Db,
  request: { citySlug: string; q: string; locale: Locale; customer: PricingCustomer },
): Promise<Suggestions> {
  const city = await requireCatalogueCity(db, request.citySlug);
  const [ids, categories, own] = await Promise.all([
    suggest(db, { cityId: city.id, query: request.q, limit: SUGGESTED_PRODUCTS }),
    loadCategoryIndex(db),
    countOfferedByCategory(db, city.id),
  ]);
  const cards = await loadVisibleCards(db, ids, { cityId: city.id, locale: request.locale, customer: request.customer, categories });
  return {
    products: cards.map((card) => ({ slug: card.slug, name: card.name, image: card.image, price: card.price.unit })),
    categories: matchingCategories(categories, categories.rollUp(own), request.q, request.locale),
  };
}

/**
 * Categories with products in the city whose name in the caller's language contains the text, compared
 * the way search compares (case, accents and script folded); names starting with it first.
 */
function matchingCategories(categories: CategoryIndex, totals: ReadonlyMap<number, number>, q: string, locale: Locale) {
  const needle = normalizeSearchText(q);
  if (needle === "") return [];
  const found: { slug: string; name: string; rank: number; order: number }[] = [];
  let order = 0;
  const visit = (parentId: number | null) => {
    for (const row of categories.children(parentId)) {
      order += 1;
      const name = normalizeSearchText(row.names[locale]);
      const at = ` ${name}`.indexOf(` ${needle}`);
      const rank = name.startsWith(needle) ? 0 : at >= 0 ? 1 : name.includes(needle) ? 2 : -1;
      if (rank >= 0 && (totals.get(row.id) ?? 0) > 0) found.push({ slug: row.slug, name: row.names[locale], rank, order });
      visit(row.id);
    }
  };
  visit(null);
  return found
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, SUGGESTED_CATEGORIES)
    .map(({ slug, name }) => ({ slug, name }));
}
