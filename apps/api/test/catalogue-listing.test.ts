import type { ProductListing } from "@shop/contracts";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentChangedIn } from "../src/content/content-cache";
import { insertCatalogueFixture, VISIBLE } from "./catalogue-fixture";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: ReturnType<typeof apiOn>["api"];

beforeAll(async () => {
  database = await createTestDatabase();
  await insertCatalogueFixture(database);
  api = apiOn(database).api;
});
afterAll(() => database?.close());

/** A listing scoped to the fixture's tree (the demo catalogue may be there too). */
async function listing(query: string, options: { city?: string; locale?: string; scoped?: boolean } = {}): Promise<ProductListing> {
  const scope = options.scoped === false ? "" : "category=tfx-hookah-world&";
  const response = await api.request(`/api/v1/catalogue/${options.city ?? "warszawa"}/products?${scope}${query}`, {
    headers: options.locale ? { Locale: options.locale } : {},
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as ProductListing;
}
const slugs = (result: ProductListing) => result.items.map((item) => item.slug);

describe("GET /api/v1/catalogue/{city}/products: filters", () => {
  it("lists the city's visible products by popularity, a category including its subcategories", async () => {
    const all = await listing("");
    expect(slugs(all)).toEqual(VISIBLE.warszawa);
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 24, pages: 1, sort: "popularity" });
    expect(slugs(await listing("", { scoped: false })).filter((s) => s.startsWith("tfx-"))).toEqual(VISIBLE.warszawa);
    expect(slugs(await listing("category=tfx-shisha", { scoped: false }))).toEqual([
      "tfx-mint-breeze",
      "tfx-apple-storm",
      "tfx-grape-cloud",
    ]);
    expect(slugs(await listing("category=tfx-shisha-fruit", { scoped: false }))).toEqual(["tfx-apple-storm", "tfx-grape-cloud"]);
    expect((await listing("category=tfx-empty", { scoped: false })).total).toBe(0);
  });

  it("filters by any of several brands", async () => {
    expect(slugs(await listing("brand=tfx-alpha"))).toEqual(["tfx-mint-breeze", "tfx-starter-set", "tfx-grape-cloud"]);
    expect(slugs(await listing("brand=tfx-alpha,tfx-gamma"))).toEqual([
      "tfx-mint-breeze",
      "tfx-starter-set",
      "tfx-grape-cloud",
      "tfx-coco-cubes",
    ]);
    expect((await listing("brand=no-such-brand")).total).toBe(0);
  });

  it("ORs values of one attribute and ANDs attributes", async () => {
    expect(slugs(await listing("attr=tfx-flavour:mint"))).toEqual(["tfx-mint-breeze", "tfx-grape-cloud"]);
    expect(slugs(await listing("attr=tfx-flavour:mint,tfx-flavour:apple"))).toEqual([
      "tfx-mint-breeze",
      "tfx-apple-storm",
      "tfx-grape-cloud",
    ]);
    expect(slugs(await listing("attr=tfx-flavour:apple,tfx-strength:strong"))).toEqual(["tfx-apple-storm"]);
    expect(slugs(await listing("attr=tfx-flavour:mint,tfx-strength:strong"))).toEqual(["tfx-grape-cloud"]);
  });

  it("filters by the price paid: the sale price when on sale", async () => {
    expect(slugs(await listing("priceMin=2500&priceMax=3500"))).toEqual(["tfx-mint-breeze", "tfx-apple-storm", "tfx-grape-cloud"]);
    expect(slugs(await listing("priceMin=3600"))).toEqual(["tfx-starter-set"]);
    expect(slugs(await listing("priceMax=1500"))).toEqual(["tfx-coco-cubes"]);
  });

  it("keeps what is in stock (a bundle: what its items allow) and what is on sale", async () => {
    expect(slugs(await listing("inStock=true"))).toEqual(["tfx-mint-breeze", "tfx-starter-set", "tfx-apple-storm", "tfx-coco-cubes"]);
    expect(slugs(await listing("inStock=1", { city: "krakow" }))).toEqual([
      "tfx-grape-cloud",
      "tfx-coco-cubes",
      "tfx-hidden-thing",
      "tfx-krakow-only",
    ]);
    expect((await listing("inStock=false")).total).toBe(5);
    expect(slugs(await listing("sale=true"))).toEqual(["tfx-apple-storm"]);
  });

  it("narrows to search matches, most relevant first", async () => {
    expect(slugs(await listing("q=breeze"))).toEqual(["tfx-mint-breeze"]);
    expect(slugs(await listing("q=%D0%BC%27%D1%8F%D1%82%D0%BD%D0%B8%D0%B9%20%D0%B1%D1%80%D0%B8%D0%B7"))).toEqual(["tfx-mint-breeze"]);
    const none = await listing("q=zzqqxxjj");
    expect(none).toMatchObject({ items: [], total: 0, pages: 0 });
    expect(none.facets).toMatchObject({ brands: [], categories: [], inStock: 0, onSale: 0 });
  });
});

