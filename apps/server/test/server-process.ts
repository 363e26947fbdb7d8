import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createTestDataDir, isPostgresRun } from "@shop/db/testing";

export const REPO = fileURLToPath(new URL("../../../", import.meta.url));

export interface RunningServer {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** Environment for a child process: the test's database settings only, nothing inherited by chance. */
export function childEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  // The demo shop, also on PostgreSQL (where it must be forced): its payments are simulated.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LOG_LEVEL: "info",
    DEMO_MODE: "true",
    DEMO_MODE_FORCE: "true",
    // One process unless the test is about the HTTP workers (cluster.test.ts, server.test.ts, metrics.test.ts).
    WEB_CONCURRENCY: "1",
    ...extra,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  return env;
}

export const tempDataDir = () => mkdtempSync(join(tmpdir(), "shop-server-"));

/**
 * A DATA_DIR for a server whose test is not about the first start: on a PGlite run it holds a copy of the run's
 * migrated and seeded template, as npm start's first run leaves it (each server spared ~8 s of seeding); on a
 * PostgreSQL run the database is the test's DATABASE_URL and the directory holds only media.
 */
export const seededDataDir = async (): Promise<string> => (isPostgresRun() ? tempDataDir() : createTestDataDir(tempDataDir()));

/** Starts `npm start`'s entry (of the checkout, or of a copy at `root`) with PORT=0 and resolves once it listens. */
export function startServer(env: NodeJS.ProcessEnv, root = REPO): Promise<RunningServer> {
  const child = spawn(process.execPath, ["apps/server/start.mjs"], { cwd: root, env: { ...env, PORT: "0" } });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = output.match(/"port":(\d+)[^\n]*shop listening/);
      if (match) resolve({ child, port: Number(match[1]), output: () => output, exited });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}
