// npm run build: the storefront's production build, made the way `npm start` makes it (storefront-build.ts), with
// the build-meta.json a start and a rolling restart's new workers check. Nothing to do when the build is current.
// A bare `react-router build` writes no build-meta.json: a start after it built everything again.
import type { Config } from "./config";
import { createLogger } from "./logger";
import { ensureStorefrontBuild } from "./storefront-build";

// As the server logs (logger.ts): readable lines in a terminal, JSON otherwise.
const format = process.env.LOG_FORMAT;
const logger = createLogger({
  LOG_LEVEL: (process.env.LOG_LEVEL || "info") as Config["LOG_LEVEL"],
  LOG_FORMAT: format === "json" || format === "pretty" ? format : "auto",
});
const build = ensureStorefrontBuild(logger);
logger.info({ buildId: build.buildId, builtAt: build.builtAt }, "storefront: the build is current");
