// npm start (and, with `build`, npm run build): builds the server's bundle when it is missing or older than its
// sources (bundle.mjs), then runs it: dist/serve.mjs builds the storefront when needed, migrates, seeds and serves
// (`npm run build` stops after the storefront). The HTTP workers run dist/serve.mjs itself (docs/adr/0020, 0032).
// Plain JavaScript and no tsx: what runs in production is JavaScript built ahead of time.
import cluster from "node:cluster";
import pino from "pino";
import pretty from "pino-pretty";
import { BUILD_ENTRY, ensureServerBundle, SERVE_ENTRY } from "./bundle.mjs";

// The server's log format (src/logger.ts): readable lines in a terminal, JSON lines otherwise.
const format = process.env.LOG_FORMAT;
const readable = format === "pretty" || (format !== "json" && process.stdout.isTTY === true);
const options = { level: process.env.LOG_LEVEL || "info", base: { pid: process.pid } };
const logger = readable
  ? pino(
      options,
      pretty({
        sync: true,
        colorize: process.stdout.isTTY === true,
        translateTime: "SYS:HH:MM:ss.l",
        ignore: "pid,hostname",
        singleLine: true,
      }),
    )
  : pino(options);

try {
  await ensureServerBundle((line) => logger.info(line));
} catch (error) {
  logger.fatal({ err: error }, "server: the bundle failed (esbuild's messages are above)");
  logger.flush();
  process.exit(1);
}
logger.flush();
if (process.argv[2] === "build") {
  await import(BUILD_ENTRY);
} else {
  cluster.setupPrimary({ exec: SERVE_ENTRY });
  await import(SERVE_ENTRY);
}
