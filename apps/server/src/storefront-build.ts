import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
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
  "package-lock.json",
];
const META_FILE = join(BUILD_DIR, "build-meta.json");

interface BuildMeta extends BuildInfo {
  inputsHash: string;
}

export function hashInputs(): string {
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

export function readBuildMeta(): BuildMeta | null {
  try {
    return JSON.parse(readFileSync(META_FILE, "utf8")) as BuildMeta;
  } catch {
    return null;
  }
}

/** Builds the storefront when its build is missing or older than its sources. */
export function ensureStorefrontBuild(logger: Logger): BuildInfo {
  const inputsHash = hashInputs();
  const meta = readBuildMeta();
  if (meta?.inputsHash === inputsHash && existsSync(join(BUILD_DIR, "server/index.js"))) {
    return { buildId: meta.buildId, builtAt: meta.builtAt };
  }
  logger.info(meta ? "storefront build is stale, rebuilding" : "storefront build is missing, building");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: STOREFRONT_DIR, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) throw new Error(`storefront build failed (exit ${result.status})`);
  const next: BuildMeta = { buildId: inputsHash.slice(0, 12), builtAt: new Date().toISOString(), inputsHash };
  writeFileSync(META_FILE, `${JSON.stringify(next, null, 2)}\n`);
  return { buildId: next.buildId, builtAt: next.builtAt };
}
