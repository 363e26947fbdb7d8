// A paired A/B of two checkouts (docs/performance.md, "The bench"): `npm run bench:ab -- <dir A> <dir B>`. Each
// checkout, built (`npm run build` in it), runs one server process pinned to core 0 with PAGE_CACHE=false on a
// PostgreSQL database of its own (bench/engines.ts; the server seeds it, the run drops it); the load generator runs
// on core 1.
// Rounds alternate between the two (A B, B A, ...), each a number of renders of new URLs of home, category and
// product, and the CPU of the server and of its database's backends is read around each round. On a shared, noisy
// machine one round can differ from the next by a quarter: the median of the rounds' ratios B/A is the figure.
// AB_ROUNDS (10), AB_RENDERS (250), AB_CONNECTIONS (4), AB_PATHS (comma-separated; the three pages by default).
import type { ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import { createEngine, type Engine, postgresServer } from "./engines";
import { cpuBetween, freePort, measuredServerEnv, runLoad, shopCpuSnapshot, startServer, stopServer, waitForHealth } from "./lib";
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
  engine: Engine;
  server: ChildProcess;
}

/** A checkout's server on a fresh demo shop of its own (the server migrates and seeds it as it starts). */
async function startSide(name: "A" | "B", dir: string): Promise<Side> {
  const engine = await createEngine("postgres", serverUrl);
  const port = await freePort();
  const server = startServer(
    { ...process.env, ...engine.env, WEB_CONCURRENCY: "1", PAGE_CACHE: "false", ...measuredServerEnv(port) },
    true,
    dir,
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, server, 180_000);
  return { name, base, pid: server.pid as number, engine, server };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
    : (sorted[Math.floor(middle)] as number);
};
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
        const snapshot = () => shopCpuSnapshot(side.pid, side.engine.databaseName);
        const before = snapshot();
        const result = await load(side, path, renders);
        const cpu = cpuBetween(before, snapshot());
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
    await side.engine.dispose();
  }
}
