// GET /metrics as an operator scrapes it (docs/operations.md): refused without the token, Prometheus text with it,
// requests counted under their route template (API) or route id (storefront) and status, never their URL.
import { createTestDatabase, isPostgresRun, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childEnv, type RunningServer, seededDataDir, startServer } from "./server-process";

const TOKEN = "test-metrics-token-0123456789abcdef";
let server: RunningServer;
let database: TestDatabase | undefined;
const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;
const scrape = async () => {
  const response = await fetch(url("/metrics"), { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
};
/** The value of one sample line (0 when the series does not exist yet). */
const sample = (text: string, series: string) => {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

beforeAll(async () => {
  // This run's engine: the pool and outbox metrics read either. Two HTTP workers: the scrape adds up both (docs/adr/0020).
  if (isPostgresRun()) database = await createTestDatabase();
  server = await startServer(
    childEnv({ DATA_DIR: await seededDataDir(), DATABASE_URL: database?.url, METRICS_TOKEN: TOKEN, WEB_CONCURRENCY: "2" }),
  );
}, 180_000);
afterAll(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  await database?.close();
});

describe("GET /metrics", () => {
  it("answers 404 without the token or with another one", async () => {
    expect((await fetch(url("/metrics"))).status).toBe(404);
    const wrong = await fetch(url("/metrics"), { headers: { authorization: `Bearer ${TOKEN.replace("0", "1")}` } });
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).not.toContain("http_requests_total");
  });

  it("answers Prometheus text with the token: the pool, the outbox and the process", async () => {
    const response = await fetch(url("/metrics"), { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    expect(text).toMatch(/^db_pool_connections\{state="in_use"\} \d+$/m);
    expect(text).toMatch(/^db_pool_connections\{state="waiting"\} \d+$/m);
    expect(text).toMatch(/^emails\{status="queued"\} \d+$/m);
    expect(text).toContain("process_cpu_user_seconds_total");
  });

  it("counts a request under its route template or route id and its status, not its URL", async () => {
    const before = await scrape();
    const stores = 'http_requests_total{route="/api/v1/city/:slug/stores",method="GET",status="200"}';
    const missing = 'http_requests_total{route="/api/v1/city/:slug/stores",method="GET",status="404"}';
    // /pl sends a first visit on to /pl/select-city: two pages, each under its route id.
    const redirect = 'http_requests_total{route="locale-root",method="GET",status="302"}';
    const page = 'http_requests_total{route="routes/select-city",method="GET",status="200"}';
    expect((await fetch(url("/api/v1/city/warszawa/stores"))).status).toBe(200);
    expect((await fetch(url("/api/v1/city/krakow/stores"))).status).toBe(200);
    expect((await fetch(url("/api/v1/city/nowhere/stores"))).status).toBe(404);
    expect((await fetch(url("/pl"))).status).toBe(200);
    const after = await scrape();
    expect(sample(after, stores) - sample(before, stores)).toBe(2);
    expect(sample(after, missing) - sample(before, missing)).toBe(1);
    expect(sample(after, redirect) - sample(before, redirect)).toBe(1);
    expect(sample(after, page) - sample(before, page)).toBe(1);
    expect(after).toMatch(/^http_request_duration_seconds_count\{route="\/api\/v1\/city\/:slug\/stores",method="GET",status="200"\} \d+$/m);
    expect(after).not.toContain("warszawa");
  });

  it("counts the page cache's misses and hits, and the orders placed by payment method", async () => {
    const before = await scrape();
    const returning = { cookie: "age_confirmed=1; locale=en; citySlug=warszawa; cityId=1" };
    // Kept-alive connections: the same worker answers again, from its cache.
    for (let i = 0; i < 3; i++) expect((await fetch(url("/en/warszawa/contacts"), { headers: returning })).status).toBe(200);
    const signIn = await fetch(url("/api/v1/auth/sign-in"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "customer@smokepoint.test", password: "SmokePoint-demo-2026" }),
    });
    const headers = {
      authorization: `Bearer ${((await signIn.json()) as { accessToken: string }).accessToken}`,
      "content-type": "application/json",
    };
    const listing = (await (await fetch(url("/api/v1/catalogue/warszawa/products?limit=20&inStock=true"))).json()) as {
      items: { id: number }[];
    };
    await fetch(url("/api/v1/cart/items"), {
      method: "POST",
      headers,
      body: JSON.stringify({ city: "warszawa", productId: listing.items[3]?.id, quantity: 1 }),
    });
    const options = (await (await fetch(url("/api/v1/checkout/options?city=warszawa"), { headers })).json()) as {
      stores: { id: number; slots: string[]; complete: boolean }[];
    };
    const store = options.stores.find((s) => s.slots.length > 0 && s.complete);
    const placed = await fetch(url("/api/v1/orders"), {
      method: "POST",
      headers: { ...headers, "idempotency-key": `metrics-${Date.now()}` },
      body: JSON.stringify({
        city: "warszawa",
        contact: { firstName: "Ada", lastName: "Lovelace", phone: "+48 600 100 200" },
        delivery: { method: "local-pickup", storeId: store?.id, pickupAt: store?.slots[0] },
        payment: "in-store",
        acceptTerms: true,
        adult: true,
      }),
    });
    expect(placed.status).toBe(201);
    const after = await scrape();
    const delta = (series: string) => sample(after, series) - sample(before, series);
    expect(delta('page_cache_requests_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(delta('page_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(delta('orders_placed_total{payment_method="in-store"}')).toBe(1);
  });
});
