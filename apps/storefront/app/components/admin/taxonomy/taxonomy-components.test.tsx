// @vitest-environment happy-dom
import type { StaffCategory } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInAdmin } from "../dashboard/test-render";
import { CategoriesTable } from "./categories-table";
import { CategoryForm } from "./category-form";

afterEach(cleanup);

const category = (values: Partial<StaffCategory>): StaffCategory => ({
  id: 1,
  slug: "hookahs",
  parentId: null,
  depth: 0,
  names: { en: "Hookahs", uk: "Кальяни", pl: "Fajki wodne", ru: "Кальяны" },
  colour: "#6d28d9",
  icon: "hookah",
  sortOrder: 10,
  image: "/api/v1/media/categories/hookahs.svg",
  productCount: 3,
  childCount: 1,
  ...values,
});
const items = [
  category({}),
  category({
    id: 2,
    slug: "bowls",
    parentId: 1,
    depth: 1,
    names: { en: "Bowls", uk: "Чаші", pl: "Bowls", ru: "" },
    productCount: 0,
    childCount: 0,
  }),
  category({ id: 3, slug: "lighters", names: { en: "Lighters", uk: "Запальнички", pl: "Zapalniczki", ru: "Зажигалки" } }),
];

describe("categories", () => {
  it("show the four names side by side, flag missing translations, and offer deleting only what nothing uses", async () => {
    await renderInAdmin("en", () => <CategoriesTable items={items} />);
    await screen.findByText("Fajki wodne");
    const row = (slug: string) => document.querySelector(`[data-admin-category-row="${slug}"]`) as HTMLElement;
    expect(row("bowls").querySelectorAll("[data-admin-missing]")).toHaveLength(2);
    expect(row("hookahs").querySelectorAll("[data-admin-missing]")).toHaveLength(0);
    expect(row("bowls").querySelector("[data-admin-delete]")).not.toBeNull();
    expect(row("hookahs").querySelector("[data-admin-delete]")).toBeNull();
  });

  it("never offer a category or its subcategories as its own parent", async () => {
    await renderInAdmin("en", () => <CategoryForm items={items} editing={items[0] as StaffCategory} answer={null} />);
    await screen.findByText("Edit Hookahs");
    const options = [...document.querySelectorAll("#category-parent option")].map((option) => option.textContent);
    expect(options).toEqual(["None (top level)", "Lighters"]);
  });
});
