// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { MenuCategory } from "../../lib/catalogue/category-tree";
import { TextsProvider } from "../../lib/texts";
import { i18nIn } from "../../lib/texts/testing";
import { CategoryMenu } from "./category-menu";

afterEach(cleanup);

const categories: MenuCategory[] = [
  {
    slug: "hookahs-and-shisha",
    name: "Hookahs & shisha",
    children: [
      { slug: "shisha", name: "Shisha tobacco" },
      { slug: "charcoal", name: "Charcoal" },
    ],
  },
  { slug: "tobacco-and-smoking", name: "Tobacco & smoking", children: [{ slug: "lighters", name: "Lighters" }] },
];

async function renderMenu(at: string) {
  const texts = await i18nIn("en");
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale: "en", city: { id: 2, slug: "krakow", name: "Kraków" } }),
      HydrateFallback: () => null,
      Component: Outlet,
      children: [
        {
          path: "en/krakow/*",
          Component: () => (
            <>
              <ul>
                <CategoryMenu categories={categories} name="category-menu" />
              </ul>
              <button type="button">elsewhere</button>
            </>
          ),
        },
      ],
    },
  ]);
  render(
    <TextsProvider lang={texts}>
      <Stub initialEntries={[at]} />
    </TextsProvider>,
  );
  await screen.findAllByRole("link");
}

describe("the header's category menu", () => {
  it("lists each top category's page and its subcategories as links of the city, marking the current page", async () => {
    await renderMenu("/en/krakow/categories/charcoal");
    const links = screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["All in Hookahs & shisha", "/en/krakow/categories/hookahs-and-shisha"],
      ["Shisha tobacco", "/en/krakow/categories/shisha"],
      ["Charcoal", "/en/krakow/categories/charcoal"],
      ["All in Tobacco & smoking", "/en/krakow/categories/tobacco-and-smoking"],
      ["Lighters", "/en/krakow/categories/lighters"],
    ]);
    expect(screen.getByRole("link", { name: "Charcoal" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Lighters" }).getAttribute("aria-current")).toBeNull();
    // One open at a time without JavaScript too: the same name on every <details>.
    expect([...document.querySelectorAll("details")].map((details) => details.getAttribute("name"))).toEqual([
      "category-menu",
      "category-menu",
    ]);
  });

  it("closes on Escape (focus back on its summary) and when focus leaves it", async () => {
    await renderMenu("/en/krakow");
    const details = document.querySelector<HTMLDetailsElement>('[data-category-menu="hookahs-and-shisha"]');
    if (!details) throw new Error("no menu");
    details.open = true;
    const charcoal = screen.getByRole("link", { name: "Charcoal" });
    charcoal.focus();
    fireEvent.keyDown(charcoal, { key: "Escape" });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(details.querySelector("summary"));

    details.open = true;
    fireEvent.blur(charcoal, { relatedTarget: screen.getByRole("link", { name: "Shisha tobacco" }) });
    expect(details.open).toBe(true);
    fireEvent.blur(charcoal, { relatedTarget: screen.getByRole("button", { name: "elsewhere" }) });
    expect(details.open).toBe(false);
  });
});
