import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { AppError } from "../core/app-error";
import type { ApiEnv } from "./context";
import {
  forbiddenHeaderNames,
  forbiddenPathNames,
  forbiddenPathsIn,
  forbiddenQueryNames,
  hasForbiddenCharacter,
  inputHygiene,
} from "./input-hygiene";

describe("hasForbiddenCharacter", () => {
  it("finds NUL and unpaired surrogates, and lets paired ones (emoji) and ordinary text pass", () => {
    for (const bad of ["\u0000", "a\u0000b", "\uD800", "x\uD83D", "\uDE00y", "\uDE00\uD83D"])
      expect(hasForbiddenCharacter(bad), bad).toBe(true);
    for (const good of ["", "plain", "Київ ąę", "😀", "a😀b\uFFFD", "\u0001\t\n"]) expect(hasForbiddenCharacter(good), good).toBe(false);
  });
});

describe("forbiddenPathsIn", () => {
  it("names values and keys deep in objects and arrays", () => {
    const body = {
      ok: "fine",
      code: "A\u0000B",
      items: [{ name: "ok" }, { name: "\uD800" }],
      "k\u0000": 1,
      nested: { deep: ["x", "\uDC00"] },
    };
    expect(forbiddenPathsIn(body).sort()).toEqual(["code", "items.1.name", "k\uFFFD", "nested.deep.1"]);
  });

  it("names a bare string body by the empty path and ignores numbers, booleans and null", () => {
    expect(forbiddenPathsIn("\u0000")).toEqual([""]);
    expect(forbiddenPathsIn({ a: 1, b: true, c: null, d: [2.5] })).toEqual([]);
  });

  it("survives deep nesting without recursion, and stops at the limit", () => {
    let deep: unknown = "\u0000";
    for (let index = 0; index < 100_000; index++) deep = [deep];
    expect(forbiddenPathsIn(deep)).toHaveLength(1);
    expect(
      forbiddenPathsIn(
        Array.from({ length: 100 }, () => "\u0000"),
        5,
      ),
    ).toHaveLength(5);
  });
});

describe("query, path and header names", () => {
  it("names the query parameter", () => {
    expect(forbiddenQueryNames({ q: ["ok", "a\u0000"], page: ["1"], "x\uD800": ["1"] })).toEqual(["q", "x\uFFFD"]);
  });

  it("names the path parameter from the route pattern, else 'path'", () => {
    expect(forbiddenPathNames("/api/v1/staff/cities/a%00b", ["/api/v1/staff/cities/:slug"])).toEqual(["slug"]);
    expect(forbiddenPathNames("/api/v1/x/%ED%A0%80", [])).toEqual([]); // not decodable as UTF-8: left as is
    expect(forbiddenPathNames("/api/v1/nothing/%00", [])).toEqual(["path"]);
    expect(forbiddenPathNames("/api/v1/ok/%E2%9C%93", ["/api/v1/ok/:id"])).toEqual([]);
  });

  it("checks the headers the API reads", () => {
    const headers: Record<string, string> = { locale: "uk", "idempotency-key": "k\u0000", authorization: "Bearer \uD800" };
    expect(forbiddenHeaderNames((name) => headers[name]).sort()).toEqual(["authorization", "idempotency-key"]);
  });
});

describe("the middleware", () => {
  const app = new Hono<ApiEnv>();
  let reached = 0;
  app.use("*", async (c, next) => {
    c.set("locale", c.req.header("locale") === "pl" ? "pl" : "en");
    await next();
  });
  app.use("*", inputHygiene());
  app.all("/items/:slug", async (c) => {
    reached++;
    const body = c.req.header("content-type") ? await c.req.json() : null;
    return c.json({ slug: c.req.param("slug"), body });
  });
  app.onError((error, c) =>
    error instanceof AppError ? c.json({ code: error.code, issues: error.issues }, 400) : c.json({ error: String(error) }, 500),
  );
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    app.request(path, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });

  it("answers 400 naming the field, in the request's language, before the route runs", async () => {
    const before = reached;
    const response = await post("/items/a?q=%00", '{"code":"A\\u0000B"}', { locale: "pl" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; issues: Array<{ path: string; message: string }> };
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.issues.map((issue) => issue.path)).toEqual(["q", "code"]);
    expect(body.issues[0]?.message).toMatch(/niedozwolony znak/);
    expect((await app.request("/items/a%00b")).status).toBe(400);
    expect(reached).toBe(before);
  });

  it("checks a form's fields and a text body (CSV) too, not multipart", async () => {
    const form = await app.request("/items/a", {
      method: "POST",
      body: "name=a%00b",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(((await form.json()) as { issues: unknown }).issues).toEqual([{ path: "name", message: expect.any(String) }]);
    const csv = await app.request("/items/a", { method: "POST", body: "slug,price\nx\u0000,1", headers: { "content-type": "text/csv" } });
    expect(((await csv.json()) as { issues: unknown }).issues).toEqual([{ path: "body", message: expect.any(String) }]);
  });

  it("lets clean requests through with the body still readable, and leaves malformed JSON to the route", async () => {
    const response = await post("/items/%C5%BC%C3%B3%C5%82w", '{"name":"😀"}');
    expect(await response.json()).toEqual({ slug: "żółw", body: { name: "😀" } });
    expect((await post("/items/a", "{not json")).status).toBe(500); // the route's own JSON parse fails, not hygiene
  });
});
