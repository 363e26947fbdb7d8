import type { CategoryNode } from "@shop/contracts";
import { countOfferedByCategory, type Db } from "@shop/db";
import type { Locale } from "@shop/domain";
import { categoryImageUrl } from "../../media/urls";
import { requireCatalogueCity } from "./catalogue-city";
import { type CategoryIndex, loadCategoryIndex } from "./category-index";

/**
 * The city's category tree: every category with at least one visible product in it or below it,
 * counted with its subcategories, siblings in the shop's order.
 */
export async function listCategories(db: Db, citySlug: string, locale: Locale): Promise<CategoryNode[]> {
  const city = await requireCatalogueCity(db, citySlug);
  const [categories, own] = await Promise.all([loadCategoryIndex(db), countOfferedByCategory(db, city.id)]);
  return categoryTree(categories, categories.rollUp(own), locale);
}

function categoryTree(categories: CategoryIndex, totals: ReadonlyMap<number, number>, locale: Locale): CategoryNode[] {
  const nodes = (parentId: number | null, seen: Set<number>): CategoryNode[] =>
    categories.children(parentId).flatMap((row) => {
      const productCount = totals.get(row.id) ?? 0;
      if (productCount === 0 || seen.has(row.id)) return [];
      return [
        {
          id: row.id,
          slug: row.slug,
          name: row.names[locale],
          image: categoryImageUrl(row.slug),
          productCount,
          children: nodes(row.id, new Set([...seen, row.id])),
        },
      ];
    });
  return nodes(null, new Set());
}
