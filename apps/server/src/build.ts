// npm run build: the storefront's production build, made the way `npm start` makes it (storefront-build.ts), with
// the build-meta.json a start and a rolling restart's new workers check. Nothing to do when the build is current.
// A bare `react-router build` writes no build-meta.json: a start after it built everything again.
import pino from "pino";
import { ensureStorefrontBuild } from "./storefront-build";

const logger = pino({ level: process.env.LOG_LEVEL || "info", base: null });
const build = ensureStorefrontBuild(logger);
logger.info({ buildId: build.buildId, builtAt: build.builtAt }, "storefront: the build is current");
