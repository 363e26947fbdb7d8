import type { ProductCard } from "@shop/contracts";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ProductGrid } from "../components/catalogue/product-card";
import { CardMemoContext } from "./card-memo";
import { CardStore, cardMemo, cardScopeOf } from "./card-memo.server";
import { escapeAttribute } from "./fragment-memo";
import { TextsProvider } from "./texts";
import { i18nIn } from "./texts/testing";
import type { RootData } from "./use-shop";

const price: ProductCard["price"] = {
  currency: "PLN",
  unit: 8399,
  kind: "retail",
  regular: 8399,
  sale: null,
  lowest30Days: null,
  wholesaleTiers: [],
  franchise: null,
};
const product = (id: number, values: Partial<ProductCard> = {}): ProductCard => ({
  id,
  slug: `product-${id}`,
  kind: "simple",
  name: `Product <${id}> & "friends"`,
  shortDescription: "A product.",
  image: `/api/v1/media/products/product-${id}/1.svg`,
  brand: { slug: "al-fakher", name: "Al Fakher" },
  category: { slug: "shisha", name: "Shisha tobacco" },
  tpd: false,
  price,
  availability: { inStock: true, count: 7 },
  ...values,
});
const PRODUCTS = [
  product(1),
  product(2, { tpd: true }),
  product(3, { price: { ...price, unit: 6999, kind: "sale", sale: 6999, lowest30Days: 7499 } }),
  product(4, { availability: { inStock: false, count: 0 } }),
  product(5, { kind: "bundle" }),
];

interface Page {
  lang?: "en" | "pl";
  url?: string;
  localPickupAvailable?: boolean;
  products?: ProductCard[];
  firstRow?: boolean;
}

/** The grid's server HTML, with a card memo on `store` (as entry.server.tsx makes it) or without one. */
async function grid(store: CardStore | null, page: Page = {}): Promise<string> {
  const lang = page.lang ?? "en";
  const url = page.url ?? `/${lang}/warszawa/categories/shisha`;
  const root = {
    locale: lang,
    city: { id: 1, slug: "warszawa", name: "Warsaw" },
    publicEnv: { PUBLIC_API_BASE: "" },
    brand: { localPickupAvailable: page.localPickupAvailable ?? true, cashPaymentAvailable: true },
  };
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => root,
      Component: Outlet,
      children: [
        {
          path: ":lang/:city/categories/:slug",
          Component: () => <ProductGrid products={page.products ?? PRODUCTS} firstRow={page.firstRow ?? false} />,
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://shop.test${url}`));
  if (context instanceof Response) throw new Error("no page");
  const router = createStaticRouter(handler.dataRoutes, context);
  const scope = cardScopeOf(context.loaderData.root as RootData, new URL(`http://shop.test${url}`));
  const memo = store && scope && cardMemo(scope, store);
  const html = renderToString(
    <TextsProvider lang={await i18nIn(lang)}>
      <CardMemoContext value={memo}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </CardMemoContext>
    </TextsProvider>,
  );
  memo?.keep(html);
  return html;
}

describe("the card memo", () => {
  it("gives a later render the same HTML as rendering every card, in every scope a card reads", async () => {
    const store = new CardStore();
    const pages: Page[] = [
      {},
      { lang: "pl" },
      { url: `/en/warszawa/categories/shisha?q=${encodeURIComponent(`"><script>'&`)}&sort=price-asc` },
      { url: "/en/warszawa/categories/shisha?added=1" },
      { localPickupAvailable: false },
      { firstRow: true },
    ];
    for (const page of pages) {
      const plain = await grid(null, page);
      expect(await grid(store, page)).toBe(plain);
      expect(await grid(store, page)).toBe(plain);
    }
    expect(store.size).toBeGreaterThan(0);
  });

  it("serves a card kept by an earlier render without rendering it again, and keeps a changed card apart", async () => {
    const store = new CardStore();
    await grid(store);
    const kept = store.size;
    expect(kept).toBe(PRODUCTS.length);
    let hits = 0;
    const get = store.get.bind(store);
    store.get = (key) => {
      const found = get(key);
      if (found) hits++;
      return found;
    };
    // Another page's address: the same cards, their returnTo filled in.
    const elsewhere = "/en/warszawa/categories/shisha?page=2";
    const served = await grid(store, { url: elsewhere });
    expect(served).toBe(await grid(null, { url: elsewhere }));
    expect(served).toContain(`name="returnTo" value="${escapeAttribute(elsewhere)}"`);
    expect(store.size).toBe(kept);
    expect(hits).toBe(PRODUCTS.length);
    // A new price is a new card.
    const cheaper = [product(1, { price: { ...price, unit: 100 } })];
    expect(await grid(store, { products: cheaper })).toBe(await grid(null, { products: cheaper }));
    expect(store.size).toBe(kept + 1);
  });

  it("escapes an attribute as React does", () => {
    const value = `a"b'c&d<e>f`;
    expect(renderToString(<input readOnly value={value} />)).toContain(`value="${escapeAttribute(value)}"`);
  });

  it("keeps at most its capacity, dropping the least recently used", () => {
    const store = new CardStore(30);
    store.set("a", { head: "0123456789", tail: null });
    store.set("b", { head: "0123456789", tail: null });
    store.get("a");
    store.set("c", { head: "0123456789", tail: null });
    expect([store.get("a") !== undefined, store.get("b") !== undefined, store.get("c") !== undefined]).toEqual([true, false, true]);
  });
});
