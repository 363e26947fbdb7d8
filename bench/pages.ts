// Page load figures for bench/run.ts: req/s, latency, errors and the server's CPU per request, at several
// connection counts, for the storefront's pages and for a static file of the same size as the reference.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { rawGet } from "./js-budget";
import { type LoadResult, ROOT, runLoad, serverCpuMs } from "./lib";

export interface Target {
  label: string;
  path: string;
  headers: Record<string, string>;
}

export interface PageRow extends LoadResult {
  engine: string;
  mode: "static" | "cached" | "uncached";
  target: string;
  connections: number;
  cpuMsPerRequest: number;
  /** Bytes of one response as sent (brotli). */
  bytes: number;
}

/** A returning visitor's browser: age confirmed, language and city cookies set, brotli accepted. */
export const REPEAT_VISITOR = {
  cookie: "age_confirmed=1; locale=en; citySlug=warszawa; cityId=1",
  "accept-encoding": "br, gzip",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
};

export const durations = (quick: boolean) => ({ warmup: quick ? 1 : 2, short: quick ? 3 : 10, long: quick ? 5 : 30 });

/** One load run: a warm-up first (not counted), then the measured run with the server's CPU read around it. */
export async function measure(
  base: string,
  pid: number,
  target: Target,
  row: { engine: string; mode: PageRow["mode"]; connections: number; seconds: number; warmup: number },
): Promise<PageRow> {
  const url = `${base}${target.path}`;
  await runLoad(url, { connections: row.connections, seconds: row.warmup, headers: target.headers });
  const bytes = (await rawGet(url, target.headers)).body.length;
  const before = serverCpuMs(pid);
  const result = await runLoad(url, { connections: row.connections, seconds: row.seconds, headers: target.headers });
  const cpu = serverCpuMs(pid) - before;
  return {
    engine: row.engine,
    mode: row.mode,
    target: target.label,
    connections: row.connections,
    ...result,
    cpuMsPerRequest: result.requests > 0 ? cpu / result.requests : Number.NaN,
    bytes,
  };
}

/** The built asset whose brotli file is closest in size to `bytes`: the static reference of a page. */
export function staticFileOfSize(bytes: number): string {
  const dir = join(ROOT, "apps/storefront/build/client/assets");
  let best = { path: "", diff: Number.POSITIVE_INFINITY };
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(".br")) continue;
    const diff = Math.abs(statSync(join(dir, name)).size - bytes);
    if (diff < best.diff) best = { path: `/assets/${name.slice(0, -3)}`, diff };
  }
  if (!best.path) throw new Error("no precompressed asset in the build to compare with");
  return best.path;
}
