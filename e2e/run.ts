// npm run test:e2e: Playwright in Debian's Chromium. Without Chromium it fails with one line; it never skips.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`End-to-end tests need Chromium at ${chromium}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`);
  process.exit(1);
}
const config = fileURLToPath(new URL("./playwright.config.ts", import.meta.url));
const result = spawnSync("npx", ["playwright", "test", "-c", config, ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
