// The shop's route manifest (shop-manifest.ts) and the pages that name it (shop-manifest.server.ts).
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { type BrowserManifest, DOOR_ID, shopManifestOf } from "../../shop-manifest";
import { BACK_OFFICE_ROUTE, withShopManifest } from "./shop-manifest.server";

const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  hasLoader: true,
  module: `/assets/${id.replaceAll("/", "-")}.js`,
  imports: ["/assets/frame.js"],
  css: [],
});

// The shape of routes.ts: the back office beside the city pages, both under the language.
const FULL: BrowserManifest = {
  entry: { module: "/assets/entry.client.js", imports: [] },
  routes: Object.fromEntries(
    [
      route("root", undefined, ""),
      route("routes/locale-layout", "root", ":lang"),
      route(BACK_OFFICE_ROUTE, "routes/locale-layout", "admin"),
      route("routes/admin/dashboard", BACK_OFFICE_ROUTE, undefined, true),
      route("routes/admin/orders", BACK_OFFICE_ROUTE, "orders"),
      route("routes/admin/order", BACK_OFFICE_ROUTE, "orders/:orderId"),
      route("admin-not-found", BACK_OFFICE_ROUTE, "*"),
      route("routes/city/layout", "routes/locale-layout", ":city"),
      route("routes/city/home", "routes/city/layout", undefined, true),
      route("routes/city/cart", "routes/city/layout", "cart"),
      route("city-not-found", "routes/city/layout", "*"),
    ].map((entry) => [entry.id, entry]),
  ),
  url: "/assets/manifest-0123abcd.js",
  version: "0123abcd",
};

/** The router's routes made of a manifest, as the browser makes them. */
function routesOf(manifest: BrowserManifest, parentId?: string): RouteObject[] {
  return Object.values(manifest.routes)
    .filter((entry) => entry.parentId === parentId)
    .map((entry) =>
      entry.index ? { id: entry.id, index: true as const } : { id: entry.id, path: entry.path, children: routesOf(manifest, entry.id) },
    );
}

const matched = (manifest: BrowserManifest, path: string) => matchRoutes(routesOf(manifest), path)?.map((match) => match.route.id);

describe("the shop's route manifest", () => {
  const shop = shopManifestOf(FULL, "/assets/back-office-door.js", "/assets/manifest-shop-1.js");

  it("has every route but the back office's, and names itself", () => {
    expect(Object.keys(shop.routes).sort()).toEqual(
      ["root", "routes/locale-layout", "routes/city/layout", "routes/city/home", "routes/city/cart", "city-not-found", DOOR_ID].sort(),
    );
    expect(shop.routes["routes/city/cart"]).toEqual(FULL.routes["routes/city/cart"]);
    expect([shop.url, shop.version, shop.entry]).toEqual(["/assets/manifest-shop-1.js", FULL.version, FULL.entry]);
  });

  it("sends every back-office address to the door, whose code alone loads it (no city page takes it)", () => {
    for (const path of ["/en/admin", "/en/admin/orders", "/pl/admin/orders/PL-1", "/en/admin/no-such-page"]) {
      expect(matched(FULL, path)).toContain(BACK_OFFICE_ROUTE);
      expect(matched(shop, path)).toEqual(["root", "routes/locale-layout", DOOR_ID]);
    }
    expect(shop.routes[DOOR_ID]).toMatchObject({ hasLoader: false, hasClientLoader: true, module: "/assets/back-office-door.js" });
    expect(matched(shop, "/en/warszawa/cart")).toEqual(matched(FULL, "/en/warszawa/cart"));
    expect(matched(shop, "/en/warszawa")).toEqual(["root", "routes/locale-layout", "routes/city/layout", "routes/city/home"]);
  });
});

describe("the manifest a page names", () => {
  const pair = { full: FULL.url, shop: "/assets/manifest-shop-1.js" };
  const context = (...ids: string[]) =>
    ({ manifest: FULL, staticHandlerContext: { matches: ids.map((id) => ({ route: { id } })) } }) as unknown as Parameters<
      typeof withShopManifest
    >[0];

  it("is the shop's on a shop page and the whole one in the back office, its 404 included", () => {
    expect(withShopManifest(context("root", "routes/locale-layout", "routes/city/layout", "routes/city/cart"), pair).manifest.url).toBe(
      pair.shop,
    );
    expect(withShopManifest(context("root", "routes/locale-layout", BACK_OFFICE_ROUTE, "routes/admin/orders"), pair).manifest.url).toBe(
      FULL.url,
    );
    expect(withShopManifest(context("root", "routes/locale-layout", BACK_OFFICE_ROUTE, "admin-not-found"), pair).manifest.url).toBe(
      FULL.url,
    );
  });

  it("is React Router's own outside a build, or when the pair is another build's", () => {
    const page = context("root", "routes/locale-layout", "routes/city/layout", "routes/city/cart");
    expect(withShopManifest(page, null)).toBe(page);
    expect(withShopManifest(page, { ...pair, full: "/assets/manifest-ffffffff.js" })).toBe(page);
    expect(withShopManifest(page, pair).manifest.routes).toBe(FULL.routes);
  });
});
