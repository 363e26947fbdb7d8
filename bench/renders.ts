// Uncached renders, whole shop (issue 37): "at most 6 ms of CPU for the whole shop (every process of `npm start`:
// primary, HTTP workers, embedded database) per render of home, category and product, at 4 and at 50 connections, on
// PGlite and PostgreSQL". The shop runs as `npm start` runs it (two HTTP workers, the page cache on, not pinned); every
// request asks for a URL of its own (`?v=<run>-<n>`: the page cache keys on the query, and the pages ignore a
// parameter they do not know), so that each is a render, stored in the cache as a real miss is. The CPU is read
// around the requests: the server's process tree (primary, workers, PGlite's process) and, on PostgreSQL, the local
// server's backends of the bench's database (on a shared server the others' clients are not the shop's). That CPU includes what the shop uses when idle
// (its background jobs poll the database), shown beside it: measured for a few seconds without requests. bench/phases.ts
// `uncachedRows` keeps the old figure beside it too: one pinned server process with PAGE_CACHE=false, the same URL
// again and again.
import { type CpuSnapshot, cpuBetween, runLoad, type ShopCpu, shopCpuSnapshot, warmedUp } from "./lib";
import type { PageRow } from "./pages";
import type { ShopTargets } from "./phases";
import { table } from "./table";

/** ms of the whole shop's CPU per uncached render. */
const RENDER_TARGET_MS = 6;
const CONNECTIONS = [4, 50] as const;

export interface RenderRow {
  engine: string;
  target: string;
  connections: number;
  renders: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The whole shop's CPU per render, and its parts (ms). */
  cpuMsPerRender: number;
  workersMs: number;
  databaseMs: number;
  primaryMs: number;
  /** Of cpuMsPerRender: what the idle shop uses in the same time (its background jobs' polls), per render. */
  backgroundMs: number;
}

const log = (line: string) => console.log(`bench: ${line}`);

/**
 * The warm-up: rounds of `warmup` renders of each page, at least `minRounds` and at most `maxRounds` (see
 * `warmUp`); renders per row; seconds of idle shop measured.
 */
const renderCounts = (quick: boolean) => ({
  warmup: quick ? 50 : 500,
  minRounds: quick ? 1 : 6,
  maxRounds: quick ? 1 : 12,
  measured: quick ? 100 : 1000,
  idleSeconds: quick ? 3 : 10,
});

/** The warm-up's rounds: the whole shop's CPU per render of each (ms), reported beside the rows. */
export interface RendersWarmup {
  engine: string;
  msPerRender: number[];
}

const total = (cpu: ShopCpu) => cpu.workers + cpu.database + cpu.primary;

/** The idle shop's CPU per second (its background jobs poll the database), after a second's rest. */
async function idleCpuPerSecond(snapshot: () => CpuSnapshot, seconds: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const before = snapshot();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
  return total(cpuBetween(before, snapshot())) / seconds;
}

export async function measureRenders(
  base: string,
  pid: number,
  engine: { name: string; databaseName?: string | undefined },
  targets: ShopTargets,
  quick: boolean,
): Promise<{ rows: RenderRow[]; warmup: RendersWarmup }> {
  const counts = renderCounts(quick);
  const pages = [targets.home, targets.category, targets.product];
  const snapshot = () => shopCpuSnapshot(pid, engine.name === "postgres" ? engine.databaseName : undefined);
  // At most ~5 renders a second assumed for the timeout: a run that takes longer has failed.
  const load = (path: string, headers: Record<string, string>, connections: number, amount: number) =>
    runLoad(`${base}${path}`, { connections, amount, seconds: Math.ceil(amount / 5), headers, uniqueQuery: "v" });
  // A new worker's renders cost more while V8 still compiles and re-compiles the code they run (its compiler
  // threads' CPU is the shop's too): over the first 10,000 renders of two workers the whole shop's CPU per render of
  // home fell from 8.7 to 5.9 ms (docs/performance.md, stop 51). The rows measure the shop as it runs, warmed up:
  // the rounds go on until one is no more than 5 % cheaper than the one before (at least `minRounds`: the noise of
  // a shared machine can make one round look settled), and their figures are reported.
  const warmup: RendersWarmup = { engine: engine.name, msPerRender: [] };
  for (let round = 1; round <= counts.maxRounds; round++) {
    const before = snapshot();
    let renders = 0;
    for (const target of pages) renders += (await load(target.path, target.headers, 10, counts.warmup)).requests;
    const ms = total(cpuBetween(before, snapshot())) / renders;
    warmup.msPerRender.push(ms);
    log(`${engine.name} whole shop: warm-up round ${round}, ${counts.warmup} renders of each page, ${ms.toFixed(2)} ms of CPU per render`);
    if (warmedUp(warmup.msPerRender, counts.minRounds)) break;
  }
  const idle = await idleCpuPerSecond(snapshot, counts.idleSeconds);
  log(`${engine.name} whole shop: idle, ${idle.toFixed(1)} ms of CPU per second`);
  const rows: RenderRow[] = [];
  for (const target of pages) {
    for (const connections of CONNECTIONS) {
      log(`${engine.name} whole shop: ${counts.measured} renders of ${target.label}, ${connections} connections`);
      const before = snapshot();
      const started = performance.now();
      const result = await load(target.path, target.headers, connections, counts.measured);
      const cpu = cpuBetween(before, snapshot());
      const seconds = (performance.now() - started) / 1_000;
      const per = (part: keyof ShopCpu) => (result.requests > 0 ? cpu[part] / result.requests : Number.NaN);
      const [workersMs, databaseMs, primaryMs] = [per("workers"), per("database"), per("primary")];
      rows.push({
        engine: engine.name,
        target: target.label,
        connections,
        renders: result.requests,
        requestsPerSecond: result.requestsPerSecond,
        p50: result.p50,
        p99: result.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        cpuMsPerRender: workersMs + databaseMs + primaryMs,
        workersMs,
        databaseMs,
        primaryMs,
        backgroundMs: result.requests > 0 ? (idle * seconds) / result.requests : Number.NaN,
      });
    }
  }
  return { rows, warmup };
}

