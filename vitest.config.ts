import { defineConfig } from "vitest/config";

const postgresUrl = process.env.DATABASE_URL;
const redacted = postgresUrl?.replace(/\/\/[^@/]*@/, "//***@");
console.log(
  postgresUrl
    ? `Integration tests run twice: on PGlite and on PostgreSQL (${redacted}), each in fresh databases dropped afterwards.`
    : "Integration tests run on PGlite only; set DATABASE_URL to a PostgreSQL server to run them there too.",
);

const integration = (engine: "pglite" | "postgres") => ({
  test: {
    name: `integration:${engine}`,
    include: ["apps/*/test/**/*.test.ts", "packages/*/test/**/*.test.ts"],
    globalSetup: ["packages/db/src/testing/global-setup.ts"],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.ts", "apps/storefront/app/**/*.test.{ts,tsx}"],
          setupFiles: ["apps/storefront/test/unit-setup.ts"],
        },
      },
      integration("pglite"),
      ...(postgresUrl ? [integration("postgres")] : []),
    ],
  },
});
