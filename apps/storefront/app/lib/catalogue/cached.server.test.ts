import type { ProductListing } from "@shop/contracts";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../api/client";
import { cachedListing, listingKey } from "./cached.server";

/** An API that prices by the bearer token, as the catalogue API does. */
function pricingApi() {
  const call = vi.fn(
    async (_path: string, options: { auth?: boolean } = {}) => ({ items: [], total: options.auth ? 1 : 0 }) as unknown as ProductListing,
  );
  return { call } as unknown as ApiClient & { call: typeof call };
}

describe("the catalogue cache", () => {
  it("keys listings by city, language, price kind and the query in a stable order", () => {
    expect(listingKey("krakow", "pl", "wholesale", { sort: "price", page: 2, q: undefined })).toBe("krakow:pl:wholesale:page=2&sort=price");
    expect(listingKey("krakow", "pl", "retail", { page: 2, sort: "price" })).toBe("krakow:pl:retail:page=2&sort=price");
  });

  it("never serves a business's listing to a retail shopper", async () => {
    const business = pricingApi();
    const retail = pricingApi();
    const query = { category: "shisha-test-cache" };
    await cachedListing({ api: business, priceKind: "franchise" }, "krakow", "en", query);
    await cachedListing({ api: retail, priceKind: "retail" }, "krakow", "en", query);
    await cachedListing({ api: retail, priceKind: "retail" }, "krakow", "en", query);
    expect(business.call).toHaveBeenCalledOnce();
    expect(retail.call).toHaveBeenCalledOnce();
    // Priced calls send the bearer token when there is one.
    expect(business.call.mock.calls[0]?.[1]).toMatchObject({ auth: true });
  });
});
