// npm start with two HTTP workers (WEB_CONCURRENCY=2, docs/adr/0020): one shop however many processes serve
// it (the workers take turns, count rate limits together, learn of each other's staff edits and answer /metrics
// for all), and a rolling restart (SIGHUP) that fails no request and places no order twice.
import { request } from "node:http";
import { createTestDatabase, isPostgresRun, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childEnv, type RunningServer, seededDataDir, startServer } from "./server-process";
import { renameCategory, signIn, verifiedSignUp } from "./shop-calls";

const RETURNING = "age_confirmed=1; locale=en; citySlug=warszawa; cityId=1";
const TOKEN = "cluster-test-metrics-token-0123456789";
let database: TestDatabase | undefined;
let server: RunningServer;
let base: string;

beforeAll(async () => {
  if (isPostgresRun()) database = await createTestDatabase();
  server = await startServer(
    childEnv({
      DATA_DIR: await seededDataDir(),
      DATABASE_URL: database?.url,
      WEB_CONCURRENCY: "2",
      TRUST_PROXY: "true",
      METRICS_TOKEN: TOKEN,
    }),
  );
  base = `http://127.0.0.1:${server.port}`;
}, 180_000);
afterAll(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  await database?.close();
}, 60_000);

/** A request on a connection of its own (the workers take connections in turns). */
function once(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${base}${path}`, { method: init.method ?? "GET", headers: init.headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject).end(init.body);
  });
}

/** The processes that logged a request to `url` since `from` (an offset in the output). */
function pidsServing(url: string, from = 0): Set<number> {
  const pids = new Set<number>();
  for (const line of server.output().slice(from).split("\n")) {
    if (!line.includes('"msg":"request"') || !line.includes(`"url":"${url}"`)) continue;
    pids.add((JSON.parse(line) as { pid: number }).pid);
  }
  return pids;
}

const json = { "content-type": "application/json" };

describe("npm start with two HTTP workers", () => {
  it("serves from both workers in turn, never from the primary", async () => {
    for (let i = 0; i < 6; i++) expect((await once("/api/v1/health")).status).toBe(200);
    // The workers' log lines reach the output a little after their answers.
    await expect.poll(() => pidsServing("/api/v1/health").size).toBe(2);
    expect(pidsServing("/api/v1/health").has(server.child.pid as number)).toBe(false);
  });

  it("counts a rate limit once for all workers", async () => {
    const body = JSON.stringify({ email: `nobody-${Date.now()}@example.test`, password: "not-the-password-1" });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await once("/api/v1/auth/sign-in", { method: "POST", headers: json, body })).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it("shows a staff edit made through one worker on the pages the other worker keeps", async () => {
    for (let i = 0; i < 4; i++) expect((await once("/en/warszawa", { headers: { cookie: RETURNING } })).text).toContain("Shisha");
    await renameCategory(base, "shisha", "Shisha, renamed in one worker");
    const from = server.output().length;
    // The next views, on both workers: the change reached the other worker through the primary.
    for (let i = 0; i < 4; i++) {
      expect((await once("/en/warszawa", { headers: { cookie: RETURNING } })).text).toContain("Shisha, renamed in one worker");
    }
    await expect.poll(() => pidsServing("/en/warszawa", from).size).toBe(2);
  });

  it("answers /metrics for every worker together", async () => {
    for (let i = 0; i < 4; i++) await once("/api/v1/health");
    const metrics = await once("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.status).toBe(200);
    const served = [...metrics.text.matchAll(/^http_requests_total\{route="\/api\/v1\/health",method="GET",status="200"\} (\d+)/gm)];
    expect(Number(served[0]?.[1])).toBeGreaterThanOrEqual(10);
  });
});

interface Shopper {
  token: string;
  productId: number;
  placed: string[];
}

/** A verified customer, signed up from an address of its own, signed in. */
async function newShopper(n: number, productId: number): Promise<Shopper> {
  const email = `rolling-${n}-${Date.now()}@example.test`;
  const password = await verifiedSignUp(server, email, `10.20.${n}.1`);
  return { token: await signIn(base, email, password), productId, placed: [] };
}

// Once, on the embedded database (the default, and the one whose session the workers share): the drain and the
// worker pool are the same code on PostgreSQL, and this is the suite's longest test.
describe.skipIf(isPostgresRun())("a rolling restart (SIGHUP)", () => {
  it("replaces the workers one at a time while 20 shoppers browse and order: no request fails, no order is placed twice", async () => {
    const listing = (await (await fetch(`${base}/api/v1/catalogue/warszawa/products?limit=40&inStock=true`)).json()) as {
      items: Array<{ id: number; availability: { count: number } }>;
    };
    const products = listing.items.filter((item) => item.availability.count >= 20).map((item) => item.id);
    expect(products.length).toBeGreaterThan(0);
    const shoppers = await Promise.all(Array.from({ length: 20 }, (_, n) => newShopper(n, products[n % products.length] as number)));
    const workersBefore = pidsServing("/api/v1/health");

    const failures: string[] = [];
    let requests = 0;
    // Through fetch's kept-alive connections, as a browser would. A browser also sends a request again, once, on a
    // new connection when the kept-alive one it went out on was closed before any answer (RFC 9112, 9.3.1): a
    // stopping worker closes its idle connections, and one may be closed just as a request is written to it. An
    // order carries its Idempotency-Key, so sending it again cannot place it twice (checked below).
    const call = async (path: string, init: RequestInit = {}) => {
      requests++;
      for (let attempt = 1; ; attempt++) {
        try {
          const response = await fetch(`${base}${path}`, init);
          const text = await response.text();
          if (response.status >= 500 || response.status === 429)
            failures.push(`${init.method ?? "GET"} ${path}: ${response.status} ${text.slice(0, 200)}`);
          return { status: response.status, text };
        } catch (error) {
          const cause = (error as Error).cause as { code?: string } | undefined;
          if (attempt === 1 && (cause?.code === "UND_ERR_SOCKET" || cause?.code === "ECONNRESET")) continue;
          failures.push(`${init.method ?? "GET"} ${path}: ${String(cause ?? error)}`);
          return { status: 0, text: "" };
        }
      }
    };
    let running = true;
    const shop = async (shopper: Shopper, n: number) => {
      const headers = { authorization: `Bearer ${shopper.token}`, ...json };
      for (let round = 0; running; round++) {
        await call("/en/warszawa", { headers: { cookie: RETURNING } });
        await call(`/api/v1/catalogue/warszawa/products?limit=12&page=${(round % 3) + 1}`);
        if (round % 2 === 1 || shopper.placed.length >= 8) continue;
        const added = await call("/api/v1/cart/items", {
          method: "POST",
          headers,
          body: JSON.stringify({ city: "warszawa", productId: shopper.productId, quantity: 1 }),
        });
        if (added.status !== 200 && added.status !== 201) continue;
        const options = await call("/api/v1/checkout/options?city=warszawa", { headers });
        const store = (JSON.parse(options.text || "{}") as { stores?: { id: number; slots: string[]; complete: boolean }[] }).stores?.find(
          (s) => s.slots.length > 0 && s.complete,
        );
        if (!store) continue;
        const placed = await call("/api/v1/orders", {
          method: "POST",
          headers: { ...headers, "idempotency-key": `rolling-${n}-${round}-${Date.now()}` },
          body: JSON.stringify({
            city: "warszawa",
            contact: { firstName: "Ada", lastName: "Lovelace", phone: "+48 600 100 200" },
            delivery: { method: "local-pickup", storeId: store.id, pickupAt: store.slots[2] ?? store.slots[0] },
            payment: "in-store",
            acceptTerms: true,
            adult: true,
          }),
        });
        if (placed.status === 201) shopper.placed.push((JSON.parse(placed.text) as { order: { id: string } }).order.id);
        else failures.push(`order: ${placed.status} ${placed.text.slice(0, 200)}`);
      }
    };
    const shopping = shoppers.map(shop);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const from = server.output().length;
    server.child.kill("SIGHUP");
    const deadline = Date.now() + 120_000;
    while (!server.output().slice(from).includes("rolling restart done") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    running = false;
    await Promise.all(shopping);

    expect(server.output().slice(from)).toContain("rolling restart done");
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(200);
    // New workers serve now; the old ones are gone.
    const workersAfter = pidsServing(
      "/api/v1/catalogue/warszawa/products?limit=12&page=1",
      server.output().lastIndexOf("rolling restart done"),
    );
    for (const pid of workersAfter) expect(workersBefore.has(pid)).toBe(false);
    // Each shopper has exactly the orders it was told were placed.
    let orders = 0;
    for (const shopper of shoppers) {
      const list = JSON.parse((await once("/api/v1/cabinet/orders", { headers: { authorization: `Bearer ${shopper.token}` } })).text) as
        | Array<{ id: string }>
        | { items: Array<{ id: string }> };
      const ids = (Array.isArray(list) ? list : list.items).map((order) => order.id).sort();
      expect(ids).toEqual([...shopper.placed].sort());
      orders += ids.length;
    }
    expect(orders).toBeGreaterThan(20);
  }, 240_000);
});
