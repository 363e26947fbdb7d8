import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BuildInfo } from "@shop/contracts";
import type { Logger } from "pino";
import { BUILD_DIR, REPO_ROOT, STOREFRONT_DIR } from "./paths";

/** What the storefront bundle is made of; a change to any of these makes the build stale. */
const INPUTS = ["apps/storefront/app", "apps/storefront/public", "packages/contracts/src", "packages/domain/src"];
const INPUT_FILES = [
  "apps/storefront/package.json",
  "apps/storefront/react-router.config.ts",
  "apps/storefront/vite.config.ts",
  "apps/storefront/react-router-production.ts",
  "apps/storefront/precompress.ts",
  "apps/storefront/shop-manifest.ts",
  "package-lock.json",
];
const META_FILE = join(BUILD_DIR, "build-meta.json");

interface BuildMeta extends BuildInfo {
  inputsHash: string;
}

function hashInputs(): string {
  const hash = createHash("sha256");
  const files = [...INPUT_FILES];
  for (const dir of INPUTS) {
    const abs = join(REPO_ROOT, dir);
    if (!existsSync(abs)) continue;
    for (const name of readdirSync(abs, { recursive: true }) as string[]) {
      const rel = join(dir, name);
      if (!/\.test\.tsx?$/.test(rel) && statSync(join(REPO_ROOT, rel)).isFile()) files.push(rel);
    }
  }
  for (const rel of files.sort()) {
    const abs = join(REPO_ROOT, rel);
    if (!existsSync(abs)) continue;
    hash.update(rel).update("\0").update(readFileSync(abs)).update("\0");
  }
  return hash.digest("hex");
}

function readBuildMeta(): BuildMeta | null {
  try {
    return JSON.parse(readFileSync(META_FILE, "utf8")) as BuildMeta;
  } catch {
    return null;
  }
}

const LOCK_FILE = join(BUILD_DIR, "..", "build.lock");
const LOCK_WAIT_MS = 10 * 60_000;

function isCurrent(inputsHash: string): BuildInfo | null {
  const meta = readBuildMeta();
  if (meta?.inputsHash !== inputsHash || !existsSync(join(BUILD_DIR, "server/index.js"))) return null;
  return { buildId: meta.buildId, builtAt: meta.builtAt };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One build at a time among the processes of this checkout (a lock file naming its owner). */
function lockBuilds(logger: Logger): () => void {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (let announced = false; ; ) {
    try {
      writeFileSync(LOCK_FILE, String(process.pid), { flag: "wx" });
      return () => rmSync(LOCK_FILE, { force: true });
    } catch {
      const owner = Number(readFileSync(LOCK_FILE, "utf8"));
      if (!processAlive(owner)) {
        rmSync(LOCK_FILE, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`the storefront build of process ${owner} did not finish in time`);
      if (!announced) logger.info({ owner }, "another process builds the storefront; waiting for it");
      announced = true;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
}

/**
 * Builds the storefront when its build is missing or older than its sources. The build goes to a folder of
 * its own and replaces the old one at once, under a lock, so that processes starting side by side neither
 * build twice nor read a half-written build.
 */
/** The build on disk, as the primary process of `npm start` made sure of (its HTTP workers read it; cluster/). */
export function builtStorefront(): BuildInfo {
  const meta = readBuildMeta();
  if (!meta) throw new Error(`no storefront build in ${BUILD_DIR}: run npm run build`);
  return { buildId: meta.buildId, builtAt: meta.builtAt };
}

export function ensureStorefrontBuild(logger: Logger): BuildInfo {
  // An image's runtime stage holds the build without its sources (Dockerfile): the build is what there is.
  const built = readBuildMeta();
  if (built && !existsSync(join(REPO_ROOT, INPUTS[0] as string))) return { buildId: built.buildId, builtAt: built.builtAt };
  const inputsHash = hashInputs();
  const ready = isCurrent(inputsHash);
  if (ready) return ready;
  const unlock = lockBuilds(logger);
  try {
    const built = isCurrent(inputsHash);
    if (built) return built;
    logger.info(
      existsSync(META_FILE)
        ? "storefront: its sources changed, building it again (about 20 s)"
        : "storefront: no build yet, building it (about 20 s)",
    );
    const staging = `${BUILD_DIR.replace(/\/$/, "")}.next-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    const started = Date.now();
    // Vite's chunk list is kept out of the start's log; a failed build prints all of it. A production build whatever
    // the caller's NODE_ENV: Vite takes it as it finds it, and a test runner's NODE_ENV=test built React's development
    // code into the browser's chunks (hydration warnings on every page of the browser tests that ran after it).
    const result = spawnSync("npx", ["react-router", "build"], {
      cwd: STOREFRONT_DIR,
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_ENV: "production", STOREFRONT_BUILD_DIR: staging },
    });
    if (result.status !== 0) {
      process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
      throw new Error(`storefront build failed (exit ${result.status}): its output is above`);
    }
    const warnings = buildWarnings(result.stderr ?? "");
    if (warnings.length) logger.warn({ warnings }, "storefront build warnings");
    const next: BuildMeta = { buildId: inputsHash.slice(0, 12), builtAt: new Date().toISOString(), inputsHash };
    writeFileSync(join(staging, "build-meta.json"), `${JSON.stringify(next, null, 2)}\n`);
    const old = `${BUILD_DIR.replace(/\/$/, "")}.old-${process.pid}`;
    if (existsSync(BUILD_DIR)) renameSync(BUILD_DIR, old);
    renameSync(staging, BUILD_DIR);
    rmSync(old, { recursive: true, force: true });
    logger.info({ buildId: next.buildId }, `storefront: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { buildId: next.buildId, builtAt: next.builtAt };
  } finally {
    unlock();
  }
}

/**
 * What the build said on stderr, less a known harmless line: React Router 7's build hands Vite 8 the deprecated
 * `envFile: false`, and Vite says so (remix-run/react-router#15229, fixed in React Router 8 only).
 */
export function buildWarnings(stderr: string): string[] {
  return stderr
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && line !== "The `envFile` option is deprecated, please use `envDir: false` instead.");
}
