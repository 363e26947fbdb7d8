// npm run test:e2e: Playwright in Debian's Chromium. Without Chromium it fails with one line; it never skips.
import { spawnSync } from "node:child_process";
import type { Logger } from "pino";
import { ensureStorefrontBuild } from "../apps/server/src/storefront-build";
import { browserPath } from "./browser";
import { dropShopDatabases, makeShopDatabases } from "./shop-databases";

const chromium = browserPath();
if (!chromium) {
  console.error(
    'End-to-end tests need Chromium: install it with "apt-get install -y chromium-headless-shell" (or chromium), or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
// Build once before Playwright starts the three shops (one per brand), so they do not build at the same time.
const logger = { info: (o: unknown, m?: string) => console.log(m ?? o), warn: console.warn, error: console.error } as unknown as Logger;
ensureStorefrontBuild(logger);

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
