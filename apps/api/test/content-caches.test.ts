// The API's per-process copies of cities, the category tree and the redirects (src/content/content-cache.ts):
// a staff edit through the API is seen by the very next request, an edit in another process once the shared
// content version moves; and a page view asks the database only for what is not kept.
import type { CategoryNode, ProductDetail } from "@shop/contracts";
import { DEMO_OLD_SLUG } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, demoSession, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let version = 0;

const PRODUCT = "al-fakher-double-apple-250-g";

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database, { contentVersion: () => version }).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
});
afterAll(() => database?.close());

const lookup = (path: string) => call("GET", `/api/v1/redirects/lookup?path=${encodeURIComponent(path)}`);
const product = async (city = "warszawa"): Promise<ProductDetail> => {
  const body = await jsonOf(await call("GET", `/api/v1/catalogue/${city}/products/${PRODUCT}`));
  expect(body.status).toBe("ok");
  return body.product;
};
const publicCities = async () => ((await jsonOf(await call("GET", "/api/v1/city/public"))) as Array<{ slug: string }>).map((c) => c.slug);

describe("a staff edit through the API", () => {
  it("of a redirect is seen by the next lookup: created, changed, deleted", async () => {
    expect((await lookup("/en/warszawa/cache-test")).status).toBe(404);
    const created = await call("POST", "/api/v1/staff/redirects", admin.token, {
      fromPath: "/warszawa/cache-test",
      toPath: "/warszawa/products/sale",
      status: 301,
    });
    expect(created.status).toBe(201);
    const { id } = await jsonOf(created);
    expect(await jsonOf(await lookup("/en/warszawa/cache-test"))).toEqual({ target: "/en/warszawa/products/sale", status: 301 });

    const body = { fromPath: "/warszawa/cache-test", toPath: "/warszawa/categories/shisha", status: 302 };
    expect((await call("PUT", `/api/v1/staff/redirects/${id}`, admin.token, body)).status).toBe(200);
    expect(await jsonOf(await lookup("/pl/warszawa/cache-test"))).toEqual({ target: "/pl/warszawa/categories/shisha", status: 302 });

    expect((await call("DELETE", `/api/v1/staff/redirects/${id}`, admin.token)).status).toBe(204);
    expect((await lookup("/en/warszawa/cache-test")).status).toBe(404);
  });

  it("of a category is seen by the next product page, listing and category tree", async () => {
    const before = await product();
    const shisha = before.breadcrumbs.at(-1);
    expect(shisha?.slug).toBe(before.category.slug);
    const { items } = await jsonOf(await call("GET", "/api/v1/staff/categories", admin.token));
    const row = items.find((item: { slug: string }) => item.slug === shisha?.slug);
    const renamed = { ...row.names, en: "Shisha (renamed)" };
    const body = { slug: row.slug, parentId: row.parentId, names: renamed, colour: row.colour, icon: row.icon, sortOrder: row.sortOrder };
    expect((await call("PUT", `/api/v1/staff/categories/${row.id}`, admin.token, body)).status).toBe(200);

    const after = await product();
    expect(after.breadcrumbs.at(-1)).toEqual({ slug: row.slug, name: "Shisha (renamed)" });
    expect(after.category).toEqual({ slug: row.slug, name: "Shisha (renamed)" });
    const listing = await jsonOf(await call("GET", `/api/v1/catalogue/warszawa/products?category=${row.slug}&pageSize=1`));
    expect(listing.items[0].category).toEqual({ slug: row.slug, name: "Shisha (renamed)" });
    const tree = (await jsonOf(await call("GET", "/api/v1/catalogue/warszawa/categories"))) as CategoryNode[];
    const names = (nodes: CategoryNode[]): string[] => nodes.flatMap((node) => [node.name, ...names(node.children)]);
    expect(names(tree)).toContain("Shisha (renamed)");
  });

  it("switching a city off and on again is seen by the city list and the catalogue at once", async () => {
    const { names, sortOrder } = await jsonOf(await call("GET", "/api/v1/staff/cities/gdansk", admin.token));
    expect(await publicCities()).toContain("gdansk");
    expect((await call("GET", `/api/v1/catalogue/gdansk/products/${PRODUCT}`)).status).toBe(200);

    expect((await call("PUT", "/api/v1/staff/cities/gdansk", admin.token, { names, sortOrder, active: false })).status).toBe(200);
    expect(await publicCities()).not.toContain("gdansk");
    expect((await call("GET", `/api/v1/catalogue/gdansk/products/${PRODUCT}`)).status).toBe(404);

    expect((await call("PUT", "/api/v1/staff/cities/gdansk", admin.token, { names, sortOrder, active: true })).status).toBe(200);
    expect(await publicCities()).toContain("gdansk");
  });
});

describe("an edit in another process", () => {
  it("is seen once the shared content version moves", async () => {
    expect((await lookup("/en/warszawa/elsewhere-edit")).status).toBe(404);
    const client = await database.pool.connect();
    try {
      await client.query("insert into redirects (from_path, to_path, status) values ('/warszawa/elsewhere-edit', '/warszawa', 302)");
    } finally {
      client.release();
    }
    expect((await lookup("/en/warszawa/elsewhere-edit")).status).toBe(404); // this process still holds its copy
    version += 1; // what ContentChanges does when another process tells (through Redis) that content changed
    expect(await jsonOf(await lookup("/en/warszawa/elsewhere-edit"))).toEqual({ target: "/en/warszawa", status: 302 });
  });
});

describe("database statements per request, once the caches hold their tables", () => {
  let counting = false;
  let count = 0;
  const wrapped = new WeakSet<object>();
  beforeAll(() => {
    // Every statement goes through a pooled connection's query(): count those calls.
    database.pool.on("acquire", (client) => {
      if (wrapped.has(client)) return;
      wrapped.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((...args: unknown[]) => {
        if (counting) count += 1;
        return query(...args);
      }) as typeof client.query;
    });
  });
  const statements = async (path: string): Promise<number> => {
    expect((await call("GET", path)).status).toBeLessThan(500); // fills the caches
    count = 0;
    counting = true;
    try {
      expect((await call("GET", path)).status).toBeLessThan(500);
      return count;
    } finally {
      counting = false;
    }
  };

  it("answers the redirect lookup and the city list from memory", async () => {
    expect(await statements("/api/v1/redirects/lookup?path=/en/warszawa")).toBe(0);
    expect(await statements("/api/v1/redirects/lookup?path=/en/warszawa/promo")).toBe(0);
    expect(await statements("/api/v1/city/public")).toBe(0);
  });

  it("reads a product page in one statement (two for an old slug)", async () => {
    expect(await statements(`/api/v1/catalogue/warszawa/products/${PRODUCT}`)).toBe(1);
    expect(await statements("/api/v1/catalogue/warszawa/products/lounge-night-set")).toBe(1);
    expect(await statements(`/api/v1/catalogue/warszawa/products/${DEMO_OLD_SLUG.oldSlug}`)).toBe(2);
  });
});