describe("GET /api/v1/catalogue/{city}/products: sorting and paging", () => {
  it.each([
    ["price_asc", ["tfx-coco-cubes", "tfx-grape-cloud", "tfx-mint-breeze", "tfx-apple-storm", "tfx-starter-set"]],
    ["price_desc", ["tfx-starter-set", "tfx-apple-storm", "tfx-mint-breeze", "tfx-grape-cloud", "tfx-coco-cubes"]],
    ["newest", ["tfx-grape-cloud", "tfx-starter-set", "tfx-coco-cubes", "tfx-apple-storm", "tfx-mint-breeze"]],
    ["name", ["tfx-apple-storm", "tfx-coco-cubes", "tfx-grape-cloud", "tfx-mint-breeze", "tfx-starter-set"]],
    ["popularity", VISIBLE.warszawa],
  ])("sort=%s", async (sort, expected) => {
    const result = await listing(`sort=${sort}`);
    expect(slugs(result)).toEqual(expected);
    expect(result.sort).toBe(sort);
  });

  it("sorts by the name in the Locale language, letters with diacritics beside their base letter", async () => {
    // pl: Jabłkowa, Łatwe, Miętowa, Winogronowa, Zestaw (Ł after L, not after Z).
    expect(slugs(await listing("sort=name", { locale: "pl" }))).toEqual([
      "tfx-apple-storm",
      "tfx-coco-cubes",
      "tfx-mint-breeze",
      "tfx-grape-cloud",
      "tfx-starter-set",
    ]);
  });

  it("pages with totals", async () => {
    const third = await listing("pageSize=2&page=3");
    expect(third).toMatchObject({ total: 5, page: 3, pageSize: 2, pages: 3 });
    expect(slugs(third)).toEqual(["tfx-coco-cubes"]);
    const past = await listing("pageSize=2&page=4");
    expect(past).toMatchObject({ items: [], total: 5, pages: 3 });
  });
});

describe("GET /api/v1/catalogue/{city}/products: facets", () => {
  it("counts each facet under every filter except its own", async () => {
    const { facets, total } = await listing("brand=tfx-alpha");
    expect(total).toBe(3);
    expect(facets.brands).toEqual([
      { slug: "tfx-alpha", name: "Alpha Smoke", count: 3 },
      { slug: "tfx-beta", name: "Beta & Co <B>", count: 1 },
      { slug: "tfx-gamma", name: "Gamma", count: 1 },
    ]);
    expect(facets.categories).toEqual([
      { slug: "tfx-shisha", name: "Quokka Shisha", count: 2 },
      { slug: "tfx-sets", name: "Tfx Starter Sets", count: 1 },
    ]);
    const flavour = facets.attributes.find((a) => a.code === "tfx-flavour");
    expect(flavour).toEqual({
      code: "tfx-flavour",
      name: "Flavour",
      values: [
        { slug: "mint", name: "Mint", count: 2 },
        { slug: "grape", name: "Grape", count: 1 },
      ],
    });
    expect(facets.price).toEqual({ min: 2500, max: 6000 });
    expect(facets.inStock).toBe(2);
    expect(facets.onSale).toBe(0);
  });

  it("keeps every brand of the listing in one order whatever else is ticked (0 when none matches)", async () => {
    const plain = (await listing("")).facets.brands.map((b) => b.slug);
    const { facets } = await listing("attr=tfx-flavour:grape");
    expect(facets.brands.map((b) => b.slug)).toEqual(plain);
    expect(facets.brands.map((b) => b.count)).toEqual([1, 0, 0]);
  });

  it("counts an attribute's values ignoring that attribute's filter but not the others'", async () => {
    const { facets } = await listing("attr=tfx-flavour:mint", { locale: "uk" });
    const byCode = Object.fromEntries(facets.attributes.map((a) => [a.code, a]));
    expect(byCode["tfx-flavour"]).toMatchObject({ name: "Смак" });
    expect(byCode["tfx-flavour"]?.values.map((v) => [v.name, v.count])).toEqual([
      ["М'ята", 2],
      ["Яблуко", 1],
      ["Виноград", 1],
    ]);
    expect(byCode["tfx-strength"]?.values.map((v) => [v.slug, v.count])).toEqual([
      ["light", 1],
      ["strong", 1],
    ]);
    expect(facets.categories).toEqual([{ slug: "tfx-shisha", name: "Квокка шиша", count: 2 }]);
  });

  it("lists subcategories of the selected category; price, stock and sale ignore their own filters", async () => {
    const { facets, total } = await listing("category=tfx-shisha&inStock=true&sale=true&priceMax=3000", { scoped: false });
    expect(total).toBe(0);
    expect(facets.categories).toEqual([]);
    expect(facets.price).toEqual({ min: 3500, max: 3500 }); // in stock and on sale: Apple Storm
    expect(facets.inStock).toBe(0); // on sale, at most 30.00: none
    expect(facets.onSale).toBe(0); // in stock, at most 30.00: Mint Breeze, not on sale
    const shisha = await listing("category=tfx-shisha", { scoped: false });
    expect(shisha.facets.categories).toEqual([{ slug: "tfx-shisha-fruit", name: "Quokka Fruit Shisha", count: 2 }]);
    expect(shisha.facets).toMatchObject({ inStock: 2, onSale: 1, price: { min: 2500, max: 3500 } });
  });
});

