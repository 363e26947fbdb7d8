// npm run bench: starts the production server and measures a static asset (reference), the storefront
// page and a public API endpoint with autocannon. Writes bench/results/latest.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { canPin, freePort, gitCommit, type LoadResult, ROOT, runLoad, startServer, stopServer, waitForHealth } from "./lib";
import { measureOrderPlacement } from "./orders";

const SECONDS = 10;
const HEALTH_TIMEOUT_MS = 120_000;
const LOAD_TIMEOUT_MS = (SECONDS + 2 + 30) * 1000;

interface Row extends LoadResult {
  target: string;
  ratioToStatic: number;
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "shop-bench-"));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  NODE_ENV: "production",
};
delete env.DATABASE_URL;
delete env.API_BASE;
delete env.PUBLIC_REQUEST_THROTTLE;

const pinning = canPin
  ? "server (and its PGlite child) pinned to core 0 with taskset, autocannon in a child process pinned to core 1"
  : "not pinned (taskset or a second core missing): server and autocannon child process share the CPUs";
console.log(`bench: ${pinning}`);

const server = startServer(env);
const rows: Row[] = [];
let failure: unknown;
try {
  await waitForHealth(base, server, HEALTH_TIMEOUT_MS);
  const html = await (await fetch(`${base}/en/select-city`)).text();
  const asset = /(?:href|src)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!asset) throw new Error("no /assets/*.js reference found in /en/select-city");

  // A real category and product of warszawa, found through the catalogue API.
  const listing = (await (await fetch(`${base}/api/v1/catalogue/warszawa/products?pageSize=1`)).json()) as {
    items?: { slug: string; category: { slug: string } }[];
  };
  const product = listing.items?.[0];
  if (!product) throw new Error("the catalogue of warszawa is empty: no category or product page to measure");

  // A static file, the city chooser, the home page of a city (guards, redirect lookup, layout), the
  // catalogue pages (category listing with facets, product page behind its middleware, search) and the API.
  // A visitor's cart of three products (the cart page re-prices and re-checks stock on every view).
  const cookie = await visitorCartCookie(base);
  const targets: Array<string | { path: string; headers: Record<string, string>; label: string }> = [
    asset,
    "/en/select-city",
    "/en/warszawa",
    `/en/warszawa/categories/${product.category.slug}`,
    `/en/warszawa/products/${product.slug}`,
    "/en/warszawa/products/search?q=mint",
    "/api/v1/city/public",
    { path: "/en/warszawa/cart", headers: { cookie }, label: "/en/warszawa/cart (3 lines)" },
  ];
  for (const target of targets) {
    const { path, headers, label } = typeof target === "string" ? { path: target, headers: {}, label: target } : target;
    console.log(`bench: ${label} (2 s warm-up + ${SECONDS} s, 50 connections)`);
    const result = await runLoad(`${base}${path}`, SECONDS, LOAD_TIMEOUT_MS, headers);
    rows.push({ target: label, ...result, ratioToStatic: 0 });
  }
  // Order placement: the whole transaction per order, 4 customers side by side (not autocannon: each
  // order needs a filled cart first).
  console.log(`bench: POST /api/v1/orders (${SECONDS} s, 4 customers in parallel)`);
  const placed = await measureOrderPlacement(base, { seconds: SECONDS });
  rows.push({ target: "POST /api/v1/orders (4 customers)", ...placed, ratioToStatic: 0 });
  const reference = rows[0]?.requestsPerSecond ?? 0;
  for (const row of rows) row.ratioToStatic = reference > 0 ? row.requestsPerSecond / reference : 0;
} catch (error) {
  failure = error;
}

const exitCode = await stopServer(server);
rmSync(dataDir, { recursive: true, force: true });

if (rows.length > 0) {
  printTable(rows);
  const resultsDir = join(ROOT, "bench/results");
  mkdirSync(resultsDir, { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    commit: gitCommit(),
    cpus: availableParallelism(),
    pinning,
    durationSeconds: SECONDS,
    connections: 50,
    serverExitCode: exitCode,
    results: rows,
  };
  writeFileSync(join(resultsDir, "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log("bench: wrote bench/results/latest.json");
}

const problems: string[] = [];
if (failure) problems.push(failure instanceof Error ? failure.message : String(failure));
if (exitCode !== 0) problems.push(`server exited with code ${exitCode} after SIGTERM (expected 0)`);
for (const row of rows) {
  if (row.errors > 0 || row.non2xx > 0) problems.push(`${row.target}: ${row.errors} errors, ${row.non2xx} non-2xx`);
}
for (const problem of problems) console.error(`bench: FAILED: ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);

/** Fills a visitor cart through the API; the cookies a browser would send with it (age confirmed). */
async function visitorCartCookie(origin: string): Promise<string> {
  const listing = (await (await fetch(`${origin}/api/v1/catalogue/warszawa/products?pageSize=12`)).json()) as {
    items: { id: number; kind: string; availability: { count: number } }[];
  };
  let cartId = "";
  for (const item of listing.items.filter((card) => card.kind === "simple" && card.availability.count >= 2).slice(0, 3)) {
    const response = await fetch(`${origin}/api/v1/cart/items`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cartId ? { "X-Cart-Id": cartId } : {}) },
      body: JSON.stringify({ city: "warszawa", productId: item.id, quantity: 2 }),
    });
    if (!response.ok) throw new Error(`could not fill the bench cart: ${response.status}`);
    cartId = ((await response.json()) as { id: string }).id ?? cartId;
  }
  if (!cartId) throw new Error("no cart to measure");
  return `cart=${cartId}; age_confirmed=1; citySlug=warszawa; cityId=1`;
}

function printTable(table: Row[]): void {
  const header = ["target", "req/s", "p50 ms", "p99 ms", "errors/non-2xx", "vs static"];
  const lines = table.map((r) => [
    r.target,
    r.requestsPerSecond.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    `${r.errors}/${r.non2xx}`,
    r.ratioToStatic.toFixed(3),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(`\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const line of lines) console.log(format(line));
  console.log("");
}
