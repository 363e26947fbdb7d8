import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { browserPath } from "./browser";
import {
  BRAND_PORTS,
  KSEF_PORT,
  KSEF_SELLER_NIP,
  KSEF_TOKEN,
  MAIL_HTTP_PORT,
  MAIL_SMTP_PORT,
  SMS_HTTP_PORT,
  SMSAPI_PORT,
  SMSAPI_SENDER,
  SMSAPI_TOKEN,
} from "./tests/servers";

const repo = fileURLToPath(new URL("..", import.meta.url));

/**
 * One shop per brand variant, each on the production build (the server's bundle and the storefront's) with a fresh database of its own: on PostgreSQL when
 * e2e/run.ts made one (E2E_DATABASE_URL_<brand>), else embedded. Either way it is the demo shop (simulated payments).
 */
const shop = (brand: keyof typeof BRAND_PORTS) => ({
  // npm start's server, built by e2e/run.ts (`npm run build`) before Playwright starts, from the copy of the runtime
  // files it makes (the Docker image's; E2E_SHOP_ROOT), or from the checkout when Playwright is run directly.
  command: "node apps/server/dist/serve.mjs",
  cwd: process.env.E2E_SHOP_ROOT || repo,
  url: `http://127.0.0.1:${BRAND_PORTS[brand]}/api/v1/health`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    PORT: String(BRAND_PORTS[brand]),
    HOST: "127.0.0.1",
    // localhost too: a passkey needs a host name (WebAuthn refuses an IP address as its relying party).
    PUBLIC_ORIGIN: `http://127.0.0.1:${BRAND_PORTS[brand]}, http://localhost:${BRAND_PORTS[brand]}`,
    PUBLIC_BRAND: brand,
    DATA_DIR: mkdtempSync(join(tmpdir(), `shop-e2e-${brand}-`)),
    LOG_LEVEL: "warn",
    DATABASE_URL: process.env[`E2E_DATABASE_URL_${brand}`] ?? "",
    DEMO_MODE: "true",
    DEMO_MODE_FORCE: "true",
    // The default brand runs as npm start does, one HTTP worker per core (docs/adr/0020); the others in one process.
    ...(brand === "default" ? {} : { WEB_CONCURRENCY: "1" }),
    // Rate limits in memory: each run starts from zero (Redis would carry one run's sign-ups into the next).
    REDIS_URL: "",
    // The API-made test accounts come "from" addresses of their own (shoppers.ts), as shoppers behind a proxy
    // would: the sign-up limit (10 an hour per address) then applies per test, not to the whole run.
    TRUST_PROXY: "true",
    SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
    // Text messages go to the test's SMSAPI stand-in (e2e/sms-catcher.ts), validated only (test=1).
    SMSAPI_BASE: `http://127.0.0.1:${SMSAPI_PORT}`,
    SMSAPI_TOKEN,
    SMSAPI_SENDER,
    SMSAPI_TEST: "true",
    // The local chain simulator answers at once: the watcher looks every second instead of every 15.
    CRYPTO_CHAIN: "simulator",
    CRYPTO_POLL_MS: "1000",
    // The default brand sends its business invoices to the test's KSeF stand-in (e2e/ksef-catcher.ts) and looks every
    // second; the others to a stand-in of their own (the demo's default), each shop being a seller of its own.
    ...(brand === "default"
      ? { KSEF_BASE: `http://127.0.0.1:${KSEF_PORT}/v2`, KSEF_TOKEN, KSEF_NIP: KSEF_SELLER_NIP, KSEF_POLL_MS: "1000" }
      : {}),
    // The second brand takes online payments through Przelewy24's local stand-in, the others through the sandbox.
    ...(brand === "second" ? { P24_BASE: "stand-in" } : {}),
  },
});

export default defineConfig({
  testDir: "tests",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Timeouts guard against a hang; they are not speed checks (those are in npm run bench). A shared two-core
  // machine under load has run a sign-up-to-cabinet test in 30 s that takes 9 s on a quiet one.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: join(repo, "playwright-report") }]],
  outputDir: join(repo, "test-results"),
  use: {
    baseURL: `http://127.0.0.1:${BRAND_PORTS.default}`,
    // Locally a failed test keeps its trace (actions, network, DOM snapshots; no screencast, the costliest part).
    // CI records none: recording every test's trace cost ~13 % of the suite's CPU there, and CI keeps only the
    // printed output (PW_TRACE=1 records them in CI too).
    trace: {
      mode: process.env.CI && !process.env.PW_TRACE ? "off" : "retain-on-failure",
      screenshots: false,
      snapshots: true,
      sources: true,
    },
    launchOptions: {
      executablePath: browserPath() ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
    {
      name: "mobile",
      // The behaviour specs run once (desktop); the mobile project checks the layouts at 360 px, and the
      // shopping journeys (selling-*.spec.ts) run at both widths.
      testMatch: ["layout.spec.ts", "brands.spec.ts", /selling-[\w-]+\.spec\.ts$/],
      use: { ...devices["Desktop Chrome"], viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: "node --import tsx e2e/mail-catcher.ts",
      cwd: repo,
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: "node --import tsx e2e/sms-catcher.ts",
      cwd: repo,
      url: `http://127.0.0.1:${SMS_HTTP_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: "node --import tsx e2e/ksef-catcher.ts",
      cwd: repo,
      url: `http://127.0.0.1:${KSEF_PORT}/__stand-in/invoices`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    shop("default"),
    shop("second"),
    shop("test"),
  ],
});
