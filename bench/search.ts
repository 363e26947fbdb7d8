// Catalogue search latency: 50,000 products in one city, 310 searches (exact words in the four languages,
// typos, transliterations both ways, multi-word), p50/p95/p99 of searchProductIds (a page of 24, and the 1,000
// best matches the listing asks for) and of suggest (type-ahead prefixes).
// On PGlite (a throwaway in-memory instance in its child process) and, when DATABASE_URL is set, on
// PostgreSQL (a scratch database created and dropped here). Targets: p95 < 20 ms on PGlite, < 10 ms on PostgreSQL
// for a page of 24 (the row "all"). Each query runs BENCH_SEARCH_ROUNDS times (3) and counts with its median.
// Run: npm run bench:search   (BENCH_SEARCH_ENGINES=pglite or postgres to run one; BENCH_SEARCH_PRODUCTS=n)
// bench/run.ts calls measureSearch. About 1.5 minutes for both engines on an idle 2-core machine, most of it
// generating and indexing the catalogue.
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createPool, type Database, wrap } from "../packages/db/src/client.ts";
import { prepareDatabase } from "../packages/db/src/migrate.ts";
import { startPgliteServer } from "../packages/db/src/pglite/spawn.ts";
import { searchProductIds, suggest } from "../packages/db/src/queries/search.ts";
import { refreshSearchDocuments } from "../packages/db/src/queries/search-documents.ts";
import { benchQueries, PRODUCTS, seedCatalogue } from "./search-catalogue.ts";

export type SearchEngine = "pglite" | "postgres";

export const SEARCH_TARGET_P95_MS: Record<SearchEngine, number> = { pglite: 20, postgres: 10 };

export interface SearchRow {
  engine: SearchEngine;
  /** "all" (the target's row), a kind of query, a bucket of match counts, "listing (1000)" or "suggest". */
  what: string;
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface MeasureSearchOptions {
  engines: SearchEngine[];
  /** A PostgreSQL server (a scratch database is made there); PostgreSQL is skipped without one. */
  databaseUrl?: string;
  products?: number;
  rounds?: number;
  log?: (line: string) => void;
}

/** What apps/api's list-products asks for: the best 1,000 matches (SEARCH_MATCH_LIMIT), with the total. */
const LISTING_LIMIT = 1_000;
/** The queries are also reported by how many products they match: the cost grows with it. */
const BUCKETS: Array<[number, number]> = [
  [-1, 0],
  [0, 500],
  [500, 2_000],
  [2_000, 5_000],
  [5_000, Number.POSITIVE_INFINITY],
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Every query `rounds` times (the rounds one after another); a query's time is its median, so that a moment of
 * load on the machine does not count as the query's cost. */
async function timeEach<T>(count: number, rounds: number, run: (i: number) => Promise<T>): Promise<{ ms: number[]; results: T[] }> {
  const runs: number[][] = Array.from({ length: count }, () => []);
  const results: T[] = [];
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      results[i] = await run(i);
      runs[i]?.push(performance.now() - start);
    }
  }
  return { ms: runs.map(median), results };
}

