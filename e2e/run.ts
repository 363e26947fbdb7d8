// npm run test:e2e: Playwright in Debian's Chromium. Without Chromium it fails with one line; it never skips.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import { ensureStorefrontBuild } from "../apps/server/src/storefront-build";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`End-to-end tests need Chromium at ${chromium}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`);
  process.exit(1);
}
// Build once before Playwright starts the three shops (one per brand), so they do not build at the same time.
const logger = { info: (o: unknown, m?: string) => console.log(m ?? o), warn: console.warn, error: console.error } as unknown as Logger;
ensureStorefrontBuild(logger);

const config = fileURLToPath(new URL("./playwright.config.ts", import.meta.url));
const result = spawnSync("npx", ["playwright", "test", "-c", config, ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
