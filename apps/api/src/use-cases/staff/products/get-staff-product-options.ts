// Back office: what the product form chooses from (issue 7): categories as an indented tree, brands by name,
// attributes with their values, all named in the caller's language.
import type { StaffProductOptions } from "@shop/contracts";
import { type DbOrTx, findStaffProductOptions } from "@shop/db";
import type { Locale } from "@shop/domain";

export async function getStaffProductOptions(db: DbOrTx, locale: Locale): Promise<StaffProductOptions> {
  const { categories, brands, attributes } = await findStaffProductOptions(db, locale);
  const children = new Map<number | null, typeof categories>();
  for (const category of categories) {
    const parent = category.parentId !== null && categories.some((c) => c.id === category.parentId) ? category.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const tree: StaffProductOptions["categories"] = [];
  const visit = (parent: number | null, depth: number) => {
    for (const category of children.get(parent) ?? []) {
      if (tree.some((c) => c.id === category.id)) continue;
      tree.push({ id: category.id, slug: category.slug, name: category.name, depth });
      visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  return { categories: tree, brands, attributes };
}
