// npm run typecheck: every workspace's own `typecheck` script, and the bench's, two at a time (one tsc keeps
// about one and a half of CI's two cores busy; two at a time take ~20 % less time than one after another).
// The apps go first (the longest). Prints a failed one's output; exits 1 when any failed.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));
const dirs = readJson("package.json").workspaces.flatMap((pattern) =>
  pattern.endsWith("/*") ? readdirSync(pattern.slice(0, -2)).map((name) => `${pattern.slice(0, -2)}/${name}`) : [pattern],
);
const jobs = dirs
  .filter((dir) => readJson(`${dir}/package.json`).scripts?.typecheck)
  .sort((a, b) => Number(!a.startsWith("apps/")) - Number(!b.startsWith("apps/")))
  .map((dir) => ({ name: dir, command: "npm", args: ["run", "typecheck", "--silent", "-w", dir] }));
jobs.push({ name: "bench", command: "npx", args: ["tsc", "--noEmit", "-p", "bench"] });

const failed = [];
async function run(job) {
  const child = spawn(job.command, job.args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const code = await new Promise((resolve) => child.on("close", resolve));
  process.stdout.write(`typecheck ${job.name}: ${code === 0 ? "ok" : `failed\n${output}`}\n`);
  if (code !== 0) failed.push(job.name);
}

const queue = [...jobs];
const worker = async () => {
  for (let job = queue.shift(); job; job = queue.shift()) await run(job);
};
await Promise.all([worker(), worker()]);
if (failed.length > 0) {
  console.error(`typecheck failed in: ${failed.join(", ")}`);
  process.exit(1);
}
