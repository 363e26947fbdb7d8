// npm run bench: every figure of the performance issue (docs/performance.md), measured on the production
// server (`npm start`'s code path) with the embedded PGlite and, when a PostgreSQL server answers, on
// PostgreSQL: uncached renders (one process with PAGE_CACHE=false, and the whole shop as `npm start` runs it, every
// request a new URL), the cached shop beside static files of the same size,
// JS per route, content coding, order placement, search at 50,000 products, the sales report at 1,000,000 orders and
// Lighthouse. Writes bench/results/latest.json and exits 1 when a figure misses its target.
// BENCH_QUICK=1 shortens the load runs (and generates 100,000 orders for the reports); BENCH_PARTS
// (pages,renders,workers,mix,memory,orders,search,reports,lighthouse,image; js: only the JS budget and the codings) and
// BENCH_ENGINES (pglite,postgres) choose what to run;
// BENCH_REPORTS_ORDERS=n generates n orders for the reports instead.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { createEngine, type Engine, type EngineName, postgresServer, prepareEngine } from "./engines";
import { measureImage } from "./image";
import { canPin, freePort, gitCommit, measuredServerEnv, ROOT, startServer, stopServer, waitForHealth } from "./lib";
import { CHROME_PATH, measureLighthouse } from "./lighthouse";
import { measureMemory } from "./memory";
import { METRICS_TOKEN, measureMix } from "./mix";
import { measureOrderPlacement, prepareOrderBench } from "./orders";
import { addShopHistory } from "./orders-history";
import { durations } from "./pages";
import { cachedRows, codingRows, jsRows, shopTargets, uncachedRows } from "./phases";
import { measureRenders } from "./renders";
import { misses, printReport, type Report } from "./report";
import { measureReports, prepareReportsBench } from "./reports";
import { measureSearch } from "./search";
import { compareWorkers } from "./workers";

const quick = process.env.BENCH_QUICK === "1";
const parts = new Set((process.env.BENCH_PARTS ?? "pages,renders,workers,mix,memory,orders,search,reports,lighthouse,image").split(","));
const wanted = new Set((process.env.BENCH_ENGINES ?? "pglite,postgres").split(","));
// Lighthouse drives the full browser: say so at once rather than after the pages' ten minutes.
if (parts.has("lighthouse") && !existsSync(CHROME_PATH)) {
  console.error(
    `bench: Lighthouse needs Debian's chromium at ${CHROME_PATH} (apt-get install -y chromium), or leave it out with BENCH_PARTS.`,
  );
  process.exit(1);
}
const CUSTOMERS = 50;
/** Issue 36: 1,000,000 orders over three years. */
const REPORT_ORDERS = Number(process.env.BENCH_REPORTS_ORDERS ?? (quick ? 100_000 : 1_000_000));
const log = (line: string) => console.log(`bench: ${line}`);

const report: Report = {
  pages: [],
  renders: [],
  rendersWarmup: [],
  workers: [],
  js: [],
  codings: [],
  orders: [],
  search: [],
  lighthouse: [],
  reports: [],
  reportsData: [],
  mix: [],
  memory: [],
  image: [],
  notMeasured: [],
};
const serverUrl = wanted.has("postgres") ? await postgresServer() : null;
const engines = (["pglite", "postgres"] as EngineName[]).filter((name) => wanted.has(name) && (name === "pglite" || serverUrl));
if (wanted.has("postgres") && !serverUrl) report.notMeasured.push("PostgreSQL (no server answered: set DATABASE_URL)");
log(canPin ? "server and its PGlite process pinned to core 0, load generators to core 1" : "not pinned (taskset or a second core missing)");

