import type { BrandSummary, CategoryNode, ProductCard, SitemapEntries, Suggestions } from "@shop/contracts";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCatalogueFixture } from "./catalogue-fixture";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: ReturnType<typeof apiOn>["api"];

beforeAll(async () => {
  database = await createTestDatabase();
  await insertCatalogueFixture(database);
  api = apiOn(database).api;
});
afterAll(() => database?.close());

async function get<T>(path: string, locale?: string): Promise<T> {
  const response = await api.request(path, { headers: locale ? { Locale: locale } : {} });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as T;
}

const mine = <T extends { slug: string }>(list: T[]) => list.filter((item) => item.slug.startsWith("tfx-"));
const summary = (node: CategoryNode): unknown => [node.slug, node.productCount, node.children.map(summary)];

describe("GET /api/v1/catalogue/{city}/categories", () => {
  it("gives the tree with the city's product counts, subcategories included, empty categories left out", async () => {
    const tree = await get<CategoryNode[]>("/api/v1/catalogue/warszawa/categories", "pl");
    const root = tree.find((node) => node.slug === "tfx-hookah-world") as CategoryNode;
    expect(summary(root)).toEqual([
      "tfx-hookah-world",
      5,
      [
        ["tfx-shisha", 3, [["tfx-shisha-fruit", 2, []]]],
        ["tfx-coal", 1, []],
        ["tfx-sets", 1, []],
      ],
    ]);
    expect(root).toMatchObject({ name: "Tfx Świat fajek wodnych", image: "/api/v1/media/categories/tfx-hookah-world.svg" });
    const krakow = await get<CategoryNode[]>("/api/v1/catalogue/krakow/categories");
    expect(summary(krakow.find((node) => node.slug === "tfx-hookah-world") as CategoryNode)).toEqual([
      "tfx-hookah-world",
      6,
      [
        ["tfx-shisha", 3, [["tfx-shisha-fruit", 1, []]]],
        ["tfx-coal", 2, []],
        ["tfx-sets", 1, []],
      ],
    ]);
  });
});

describe("GET /api/v1/catalogue/{city}/brands", () => {
  it("lists brands with visible products in the city, with counts, most popular first", async () => {
    const warsaw = mine(await get<BrandSummary[]>("/api/v1/catalogue/warszawa/brands"));
    expect(warsaw).toEqual([
      { slug: "tfx-alpha", name: "Alpha Smoke", logo: "/api/v1/media/brands/tfx-alpha.svg", productCount: 3 },
      { slug: "tfx-beta", name: "Beta & Co <B>", logo: "/api/v1/media/brands/tfx-beta.svg", productCount: 1 },
      { slug: "tfx-gamma", name: "Gamma", logo: "/api/v1/media/brands/tfx-gamma.svg", productCount: 1 },
    ]);
    const krakow = mine(await get<BrandSummary[]>("/api/v1/catalogue/krakow/brands"));
    expect(krakow.map((b) => [b.slug, b.productCount])).toEqual([
      ["tfx-alpha", 3],
      ["tfx-beta", 1],
      ["tfx-gamma", 2],
    ]);
  });
});

describe("GET /api/v1/catalogue/{city}/best-sellers and /bundles", () => {
  it("lists the best sellers by units sold", async () => {
    const cards = await get<ProductCard[]>("/api/v1/catalogue/warszawa/best-sellers?limit=3", "uk");
    expect(cards.map((card) => card.slug)).toEqual(["tfx-coco-cubes", "tfx-mint-breeze", "tfx-apple-storm"]);
    expect(cards[0]).toMatchObject({ name: "Tfx Кокосові кубики", price: { unit: 1500 } });
    const { rows } = await database.pool.query(
      "select count(*)::int as n from offers o join cities c on c.id = o.city_id where c.slug = 'warszawa' and o.visible",
    );
    expect(await get<ProductCard[]>("/api/v1/catalogue/warszawa/best-sellers")).toHaveLength(Math.min(12, rows[0].n)); // the default limit
  });

  it("lists bundles with their prices and stock in the city", async () => {
    const cards = mine(await get<ProductCard[]>("/api/v1/catalogue/krakow/bundles?limit=48"));
    expect(cards.map((c) => [c.slug, c.kind, c.price.unit, c.availability.count])).toEqual([["tfx-starter-set", "bundle", 6500, 0]]);
  });

  it.each(["limit=0", "limit=49", "limit=ten"])("answers 400 for %s", async (query) => {
    expect((await api.request(`/api/v1/catalogue/warszawa/best-sellers?${query}`)).status).toBe(400);
    expect((await api.request(`/api/v1/catalogue/warszawa/bundles?${query}`)).status).toBe(400);
  });
});

