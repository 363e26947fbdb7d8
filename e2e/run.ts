// npm run test:e2e: Playwright in Debian's Chromium. Without Chromium it fails with one line; it never skips.
import { spawnSync } from "node:child_process";
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

// With a PostgreSQL server (DATABASE_URL, as in CI) the three shops run there, each in a fresh database;
// otherwise each has its own embedded one. The integration suite tests both engines already.
const databases = await makeShopDatabases(process.env.DATABASE_URL);
const config = new URL("./playwright.config.ts", import.meta.url).pathname;
const result = spawnSync("npx", ["playwright", "test", "-c", config, ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium, ...databases.env },
});
await dropShopDatabases(databases);
process.exit(result.status ?? 1);
