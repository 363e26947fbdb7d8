import { configDefaults, defineConfig } from "vitest/config";

const UNIT = ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.ts", "apps/storefront/app/**/*.test.{ts,tsx}"];
/** Units that mock a module (vi.mock) or test what happens on a module's first use. */
const UNIT_ALONE = [
  "apps/storefront/app/components/layout/category-menu.test.tsx",
  "apps/storefront/app/components/ui/toasts.test.tsx",
  "apps/storefront/app/components/admin/customers/block-forms.test.tsx",
  "apps/storefront/app/routes/city/auth/sign-in.test.tsx",
  "apps/storefront/app/components/layout/crawler-safe.test.tsx",
  "apps/storefront/app/components/checkout/crypto-payment.test.tsx",
  "apps/storefront/app/lib/forms/use-shop-form.test.tsx",
];

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
    // The files of a worker share their modules (each still has its own databases): importing the API anew
    // for every one of the 65 files cost the suite ~4 minutes of its 2 cores (240 s of imports per engine).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // After the units (groupOrder 0): a unit given 5 s must not share the two cores with servers being started.
    sequence: { groupOrder: 1 },
  },
});

export default defineConfig({
  test: {
    // Three test files at a time even on two cores: an integration test spends most of its time waiting for
    // its database (PostgreSQL's own processes, or PGlite between statements). One at a time (the default on
    // two cores) took the suite 557 s; three take 378 s, which keeps CI under 15 minutes.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: "unit",
          include: UNIT,
          exclude: [...configDefaults.exclude, ...UNIT_ALONE],
          setupFiles: ["apps/storefront/test/unit-setup.ts"],
          // Shared modules halve the units' time (52 s instead of 110 s, mostly imports); the files that
          // mock a module or depend on a module's first use run in a project of their own, one module set each.
          isolate: false,
          // The units run first, on their own: run beside the integration files, whose servers and databases
          // take both cores, a form's first test (its schemas loading) once took over its 5 s in CI.
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: "unit:alone",
          include: UNIT_ALONE,
          setupFiles: ["apps/storefront/test/unit-setup.ts"],
          sequence: { groupOrder: 0 },
        },
      },
      integration("pglite"),
      ...(postgresUrl ? [integration("postgres")] : []),
    ],
  },
});
