// The production server (npm start runs it through start.mjs; docs/adr/0020, 0032): reads the configuration, then
// loads the part this process runs, each a bundle of its own (bundle.mjs): the primary's holds none of the API or
// the storefront, which a process keeps in memory for as long as it runs; an HTTP worker (or the one process of
// WEB_CONCURRENCY=1) builds the storefront when needed, migrates, seeds and serves API and storefront.
import "./env-production";
import cluster from "node:cluster";
import { joinCluster } from "./cluster/worker-link";
import { loadConfigOrExit } from "./config";
import { createLogger } from "./logger";

type Primary = typeof import("./cluster/primary");
type HttpServer = typeof import("./http-server");
/** A bundle beside this one in dist (bundle.mjs), loaded at run time: esbuild leaves an import of a variable alone. */
const part = <T>(name: string) => import(new URL(`./${name}.mjs`, import.meta.url).href) as Promise<T>;

const config = loadConfigOrExit(process.env);
const logger = createLogger(config);

if (cluster.isWorker) await (await part<HttpServer>("http-server")).runHttpServer(config, logger, joinCluster());
else if (config.WEB_CONCURRENCY > 1) await (await part<Primary>("primary")).runPrimary(config, logger);
else await (await part<HttpServer>("http-server")).runHttpServer(config, logger);
