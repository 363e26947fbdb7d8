// GET /metrics in Prometheus text (docs/operations.md, docs/adr/0018-metrics.md): only with METRICS_TOKEN set, and
// only for a request that carries it as a Bearer token. Labels are bounded: route templates and route ids, never URLs.
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "@shop/db";
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** What the HTTP handler reports (http-handler.ts); all of it cheap on the request path. */
export interface HttpMetrics {
  /** A request ended: its route label (a template or route id), method, status and duration. */
  observe(route: string, method: string | undefined, status: number, seconds: number): void;
  /** The storefront route id of a page URL ("unmatched" when none). */
  pageRoute(url: string): string;
  pageCache(hit: boolean): void;
}

export interface Metrics extends HttpMetrics {
  registry: Registry;
  orderPlaced(paymentMethod: string): void;
  jobFailed(job: string): void;
  /** Redis (REDIS_URL) was lost (an outage begins) or answers again. */
  redisChanged(up: boolean): void;
  /** A rate-limited call was counted in this process's memory because Redis did not answer. */
  rateLimitFellBack(limit: string): void;
  /** The database whose pool and e-mail outbox are reported at each scrape (set once booted). */
  watch(database: Database): void;
  /** Labels pages by the route ids of this storefront build (until then: "page"). */
  usePages(build: ServerBuild): void;
  /** Answers GET /metrics: 404 unless the request carries the token. */
  serve(req: IncomingMessage, res: ServerResponse): void;
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
type Child = { duration: Histogram.Internal<string>; count: Counter.Internal };

/** In an HTTP worker of `npm start`: the primary adds up every worker's registry (prom-client's AggregatorRegistry). */
type Gather = () => Promise<{ text: string; contentType: string }>;

export function createMetrics({ token, gather }: { token: string; gather?: Gather }): Metrics {
  const registry = new Registry();
  // The primary's AggregatorRegistry asks each worker for this registry (instead of prom-client's global one);
  // constructing one in the worker installs prom-client's answering listener.
  if (gather) {
    AggregatorRegistry.setRegistries([registry]);
    new AggregatorRegistry();
  }
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by route template (API) or route id (storefront), method and status",
    labelNames: ["route", "method", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by route template (API) or route id (storefront), method and status",
    labelNames: ["route", "method", "status"],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "page_cache_requests_total",
    help: "Shared pages answered from the page cache (hit) or rendered (miss)",
    labelNames: ["result"],
    registers: [registry],
  });
  const hits = pageCache.labels("hit");
  const misses = pageCache.labels("miss");
  const orders = new Counter({
    name: "orders_placed_total",
    help: "Orders placed by this process, by payment method",
    labelNames: ["payment_method"],
    registers: [registry],
  });
  const jobs = new Counter({
    name: "job_failures_total",
    help: "Failed passes of the background jobs (payment workers, shipment tracker)",
    labelNames: ["job"],
    registers: [registry],
  });
  // Made when Redis first connects or fails (only with REDIS_URL): absent from a shop without Redis.
  let redis: { up: Gauge; outages: Counter } | undefined;
  const redisMetrics = () => {
    redis ??= {
      up: new Gauge({
        name: "redis_up",
        help: "1 while Redis (REDIS_URL) answers the rate limits, 0 during an outage",
        // One worker without Redis is an outage: the cluster's figure is the lowest.
        aggregator: "min",
        registers: [registry],
      }),
      outages: new Counter({
        name: "redis_outages_total",
        help: "Times Redis (REDIS_URL) stopped answering the rate limits (each outage once)",
        registers: [registry],
      }),
    };
    return redis;
  };
  const fallbacks = new Counter({
    name: "rate_limit_fallbacks_total",
    help: "Rate-limited calls counted in the process's own memory because Redis did not answer, by limit",
    labelNames: ["limit"],
    registers: [registry],
  });
  let database: Database | undefined;
  new Gauge({
    name: "db_pool_connections",
    help: "Database pool connections: in_use, idle, waiting (requests queued for one)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      if (!database) return;
      const { totalCount, idleCount, waitingCount } = database.pool;
      this.set({ state: "in_use" }, totalCount - idleCount);
      this.set({ state: "idle" }, idleCount);
      this.set({ state: "waiting" }, waitingCount);
    },
  });
  new Gauge({
    name: "emails",
    help: "E-mails in the outbox by status: queued (the outbox depth), sent, logged (no SMTP_URL) and failed",
    labelNames: ["status"],
    // Every worker reads the same table: the cluster's figure is one of them, not their sum.
    aggregator: "max",
    registers: [registry],
    async collect() {
      if (!database) return;
      for (const status of ["queued", "sent", "logged", "failed"]) this.set({ status }, 0);
      const { rows } = await database.pool.query<{ status: string; n: string }>("select status, count(*) as n from emails group by status");
      for (const row of rows) this.set({ status: row.status }, Number(row.n));
    },
  });

  // One child per route, method and status, made once: a request then only observes.
  const children = new Map<string, Map<number, Child>>();
  const childOf = (route: string, method: string, status: number): Child => {
    const key = `${method} ${route}`;
    let byStatus = children.get(key);
    if (!byStatus) {
      byStatus = new Map();
      children.set(key, byStatus);
    }
    let child = byStatus.get(status);
    if (!child) {
      const code = String(status);
      child = { duration: duration.labels(route, method, code), count: requests.labels(route, method, code) };
      byStatus.set(status, child);
    }
    return child;
  };

  let pageRoute = storefrontRoutes(undefined);
  const expected = Buffer.from(`Bearer ${token}`);

  return {
    registry,
    observe(route, method, status, seconds) {
      const child = childOf(route, method && METHODS.has(method) ? method : "OTHER", status);
      child.duration.observe(seconds);
      child.count.inc();
    },
    pageRoute: (url) => pageRoute(url),
    usePages(build) {
      pageRoute = storefrontRoutes(build);
    },
    pageCache: (hit) => (hit ? hits : misses).inc(),
    orderPlaced: (paymentMethod) => orders.inc({ payment_method: paymentMethod }),
    jobFailed: (job) => jobs.inc({ job }),
    redisChanged(up) {
      const { up: gauge, outages } = redisMetrics();
      gauge.set(up ? 1 : 0);
      if (!up) outages.inc();
    },
    rateLimitFellBack: (limit) => fallbacks.inc({ limit }),
    watch(watched) {
      database = watched;
    },
    serve(req, res) {
      const given = Buffer.from(req.headers.authorization ?? "");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("Not found\n");
        return;
      }
      const metrics = gather ? gather() : registry.metrics().then((text) => ({ text, contentType: registry.contentType }));
      metrics.then(
        ({ text, contentType }) => res.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" }).end(text),
        (error: unknown) =>
          res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" }).end(`${String(error)}\n`),
      );
    },
  };
}

/** The storefront's route ids by URL, from the build's route manifest (a few hundred distinct URLs are remembered). */
function storefrontRoutes(build: ServerBuild | undefined): (url: string) => string {
  if (!build) return () => "page";
  type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: Node[] };
  const nodes = new Map<string, Node>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      ...(route.path === undefined ? {} : { path: route.path }),
      ...(route.index ? { index: true } : {}),
      children: [],
    });
  }
  const roots: Node[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id) as Node;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const seen = new Map<string, string>();
  return (url) => {
    const query = url.indexOf("?");
    const pathname = query === -1 ? url : url.slice(0, query);
    const known = seen.get(pathname);
    if (known) return known;
    const id = matchRoutes(roots as RouteObject[], pathname)?.at(-1)?.route.id ?? "unmatched";
    if (seen.size < 500) seen.set(pathname, id);
    return id;
  };
}
