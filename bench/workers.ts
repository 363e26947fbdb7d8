// The HTTP workers of `npm start` (WEB_CONCURRENCY; docs/adr/0020): the uncached category page's throughput with
// one process and with one worker per core, on the same PostgreSQL. Both servers run side by side and are loaded
// in turns (one, then the other, a few rounds), so that the machine's other load falls on both alike. The servers
// are not pinned (the workers need every core); the load generator keeps to core 1, as everywhere in the bench.
import { runLoad, serverCpuMs } from "./lib";
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

export async function compareWorkers(engine: string, servers: ServerUnderTest[], category: Target, quick: boolean): Promise<WorkersRow[]> {
  const rounds = quick ? 2 : 4;
  const seconds = quick ? 5 : 8;
  const totals = servers.map(() => ({ requests: 0, seconds: 0, cpu: 0, p99: 0, errors: 0, non2xx: 0 }));
  for (const server of servers)
    await runLoad(`${server.base}${category.path}`, { connections: CONNECTIONS, seconds: quick ? 8 : 15, headers: category.headers });
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
