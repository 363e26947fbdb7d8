// How much does PGlite block the event loop of the process that queries it? (docs/adr/0002)
// Runs the same workload of slow queries against (a) PGlite in this process and (b) PGlite in a child
// process reached over the PostgreSQL protocol (the repo's startPgliteServer + node-postgres, max 1),
// and measures this process's event-loop delay meanwhile.
// Run: node --import tsx bench/pglite-event-loop.ts
import { availableParallelism } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { startPgliteServer } from "../packages/db/src/pglite/spawn.ts";

const QUERIES = 20;
const SQL = "select count(*) from generate_series(1, 500000)";

interface Measurement {
  setup: string;
  totalMs: number;
  meanQueryMs: number;
  delayP99Ms: number;
  delayMaxMs: number;
  worstTimerGapMs: number;
}

/** Runs `work` while sampling the event loop (1 ms resolution) and a 1 ms setInterval. */
async function measure(setup: string, work: () => Promise<number[]>): Promise<Measurement> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  let last = performance.now();
  let worstGap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    worstGap = Math.max(worstGap, now - last);
    last = now;
  }, 1);
  histogram.enable();
  // The histogram records the time between two of its own samples: let it take a first one before the work.
  await new Promise((resolve) => setTimeout(resolve, 5));
  const started = performance.now();
  const durations = await work();
  const totalMs = performance.now() - started;
  // A blocked loop is only recorded when a timer finally runs: give the samplers one more turn.
  await new Promise((resolve) => setTimeout(resolve, 10));
  histogram.disable();
  clearInterval(ticker);
  worstGap = Math.max(worstGap, performance.now() - last);
  const mean = durations.length ? durations.reduce((a, b) => a + b, 0) / durations.length : 0;
  return {
    setup,
    totalMs,
    meanQueryMs: mean,
    delayP99Ms: histogram.percentile(99) / 1e6,
    delayMaxMs: histogram.max / 1e6,
    worstTimerGapMs: worstGap,
  };
}

/** Runs the queries one after another; `yieldBetween` lets the event loop turn between two queries. */
async function timed(query: () => Promise<unknown>, yieldBetween = false): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const start = performance.now();
    await query();
    durations.push(performance.now() - start);
    if (yieldBetween) await new Promise((resolve) => setImmediate(resolve));
  }
  return durations;
}

const results: Measurement[] = [];
await new Promise((resolve) => setTimeout(resolve, 500)); // let start-up work settle

// Baseline: the same measurement with nothing to do for about as long as the workload takes.
results.push(
  await measure("idle baseline (2 s)", async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    return [];
  }),
);

// (a) PGlite in this process.
const local = await PGlite.create();
await local.query(SQL); // warm-up, not measured
results.push(await measure("(a) PGlite in-process, back to back", () => timed(() => local.query(SQL))));
results.push(await measure("(a) PGlite in-process, yielding between", () => timed(() => local.query(SQL), true)));
await local.close();

// (b) PGlite in a child process, node-postgres pool of one connection.
const server = await startPgliteServer({ dataDir: "memory://" });
const pool = new pg.Pool({ connectionString: server.url, max: 1 });
await pool.query(SQL); // warm-up, not measured
results.push(await measure("(b) PGlite child process + pg", () => timed(() => pool.query(SQL))));
await pool.end();
await server.stop();

const header = ["setup", "queries", "mean query ms", "total ms", "ELD p99 ms", "ELD max ms", "1 ms timer worst gap ms"];
const rows = results.map((r) => [
  r.setup,
  r.setup.startsWith("idle") ? "-" : String(QUERIES),
  r.meanQueryMs ? r.meanQueryMs.toFixed(1) : "-",
  r.totalMs.toFixed(0),
  r.delayP99Ms.toFixed(1),
  r.delayMaxMs.toFixed(1),
  r.worstTimerGapMs.toFixed(1),
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
console.log(`PGlite event-loop benchmark: ${QUERIES} x "${SQL}"`);
console.log(
  `node ${process.version}, ${availableParallelism()} CPUs available; ELD = monitorEventLoopDelay, 1 ms resolution (values include the 1 ms interval)\n`,
);
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const row of rows) console.log(line(row));
process.exit(0);
