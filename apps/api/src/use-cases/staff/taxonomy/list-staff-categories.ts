// Every category for the back office, depth first (each followed by its subcategories), with the four names,
// its illustration and what uses it.
import type { StaffCategory, StaffCategoryList } from "@shop/contracts";
import { type DbOrTx, findTaxonomyCategories, type TaxonomyCategoryRow } from "@shop/db";
import { categoryImageUrl } from "../../../media/urls";

export const categoryView = (row: TaxonomyCategoryRow, depth: number): StaffCategory => ({
  id: row.id,
  slug: row.slug,
  parentId: row.parentId,
  depth,
  names: { en: row.nameEn, uk: row.nameUk, pl: row.namePl, ru: row.nameRu },
  colour: row.colour,
  icon: row.icon,
  sortOrder: row.sortOrder,
  image: categoryImageUrl(row.slug),
  productCount: row.productCount,
  childCount: row.childCount,
});

export async function listStaffCategories(db: DbOrTx): Promise<StaffCategoryList> {
  const rows = await findTaxonomyCategories(db);
  const children = new Map<number | null, TaxonomyCategoryRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const items: StaffCategory[] = [];
  const seen = new Set<number>();
  const visit = (parentId: number | null, depth: number) => {
    for (const row of children.get(parentId) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      items.push(categoryView(row, depth));
      visit(row.id, depth + 1);
    }
  };
  visit(null, 0);
  return { items };
}
