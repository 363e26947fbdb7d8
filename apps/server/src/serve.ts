// The production server (npm start runs it through start.ts): builds the storefront when needed, migrates,
// seeds, and serves API and storefront, with one HTTP worker per core (WEB_CONCURRENCY; docs/adr/0020).
import "./env-production";
import cluster from "node:cluster";
import { runPrimary } from "./cluster/primary";
import { joinCluster } from "./cluster/worker-link";
import { loadConfigOrExit } from "./config";
import { runHttpServer } from "./http-server";
import { createLogger } from "./logger";

const config = loadConfigOrExit(process.env);
const logger = createLogger(config);

if (cluster.isWorker) await runHttpServer(config, logger, joinCluster());
else if (config.WEB_CONCURRENCY > 1) await runPrimary(config, logger);
else await runHttpServer(config, logger);
