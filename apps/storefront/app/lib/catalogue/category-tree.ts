import type { CategoryNode } from "@shop/contracts";

/** The path from a top category down to the one with this slug; null when the tree has no such category. */
export function findCategoryPath(tree: readonly CategoryNode[], slug: string): CategoryNode[] | null {
  for (const node of tree) {
    if (node.slug === slug) return [node];
    const below = findCategoryPath(node.children, slug);
    if (below) return [node, ...below];
  }
  return null;
}

/** Breadcrumbs down a path of categories (top first), each linking to its page: the trail of category and product pages. */
export function categoryCrumbs(path: readonly { slug: string; name: string }[], href: (slug: string) => string) {
  return path.map((node) => ({ label: node.name, href: href(node.slug) }));
}

/**
 * The categories a shopper starts from, in the tree's order: the top level, or the level below it
 * when the top holds only a few broad groups (such as "Hookahs & shisha", "Tobacco & smoking").
 */
export function featuredCategories(tree: readonly CategoryNode[], limit: number): CategoryNode[] {
  const top = tree.filter((node) => node.productCount > 0);
  const level = top.length >= 4 ? top : top.flatMap((node) => node.children.filter((child) => child.productCount > 0));
  return (level.length > 0 ? level : top).slice(0, limit);
}

/** The featured categories with the most products first (the search page's start). */
export function popularCategories(tree: readonly CategoryNode[], limit: number): CategoryNode[] {
  return [...featuredCategories(tree, Number.POSITIVE_INFINITY)].sort((a, b) => b.productCount - a.productCount).slice(0, limit);
}

/** One entry of the header's category menu: a top category and its subcategories (two levels, names and slugs only). */
export interface MenuCategory {
  slug: string;
  name: string;
  children: { slug: string; name: string }[];
}

/** The tree as the header's menu shows it: two levels, in the tree's order, without categories that offer nothing. */
export function categoryMenu(tree: readonly CategoryNode[]): MenuCategory[] {
  const offered = (nodes: readonly CategoryNode[]) => nodes.filter((node) => node.productCount > 0);
  return offered(tree).map((top) => ({
    slug: top.slug,
    name: top.name,
    children: offered(top.children).map(({ slug, name }) => ({ slug, name })),
  }));
}
