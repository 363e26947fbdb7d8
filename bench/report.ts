// The bench's verdict: every figure of the performance issue (docs/performance.md) against its target.

import { type ImageRow, imageMisses, printImage } from "./image";
import type { LighthouseRow } from "./lighthouse";
import { type MemoryRow, memoryMisses, printMemory } from "./memory";
import { type MixRow, mixMisses, printMix } from "./mix";
import type { OrderBenchFigures } from "./orders";
import type { PageRow } from "./pages";
import type { CodingRow, JsRow } from "./phases";
import { printRenders, type RenderRow, type RendersWarmup, rendersMisses } from "./renders";
import type { ReportsData, ReportsRow } from "./reports";
import { table } from "./table";
import type { WorkersRow } from "./workers";

const TARGETS = {
  jsGzipBytes: 130 * 1024,
  cachedVsStatic: 0.5,
  renderCpuMs: { home: 10, category: 10, product: 8 } as Record<string, number>,
  ordersPerSecond: { pglite: 30, postgres: 400 } as Record<string, number>,
  searchP95Ms: { pglite: 20, postgres: 10 } as Record<string, number>,
  /** Uncached category req/s with one HTTP worker per core over one process, on PostgreSQL (issue 20). */
  workersSpeedup: { postgres: 1.7 } as Record<string, number>,
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2000, cls: 0 },
};

/** One engine's order placement figures (bench/orders.ts). */
type OrderFigures = { engine: string } & Pick<
  OrderBenchFigures,
  "ordersPerSecond" | "orders" | "p50" | "p99" | "errors" | "oversold" | "serverCpuMsPerOrder" | "databaseCpuMsPerOrder"
>;

interface SearchFigures {
  engine: string;
  what: string;
  n: number;
  p50: number;
  p95: number;
}

/** One page and visitor's Lighthouse medians (bench/lighthouse.ts). */
type LighthouseFigures = LighthouseRow;

export interface Report {
  pages: PageRow[];
  /** Uncached renders, the whole shop's CPU (bench/renders.ts). */
  renders: RenderRow[];
  /** The whole-shop measurement's warm-up rounds, per engine (absent from results written before stop 51). */
  rendersWarmup?: RendersWarmup[];
  workers: WorkersRow[];
  js: JsRow[];
  codings: CodingRow[];
  orders: OrderFigures[];
  search: SearchFigures[];
  lighthouse: LighthouseFigures[];
  /** The sales report's calls (bench/reports.ts), and the data they ran on. */
  reports: ReportsRow[];
  reportsData: ReportsData[];
  /** The mix of visits (bench/mix.ts). */
  mix: MixRow[];
  /** Resident memory of the default start (bench/memory.ts). */
  memory: MemoryRow[];
  /** The Docker image's size (bench/image.ts). */
  image: ImageRow[];
  notMeasured: string[];
}