describe("GET /api/v1/catalogue/{city}/suggestions", () => {
  it("suggests products the city shows and categories whose name contains the text", async () => {
    const result = await get<Suggestions>("/api/v1/catalogue/warszawa/suggestions?q=tfx%20breeze");
    expect(result.products[0]).toEqual({
      slug: "tfx-mint-breeze",
      name: "Tfx Mint Breeze",
      image: "/api/v1/media/products/tfx-mint-breeze/1.svg",
      price: 3000,
    });
    const categories = await get<Suggestions>("/api/v1/catalogue/warszawa/suggestions?q=quokka");
    expect(categories.categories).toEqual([
      { slug: "tfx-shisha", name: "Quokka Shisha" },
      { slug: "tfx-shisha-fruit", name: "Quokka Fruit Shisha" },
    ]);
  });

  it("matches category names in the Locale language, accents and script folded", async () => {
    const uk = await get<Suggestions>(`/api/v1/catalogue/krakow/suggestions?q=${encodeURIComponent("КВОККА фрукт")}`, "uk");
    expect(uk.categories).toEqual([{ slug: "tfx-shisha-fruit", name: "Квокка фруктова шиша" }]);
    const hidden = await get<Suggestions>("/api/v1/catalogue/warszawa/suggestions?q=hidden%20thing");
    expect(hidden.products.map((p) => p.slug)).not.toContain("tfx-hidden-thing");
  });

  it.each(["", "?q=", `?q=${"a".repeat(101)}`])("answers 400 for %j", async (query) => {
    expect((await api.request(`/api/v1/catalogue/warszawa/suggestions${query}`)).status).toBe(400);
  });
});

describe("GET /api/v1/catalogue/sitemap", () => {
  it("lists every active city's categories with products and its visible products", async () => {
    const { cities } = await get<SitemapEntries>("/api/v1/catalogue/sitemap");
    expect(cities.map((c) => c.slug)).toEqual(["warszawa", "krakow", "wroclaw", "gdansk"]);
    const warsaw = cities[0] as SitemapEntries["cities"][number];
    expect(warsaw.categories.filter((s) => s.startsWith("tfx-"))).toEqual([
      "tfx-coal",
      "tfx-hookah-world",
      "tfx-sets",
      "tfx-shisha",
      "tfx-shisha-fruit",
    ]);
    expect(
      mine(warsaw.products)
        .map((p) => p.slug)
        .sort(),
    ).toEqual(["tfx-apple-storm", "tfx-coco-cubes", "tfx-grape-cloud", "tfx-mint-breeze", "tfx-starter-set"]);
    expect(warsaw.products[0]?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(mine(cities[1]?.products ?? []).map((p) => p.slug)).toContain("tfx-krakow-only");
  });
});

describe("media", () => {
  const svg = async (path: string) => {
    const response = await api.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    return { body: await response.text(), etag: response.headers.get("etag") };
  };

  it("draws a product's images, each a variation, with the brand's name escaped", async () => {
    const first = await svg("/api/v1/media/products/tfx-apple-storm/1.svg");
    expect(first.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(first.body).toContain("Beta &amp; Co &lt;B&gt;");
    expect(first.body).not.toContain("<B>");
    const second = await svg("/api/v1/media/products/tfx-mint-breeze/2.svg");
    expect(second.body).not.toBe((await svg("/api/v1/media/products/tfx-mint-breeze/1.svg")).body);
  });

  it("draws categories (a bad stored colour replaced) and brand wordmarks", async () => {
    expect((await svg("/api/v1/media/categories/tfx-coal.svg")).body).toContain("<svg");
    expect((await svg("/api/v1/media/categories/tfx-empty.svg")).body).not.toContain("not-a-colour");
    expect((await svg("/api/v1/media/brands/tfx-alpha.svg")).body).toContain("Alpha Smoke");
  });

  it("answers 304 when the caller has the image", async () => {
    const { etag } = await svg("/api/v1/media/brands/tfx-gamma.svg");
    const again = await api.request("/api/v1/media/brands/tfx-gamma.svg", { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
  });

  it.each([
    "/api/v1/media/products/tfx-mint-breeze/3.svg",
    "/api/v1/media/products/tfx-mint-breeze/0.svg",
    "/api/v1/media/products/tfx-no-such/1.svg",
    "/api/v1/media/categories/tfx-no-such.svg",
    "/api/v1/media/brands/tfx-no-such.svg",
    "/api/v1/media/brands/tfx-alpha.png",
  ])("answers 404 for %s", async (path) => {
    const response = await api.request(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("unknown cities", () => {
  it.each(["categories", "brands", "best-sellers", "bundles", "suggestions?q=mint"])("answers 404 for %s", async (path) => {
    const response = await api.request(`/api/v1/catalogue/atlantis/${path}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
  });
});
