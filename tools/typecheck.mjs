// npm run typecheck: the Node side (apps/api, apps/server, packages/*, bench: one compiler setting) as one program
// (each workspace on its own re-checked the shared packages: 183 s of CPU instead of ~60), then the storefront
// (DOM, JSX, React Router's generated types) and e2e (DOM) with their own settings; two at a time (one tsc
// keeps about one and a half of CI's two cores busy). Prints a failed one's output; exits 1 when any failed.
import { spawn } from "node:child_process";

const jobs = [
  { name: "apps/storefront", command: "npm", args: ["run", "typecheck", "--silent", "-w", "apps/storefront"] },
  { name: "apps/api, apps/server, packages, bench", command: "npx", args: ["tsc", "--noEmit", "-p", "tsconfig.node.json"] },
  { name: "e2e", command: "npm", args: ["run", "typecheck", "--silent", "-w", "e2e"] },
];

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
