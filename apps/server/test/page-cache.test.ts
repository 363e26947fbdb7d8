// The page cache and compression on the real server (npm start's code path, the demo shop): a visitor's
// pages are shared and compressed, a business customer's never come from the cache, and a staff edit
// shows on the next view.
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createTestDatabase, isPostgresRun, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childEnv, type RunningServer, seededDataDir, startServer } from "./server-process";
import { renameCategory, signIn } from "./shop-calls";

const RETURNING = "age_confirmed=1; locale=en; citySlug=warszawa; cityId=1";
let database: TestDatabase | undefined;
let server: RunningServer;
let base: string;

beforeAll(async () => {
  const dataDir = await seededDataDir();
  if (isPostgresRun()) database = await createTestDatabase();
  server = await startServer(childEnv({ DATA_DIR: dataDir, DATABASE_URL: database?.url }));
  base = `http://127.0.0.1:${server.port}`;
}, 180_000);
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  await database?.close();
});

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string; bytes: number }>(
    (resolve, reject) => {
      request(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const coding = res.headers["content-encoding"];
          const text = (coding === "br" ? brotliDecompressSync(body) : coding === "gzip" ? gunzipSync(body) : body).toString();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, bytes: body.length });
        });
      })
        .on("error", reject)
        .end();
    },
  );
}

describe("security headers on the real server", () => {
  const SAME = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-opener-policy": "same-origin",
    "x-frame-options": "DENY",
  };

  it("are on pages (rendered and cached), the API's JSON, built files and the sign-in page", async () => {
    const asset = (await get("/en/warszawa/categories/shisha", { cookie: RETURNING })).text.match(/\/assets\/[\w.-]+\.css/)?.[0];
    for (const path of [
      "/api/v1/city/public",
      "/en/warszawa/categories/shisha",
      "/en/warszawa/auth/sign-in",
      "/en/admin",
      asset ?? "/missing",
    ]) {
      const answer = await get(path, { cookie: RETURNING });
      expect(answer.headers, path).toMatchObject(SAME);
      expect(answer.headers["permissions-policy"], path).toContain("camera=()");
      // http://127.0.0.1: no HSTS (it is sent once PUBLIC_ORIGIN is https).
      expect(answer.headers["strict-transport-security"], path).toBeUndefined();
    }
  });

  it("tell shoppers and staff on every page that this demo shop's payments are simulated", async () => {
    for (const path of ["/en/warszawa", "/pl/warszawa/checkout", "/en/warszawa/auth/sign-in"]) {
      const page = await get(path, { cookie: RETURNING });
      expect(page.text, path).toMatch(/Demo shop: payments are simulated|Sklep demonstracyjny: płatności są symulowane/);
    }
  });

  it("give each rendered page a Content-Security-Policy whose nonce is the one its scripts carry", async () => {
    const policies = new Set<string>();
    for (const path of ["/en/warszawa/auth/sign-in", "/en/warszawa/auth/sign-in", "/en/warszawa/checkout"]) {
      const page = await get(path, { cookie: RETURNING });
      const policy = String(page.headers["content-security-policy"]);
      const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // Every script of the page has the nonce (JSON-LD data blocks are not scripts that run).
      const scripts = [...page.text.matchAll(/<script(?![^>]*application\/ld\+json)([^>]*)>/g)].map(([, attributes]) => attributes);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const attributes of scripts) {
        if (attributes?.includes("text/x-module-held")) continue;
        expect(attributes, path).toContain(`nonce="${nonce}"`);
      }
      policies.add(policy);
    }
    // Pages not shared through the cache are rendered for the request: a new nonce each time.
    expect(policies.size).toBe(3);
  });
});

async function anyProductId(): Promise<number> {
  const listing = await (await fetch(`${base}/api/v1/catalogue/warszawa/products?pageSize=24`)).json();
  const items = (listing as { items: Array<{ id: number; kind: string; availability: { count: number } }> }).items;
  return items.find((item) => item.kind === "simple" && item.availability.count >= 2)?.id as number;
}

