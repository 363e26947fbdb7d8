import pino from "pino";
import type { Config } from "./config";

export function createLogger(config: Pick<Config, "LOG_LEVEL">) {
  return pino({ level: config.LOG_LEVEL, base: { pid: process.pid } });
}