async function measure(engine: SearchEngine, database: Database, options: MeasureSearchOptions): Promise<SearchRow[]> {
  const { db } = database;
  const log = options.log ?? console.log;
  const products = options.products ?? PRODUCTS;
  const rounds = options.rounds ?? Number(process.env.BENCH_SEARCH_ROUNDS ?? 3);
  let started = performance.now();
  await prepareDatabase(database.pool, { seed: false });
  const cityId = await seedCatalogue(database, products);
  const seededMs = performance.now() - started;
  started = performance.now();
  const refreshed = await refreshSearchDocuments(db);
  // What autovacuum would do by itself a little later.
  await db.execute(sql`vacuum analyze`);
  const indexedMs = performance.now() - started;
  log(
    `${engine}: ${products} products generated in ${(seededMs / 1000).toFixed(1)} s; ${refreshed} search documents in ${(indexedMs / 1000).toFixed(1)} s`,
  );

  const queries = benchQueries();
  // Warm-up: caches, plans, the JIT of the query builder.
  for (const query of queries.slice(0, 30)) await searchProductIds(db, { cityId, query: query.text, limit: 24 });

  const page = await timeEach(queries.length, rounds, (i) => searchProductIds(db, { cityId, query: queries[i]?.text ?? "", limit: 24 }));
  const timed = queries.map((query, i) => ({ ...query, ms: page.ms[i] as number, total: page.results[i]?.total ?? 0 }));
  const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, 8);
  const average = Math.round(timed.reduce((sum, q) => sum + q.total, 0) / timed.length);
  log(
    `${engine}: ${average} matches on average; slowest: ${slowest.map((q) => `"${q.text}" ${q.ms.toFixed(1)} ms (${q.total} matches)`).join(", ")}`,
  );
  const empty = timed.filter((q) => q.total === 0).map((q) => q.text);
  if (empty.length) log(`${engine}: ${empty.length} queries found nothing: ${empty.join(", ")}`);
  const listing = await timeEach(queries.length, rounds, (i) =>
    searchProductIds(db, { cityId, query: queries[i]?.text ?? "", limit: LISTING_LIMIT }),
  );
  // What a type-ahead sends while the word is being typed: its first 3..n letters.
  const prefixes = queries.map((query) => query.text.slice(0, Math.max(3, Math.ceil(query.text.length * 0.6))));
  const suggested = await timeEach(queries.length, rounds, (i) => suggest(db, { cityId, query: prefixes[i] ?? "", limit: 8 }));

  const row = (what: string, times: number[]): SearchRow => {
    const sorted = [...times].sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p)) as [number, number, number];
    return { engine, what, n: times.length, p50, p95, p99, max: sorted[sorted.length - 1] ?? Number.NaN };
  };
  const kinds = [...new Set(timed.map((q) => q.kind))];
  const byKind = kinds.map((kind) =>
    row(
      kind,
      timed.filter((q) => q.kind === kind).map((q) => q.ms),
    ),
  );
  const bucket = ([low, high]: [number, number]) => `${low + 1}..${high === Number.POSITIVE_INFINITY ? "" : high} matches`;
  const byMatches = BUCKETS.map((range) =>
    row(
      bucket(range),
      timed.filter((q) => q.total > range[0] && q.total <= range[1]).map((q) => q.ms),
    ),
  );
  return [
    row("all", page.ms),
    ...byKind,
    ...byMatches.filter((r) => r.n > 0),
    row(`listing (${LISTING_LIMIT})`, listing.ms),
    row("suggest", suggested.ms),
  ];
}

async function onPglite(options: MeasureSearchOptions): Promise<SearchRow[]> {
  const server = await startPgliteServer({ dataDir: "memory://" });
  const database = wrap("pglite", createPool(server.url, 1), () => server.stop());
  try {
    return await measure("pglite", database, options);
  } finally {
    await database.close();
  }
}

async function onPostgres(url: string, options: MeasureSearchOptions): Promise<SearchRow[]> {
  const name = `search_bench_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const database = wrap("postgres", createPool(scratch.toString(), 4), async () => {});
  try {
    return await measure("postgres", database, options);
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

/** Search and suggest latency at `products` (50,000) products on each engine asked for. */
export async function measureSearch(options: MeasureSearchOptions): Promise<SearchRow[]> {
  const rows: SearchRow[] = [];
  if (options.engines.includes("pglite")) rows.push(...(await onPglite(options)));
  if (options.engines.includes("postgres")) {
    if (options.databaseUrl) rows.push(...(await onPostgres(options.databaseUrl, options)));
    else (options.log ?? console.log)("postgres: skipped (set DATABASE_URL to a PostgreSQL server to measure it too)");
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const engines = (process.env.BENCH_SEARCH_ENGINES ?? "pglite,postgres").split(",") as SearchEngine[];
  const rows = await measureSearch({ engines, databaseUrl: process.env.DATABASE_URL });
  const ms = (value: number) => value.toFixed(2);
  console.log(`\nCatalogue search, ${PRODUCTS} products in one city, times in ms (end to end, node-postgres)`);
  console.table(
    rows.map((r) => ({
      engine: r.engine,
      what: r.what === "all" ? `search, page of 24 (p95 target < ${SEARCH_TARGET_P95_MS[r.engine]} ms)` : `  ${r.what}`,
      n: r.n,
      p50: ms(r.p50),
      p95: ms(r.p95),
      p99: ms(r.p99),
      max: ms(r.max),
    })),
  );
  const failed = rows.filter((r) => r.what === "all" && r.p95 >= SEARCH_TARGET_P95_MS[r.engine]);
  if (failed.length) console.log(`Over target: ${failed.map((r) => `${r.engine} p95 ${ms(r.p95)} ms`).join(", ")}`);
}