/** Every figure that misses its target, in words. */
export function misses(report: Report): string[] {
  const out: string[] = [...report.notMeasured.map((what) => `not measured: ${what}`)];
  for (const row of report.codings) {
    if (row.br !== "br" || row.gzip !== "gzip" || !row.vary)
      out.push(`${row.what}: answered ${row.br}/${row.gzip} to br/gzip, Vary ${row.vary}`);
  }
  for (const row of report.js) {
    if (row.gzipBytes > TARGETS.jsGzipBytes) out.push(`JS of ${row.route}: ${(row.gzipBytes / 1024).toFixed(1)} KB gzip > 130 KB`);
  }
  for (const row of report.pages) {
    const where = `${row.engine} ${row.mode} ${row.target} at ${row.connections} connections`;
    if (row.errors > 0 || row.timeouts > 0 || row.non2xx > 0)
      out.push(`${where}: ${row.errors} errors, ${row.timeouts} timeouts, ${row.non2xx} non-2xx`);
    const budget = TARGETS.renderCpuMs[row.target];
    if (row.mode === "uncached" && row.connections === 50 && budget && row.cpuMsPerRequest > budget)
      out.push(`${where}: ${row.cpuMsPerRequest.toFixed(1)} ms CPU per render > ${budget} ms`);
  }
  out.push(...rendersMisses(report.renders));
  for (const row of report.workers) {
    if (row.errors > 0 || row.non2xx > 0)
      out.push(`${row.engine} with ${row.workers} workers: ${row.errors} errors, ${row.non2xx} non-2xx`);
  }
  for (const speedup of workersSpeedups(report.workers)) {
    const target = TARGETS.workersSpeedup[speedup.engine];
    if (target && speedup.ratio < target)
      out.push(
        `${speedup.engine}: ${speedup.workers} HTTP workers serve ${speedup.ratio.toFixed(2)}x one process's uncached category req/s < ${target}x`,
      );
  }
  for (const ratio of cachedRatios(report.pages)) {
    if (ratio.ratio < TARGETS.cachedVsStatic)
      out.push(`${ratio.engine} cached ${ratio.target}: ${ratio.ratio.toFixed(2)} of a static file's req/s < 0.5`);
  }
  for (const row of report.orders) {
    const target = TARGETS.ordersPerSecond[row.engine] ?? 0;
    if (row.ordersPerSecond < target) out.push(`${row.engine} orders: ${row.ordersPerSecond.toFixed(0)}/s < ${target}/s`);
    if (row.errors > 0 || row.oversold > 0) out.push(`${row.engine} orders: ${row.errors} errors, ${row.oversold} oversold`);
  }
  for (const row of report.search) {
    const target = TARGETS.searchP95Ms[row.engine] ?? 0;
    if (row.what === "all" && row.p95 > target) out.push(`${row.engine} search p95 ${row.p95.toFixed(1)} ms > ${target} ms`);
  }
  for (const row of report.reports) {
    if (row.targetMs !== null && row.p95 > row.targetMs)
      out.push(`${row.engine} reports, ${row.what}: p95 ${row.p95.toFixed(0)} ms > ${row.targetMs} ms`);
  }
  out.push(...mixMisses(report.mix));
  out.push(...memoryMisses(report.memory));
  out.push(...imageMisses(report.image));
  const lh = TARGETS.lighthouse;
  for (const row of report.lighthouse) {
    const where = `Lighthouse ${row.page} (${row.visitor})`;
    if (row.performance < lh.performance) out.push(`${where}: performance ${row.performance} < 95`);
    for (const key of ["accessibility", "bestPractices", "seo"] as const)
      if (row[key] < 100) out.push(`${where}: ${key} ${row[key]} < 100 (${row.failedAudits.join(", ")})`);
    // NaN (no run measured it) is a miss too.
    if (!(row.lcpMs <= lh.lcpMs)) out.push(`${where}: LCP ${row.lcpMs.toFixed(0)} ms > 2000 ms`);
    if (!(row.cls <= lh.cls)) out.push(`${where}: CLS ${row.cls.toFixed(3)} > 0`);
  }
  return out;
}