describe("GET /api/v1/catalogue/{city}/products: cities, languages, errors", () => {
  it("prices and lists per city", async () => {
    const krakow = await listing("", { city: "krakow" });
    expect(slugs(krakow)).toEqual(VISIBLE.krakow);
    const mint = krakow.items.find((item) => item.slug === "tfx-mint-breeze");
    expect(mint?.price).toMatchObject({ unit: 3200, regular: 3200, kind: "retail", sale: null, currency: "PLN" });
    expect(mint?.availability).toEqual({ inStock: false, count: 0 });
    const warsaw = (await listing("")).items.find((item) => item.slug === "tfx-mint-breeze");
    expect(warsaw?.price).toMatchObject({ unit: 3000, kind: "retail", wholesaleTiers: [], franchise: null });
    expect(warsaw?.availability).toEqual({ inStock: true, count: 10 });
  });

  it("names products, brands and categories in the Locale language", async () => {
    const [first] = (await listing("", { locale: "ru" })).items;
    expect(first).toMatchObject({
      slug: "tfx-mint-breeze",
      name: "Tfx Мятный бриз",
      shortDescription: "Tfx Мятный бриз (ru short)",
      brand: { slug: "tfx-alpha", name: "Alpha Smoke" },
      category: { slug: "tfx-shisha", name: "Квокка шиша" },
      image: "/api/v1/media/products/tfx-mint-breeze/1.svg",
      tpd: true,
    });
  });

  it.each([["/api/v1/catalogue/atlantis/products"], ["/api/v1/catalogue/warszawa/products?category=tfx-no-such"]])(
    "answers 404 for %s",
    async (path) => {
      const response = await api.request(path, { headers: { Locale: "pl" } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ statusCode: 404, code: "NOT_FOUND", message: "Nie znaleziono." });
    },
  );

  it("answers 404 for a city the shop has switched off", async () => {
    await database.pool.query("update cities set active = false where slug = 'krakow'");
    contentChangedIn(database.db); // an edit outside the API: its caches must be told
    try {
      expect((await api.request("/api/v1/catalogue/krakow/products")).status).toBe(404);
    } finally {
      await database.pool.query("update cities set active = true where slug = 'krakow'");
      contentChangedIn(database.db);
    }
  });

  it.each(["sort=cheap", "pageSize=500", "pageSize=0", "page=0", "priceMin=-1", "inStock=maybe", "attr=flavour", "brand=Not%20A%20Slug"])(
    "answers 400 for %s",
    async (query) => {
      const response = await api.request(`/api/v1/catalogue/warszawa/products?${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: 400, code: "VALIDATION_FAILED" });
    },
  );
});
