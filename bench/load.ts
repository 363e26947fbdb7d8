// Load generator: runs autocannon against argv[2] (JSON Options) and prints the summary as one JSON line.
// bench/run.ts starts it in its own process so that it can be pinned to a different core than the server.
// `uniqueQuery`: every request gets that query parameter with a value of its own (`?v=<run>-<n>`), so that no
// cache answers it (autocannon gives each connection a deep copy of the requests: the counter is this closure's).
import autocannon, { type Options } from "autocannon";

const { uniqueQuery, ...options } = JSON.parse(process.argv[2] ?? "{}") as Options & { uniqueQuery?: string };
if (uniqueQuery) {
  const run = Date.now().toString(36);
  let sent = 0;
  const { pathname, search } = new URL(options.url);
  const requests = options.requests ?? [{ path: `${pathname}${search}` }];
  options.requests = requests.map((request) => ({
    ...request,
    setupRequest: (built) => {
      sent++;
      return { ...built, path: `${built.path}${built.path.includes("?") ? "&" : "?"}${uniqueQuery}=${run}-${sent}` };
    },
  }));
}
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
