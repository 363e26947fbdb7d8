// npm run reload: a rolling restart of the running shop's HTTP workers (docs/adr/0020, docs/operations.md) from any
// terminal: SIGHUP to the primary process named by DATA_DIR/shop.pid (npm start's own process is npm, which a
// SIGHUP would end, leaving the shop running without it). The same DATA_DIR as the shop's (default ./data).
import { readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

const file = join(resolve(process.env.DATA_DIR || "./data"), "shop.pid");
const fail = (line) => {
  console.error(`npm run reload: ${line}`);
  process.exit(1);
};

let text;
try {
  text = readFileSync(file, "utf8");
} catch {
  fail(
    `the shop is not running: no ${file} (start it with npm start; with WEB_CONCURRENCY=1 it has no workers to replace, restart it instead)`,
  );
}
const pid = Number.parseInt(text, 10);
if (!Number.isInteger(pid) || pid <= 0) fail(`${file} holds no process id ("${text.trim()}")`);

/** The process's command line, "" when it does not run; null where /proc is not there to ask. */
function commandLine(id) {
  try {
    return readFileSync(`/proc/${id}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch (error) {
    if (error.code !== "ENOENT") return null;
    try {
      process.kill(id, 0);
      return null;
    } catch {
      return "";
    }
  }
}

const command = commandLine(pid);
if (command === "") {
  rmSync(file, { force: true });
  fail(`the shop is not running: ${file} named process ${pid}, which has ended without removing it (removed now)`);
}
if (command !== null && !/node/.test(command)) fail(`process ${pid} of ${file} is not the shop ("${command.trim()}"): its pid was reused`);
process.kill(pid, "SIGHUP");
console.log(
  `npm run reload: sent SIGHUP to the shop (process ${pid}); its HTTP workers are replaced one at a time ("rolling restart done" in its log)`,
);
