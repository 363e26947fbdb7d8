// The shop's log (docs/operations.md "Logs"): JSON lines for a log collector, or, in a terminal, lines a person reads
// (time, level, message, the fields that matter; pino-pretty, synchronous, in the process). LOG_FORMAT=auto (the
// default) chooses by the output: pretty in a terminal, JSON anywhere else; json or pretty force one.
import pino from "pino";
import pretty from "pino-pretty";
import type { Config } from "./config";

type LogStream = NodeJS.WritableStream & { isTTY?: boolean };

export function prettyLogs(format: Config["LOG_FORMAT"], output: { isTTY?: boolean }): boolean {
  return format === "pretty" || (format === "auto" && output.isTTY === true);
}

export function createLogger(config: Pick<Config, "LOG_LEVEL" | "LOG_FORMAT">, output: LogStream = process.stdout) {
  const options = { level: config.LOG_LEVEL, base: { pid: process.pid } };
  if (!prettyLogs(config.LOG_FORMAT, output)) return output === process.stdout ? pino(options) : pino(options, output);
  return pino(
    options,
    pretty({
      destination: output,
      sync: true,
      colorize: output.isTTY === true,
      translateTime: "SYS:HH:MM:ss.l",
      ignore: "pid,hostname",
      singleLine: true,
    }),
  );
}
