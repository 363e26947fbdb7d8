import { useId } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { BrandTiles } from "../components/catalogue/brand-tiles";
import { CategoryTiles } from "../components/catalogue/category-tiles";
import { Footer } from "../components/layout/footer";
import { Header } from "../components/layout/header";
import { Kept } from "../components/ui/kept";
import { cardScopeOf } from "./card-memo.server";
import type { MenuCategory } from "./catalogue/category-tree";
import { FragmentMemoContext, markerOf } from "./fragment-memo";
import { fragmentMemo, fragmentStore, innerHtmlOf } from "./fragment-memo.server";
import type { HtmlStore } from "./html-store.server";
import { shopBrandOf } from "./page.server";
import { TextsProvider } from "./texts";
import { i18nIn } from "./texts/testing";
import type { RootData } from "./use-shop";

const MENU: MenuCategory[] = [
  {
    slug: "hookahs-and-shisha",
    name: "Hookahs & <shisha>",
    children: [
      { slug: "shisha", name: "Shisha tobacco" },
      { slug: "charcoal", name: "Charcoal" },
    ],
  },
  { slug: "tobacco-and-smoking", name: "Tobacco & smoking", children: [{ slug: "lighters", name: "Lighters" }] },
];
const TILES = [
  { slug: "shisha", name: 'Shisha "tobacco"', image: "/api/v1/media/categories/shisha.svg", productCount: 12 },
  { slug: "charcoal", name: "Charcoal", image: "/api/v1/media/categories/charcoal.svg", productCount: 1 },
];
const SCOPE = { locale: "en", city: "warszawa", apiBase: "", localPickupAvailable: true, cashPaymentAvailable: true, addedId: null };
const BRANDS = [{ slug: "al-fakher", name: "Al Fakher", logo: "/api/v1/media/brands/al-fakher.svg", productCount: 5 }];

interface Page {
  lang?: "en" | "pl";
  path?: string;
  categories?: MenuCategory[];
  city?: { id: number; slug: string; name: string };
  brandId?: string;
}

/** The frame and the tiles as the server renders them, with a fragment memo on `store` or without one. */
async function frame(store: HtmlStore<string> | null, page: Page = {}): Promise<string> {
  const lang = page.lang ?? "en";
  const city = page.city ?? { id: 1, slug: "warszawa", name: "Warsaw" };
  const url = `http://shop.test${page.path ?? `/${lang}/${city.slug}/categories/charcoal?sort=price-asc`}`;
  const root = {
    locale: lang,
    texts: {},
    publicEnv: { PUBLIC_API_BASE: "" },
    brand: shopBrandOf(page.brandId ?? "default"),
    cities: [city, { id: 2, slug: "krakow", name: "Kraków" }],
    city,
    showAgeGate: false,
    crawler: false,
    user: null,
    shared: true,
    categories: page.categories ?? MENU,
  } as unknown as RootData;
  const Page = () => (
    <>
      <Header root={root} search navigation />
      <CategoryTiles categories={TILES} />
      <BrandTiles brands={BRANDS} compact />
      <Footer root={root} />
    </>
  );
  const routes = [{ id: "root", path: "/", loader: () => root, Component: Outlet, children: [{ path: "*", Component: Page }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("no page");
  const router = createStaticRouter(handler.dataRoutes, context);
  const scope = cardScopeOf(root, new URL(url));
  const memo = store && scope && fragmentMemo(scope, store);
  const html = renderToString(
    <TextsProvider lang={await i18nIn(lang)}>
      <FragmentMemoContext value={memo}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </FragmentMemoContext>
    </TextsProvider>,
  );
  memo?.keep(html);
  return html;
}

describe("the fragment memo", () => {
  it("gives a later render the same HTML as rendering every part, whatever the part reads", async () => {
    const store = fragmentStore();
    const pages: Page[] = [
      {},
      { lang: "pl" },
      { path: "/en/warszawa/categories/shisha" },
      { path: "/en/warszawa/products/search?q=%22%3E%3Cscript%3E" },
      { city: { id: 2, slug: "krakow", name: "Kraków" } },
      { categories: MENU.slice(1) },
      { brandId: "second" },
    ];
    for (const page of pages) {
      const plain = await frame(null, page);
      expect(await frame(store, page)).toBe(plain);
      expect(await frame(store, page)).toBe(plain);
    }
    // The two menus, the footer and the two kinds of tile, per language, city, current category, menu and brand.
    expect(store.size).toBe(5 * 4 + 2 * 3);
  });

  it("serves a kept part without rendering it again", async () => {
    const store = fragmentStore();
    await frame(store);
    let hits = 0;
    const get = store.get.bind(store);
    store.get = (key) => {
      const found = get(key);
      if (found !== undefined) hits++;
      return found;
    };
    const other = { path: "/en/warszawa/products/some-product?from=2" };
    expect(await frame(store, other)).toBe(await frame(null, other));
    // The footer and the tiles; the menus mark the current category, and this page is none.
    expect(hits).toBe(3);
  });

  it("finds a marked element's inner HTML through nested elements of its kind, and refuses a marker seen twice", () => {
    const html = renderToString(
      <div>
        <Kept deps={null}>
          <ul data-kept="outer">
            <li>
              <ul data-x="a>b">
                <li>one</li>
              </ul>
            </li>
            <li>two</li>
          </ul>
        </Kept>
        <ul>
          <li>after</li>
        </ul>
      </div>,
    );
    const outer = markerOf({ className: "list", "data-kept": "outer" }) as string;
    expect(outer).toBe(' data-kept="outer"');
    expect(markerOf({ "data-category-tiles": true })).toBe(' data-category-tiles="true"');
    expect(markerOf({ className: "list" })).toBeNull();
    expect(innerHtmlOf(html, outer)).toBe('<li><ul data-x="a&gt;b"><li>one</li></ul></li><li>two</li>');
    expect(innerHtmlOf(html, ' data-kept="missing"')).toBeNull();
    expect(innerHtmlOf(`${html}${html}`, outer)).toBeNull();
  });

  it("does not keep a part holding an id React made (it follows the part's place in the tree)", () => {
    const WithId = () => <li id={useId()}>one</li>;
    const store = fragmentStore();
    const render = () => {
      const memo = fragmentMemo(SCOPE, store);
      const html = renderToString(
        <FragmentMemoContext value={memo}>
          <Kept deps={null}>
            <ul data-kept="with-id">
              <WithId />
            </ul>
          </Kept>
          <Kept deps={null}>
            <ul data-kept="plain">
              <li>two</li>
            </ul>
          </Kept>
        </FragmentMemoContext>,
      );
      memo.keep(html);
      return html;
    };
    expect(render()).toMatch(/id="_R_[0-9a-zA-Z]*_"/);
    expect(store.size).toBe(1);
  });
});
