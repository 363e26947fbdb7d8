import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // apps/server builds into a folder of its own and swaps it in (STOREFRONT_BUILD_DIR).
  buildDirectory: process.env.STOREFRONT_BUILD_DIR ?? "build",
  ssr: true,
  routeDiscovery: { mode: "initial" },
  // Pages whose address carries a token (verify-email, password-restore/finish) send
  // Referrer-Policy: no-referrer, so a browser posts their forms without JavaScript with
  // "Origin: null", which React Router's own origin check would refuse. Those two actions are proven
  // by the token, not by the session cookie; every action that rides on the cookie checks the
  // origin itself (middleware/same-origin.server.ts), and "null" never passes there.
  allowedActionOrigins: ["null"],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