/** Cached page req/s over its static reference's, per engine and page (50 connections, same run). */
function cachedRatios(rows: PageRow[]) {
  return rows
    .filter((row) => row.mode === "cached" && row.connections === 50)
    .map((row) => {
      const reference = rows.find(
        (r) => r.mode === "static" && r.engine === row.engine && r.target.startsWith(`static file for ${row.target} `),
      );
      return { engine: row.engine, target: row.target, ratio: reference ? row.requestsPerSecond / reference.requestsPerSecond : 0 };
    });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Each engine's req/s with several workers over its req/s with one. */
function workersSpeedups(rows: WorkersRow[]): { engine: string; workers: number; ratio: number }[] {
  return rows
    .filter((row) => row.workers > 1)
    .flatMap((row) => {
      const one = rows.find((other) => other.engine === row.engine && other.workers === 1);
      return one ? [{ engine: row.engine, workers: row.workers, ratio: row.requestsPerSecond / one.requestsPerSecond }] : [];
    });
}

export function printReport(report: Report): void {
  console.log(`\nPages (req/s, latency, errors/timeouts/non-2xx, server CPU per request, response bytes as sent)\n`);
  console.log(
    table(
      ["engine / mode / page", "conns", "req/s", "p50 ms", "p99 ms", "err/to/non2xx", "CPU ms/req", "bytes"],
      report.pages.map((r) => [
        `${r.engine} ${r.mode} ${r.target}`,
        String(r.connections),
        r.requestsPerSecond.toFixed(0),
        r.p50.toFixed(1),
        r.p99.toFixed(1),
        `${r.errors}/${r.timeouts}/${r.non2xx}`,
        r.cpuMsPerRequest.toFixed(2),
        String(r.bytes),
      ]),
    ),
  );
  printRenders(report.renders, report.pages, report.rendersWarmup);
  if (report.workers.length > 0) {
    console.log(`\nHTTP workers (WEB_CONCURRENCY): uncached category page, 50 connections (target: 1.7x on PostgreSQL)\n`);
    console.log(
      table(
        ["engine", "workers", "req/s", "p99 ms", "CPU ms/req", "err/non2xx", "x one"],
        report.workers.map((r) => [
          r.engine,
          String(r.workers),
          r.requestsPerSecond.toFixed(0),
          r.p99.toFixed(1),
          r.cpuMsPerRequest.toFixed(2),
          `${r.errors}/${r.non2xx}`,
          (workersSpeedups(report.workers).find((s) => s.engine === r.engine && s.workers === r.workers)?.ratio ?? 1).toFixed(2),
        ]),
      ),
    );
  }
  console.log(`\nCached page vs a static file of its size (req/s ratio, target >= 0.5)\n`);
  console.log(
    table(
      ["engine / page", "ratio"],
      cachedRatios(report.pages).map((r) => [`${r.engine} ${r.target}`, r.ratio.toFixed(2)]),
    ),
  );
  console.log(`\nJS per route, first visit (gzip, target <= 130 KB)\n`);
  console.log(
    table(
      ["route", "KB gzip", "files"],
      report.js.map((r) => [r.route, kb(r.gzipBytes), String(r.files)]),
    ),
  );
  console.log(`\nContent coding (asked br / asked gzip)\n`);
  console.log(
    table(
      ["response", "br", "gzip", "Vary"],
      report.codings.map((r) => [r.what, r.br, r.gzip, r.vary ? "yes" : "no"]),
    ),
  );
  if (report.orders.length > 0) {
    console.log(`\nOrder placement (targets: PostgreSQL >= 400/s, PGlite >= 30/s, 0 oversold, 0 errors; CPU per order)\n`);
    const cpu = (ms: number | null) => (ms === null ? "-" : ms.toFixed(2));
    console.log(
      table(
        ["engine", "orders/s", "orders", "p50 ms", "p99 ms", "errors", "oversold", "server ms", "PostgreSQL ms"],
        report.orders.map((r) => [
          r.engine,
          r.ordersPerSecond.toFixed(0),
          String(r.orders),
          r.p50.toFixed(1),
          r.p99.toFixed(1),
          String(r.errors),
          String(r.oversold),
          cpu(r.serverCpuMsPerOrder),
          cpu(r.databaseCpuMsPerOrder),
        ]),
      ),
    );
  }
  if (report.search.length > 0) {
    console.log(`\nSearch at 50,000 products (targets p95: PostgreSQL <= 10 ms, PGlite <= 20 ms)\n`);
    console.log(
      table(
        ["engine / queries", "n", "p50 ms", "p95 ms"],
        report.search.map((r) => [`${r.engine} ${r.what}`, String(r.n), r.p50.toFixed(1), r.p95.toFixed(1)]),
      ),
    );
  }
  if (report.reportsData.length > 0) {
    const fewer = report.reportsData.some((d) => d.orders < 1_000_000) ? " (BENCH_QUICK: fewer than the issue's 1,000,000)" : "";
    console.log(
      `\nReports: generated orders over three years${fewer}, a year's sales report by month over HTTP (targets p95: PostgreSQL <= 300 ms, PGlite <= 1000 ms)\n`,
    );
    console.log(
      table(
        ["engine", "orders", "lines", "generated s", "rebuild s", "(day, city)", "order-day rows", "product-day rows"],
        report.reportsData.map((d) => [
          d.engine,
          d.orders.toLocaleString("en"),
          d.lines.toLocaleString("en"),
          d.generateSeconds.toFixed(1),
          d.rebuildSeconds.toFixed(1),
          String(d.pairs),
          d.orderDayRows.toLocaleString("en"),
          d.productDayRows.toLocaleString("en"),
        ]),
      ),
    );
    console.log("");
    console.log(
      table(
        ["engine / call", "n", "p50 ms", "p95 ms", "max ms", "target ms"],
        report.reports.map((r) => [
          `${r.engine} ${r.what}`,
          String(r.n),
          r.p50.toFixed(1),
          r.p95.toFixed(1),
          r.max.toFixed(1),
          r.targetMs === null ? "-" : String(r.targetMs),
        ]),
      ),
    );
  }
  printMix(report.mix);
  printMemory(report.memory);
  printImage(report.image);
  if (report.lighthouse.length > 0) {
    console.log(`\nLighthouse 12, mobile (median of runs; targets: performance >= 95, the others 100, LCP <= 2000 ms, CLS 0)\n`);
    console.log(
      table(
        ["page (visitor)", "perf", "a11y", "BP", "SEO", "LCP ms", "CLS", "TBT ms", "FCP ms"],
        report.lighthouse.map((r) => [
          `${r.page} (${r.visitor})`,
          String(r.performance),
          String(r.accessibility),
          String(r.bestPractices),
          String(r.seo),
          r.lcpMs.toFixed(0),
          r.cls.toFixed(3),
          r.tbtMs.toFixed(0),
          r.fcpMs.toFixed(0),
        ]),
      ),
    );
  }
}
