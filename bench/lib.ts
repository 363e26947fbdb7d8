// Helpers for bench/run.ts: CPU pinning, starting/stopping the production server, running the load child.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
const LOAD_SCRIPT = fileURLToPath(new URL("./load.ts", import.meta.url));

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** Pinning needs taskset and at least two cores: server on core 0, load generator on core 1. */
export const canPin = availableParallelism() >= 2 && spawnSync("taskset", ["-c", "0", "true"]).status === 0;

/** The command line, prefixed with `taskset -c <core>` when pinning is possible. */
export function pinned(core: number, command: string[]): [string, string[]] {
  const full = canPin ? ["taskset", "-c", String(core), ...command] : command;
  return [full[0] as string, full.slice(1)];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function gitCommit(): string | null {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}

/**
 * The server as `npm start` runs it (apps/server/start.mjs: the bundle, built first when missing or stale), pinned to
 * core 0, or (`pin: false`: the HTTP workers of WEB_CONCURRENCY > 1) on every core.
 */
export function startServer(env: NodeJS.ProcessEnv, pin = true, cwd = ROOT): ChildProcess {
  // BENCH_CPU_PROF=DIR: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const line = [process.execPath, ...profile, "apps/server/start.mjs"];
  const [command, args] = pin ? pinned(0, line) : [line[0] as string, line.slice(1)];
  return spawn(command, args, {
    cwd,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
}

/** The environment of a measured server on `port`: production, quiet, the API in the process, no request throttle. */
export const measuredServerEnv = (port: number) => ({
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  NODE_ENV: "production",
  API_BASE: "",
  PUBLIC_REQUEST_THROTTLE: "",
});

/** Polls the health endpoint until it answers 200; fails early if the server exits. */
export async function waitForHealth(base: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error(`server exited during start (code ${server.exitCode})`);
    const ok = await fetch(`${base}/api/v1/health`, {
      signal: AbortSignal.timeout(2_000),
    }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy within ${timeoutMs / 1000} s`);
}

/** SIGTERM, then the exit code (SIGKILL and null after timeoutMs). */
export function stopServer(server: ChildProcess, timeoutMs = 20_000): Promise<number | null> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve(server.exitCode);
  return new Promise((resolve) => {
    const killer = setTimeout(() => server.kill("SIGKILL"), timeoutMs);
    server.once("exit", (code) => {
      clearTimeout(killer);
      resolve(code);
    });
    server.kill("SIGTERM");
  });
}

/** The processes of a tree: the server and its children (the PGlite process). */
function processTree(pid: number): number[] {
  const out = [pid];
  const tasks = `/proc/${pid}/task`;
  if (!existsSync(tasks)) return out;
  for (const tid of readdirSync(tasks)) {
    let children = "";
    try {
      children = readFileSync(`${tasks}/${tid}/children`, "utf8").trim();
    } catch {
      // The thread ended between listing and reading.
    }
    for (const child of children ? children.split(/\s+/).map(Number) : []) out.push(...processTree(child));
  }
  return out;
}

/** The whole shop's CPU in ms by part: the server's process (npm start's primary), its HTTP workers, the database. */
export interface ShopCpu {
  primary: number;
  workers: number;
  database: number;
}

/** Each process of the shop with its part and the CPU it has used so far (ms). */
export type CpuSnapshot = Map<number, { part: keyof ShopCpu; ms: number }>;

/**
 * The shop's processes now: the server's tree (the primary, its HTTP workers, PGlite's process) and, with
 * `postgresDatabase`, the local PostgreSQL's backends of that database (only those: on a shared server the
 * others' clients, and the writers their writes keep busy, are not the shop's).
 */
export function shopCpuSnapshot(pid: number, postgresDatabase?: string): CpuSnapshot {
  const snapshot: CpuSnapshot = new Map();
  for (const [process, part] of shopProcesses(pid)) snapshot.set(process, { part, ms: cpuMsOf([process]) });
  if (postgresDatabase) {
    // A backend's title: "postgres: 15/main: user database 127.0.0.1(port) state".
    for (const process of postgresPids()) {
      if (commandLine(process).includes(` ${postgresDatabase} `)) snapshot.set(process, { part: "database", ms: cpuMsOf([process]) });
    }
  }
  return snapshot;
}

/**
 * The CPU used between two snapshots, by part. A process that ended meanwhile counts nothing (the pools close
 * idle connections, whose backends had nothing left to do); one that started counts all it used.
 */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): ShopCpu {
  const cpu: ShopCpu = { primary: 0, workers: 0, database: 0 };
  for (const [process, { part, ms }] of after) cpu[part] += ms - (before.get(process)?.ms ?? 0);
  return cpu;
}

/**
 * The server's processes by part: the one started (npm start's primary), the embedded database's process (the
 * bundle's dist/pglite-server.mjs, or packages/db/src/pglite/server-process.mjs run from the sources) and the HTTP
 * workers (every other child: dist/serve.mjs).
 */
export function shopProcesses(pid: number): Map<number, keyof ShopCpu> {
  const parts = new Map<number, keyof ShopCpu>();
  for (const process of processTree(pid)) {
    const command = commandLine(process);
    const database = command.includes("pglite-server.mjs") || command.includes("server-process.mjs");
    parts.set(process, process === pid ? "primary" : database ? "database" : "workers");
  }
  return parts;
}

/** A process's resident memory (VmRSS) in KB; 0 once it ended. */
export function rssKbOf(pid: number): number {
  try {
    return Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

function postgresPids(): number[] {
  const pids = readdirSync("/proc").filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      return readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres";
    } catch {
      return false;
    }
  });
  return pids.map(Number);
}

/** CPU time of the local PostgreSQL server's processes so far, in ms (0 when none runs here). */
export function postgresCpuMs(): number {
  return cpuMsOf(postgresPids());
}

/**
 * CPU time (user + system, every thread) the server and its child processes have used so far, in ms, read
 * from /proc: what a request costs does not move with the machine's other load the way req/s does.
 */
/**
 * Whether a warm-up may stop (the renders and workers parts, stops 51-52): its last round cost no more than 5 % less per
 * request than the one before, after at least `minRounds` (the noise of a shared machine can make one round look
 * settled). `costs`: CPU per request of each round so far. A new process's requests cost more while V8 still compiles
 * the code they run.
 */
export function warmedUp(costs: readonly number[], minRounds: number): boolean {
  const [previous, last] = costs.slice(-2);
  return costs.length >= minRounds && previous !== undefined && last !== undefined && last >= previous * 0.95;
}

export function serverCpuMs(pid: number): number {
  return cpuMsOf(processTree(pid));
}

/** CPU time (user + system) these processes have used so far, in ms; a process that ended counts nothing. */
function cpuMsOf(pids: readonly number[]): number {
  let ticks = 0;
  for (const process of pids) {
    try {
      const stat = readFileSync(`/proc/${process}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between listing and reading.
    }
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** A sequence of requests each connection sends in turn, over and over (the url gives the origin). */
  requests?: Array<{ path: string; headers: Record<string, string> }>;
  /** Send this many requests, however long they take (`seconds` then only bounds the wait). */
  amount?: number;
  /** A query parameter of this name with a value new on every request (load.ts): every request is a new URL. */
  uniqueQuery?: string;
}

/** Runs autocannon in a child process on core 1 (when pinning is possible), killed if it overruns. */
export function runLoad(
  url: string,
  { connections, seconds, headers = {}, requests, amount, uniqueQuery }: LoadOptions,
): Promise<LoadResult> {
  const options = { url, headers, connections, duration: seconds, timeout: 10, ...(requests ? { requests } : {}), amount, uniqueQuery };
  const timeoutMs = (seconds + 40) * 1000;
  const [command, args] = pinned(1, [process.execPath, "--import", "tsx", LOAD_SCRIPT, JSON.stringify(options)]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      const line = out.trim().split("\n").pop();
      if (code === 0 && line) resolve(JSON.parse(line) as LoadResult);
      else reject(new Error(`load generator for ${url} failed (code ${code}, signal ${signal})`));
    });
  });
}
