// Order placement alone (bench/orders.ts), for local iteration:
//   node --import tsx bench/orders-run.ts [pglite|postgres|both] [seconds]
// PGlite in a fresh data directory; PostgreSQL in a scratch database shop_orders_bench_<time> on DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards. Each is migrated and seeded, prepared
// (a running shop's history, bench/orders-history.ts; prepareOrderBench), then the production server runs on core 0 and the load on core 1.
// Env: CUSTOMERS (50), DATABASE_POOL_MAX (the server's default when unset), SERVER_NODE_OPTIONS (e.g. a --require
// of a profiler that SIGUSR2 toggles: the load sends SIGUSR2 to the server before and after each placing phase).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase, prepareDatabase } from "../packages/db/src/index.ts";
import { canPin, freePort, measuredServerEnv, startServer, stopServer, waitForHealth } from "./lib";
import { METRICS_TOKEN } from "./mix";
import { measureOrderPlacement, prepareOrderBench } from "./orders";
import { addShopHistory } from "./orders-history";

const which = process.argv[2] ?? "both";
const seconds = Number(process.argv[3] ?? 15);
const customers = Number(process.env.CUSTOMERS ?? 50);
const serverUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function runOn(engine: "pglite" | "postgres"): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "shop-orders-bench-"));
  const name = `shop_orders_bench_${Date.now()}`;
  let databaseUrl = "";
  if (engine === "postgres") {
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
    let prepared: Awaited<ReturnType<typeof prepareOrderBench>>;
    try {
      await prepareDatabase(database.pool);
      await addShopHistory(database, console.log);
      prepared = await prepareOrderBench(database, { customers });
    } finally {
      await database.close();
    }
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startServer({
      ...process.env,
      ...measuredServerEnv(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // As the bench runs it (bench/run.ts, engines.ts): one process, the demo shop, /metrics for the outbox's depth.
      WEB_CONCURRENCY: "1",
      DEMO_MODE: "true",
      DEMO_MODE_FORCE: "true",
      METRICS_TOKEN,
      ...(process.env.SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS } : {}),
    });
    try {
      await waitForHealth(base, server, 180_000);
      const profiling = Boolean(process.env.SERVER_NODE_OPTIONS);
      const figures = await measureOrderPlacement(base, prepared, {
        customers,
        seconds,
        serverPid: server.pid as number,
        signalPhases: profiling,
        metricsToken: METRICS_TOKEN,
        ...(engine === "postgres" ? { databaseName: name } : {}),
      });
      if (profiling) await new Promise((resolve) => setTimeout(resolve, 3_000));
      const { samples, ...rest } = figures;
      console.log(`orders ${engine}: ${JSON.stringify(rest)}`);
      for (const sample of samples) console.log(`  sample: ${sample}`);
    } finally {
      const code = await stopServer(server);
      if (code !== 0) console.log(`orders ${engine}: the server exited with ${code}`);
    }
  } finally {
    if (engine === "postgres") await admin(`drop database if exists ${name} with (force)`).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(canPin ? "server on core 0, load on core 1" : "not pinned");
for (const engine of which === "both" ? (["pglite", "postgres"] as const) : [which as "pglite" | "postgres"]) await runOn(engine);