describe("pages on the real server", () => {
  it("negotiate brotli or gzip for pages, JSON and built files, with Vary: Accept-Encoding", async () => {
    for (const coding of ["br", "gzip"]) {
      const page = await get("/en/warszawa/categories/shisha", { cookie: RETURNING, "accept-encoding": coding });
      expect(page.headers["content-encoding"]).toBe(coding);
      expect(page.headers.vary).toContain("Accept-Encoding");
      expect(page.text).toContain("Shisha tobacco");
      const json = await get("/api/v1/catalogue/warszawa/products?pageSize=24", { "accept-encoding": coding });
      expect(json.headers["content-encoding"]).toBe(coding);
      expect(JSON.parse(json.text).items).toHaveLength(24);
      // The module preloads start after the first paint: their URLs are in the page's starter script (lib/deferred-scripts.ts).
      const script = /"(\/assets\/framework-[^"]+\.js)"/.exec(page.text)?.[1] as string;
      const js = await get(script, { "accept-encoding": coding });
      expect(js.headers["content-encoding"]).toBe(coding);
      expect(js.bytes).toBeLessThan(js.text.length / 2);
    }
    const plain = await get("/en/warszawa/categories/shisha", { cookie: RETURNING });
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("share a visitor's page (public, revalidated with its ETag) but never a business customer's", async () => {
    const visitor = await get("/en/warszawa/categories/shisha", { cookie: RETURNING, "accept-encoding": "br" });
    expect(visitor.headers["cache-control"]).toContain("public");
    const again = await get("/en/warszawa/categories/shisha", { cookie: RETURNING, "if-none-match": String(visitor.headers.etag) });
    expect(again.status).toBe(304);

    // Signed in, a business customer's first page is the shared one (the server has not asked who it is); its personal
    // request (docs/adr/0030) names them and brings the price_kind cookie, which keeps their next pages their own.
    const token = await signIn(base, "wholesale@smokepoint.test");
    const session = `${RETURNING}; session=${token}; personal=1`;
    const first = await get("/en/warszawa/categories/shisha", { cookie: session, "accept-encoding": "br" });
    expect(first.headers.age).toBeDefined();
    expect(first.text).not.toContain("wholesale@smokepoint.test");
    const personal = await get("/en/warszawa/personal", { cookie: session });
    expect(personal.headers["cache-control"]).toBe("private, no-store");
    expect(JSON.parse(personal.text)).toMatchObject({ priceKind: "wholesale", user: { email: "wholesale@smokepoint.test" } });
    expect(personal.headers["set-cookie"]).toEqual([
      expect.stringMatching(/^price_kind=wholesale; Path=\/; Max-Age=2592000; SameSite=Lax$/),
    ]);
    const business = await get("/en/warszawa/categories/shisha", { cookie: `${session}; price_kind=wholesale`, "accept-encoding": "br" });
    expect(business.status).toBe(200);
    expect(business.headers["cache-control"]).toBe("private, no-store");
    expect(business.headers.etag).toBeUndefined();
    expect(business.headers.age).toBeUndefined();
    // The business customer's page is its own (its account and wholesale tiers); the shared page has neither.
    expect(business.text).toContain("wholesale@smokepoint.test");
    expect(business.text).toContain('\\"minQuantity\\"');
    expect(visitor.text).not.toContain("wholesale@smokepoint.test");
    expect(visitor.text).not.toContain('\\"minQuantity\\"');
  });

  it("answer a page's personal request: the cart's count, and the browser forgets a cart or a session that is gone", async () => {
    const added = await fetch(`${base}/api/v1/cart/items`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ city: "warszawa", productId: await anyProductId(), quantity: 2 }),
    });
    const cartId = ((await added.json()) as { id: string }).id;
    const withCart = await get("/en/warszawa/personal", { cookie: `${RETURNING}; cart=${cartId}; personal=1` });
    // The answer says the `personal` cookie's value it is for: the page keeps it while the cookie says that value.
    expect(JSON.parse(withCart.text)).toEqual({ user: null, priceKind: "retail", cartCount: 2, cartChanges: [], version: "1" });
    expect(withCart.headers["set-cookie"]).toBeUndefined();

    // Without the router too (the server's fast answer): a session the API no longer knows, a cart that is gone.
    const deadSession = await get("/en/warszawa/personal", { cookie: `${RETURNING}; session=${"y".repeat(43)}; personal=1` });
    expect(deadSession.headers["cache-control"]).toBe("private, no-store");
    expect(JSON.parse(deadSession.text)).toMatchObject({ user: null, cartCount: 0 });
    expect(deadSession.headers["set-cookie"]).toEqual([
      expect.stringMatching(/^session=; Path=\/; Max-Age=0; HttpOnly/),
      expect.stringMatching(/^personal=; Path=\/; Max-Age=0/),
    ]);
    const deadCart = await get("/en/warszawa/personal", { cookie: `${RETURNING}; cart=${"x".repeat(22)}; personal=1` });
    expect(JSON.parse(deadCart.text)).toMatchObject({ user: null, cartCount: 0 });
    expect(deadCart.headers["set-cookie"]).toEqual([
      expect.stringMatching(/^cart=; Path=\/; Max-Age=0; HttpOnly/),
      expect.stringMatching(/^personal=; Path=\/; Max-Age=0/),
    ]);
    // A city that does not exist is left to the router, which sends the visitor to the city chooser.
    expect((await get("/en/atlantis/personal", { cookie: RETURNING })).status).toBe(302);
  });

  it("show a staff edit on the next view of a cached page", async () => {
    const before = await get("/en/warszawa", { cookie: RETURNING });
    await get("/en/warszawa", { cookie: RETURNING });
    const was = await renameCategory(base, "shisha", "Shisha tobacco, renamed");
    expect(before.text).toContain(was);
    const after = await get("/en/warszawa", { cookie: RETURNING });
    expect(after.text).toContain("Shisha tobacco, renamed");
  });
});
