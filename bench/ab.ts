// A paired A/B of two checkouts (docs/performance.md, "The bench"): `npm run bench:ab -- <dir A> <dir B>`. Each
// checkout, built (`npm run build` in it), runs one server process pinned to core 0 with PAGE_CACHE=false on a
// PostgreSQL database of its own (created and seeded here, dropped afterwards); the load generator runs on core 1.
// Rounds alternate between the two (A B, B A, ...), each a number of renders of new URLs of home, category and
// product, and the CPU of the server and of its database's backends is read around each round. On a shared, noisy
// machine one round can differ from the next by a quarter: the median of the rounds' ratios B/A is the figure.
// AB_ROUNDS (10), AB_RENDERS (250), AB_CONNECTIONS (4), AB_PATHS (comma-separated; the three pages by default).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { admin, postgresServer } from "./engines";
import { cpuBetween, freePort, pinned, runLoad, shopCpuSnapshot, stopServer, waitForHealth } from "./lib";
import { REPEAT_VISITOR } from "./pages";
import { shopTargets } from "./phases";

const [dirA, dirB] = process.argv.slice(2).map((dir) => resolve(dir));
if (!dirA || !dirB) throw new Error("usage: npm run bench:ab -- <checkout A> <checkout B> (each built)");
const rounds = Number(process.env.AB_ROUNDS ?? 10);
const renders = Number(process.env.AB_RENDERS ?? 250);
const connections = Number(process.env.AB_CONNECTIONS ?? 4);
const serverUrl = await postgresServer();
if (!serverUrl) throw new Error("bench:ab needs PostgreSQL (DATABASE_URL, or one on 127.0.0.1:5432)");

interface Side {
  name: "A" | "B";
  base: string;
  pid: number;
  database: string;
  server: ChildProcess;
  dataDir: string;
}

async function startSide(name: "A" | "B", dir: string): Promise<Side> {
  const database = `shop_ab_${name.toLowerCase()}_${Date.now()}_${process.pid}`;
  await admin(serverUrl as string, `create database ${database}`);
  const url = new URL(serverUrl as string);
  url.pathname = `/${database}`;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "shop-ab-"));
  const [command, args] = pinned(0, [process.execPath, "apps/server/start.mjs"]);
  const server = spawn(command, args, {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      WEB_CONCURRENCY: "1",
      PAGE_CACHE: "false",
      DATABASE_URL: url.toString(),
      DEMO_MODE: "true",
      DEMO_MODE_FORCE: "true",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      API_BASE: "",
      PUBLIC_REQUEST_THROTTLE: "",
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, server, 180_000);
  return { name, base, pid: server.pid as number, database, server, dataDir };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const sides = [await startSide("A", dirA), await startSide("B", dirB)] as const;
try {
  const targets = await shopTargets(sides[0].base);
  const paths = process.env.AB_PATHS?.split(",") ?? [targets.home.path, targets.category.path, targets.product.path];
  const load = (side: Side, path: string, amount: number) =>
    runLoad(`${side.base}${path}`, { connections, amount, seconds: 300, headers: REPEAT_VISITOR, uniqueQuery: "v" });
  console.log(`A ${dirA}\nB ${dirB}\n${rounds} rounds of ${renders} renders at ${connections} connections; ms of CPU per render\n`);
  for (const path of paths) {
    for (const side of sides) await load(side, path, Math.min(200, renders));
    const ms: Record<"A" | "B", number[]> = { A: [], B: [] };
    for (let round = 0; round < rounds; round++) {
      for (const side of round % 2 === 0 ? sides : [sides[1], sides[0]]) {
        const before = shopCpuSnapshot(side.pid, side.database);
        const result = await load(side, path, renders);
        const cpu = cpuBetween(before, shopCpuSnapshot(side.pid, side.database));
        if (result.errors + result.timeouts + result.non2xx > 0)
          console.log(`  ${side.name}: ${result.errors} errors, ${result.non2xx} non-2xx`);
        ms[side.name].push((cpu.workers + cpu.database + cpu.primary) / result.requests);
      }
    }
    const ratios = ms.B.map((b, i) => b / (ms.A[i] as number));
    const row = (values: number[]) => values.map((value) => value.toFixed(2)).join(" ");
    console.log(`${path}\n  A ${row(ms.A)}  median ${median(ms.A).toFixed(2)}\n  B ${row(ms.B)}  median ${median(ms.B).toFixed(2)}`);
    console.log(`  B/A: median of the rounds' ratios ${median(ratios).toFixed(3)}\n`);
  }
} finally {
  for (const side of sides) {
    await stopServer(side.server);
    await admin(serverUrl, `drop database if exists ${side.database} with (force)`).catch(() => {});
    rmSync(side.dataDir, { recursive: true, force: true });
  }
}
