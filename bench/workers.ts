// The HTTP workers of `npm start` (WEB_CONCURRENCY; docs/adr/0020): the uncached category page's throughput with
// one process and with one worker per core, on the same PostgreSQL. Both servers run side by side and are loaded
// in turns (one, then the other, a few rounds), so that the machine's other load falls on both alike. The servers
// are not pinned (the workers need every core); the load generator keeps to core 1, as everywhere in the bench.
import { runLoad, serverCpuMs, warmedUp } from "./lib";
import type { Target } from "./pages";

export interface WorkersRow {
  engine: string;
  workers: number;
  requestsPerSecond: number;
  cpuMsPerRequest: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface ServerUnderTest {
  base: string;
  pid: number;
  workers: number;
}

const CONNECTIONS = 50;
const log = (line: string) => console.log(`bench: ${line}`);

/**
 * Loads a server in rounds until it is warm (`warmedUp`): each of two workers gets half the requests, so a warm-up of
 * fixed length left the workers less compiled than the one process (stop 52). At least 4 rounds, at most 8.
 */
async function warmUp(server: ServerUnderTest, category: Target, seconds: number, rounds: { min: number; max: number }): Promise<void> {
  const costs: number[] = [];
  for (let round = 1; round <= rounds.max; round++) {
    const before = serverCpuMs(server.pid);
    const result = await runLoad(`${server.base}${category.path}`, { connections: CONNECTIONS, seconds, headers: category.headers });
    const cost = (serverCpuMs(server.pid) - before) / Math.max(1, result.requests);
    costs.push(cost);
    log(`workers: warm-up of ${server.workers} process(es), round ${round}: ${cost.toFixed(2)} ms of CPU per request`);
    if (warmedUp(costs, rounds.min)) return;
  }
}

export async function compareWorkers(engine: string, servers: ServerUnderTest[], category: Target, quick: boolean): Promise<WorkersRow[]> {
  const rounds = quick ? 2 : 4;
  const seconds = quick ? 5 : 8;
  const totals = servers.map(() => ({ requests: 0, seconds: 0, cpu: 0, p99: 0, errors: 0, non2xx: 0 }));
  for (const server of servers) await warmUp(server, category, seconds, quick ? { min: 2, max: 2 } : { min: 4, max: 8 });
  for (let round = 0; round < rounds; round++) {
    for (const [i, server] of servers.entries()) {
      const total = totals[i] as (typeof totals)[number];
      const before = serverCpuMs(server.pid);
      const result = await runLoad(`${server.base}${category.path}`, { connections: CONNECTIONS, seconds, headers: category.headers });
      total.cpu += serverCpuMs(server.pid) - before;
      total.requests += result.requests;
      total.seconds += seconds;
      total.p99 = Math.max(total.p99, result.p99);
      total.errors += result.errors + result.timeouts;
      total.non2xx += result.non2xx;
    }
  }
  return servers.map((server, i) => {
    const total = totals[i] as (typeof totals)[number];
    return {
      engine,
      workers: server.workers,
      requestsPerSecond: total.requests / total.seconds,
      cpuMsPerRequest: total.requests > 0 ? total.cpu / total.requests : Number.NaN,
      p99: total.p99,
      errors: total.errors,
      non2xx: total.non2xx,
    };
  });
}
