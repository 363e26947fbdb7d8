// npm run dev: Vite (hot reload for the storefront) in front; tsx watch restarts on API/db changes.
import "./env-development";
import { createServer } from "node:http";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { bootServices, handleShutdown } from "./boot";
import { loadConfigOrExit } from "./config";
import { createHttpHandler } from "./http-handler";
import { createLogger } from "./logger";
import { STOREFRONT_DIR } from "./paths";
import { securityHeaders } from "./security-headers";

const config = loadConfigOrExit(process.env);
const logger = createLogger(config);
const buildInfo = { buildId: `dev-${Date.now().toString(36)}`, builtAt: new Date().toISOString() };
const services = await bootServices(config, logger, () => buildInfo);

const vite = await createViteServer({ root: STOREFRONT_DIR, server: { middlewareMode: true }, appType: "custom" });
const storefront = createRequestHandler(
  () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  "development",
);
const handle = createHttpHandler({
  api: services.api,
  storefront,
  logger,
  trustProxy: config.TRUST_PROXY,
  headers: securityHeaders(config.PUBLIC_ORIGIN[0] ?? ""),
});
const server = createServer((req, res) => {
  if (req.url?.startsWith("/api")) return handle(req, res);
  vite.middlewares(req, res, () => handle(req, res));
});
handleShutdown(server, services, config, logger);
server.on("close", () => void vite.close());
server.listen(config.PORT, config.HOST, () => logger.info(`dev server on http://localhost:${config.PORT}/en`));
