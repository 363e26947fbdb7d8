import type { ProductDetail, ProductLookup } from "@shop/contracts";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCatalogueFixture } from "./catalogue-fixture";
import { apiOn } from "./helpers";
import { activeStores, setStoreStock, spreadStock } from "./store-stock-fixture";

let database: TestDatabase;
let api: ReturnType<typeof apiOn>["api"];

beforeAll(async () => {
  database = await createTestDatabase();
  await insertCatalogueFixture(database);
  api = apiOn(database).api;
});
afterAll(() => database?.close());

async function lookup(city: string, slug: string, locale?: string): Promise<ProductLookup> {
  const response = await api.request(`/api/v1/catalogue/${city}/products/${slug}`, { headers: locale ? { Locale: locale } : {} });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as ProductLookup;
}

async function detail(city: string, slug: string, locale?: string): Promise<ProductDetail> {
  const result = await lookup(city, slug, locale);
  if (result.status !== "ok") throw new Error(`expected ok, got ${result.status}`);
  return result.product;
}

describe("GET /api/v1/catalogue/{city}/products/{slug}", () => {
  it("answers ok with the product as the city offers it, texts in the Locale language", async () => {
    const product = await detail("warszawa", "tfx-mint-breeze", "uk");
    expect(product).toMatchObject({
      slug: "tfx-mint-breeze",
      kind: "simple",
      name: "Tfx М'ятний бриз",
      shortDescription: "Tfx М'ятний бриз (uk short)",
      description: "Tfx М'ятний бриз (uk description)",
      seoTitle: "Tfx М'ятний бриз (uk SEO)",
      seoDescription: "Tfx М'ятний бриз (uk SEO description)",
      brand: { slug: "tfx-alpha", name: "Alpha Smoke" },
      category: { slug: "tfx-shisha", name: "Квокка шиша" },
      tpd: true,
      image: "/api/v1/media/products/tfx-mint-breeze/1.svg",
      images: ["/api/v1/media/products/tfx-mint-breeze/1.svg", "/api/v1/media/products/tfx-mint-breeze/2.svg"],
      availability: { inStock: true, count: 10 },
      bundle: null,
      breadcrumbs: [
        { slug: "tfx-hookah-world", name: "Tfx Світ кальянів" },
        { slug: "tfx-shisha", name: "Квокка шиша" },
      ],
    });
    expect(product.attributes).toEqual([
      { code: "tfx-flavour", name: "Смак", value: "М'ята", valueSlug: "mint" },
      { code: "tfx-strength", name: "Міцність", value: "Легка", valueSlug: "light" },
    ]);
  });

  it("prices for a retail caller: no wholesale tiers or franchise price, whatever the offer holds", async () => {
    const product = await detail("warszawa", "tfx-mint-breeze");
    expect(product.price).toEqual({
      currency: "PLN",
      unit: 3000,
      kind: "retail",
      regular: 3000,
      sale: null,
      lowest30Days: null,
      wholesaleTiers: [],
      franchise: null,
    });
    expect((await detail("krakow", "tfx-mint-breeze")).price).toMatchObject({ unit: 3200, regular: 3200 });
  });

  it("shows a sale item's lowest price of the 30 days before the reduction (Omnibus)", async () => {
    const product = await detail("warszawa", "tfx-apple-storm");
    expect(product.price).toMatchObject({ unit: 3500, kind: "sale", regular: 4000, sale: 3500, lowest30Days: 3700 });
  });

  it("lists related products: the same category, offered in the city, by popularity", async () => {
    const apple = await detail("warszawa", "tfx-apple-storm");
    expect(apple.related.map((card) => card.slug)).toEqual(["tfx-grape-cloud"]);
    expect(apple.breadcrumbs.map((b) => b.slug)).toEqual(["tfx-hookah-world", "tfx-shisha", "tfx-shisha-fruit"]);
    // Hidden Thing shares Mint Breeze's category but Warsaw does not show it.
    expect((await detail("warszawa", "tfx-mint-breeze")).related).toEqual([]);
    expect((await detail("krakow", "tfx-mint-breeze")).related.map((card) => card.slug)).toEqual(["tfx-hidden-thing"]);
  });

  it("shows a bundle's items with their cards, its savings over the items' prices and the stock its items allow", async () => {
    const warsaw = await detail("warszawa", "tfx-starter-set", "pl");
    expect(warsaw.kind).toBe("bundle");
    expect(warsaw.bundle?.items.map((item) => [item.product.slug, item.quantity, item.product.price.unit])).toEqual([
      ["tfx-mint-breeze", 2, 3000],
      ["tfx-coco-cubes", 1, 1500],
    ]);
    expect(warsaw.bundle?.items[1]?.product.name).toBe("Tfx Łatwe kostki");
    expect(warsaw.bundle).toMatchObject({ itemsTotal: 7500, savings: 1500 });
    expect(warsaw.price.unit).toBe(6000);
    expect(warsaw.availability).toEqual({ inStock: true, count: 5 }); // 10 / 2 and 100 / 1
    const krakow = await detail("krakow", "tfx-starter-set");
    expect(krakow.bundle).toMatchObject({ itemsTotal: 7800, savings: 1300 });
    expect(krakow.availability).toEqual({ inStock: false, count: 0 }); // Mint Breeze: none in Kraków
  });

  it("answers moved with the current slug for an old one", async () => {
    expect(await lookup("warszawa", "tfx-mint-breeze-old")).toEqual({ status: "moved", slug: "tfx-mint-breeze" });
  });

  it("answers elsewhere with the cities offering a product this city does not show", async () => {
    expect(await lookup("warszawa", "tfx-krakow-only", "uk")).toEqual({
      status: "elsewhere",
      product: { slug: "tfx-krakow-only", name: "Tfx Лише Краків", image: "/api/v1/media/products/tfx-krakow-only/1.svg" },
      cities: [{ slug: "krakow", name: "Краків" }],
    });
    const hidden = await lookup("warszawa", "tfx-hidden-thing");
    expect(hidden).toMatchObject({ status: "elsewhere", cities: [{ slug: "krakow", name: "Kraków" }] });
  });

  it.each([
    ["warszawa", "tfx-no-such-product"],
    ["warszawa", "tfx-nowhere"],
    ["atlantis", "tfx-mint-breeze"],
  ])("answers 404 in %s for %s", async (city, slug) => {
    const response = await api.request(`/api/v1/catalogue/${city}/products/${slug}`, { headers: { Locale: "ru" } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, code: "NOT_FOUND", message: "Не найдено." });
  });

  it("answers 400 for a malformed slug", async () => {
    expect((await api.request("/api/v1/catalogue/warszawa/products/Not_A_Slug")).status).toBe(400);
  });
});

