// Catalogue search latency: 50,000 products in one city, ~300 searches (exact words in the four languages,
// typos, transliterations both ways, multi-word), p50/p95/p99 of searchProductIds and of suggest.
// On PGlite (a throwaway in-memory instance in its child process) and, when DATABASE_URL is set, on
// PostgreSQL (a scratch database created and dropped here). Targets: p95 < 20 ms on PGlite, < 10 ms on PostgreSQL.
// Each query runs BENCH_SEARCH_ROUNDS times (3) and counts with its median.
// Run: npm run bench:search   (BENCH_SEARCH_ENGINES=pglite or postgres to run one; BENCH_SEARCH_PRODUCTS=n)
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createPool, type Database, wrap } from "../packages/db/src/client.ts";
import { prepareDatabase } from "../packages/db/src/migrate.ts";
import { startPgliteServer } from "../packages/db/src/pglite/spawn.ts";
import { searchProductIds, suggest } from "../packages/db/src/queries/search.ts";
import { refreshSearchDocuments } from "../packages/db/src/queries/search-documents.ts";
import { benchQueries, PRODUCTS, seedCatalogue } from "./search-catalogue.ts";

const TARGET_P95_MS = { pglite: 20, postgres: 10 } as const;
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 3);
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

interface Row {
  engine: string;
  what: string;
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  note: string;
}

async function measure(engine: "pglite" | "postgres", database: Database): Promise<Row[]> {
  const { db } = database;
  let started = performance.now();
  await prepareDatabase(database.pool, { seed: false });
  const cityId = await seedCatalogue(database);
  const seededMs = performance.now() - started;
  started = performance.now();
  const refreshed = await refreshSearchDocuments(db);
  const refreshMs = performance.now() - started;
  // What autovacuum would do by itself a little later.
  await db.execute(sql`vacuum analyze`);
  console.log(
    `${engine}: ${PRODUCTS} products generated in ${(seededMs / 1000).toFixed(1)} s; ${refreshed} search documents in ${(refreshMs / 1000).toFixed(1)} s`,
  );

  const queries = benchQueries();
  // Warm-up: caches, plans, the JIT of the query builder.
  for (const query of queries.slice(0, 30)) await searchProductIds(db, { cityId, query: query.text, limit: 24 });

  // Every query ROUNDS times (the rounds one after another); a query's time is its median, so that a
  // moment of load on the machine does not count as the query's cost.
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  const runs = new Map<number, number[]>();
  const totalsById = new Map<number, number>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, query] of queries.entries()) {
      const start = performance.now();
      const result = await searchProductIds(db, { cityId, query: query.text, limit: 24 });
      runs.set(i, [...(runs.get(i) ?? []), performance.now() - start]);
      totalsById.set(i, result.total);
    }
  }
  const timed = queries.map((query, i) => ({ ...query, ms: median(runs.get(i) ?? []), total: totalsById.get(i) ?? 0 }));
  const all = timed.map((q) => q.ms);
  const byKind = new Map<string, number[]>();
  for (const q of timed) byKind.set(q.kind, [...(byKind.get(q.kind) ?? []), q.ms]);
  const empty = timed.filter((q) => q.total === 0).map((q) => q.text);
  const totals = timed.reduce((sum, q) => sum + q.total, 0);
  const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, 8);
  console.log(`${engine}: slowest: ${slowest.map((q) => `"${q.text}" ${q.ms.toFixed(1)} ms (${q.total} matches)`).join(", ")}`);

  const suggestRuns = new Map<number, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, query] of queries.entries()) {
      // What a type-ahead sends while the word is being typed: its first 3..n letters.
      const text = query.text.slice(0, Math.max(3, Math.ceil(query.text.length * 0.6)));
      const start = performance.now();
      await suggest(db, { cityId, query: text, limit: 8 });
      suggestRuns.set(i, [...(suggestRuns.get(i) ?? []), performance.now() - start]);
    }
  }
  const suggestTimes = [...suggestRuns.values()].map(median);

  const row = (what: string, times: number[], note = ""): Row => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      engine,
      what,
      n: times.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
      note,
    };
  };
  const target = TARGET_P95_MS[engine];
  const rows = [
    row("search (all)", all, `${Math.round(totals / queries.length)} matches on average; p95 target < ${target} ms`),
    ...[...byKind].map(([kind, times]) => row(`  ${kind}`, times)),
    ...BUCKETS.map(([low, high]) =>
      row(
        `  ${low + 1}..${high === Number.POSITIVE_INFINITY ? "" : high} matches`,
        timed.filter((q) => q.total > low && q.total <= high).map((q) => q.ms),
      ),
    ),
    row("suggest (prefixes)", suggestTimes, "limit 8, no total"),
  ];
  if (empty.length) console.log(`${engine}: ${empty.length} queries found nothing: ${empty.join(", ")}`);
  return rows;
}

async function onPglite(): Promise<Row[]> {
  const server = await startPgliteServer({ dataDir: "memory://" });
  const database = wrap("pglite", createPool(server.url, 1), () => server.stop());
  try {
    return await measure("pglite", database);
  } finally {
    await database.close();
  }
}

async function onPostgres(url: string): Promise<Row[]> {
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
    return await measure("postgres", database);
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

const engines = (process.env.BENCH_SEARCH_ENGINES ?? "pglite,postgres").split(",");
const rows: Row[] = [];
if (engines.includes("pglite")) rows.push(...(await onPglite()));
if (engines.includes("postgres")) {
  if (process.env.DATABASE_URL) rows.push(...(await onPostgres(process.env.DATABASE_URL)));
  else console.log("postgres: skipped (set DATABASE_URL to a PostgreSQL server to measure it too)");
}

const ms = (value: number) => value.toFixed(2);
console.log(`\nCatalogue search, ${PRODUCTS} products in one city, times in ms (end to end, node-postgres)`);
console.table(
  rows.map((r) => ({
    engine: r.engine,
    what: r.what,
    n: r.n,
    p50: ms(r.p50),
    p95: ms(r.p95),
    p99: ms(r.p99),
    max: ms(r.max),
    note: r.note,
  })),
);
const failed = rows.filter((r) => r.what === "search (all)" && r.p95 >= TARGET_P95_MS[r.engine as keyof typeof TARGET_P95_MS]);
if (failed.length) console.log(`Over target: ${failed.map((r) => `${r.engine} p95 ${ms(r.p95)} ms`).join(", ")}`);
