// Load generator: runs autocannon against argv[2] (JSON Options) and prints the summary as one JSON line.
// bench/run.ts starts it in its own process so that it can be pinned to a different core than the server.
import autocannon, { type Options } from "autocannon";

const options = JSON.parse(process.argv[2] ?? "{}") as Options;
const result = await autocannon(options);
process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  })}\n`,
);
