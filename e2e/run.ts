// npm run test:e2e: Playwright in Debian's Chromium. Without Chromium it fails with one line; it never skips.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// @ts-expect-error: plain JavaScript without declarations (it runs in the Docker image's build stage)
import { copyRuntime } from "../apps/server/runtime-copy.mjs";
import { browserPath } from "./browser";
import { dropShopDatabases, makeShopDatabases } from "./shop-databases";

const chromium = browserPath();
if (!chromium) {
  console.error(
    'End-to-end tests need Chromium: install it with "apt-get install -y chromium-headless-shell" (or chromium), or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
// Build once (`npm run build`: the server's bundle and the storefront, each when stale) before Playwright starts the
// three shops (one per brand) on the built server, so that they do not build at the same time.
const built = spawnSync(process.execPath, ["apps/server/start.mjs", "build"], {
  cwd: new URL("..", import.meta.url).pathname,
  stdio: "inherit",
  env: { ...process.env, LOG_FORMAT: process.env.LOG_FORMAT ?? "pretty" },
});
if (built.status !== 0) process.exit(built.status ?? 1);

// The shops run from a copy of the runtime files only, as the Docker image holds them (apps/server/runtime-copy.mjs):
// every test then also checks that no file a feature opens at run time is left out of the image.
const runtime = mkdtempSync(join(tmpdir(), "shop-e2e-runtime-"));
await copyRuntime(runtime);

// With a PostgreSQL server (DATABASE_URL, as in CI) the three shops run there, each in a fresh database;
// otherwise each has its own embedded one. The integration suite tests both engines already.
const databases = await makeShopDatabases(process.env.DATABASE_URL);
const config = new URL("./playwright.config.ts", import.meta.url).pathname;
const result = spawnSync("npx", ["playwright", "test", "-c", config, ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_SHOP_ROOT: runtime, ...databases.env },
});
await dropShopDatabases(databases);
rmSync(runtime, { recursive: true, force: true });
process.exit(result.status ?? 1);