/** The whole-shop figures that miss the target, in words. */
export function rendersMisses(rows: readonly RenderRow[]): string[] {
  const out: string[] = [];
  for (const row of rows) {
    const where = `${row.engine} uncached ${row.target} at ${row.connections} connections, whole shop`;
    if (row.errors > 0 || row.non2xx > 0) out.push(`${where}: ${row.errors} errors, ${row.non2xx} non-2xx`);
    if (!(row.cpuMsPerRender <= RENDER_TARGET_MS))
      out.push(`${where}: ${row.cpuMsPerRender.toFixed(1)} ms of the whole shop's CPU per render > ${RENDER_TARGET_MS} ms`);
  }
  return out;
}

/** The whole-shop table, with the old per-process figure (part `pages`, same engine, page and connections) beside it. */
export function printRenders(rows: readonly RenderRow[], pages: readonly PageRow[], warmups: readonly RendersWarmup[] = []): void {
  if (rows.length === 0) return;
  for (const warmup of warmups)
    console.log(
      `\nWarm-up, whole shop, ${warmup.engine}: rounds of renders of each page until V8 has compiled them, ms of CPU per render: ` +
        warmup.msPerRender.map((ms) => ms.toFixed(2)).join(", "),
    );
  console.log(
    `\nUncached renders, whole shop: npm start's processes (primary, 2 HTTP workers, PGlite's process or PostgreSQL's), ` +
      `the page cache on, every request a new URL (target <= ${RENDER_TARGET_MS} ms of CPU per render, its parts by process; ` +
      "idle: of it, what the idle shop's background jobs use in the same time); beside it the old figure, one server " +
      "process with PAGE_CACHE=false (part pages, same connections)\n",
  );
  const at = (row: RenderRow, connections: number) =>
    pages.find(
      (page) => page.mode === "uncached" && page.engine === row.engine && page.target === row.target && page.connections === connections,
    );
  // The old rows are at 10, 50 and 100 connections: a row at other connections gets the 50's, marked so.
  const old = (row: RenderRow) => {
    const same = at(row, row.connections);
    const fifty = at(row, 50);
    return same ? same.cpuMsPerRequest.toFixed(2) : fifty ? `${fifty.cpuMsPerRequest.toFixed(2)} (50)` : "-";
  };
  console.log(
    table(
      [
        "engine / page",
        "conns",
        "renders",
        "req/s",
        "p99 ms",
        "err/non2xx",
        "CPU ms/render",
        "workers",
        "database",
        "primary",
        "idle",
        "1 process",
      ],
      rows.map((r) => [
        `${r.engine} ${r.target}`,
        String(r.connections),
        String(r.renders),
        r.requestsPerSecond.toFixed(0),
        r.p99.toFixed(1),
        `${r.errors}/${r.non2xx}`,
        r.cpuMsPerRender.toFixed(2),
        r.workersMs.toFixed(2),
        r.databaseMs.toFixed(2),
        r.primaryMs.toFixed(2),
        r.backgroundMs.toFixed(2),
        old(r),
      ]),
    ),
  );
}