/** Starts the production server on the engine, runs `body`, stops it; the server must exit 0. */
async function withServer<T>(engine: Engine, env: Record<string, string>, body: (base: string, pid: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // One process unless the run asks for more (the workers part): the per-render CPU figures are one process's.
  const workers = Number(env.WEB_CONCURRENCY ?? "1");
  const server = startServer(
    {
      WEB_CONCURRENCY: "1",
      ...process.env,
      ...engine.env,
      ...env,
      ...measuredServerEnv(port),
      ...(engine.name === "pglite" ? { DATABASE_URL: "" } : {}),
    },
    workers === 1,
  );
  try {
    await waitForHealth(base, server, 180_000);
    return await body(base, server.pid as number);
  } finally {
    const code = await stopServer(server);
    if (code !== 0) report.notMeasured.push(`a clean stop of the server (${engine.name} exited with ${code})`);
  }
}

// The parts measured on the demo shop's server (search and reports make databases of their own).
const onTheDemoShop = ["pages", "renders", "js", "workers", "mix", "memory", "orders", "lighthouse"].some((part) => parts.has(part));
for (const name of onTheDemoShop ? engines : []) {
  const engine = await createEngine(name, serverUrl);
  try {
    log(`${name}: migrating and seeding the demo shop`);
    const prepared = await prepareEngine(engine, (database) =>
      parts.has("orders")
        ? addShopHistory(database, log).then(() => prepareOrderBench(database, { customers: CUSTOMERS }))
        : Promise.resolve(null),
    );
    // On PostgreSQL only: two servers on one embedded database cannot run side by side.
    if (parts.has("workers") && name === "postgres") {
      const many = availableParallelism();
      await withServer(engine, { PAGE_CACHE: "false", WEB_CONCURRENCY: "1" }, (oneBase, onePid) =>
        withServer(engine, { PAGE_CACHE: "false", WEB_CONCURRENCY: String(many) }, async (manyBase, manyPid) => {
          log(`${name}: uncached category page, 1 process and ${many} HTTP workers in turns, 50 connections`);
          const servers = [
            { base: oneBase, pid: onePid, workers: 1 },
            { base: manyBase, pid: manyPid, workers: many },
          ];
          report.workers.push(...(await compareWorkers(name, servers, (await shopTargets(oneBase)).category, quick)));
        }),
      );
    }
    if (parts.has("pages")) {
      await withServer(engine, { PAGE_CACHE: "false" }, async (base, pid) => {
        report.pages.push(...(await uncachedRows(base, pid, name, await shopTargets(base), quick)));
      });
    }
    if (parts.has("renders")) {
      // The whole shop as `npm start` runs it (two HTTP workers, the page cache on), every request a new URL.
      await withServer(engine, { WEB_CONCURRENCY: "2" }, async (base, pid) => {
        const { rows, warmup } = await measureRenders(base, pid, engine, await shopTargets(base), quick);
        report.renders.push(...rows);
        report.rendersWarmup?.push(warmup);
      });
    }
    if (parts.has("mix")) {
      // As `npm start` runs: two HTTP workers and the page cache; /metrics counts the cache's hits.
      await withServer(engine, { WEB_CONCURRENCY: "2", METRICS_TOKEN }, async (base, pid) => {
        log(`${name}: the mix of visits, 10 and 50 connections`);
        const d = durations(quick);
        report.mix.push(
          ...(await measureMix(base, pid, name, await shopTargets(base), { connections: [10, 50], seconds: d.short, warmup: d.warmup })),
        );
      });
    }
    if (parts.has("memory")) {
      // The default start (two HTTP workers, the page cache on), as `npm start` runs it.
      await withServer(engine, { WEB_CONCURRENCY: "2" }, async (base, pid) => {
        report.memory.push(...(await measureMemory(base, pid, name)));
      });
    }
    if (["pages", "js", "lighthouse"].some((part) => parts.has(part))) {
      await withServer(engine, {}, async (base, serverPid) => {
        const pid = serverPid;
        const targets = await shopTargets(base);
        if (parts.has("pages")) report.pages.push(...(await cachedRows(base, pid, name, targets, quick)));
        // The JS budget and the codings (part `js` alone: only these, in a few seconds).
        if ((parts.has("pages") || parts.has("js")) && name === "pglite") {
          report.js = await jsRows(base, targets);
          report.codings = await codingRows(base, targets);
        }
        if (parts.has("lighthouse") && name === "pglite") {
          log("Lighthouse (mobile), 4 pages, returning and first-time visitors");
          const pages = [targets.home, targets.category, targets.product, targets.search].map(({ label, path }) => ({ label, path }));
          report.lighthouse = await measureLighthouse(base, { pages, visitors: ["returning", "first-time"], runs: quick ? 1 : 3, log });
        }
      });
    }
    // A server of its own with /metrics: each placing phase ends when the outbox is empty (bench/orders.ts).
    if (parts.has("orders") && prepared) {
      await withServer(engine, { METRICS_TOKEN }, async (base, serverPid) => {
        log(`${name}: order placement, ${CUSTOMERS} customers`);
        // A part that fails is reported as not measured (and the run exits 1); the figures already taken still print.
        try {
          const orders = await measureOrderPlacement(base, prepared, {
            customers: CUSTOMERS,
            seconds: quick ? 5 : 15,
            serverPid,
            databaseName: engine.databaseName,
            metricsToken: METRICS_TOKEN,
          });
          report.orders.push({ engine: name, ...orders });
        } catch (error) {
          report.notMeasured.push(`order placement on ${name}: ${(error as Error).message}`);
        }
      });
    }
  } finally {
    await engine.dispose();
  }
}

// The reports on a shop of their own per engine: a million orders would change what the other parts measure.
if (parts.has("reports")) {
  for (const name of engines) {
    const engine = await createEngine(name, serverUrl);
    try {
      const fewer = REPORT_ORDERS < 1_000_000 ? " (fewer than the issue's 1,000,000: BENCH_QUICK or BENCH_REPORTS_ORDERS)" : "";
      log(`${name}: reports: a fresh demo shop with ${REPORT_ORDERS.toLocaleString("en")} generated orders${fewer}`);
      const prepared = await prepareEngine(engine, (database) => prepareReportsBench(database, { orders: REPORT_ORDERS, log }));
      report.reportsData.push({ engine: name, ...prepared.data });
      await withServer(engine, {}, async (base) => {
        report.reports.push(...(await measureReports(base, name, prepared, { quick, log })));
      });
    } catch (error) {
      report.notMeasured.push(`reports on ${name}: ${(error as Error).message}`);
    } finally {
      await engine.dispose();
    }
  }
}

if (parts.has("search")) {
  log("search at 50,000 products");
  const rows = await measureSearch({ engines, databaseUrl: serverUrl ?? undefined, log });
  report.search = rows.map((row) => ({ engine: row.engine, what: row.what, n: row.n, p50: row.p50, p95: row.p95 }));
}

if (parts.has("image")) {
  log("the Docker image: the runtime stage's files (apps/server/runtime-copy.mjs) and its base image");
  report.image.push(await measureImage());
}

printReport(report);
const failed = misses(report);
mkdirSync(join(ROOT, "bench/results"), { recursive: true });
writeFileSync(
  join(ROOT, "bench/results/latest.json"),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, commit: gitCommit(), cpus: availableParallelism(), quick, misses: failed, ...report }, null, 2)}\n`,
);
log("wrote bench/results/latest.json");
for (const line of failed) console.error(`bench: MISSED: ${line}`);
process.exit(failed.length > 0 ? 1 : 0);
