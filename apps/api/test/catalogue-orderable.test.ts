// Listings and best sellers lead with what the caller can order: in the brand variant without pickup a retail
// customer cannot order TPD products (decisions.md, the TPD rule), so those come last there and nowhere else.
import type { ProductCard, ProductListing } from "@shop/contracts";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOfBrand } from "./cart-fixture";
import { apiOn } from "./helpers";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

async function get<T>(api: ReturnType<typeof apiOfBrand>, path: string): Promise<T> {
  const response = await api.request(path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}
/** True when no TPD product comes before a product that is not. */
const tpdLast = (cards: ProductCard[]) => cards.every((card, i) => !card.tpd || cards.slice(i).every((later) => later.tpd));

describe("what a retail customer can order comes first", () => {
  it("in the variant without pickup: best sellers and listings put TPD products last", async () => {
    const second = apiOfBrand(database, "second");
    const best = await get<ProductCard[]>(second, "/api/v1/catalogue/warszawa/best-sellers?limit=48");
    const all: ProductCard[] = [];
    for (let page = 1; page === 1 || all.length % 48 === 0; page++) {
      const listing = await get<ProductListing>(second, `/api/v1/catalogue/warszawa/products?pageSize=48&page=${page}`);
      all.push(...listing.items);
      if (page >= listing.pages) break;
    }
    expect(all.some((card) => card.tpd)).toBe(true);
    expect(tpdLast(all)).toBe(true);
    expect(tpdLast(best)).toBe(true);
    expect(best.slice(0, 8).filter((card) => card.tpd)).toEqual([]);
  });

  it("in the variant with pickup: the order is the sort's alone", async () => {
    const { api } = apiOn(database);
    const best = await get<ProductCard[]>(api, "/api/v1/catalogue/warszawa/best-sellers?limit=48");
    expect(best.slice(0, 8).some((card) => card.tpd)).toBe(true);
    expect(tpdLast(best)).toBe(false);
  });
});
