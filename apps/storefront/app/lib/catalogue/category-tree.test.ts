import type { CategoryNode } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { categoryCrumbs, categoryMenu, featuredCategories, findCategoryPath, popularCategories } from "./category-tree";

const node = (slug: string, productCount: number, children: CategoryNode[] = []): CategoryNode => ({
  id: slug.length,
  slug,
  name: slug.toUpperCase(),
  image: `/api/v1/media/${slug}.svg`,
  productCount,
  children,
});

const tree = [node("hookahs", 10, [node("bowls", 4, [node("clay-bowls", 2)]), node("hoses", 3)]), node("tobacco", 25), node("empty", 0)];

describe("category tree", () => {
  it("finds the path from the top to a category", () => {
    expect(findCategoryPath(tree, "clay-bowls")?.map((n) => n.slug)).toEqual(["hookahs", "bowls", "clay-bowls"]);
    expect(findCategoryPath(tree, "tobacco")?.map((n) => n.slug)).toEqual(["tobacco"]);
    expect(findCategoryPath(tree, "nowhere")).toBeNull();
  });

  it("features the level below a top level of a few broad groups, in the tree's order", () => {
    expect(featuredCategories(tree, 5).map((n) => n.slug)).toEqual(["bowls", "hoses"]);
    const wide = [node("a", 1), node("b", 2), node("c", 3), node("d", 4, [node("d1", 4)]), node("e", 0)];
    expect(featuredCategories(wide, 3).map((n) => n.slug)).toEqual(["a", "b", "c"]);
    expect(featuredCategories([node("only", 2)], 3).map((n) => n.slug)).toEqual(["only"]);
  });

  it("lists the popular ones with the most products first", () => {
    expect(popularCategories(tree, 5).map((n) => n.slug)).toEqual(["bowls", "hoses"]);
    expect(popularCategories(tree, 1).map((n) => n.slug)).toEqual(["bowls"]);
  });

  it("gives the header's menu two levels of the categories that offer something, in the tree's order", () => {
    expect(categoryMenu(tree)).toEqual([
      {
        slug: "hookahs",
        name: "HOOKAHS",
        children: [
          { slug: "bowls", name: "BOWLS" },
          { slug: "hoses", name: "HOSES" },
        ],
      },
      { slug: "tobacco", name: "TOBACCO", children: [] },
    ]);
    expect(categoryMenu([node("hookahs", 3, [node("bowls", 0), node("hoses", 3)])])[0]?.children.map((c) => c.slug)).toEqual(["hoses"]);
  });

  it("leads the breadcrumbs down the path from the top category, each to its page", () => {
    const path = findCategoryPath(tree, "clay-bowls") ?? [];
    expect(categoryCrumbs(path, (slug) => `/en/krakow/categories/${slug}`)).toEqual([
      { label: "HOOKAHS", href: "/en/krakow/categories/hookahs" },
      { label: "BOWLS", href: "/en/krakow/categories/bowls" },
      { label: "CLAY-BOWLS", href: "/en/krakow/categories/clay-bowls" },
    ]);
  });
});
