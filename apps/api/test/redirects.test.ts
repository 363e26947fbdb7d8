import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentChangedIn } from "../src/content/content-cache";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: ReturnType<typeof apiOn>["api"];

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
});
afterAll(() => database?.close());

const lookup = (path: string | undefined, headers: Record<string, string> = {}) =>
  api.request(path === undefined ? "/api/v1/redirects/lookup" : `/api/v1/redirects/lookup?${new URLSearchParams({ path })}`, {
    headers,
  });

describe("GET /api/v1/redirects/lookup", () => {
  it.each([
    ["/warszawa/promo", "/warszawa/products/sale", 302],
    ["/en/warszawa/promo", "/en/warszawa/products/sale", 302],
    ["/pl/warszawa/promo/", "/pl/warszawa/products/sale", 302],
    ["/uk/warszawa/promo?utm_source=mail#top", "/uk/warszawa/products/sale", 302],
    ["/krakow/shisha", "/krakow/categories/shisha", 301],
    ["/ru/krakow/shisha/", "/ru/krakow/categories/shisha", 301],
  ])("finds the seeded redirect of %s", async (path, target, status) => {
    const response = await lookup(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ target, status });
  });

  it.each(["/en/warszawa/nothing-here", "/de/warszawa/promo", "/en/warszawa/promo/extra", "/"])(
    "answers 404 in the error shape for %s",
    async (path) => {
      const response = await lookup(path, { Locale: "pl" });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ statusCode: 404, message: "Nie znaleziono.", code: "NOT_FOUND" });
    },
  );

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["not starting with /", "warszawa/promo"],
    ["absolute URL", "https://evil.example/x"],
    ["longer than 2048", `/${"a".repeat(2048)}`],
  ])("answers 400 VALIDATION_FAILED for a %s path", async (_case, path) => {
    const response = await lookup(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, code: "VALIDATION_FAILED" });
  });
});

describe("the redirects table", () => {
  // On a checked-out client: pool.query() would close the connection on the refusal, and PGlite's
  // one-connection socket server can refuse the pool's reconnect while it still counts the old one.
  const insert = async (fromPath: string, toPath: string, status = 302) => {
    const client = await database.pool.connect();
    try {
      await client.query("insert into redirects (from_path, to_path, status) values ($1, $2, $3)", [fromPath, toPath, status]);
    } finally {
      client.release();
    }
    contentChangedIn(database.db); // an edit outside the API: its caches must be told
  };

  it.each([
    ["/warszawa/evil", "//evil.example"],
    ["/warszawa/evil", "https://evil.example"],
    ["/warszawa/evil", "/\\evil.example"],
    ["/warszawa/evil", "/warszawa/with space"],
    ["//evil.example", "/warszawa"],
    ["warszawa/evil", "/warszawa"],
    ["/warszawa/same", "/warszawa/same"],
  ])("refuses a row from %j to %j", async (fromPath, toPath) => {
    await expect(insert(fromPath, toPath)).rejects.toMatchObject({ code: "23514" });
  });

  it("refuses a status other than 301 or 302", async () => {
    await expect(insert("/warszawa/gone", "/warszawa", 307)).rejects.toMatchObject({ code: "23514" });
  });

  it("refuses a second redirect from the same path", async () => {
    await expect(insert("/warszawa/promo", "/warszawa")).rejects.toMatchObject({ code: "23505" });
  });

  it("serves a redirect added later, and a redirect to the root keeps only the locale", async () => {
    await insert("/gdansk/old-home", "/", 301);
    expect(await (await lookup("/uk/gdansk/old-home")).json()).toEqual({ target: "/uk", status: 301 });
    expect(await (await lookup("/gdansk/old-home")).json()).toEqual({ target: "/", status: 301 });
  });
});

describe("the OpenAPI document", () => {
  it("describes the lookup with its query parameter and responses", async () => {
    const doc = (await (await api.request("/api/v1/openapi.json")).json()) as {
      paths: Record<
        string,
        { get?: { tags: string[]; parameters: Array<{ name: string; in: string }>; responses: Record<string, unknown> } }
      >;
      components: { schemas: Record<string, unknown> };
    };
    const operation = doc.paths["/api/v1/redirects/lookup"]?.get;
    expect(operation?.tags).toEqual(["Redirects"]);
    expect(operation?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "path", in: "query" }),
        expect.objectContaining({ name: "Locale", in: "header" }),
      ]),
    );
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(["200", "400", "404"]));
    expect(doc.components.schemas).toHaveProperty("RedirectTarget");
  });
});

describe("a stored target that is not a same-site path", () => {
  it("is not served even when the table's check is gone", async () => {
    const client = await database.pool.connect();
    try {
      await client.query("alter table redirects drop constraint redirects_to_path_format");
      await client.query("insert into redirects (from_path, to_path, status) values ('/warszawa/evil', '//evil.example', 302)");
    } finally {
      client.release();
    }
    contentChangedIn(database.db); // an edit outside the API: its caches must be told
    const response = await lookup("/en/warszawa/evil");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, message: "Not found.", code: "NOT_FOUND" });
  });
});
