// DATA_DIR/shop.pid: the primary's pid while it serves, for `npm run reload` (apps/server/reload.mjs) to send it
// SIGHUP from another terminal (npm start's own pid is npm's, which a SIGHUP ends). Removed when the primary exits;
// one left by a process that was killed names a process that no longer runs, and is replaced at the next start.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "pino";

const PID_FILE = "shop.pid";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Writes this process's pid to DATA_DIR/shop.pid and removes it at exit (only while it still names this process). */
export function writePidFile(dataDir: string, logger: Logger): void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, PID_FILE);
  const previous = readPid(file);
  if (previous && previous !== process.pid && isRunning(previous))
    logger.warn({ previous, file }, "shop.pid named another running shop; it names this one now (npm run reload reaches this one)");
  writeFileSync(file, `${process.pid}\n`);
  process.once("exit", () => {
    if (readPid(file) === process.pid) rmSync(file, { force: true });
  });
}
