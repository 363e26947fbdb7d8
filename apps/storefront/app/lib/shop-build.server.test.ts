// The build without the back office (shop-build.server.ts): a path it answers matches the same routes as in the whole
// build; every path the back office may match goes to the whole one.
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { mayBeBackOffice, shopBuildOf } from "./shop-build.server";
import { BACK_OFFICE_ROUTE } from "./shop-manifest.server";

type Entry = { id: string; parentId?: string; path?: string; index?: boolean };

// The shape of routes.ts: the back office beside the city pages, both under the language, and the site's own files.
const ENTRIES: Entry[] = [
  { id: "root", path: "" },
  { id: "site-root", parentId: "root", index: true },
  { id: "routes/sitemap", parentId: "root", path: "sitemap.xml" },
  { id: "routes/locale-layout", parentId: "root", path: ":lang" },
  { id: "locale-root", parentId: "routes/locale-layout", index: true },
  { id: "routes/blog/list", parentId: "routes/locale-layout", path: "blog" },
  { id: BACK_OFFICE_ROUTE, parentId: "routes/locale-layout", path: "admin" },
  { id: "routes/admin/dashboard", parentId: BACK_OFFICE_ROUTE, index: true },
  { id: "routes/admin/order", parentId: BACK_OFFICE_ROUTE, path: "orders/:orderId" },
  { id: "admin-not-found", parentId: BACK_OFFICE_ROUTE, path: "*" },
  { id: "routes/city/layout", parentId: "routes/locale-layout", path: ":city" },
  { id: "routes/city/home", parentId: "routes/city/layout", index: true },
  { id: "routes/city/product", parentId: "routes/city/layout", path: "products/:productSlug" },
  { id: "city-not-found", parentId: "routes/city/layout", path: "*" },
  { id: "routes/not-found", parentId: "root", path: "*" },
];

const BUILD = {
  routes: Object.fromEntries(ENTRIES.map((entry) => [entry.id, { ...entry, module: {} }])),
  assets: { routes: Object.fromEntries(ENTRIES.map((entry) => [entry.id, { ...entry, module: `/${entry.id}.js` }])), url: "/m.js" },
  basename: "/",
} as unknown as ServerBuild;

/** The router's routes made of a build's route manifest. */
function routesOf(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((entry) => entry?.parentId === parentId)
    .map((entry) =>
      entry?.index
        ? { id: entry.id, index: true as const }
        : { id: entry?.id, path: entry?.path, children: routesOf(routes, entry?.id), caseSensitive: false },
    );
}

const matched = (build: ServerBuild, path: string) => matchRoutes(routesOf(build.routes), path)?.map((match) => match.route.id);

describe("the build without the back office", () => {
  const shop = shopBuildOf(BUILD);

  it("has every route but the back office's, on the server and in its manifest, and the same modules", () => {
    const kept = ENTRIES.map((entry) => entry.id).filter(
      (id) => id !== BACK_OFFICE_ROUTE && !id.startsWith("routes/admin/") && id !== "admin-not-found",
    );
    expect(Object.keys(shop.routes).sort()).toEqual(kept.sort());
    expect(Object.keys(shop.assets.routes).sort()).toEqual(kept.sort());
    expect(shop.routes["routes/city/product"]).toBe(BUILD.routes["routes/city/product"]);
    expect([shop.assets.url, shop.basename]).toEqual([BUILD.assets.url, BUILD.basename]);
  });

  it("matches a path it answers as the whole build does", () => {
    const paths = [
      "/en/warszawa",
      "/en/warszawa/",
      "/pl/krakow/products/mint",
      "/en/blog",
      "/en/warszawa/no/such/page",
      "/en/adminx",
      "/en/Admin2/orders/1",
    ];
    for (const path of paths) {
      expect(mayBeBackOffice(path), path).toBe(false);
      expect(matched(shop, path), path).toEqual(matched(BUILD, path));
    }
  });

  it("leaves every path the back office may match, and every path outside a language, to the whole build", () => {
    for (const path of [
      "/en/admin",
      "/en/admin/",
      "/uk/admin/orders/7",
      "/en/ADMIN/orders/7",
      "/en/%61dmin",
      "/en/admin.data",
      "/en/admin/nope",
    ]) {
      expect(mayBeBackOffice(path), path).toBe(true);
      // React Router reads a single fetch's path without its `.data`.
      expect(matched(BUILD, path.replace(/\.data$/, "")), path).toContain(BACK_OFFICE_ROUTE);
    }
    for (const path of ["/", "/en", "/en/", "/sitemap.xml", "/_root.data", "/en//admin", "/en/%E0%A4%A"]) {
      expect(mayBeBackOffice(path), path).toBe(true);
    }
  });
});
