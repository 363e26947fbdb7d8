// The layers of the code, checked in CI (`npm run lint:deps`, part of `npm run check`); docs/ARCHITECTURE.md
// draws them and docs/adr/0012-layers-checked-in-ci.md says why this tool. A rule names what may NOT be
// imported; type-only imports count too (they are how a cycle starts).
const API = "^apps/api/src/";
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "An import cycle, type-only imports included: the files of a cycle can only be understood together.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-test-code-in-production",
      severity: "error",
      comment: "Production code never imports a test, a fixture or a test helper.",
      from: { pathNot: ["\\.test\\.tsx?$", "/test/", "^e2e/", "^bench/", "test-render\\.tsx$", "vitest"] },
      to: { path: ["\\.test\\.tsx?$", "^apps/[^/]+/test/", "^packages/[^/]+/test/", "^e2e/", "test-render\\.tsx$"] },
    },
    // packages: domain ← contracts, db ← mail ← apps
    {
      name: "domain-is-pure",
      severity: "error",
      comment: "packages/domain holds pure rules: no other workspace package, no database, no framework.",
      from: { path: "^packages/domain/" },
      to: { path: ["^packages/(contracts|db|mail)/", "^apps/"] },
    },
    {
      name: "contracts-know-only-domain",
      severity: "error",
      from: { path: "^packages/contracts/" },
      to: { path: ["^packages/(db|mail)/", "^apps/"] },
    },
    {
      name: "db-knows-only-domain",
      severity: "error",
      from: { path: "^packages/db/" },
      to: { path: ["^packages/(contracts|mail)/", "^apps/"] },
    },
    {
      name: "mail-is-below-the-apps",
      severity: "error",
      from: { path: "^packages/mail/" },
      to: { path: ["^packages/contracts/", "^apps/"] },
    },
    {
      name: "storefront-reaches-the-api-through-its-client",
      severity: "error",
      comment: "The storefront talks to the API over HTTP (or the Hono app's fetch): never to the api's code or the database.",
      from: { path: "^apps/storefront/" },
      to: { path: ["^apps/(api|server)/", "^packages/(db|mail)/"] },
    },
    {
      name: "api-is-not-the-process",
      severity: "error",
      from: { path: "^apps/api/" },
      to: { path: ["^apps/(server|storefront)/"] },
    },
    // apps/api: http, routes, app → jobs → use-cases → services (payments, content, media, security) → core
    {
      name: "api-core-is-the-floor",
      severity: "error",
      comment: "core/ (the dependencies type, AppError, the payment ports) imports nothing else of the API.",
      from: { path: `${API}core/` },
      to: { path: API, pathNot: `${API}core/` },
    },
    {
      name: "api-services-below-use-cases",
      severity: "error",
      comment: "Payments, delivery, invoicing, content, media and security serve the use-cases and never call them, the routes or HTTP.",
      from: { path: `${API}(payments|delivery|invoicing|content|media|security)/` },
      to: { path: `${API}(use-cases|jobs|routes|http|app\\.ts|index\\.ts)` },
    },
    {
      name: "api-use-cases-below-http",
      severity: "error",
      comment: "A use-case holds a rule; it never sees the request: no route, no Hono wiring, no job.",
      from: { path: `${API}use-cases/` },
      to: { path: `${API}(jobs|routes|http|app\\.ts|index\\.ts)` },
    },
    {
      name: "api-jobs-below-http",
      severity: "error",
      from: { path: `${API}jobs/` },
      to: { path: `${API}(routes|http|app\\.ts|index\\.ts)` },
    },
    {
      name: "api-routes-call-use-cases",
      severity: "error",
      comment: "A route parses, calls one use-case and answers: the database is reached through the use-case.",
      from: { path: `${API}routes/` },
      to: { path: "^packages/db/", dependencyTypesNot: ["type-only"] },
    },
    // apps/storefront: routes → components, middleware → lib
    {
      name: "storefront-lib-is-the-floor",
      severity: "error",
      comment: "lib/ serves components, middleware and routes and imports none of them (a test may drive a route).",
      from: { path: "^apps/storefront/app/lib/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^apps/storefront/app/(components|middleware|routes)/" },
    },
    {
      name: "storefront-components-below-routes",
      severity: "error",
      from: { path: "^apps/storefront/app/components/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^apps/storefront/app/(routes|middleware)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["node_modules", "/build/", "^apps/server/dist", "\\.react-router/", "^bench/results"] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
    combinedDependencies: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