describe("the product's units per store (issue 19)", () => {
  const idOf = async (slug: string): Promise<number> =>
    (await database.pool.query<{ id: number }>("select id from products where slug = $1", [slug])).rows[0]?.id as number;

  it("answers every active store of the city in the shop's order with its units", async () => {
    const stores = await activeStores(database, "warszawa");
    expect(stores.length).toBeGreaterThan(1);
    const units = stores.map((_, k) => (k === 1 ? 0 : 3 + k));
    await spreadStock(database, "warszawa", await idOf("tfx-mint-breeze"), units);
    const product = await detail("warszawa", "tfx-mint-breeze", "pl");
    expect(product.stores).toEqual(stores.map((store, k) => ({ id: store.id, address: store.address, available: units[k] })));
    // The city's figure is their sum.
    expect(product.availability).toEqual({ inStock: true, count: units.reduce((sum, n) => sum + n, 0) });
  });

  it("a bundle: in each store, as many as its items there make (2 × Mint Breeze + 1 × Coco Cubes)", async () => {
    const stores = await activeStores(database, "krakow");
    expect(stores).toHaveLength(2);
    await spreadStock(database, "krakow", await idOf("tfx-mint-breeze"), [5, 1]);
    await spreadStock(database, "krakow", await idOf("tfx-coco-cubes"), [1, 3]);
    const bundle = await detail("krakow", "tfx-starter-set");
    // The first store: floor(5 / 2) = 2 sets of Mint Breeze, 1 of Coco Cubes; the second: no full pair of Mint Breeze.
    expect(bundle.stores.map((store) => [store.id, store.available])).toEqual([
      [stores[0]?.id, 1],
      [stores[1]?.id, 0],
    ]);
    await spreadStock(database, "krakow", await idOf("tfx-coco-cubes"), [4, 3]);
    expect((await detail("krakow", "tfx-starter-set")).stores.map((store) => store.available)).toEqual([2, 0]);
  });

  it("counts a bundle item the city does not show as none, in every store", async () => {
    const coco = await idOf("tfx-coco-cubes");
    const hide = (visible: boolean) =>
      database.pool.query(
        "update offers set visible = $2 where product_id = $1 and city_id = (select id from cities where slug = 'krakow')",
        [coco, visible],
      );
    await hide(false);
    try {
      expect((await detail("krakow", "tfx-starter-set")).stores.map((store) => store.available)).toEqual([0, 0]);
    } finally {
      await hide(true);
    }
  });

  it("leaves out inactive stores and the stores of other cities", async () => {
    const [first, second] = await activeStores(database, "krakow");
    await setStoreStock(database, first?.id as number, await idOf("tfx-mint-breeze"), 7);
    await database.pool.query("update stores set active = false where id = $1", [second?.id]);
    try {
      expect((await detail("krakow", "tfx-mint-breeze")).stores.map((store) => [store.id, store.available])).toEqual([[first?.id, 7]]);
    } finally {
      await database.pool.query("update stores set active = true where id = $1", [second?.id]);
    }
  });
});
