// The mix of visits (issue 37; docs/adr/0030): "40 % first visits, 25 % returning visitors, 20 % visitors with a
// cart, 10 % signed-in retail customers, 5 % business customers, over home, category, product and search", served
// at least 90 % from the shared cache at an average CPU per page view for the whole shop of at most 1.5 ms.
// Each connection sends the same 80 page views in turn (20 visitors × 4 pages), with the personal request a
// browser with a cart or a session makes after the first shared page of its visit (/en/warszawa/personal; the tab
// keeps the answer for the next three while the `personal` cookie says the same: lib/personal-store.ts), for as
// long as the run lasts. The CPU is the whole shop's: the server's process tree (primary, workers, the embedded database) and, on
// PostgreSQL, the database server's processes. The cache share is the server's page-cache hits (GET /metrics) over
// the page views.
import { DEMO_PASSWORD } from "../packages/db/src/index.ts";
import { postgresCpuMs, runLoad, serverCpuMs } from "./lib";
import { REPEAT_VISITOR } from "./pages";
import type { ShopTargets } from "./phases";
import { table } from "./table";

const MIX_TARGETS = { cacheShare: 0.9, cpuMsPerPageView: 1.5 };
export const METRICS_TOKEN = "bench-metrics-token-0123456789abcdef";

export interface MixRow {
  engine: string;
  connections: number;
  pageViews: number;
  personalRequests: number;
  requestsPerSecond: number;
  errors: number;
  non2xx: number;
  cacheShare: number;
  cpuMsPerPageView: number;
}

const BROWSER = { "accept-encoding": REPEAT_VISITOR["accept-encoding"], "user-agent": REPEAT_VISITOR["user-agent"] };

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`bench: signing in ${email} failed: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The 20 visitors of the mix, in the order each connection meets them: the cookies their browsers send. */
async function visitors(base: string, cartCookie: string) {
  const returning = REPEAT_VISITOR.cookie;
  const customer = await signIn(base, "customer@smokepoint.test");
  const wholesale = await signIn(base, "wholesale@smokepoint.test");
  const kinds = {
    first: { cookie: "", personal: false },
    returning: { cookie: returning, personal: false },
    cart: { cookie: `${returning}; ${cartCookie}; personal=1`, personal: true },
    retail: { cookie: `${returning}; session=${customer}; personal=1`, personal: true },
    business: { cookie: `${returning}; session=${wholesale}; personal=1; price_kind=wholesale`, personal: false },
  };
  // 8 first visits, 5 returning, 4 with a cart, 2 signed in, 1 business customer: 40/25/20/10/5 %.
  const order: Array<keyof typeof kinds> = [
    "first",
    "returning",
    "cart",
    "first",
    "retail",
    "returning",
    "first",
    "cart",
    "first",
    "returning",
    "business",
    "first",
    "cart",
    "returning",
    "first",
    "retail",
    "first",
    "cart",
    "returning",
    "first",
  ];
  return order.map((kind) => kinds[kind]);
}

async function cacheHits(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const line = text.split("\n").find((row) => row.startsWith("page_cache_requests_total") && row.includes('"hit"'));
  return Number(line?.split(" ").pop() ?? Number.NaN);
}

export async function measureMix(
  base: string,
  pid: number,
  engine: string,
  targets: ShopTargets,
  options: { connections: number[]; seconds: number; warmup: number },
): Promise<MixRow[]> {
  const cartCookie = targets.cart.headers.cookie?.split("; ").find((part) => part.startsWith("cart=")) ?? "";
  const pages = [targets.home, targets.category, targets.product, targets.search].map((target) => target.path);
  const requests: Array<{ path: string; headers: Record<string, string> }> = [];
  let pageViews = 0;
  const people = await visitors(base, cartCookie);
  for (const [index, visitor] of people.entries()) {
    for (const [nth] of pages.entries()) {
      const path = pages[(index + nth) % pages.length] as string;
      const headers = visitor.cookie ? { ...BROWSER, cookie: visitor.cookie } : { ...BROWSER };
      requests.push({ path, headers });
      pageViews++;
      if (visitor.personal && nth === 0)
        requests.push({ path: "/en/warszawa/personal", headers: { ...headers, accept: "application/json" } });
    }
  }
  const share = pageViews / requests.length;
  const rows: MixRow[] = [];
  for (const connections of options.connections) {
    await runLoad(base, { connections, seconds: options.warmup, requests });
    const hitsBefore = await cacheHits(base);
    const cpuBefore = serverCpuMs(pid) + (engine === "postgres" ? postgresCpuMs() : 0);
    const result = await runLoad(base, { connections, seconds: options.seconds, requests });
    const cpu = serverCpuMs(pid) + (engine === "postgres" ? postgresCpuMs() : 0) - cpuBefore;
    const hits = (await cacheHits(base)) - hitsBefore;
    const views = result.requests * share;
    rows.push({
      engine,
      connections,
      pageViews: Math.round(views),
      personalRequests: Math.round(result.requests - views),
      requestsPerSecond: result.requestsPerSecond,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      cacheShare: views > 0 ? hits / views : Number.NaN,
      cpuMsPerPageView: views > 0 ? cpu / views : Number.NaN,
    });
  }
  return rows;
}

/** The mix's figures that miss the targets, in words. */
export function mixMisses(rows: readonly MixRow[]): string[] {
  const out: string[] = [];
  for (const row of rows) {
    const where = `${row.engine} mix of visits at ${row.connections} connections`;
    if (row.errors > 0 || row.non2xx > 0) out.push(`${where}: ${row.errors} errors, ${row.non2xx} non-2xx`);
    if (row.cacheShare < MIX_TARGETS.cacheShare) out.push(`${where}: ${(row.cacheShare * 100).toFixed(1)} % from the cache < 90 %`);
    if (row.cpuMsPerPageView > MIX_TARGETS.cpuMsPerPageView)
      out.push(`${where}: ${row.cpuMsPerPageView.toFixed(2)} ms of the whole shop's CPU per page view > 1.5 ms`);
  }
  return out;
}

export function printMix(rows: readonly MixRow[]): void {
  if (rows.length === 0) return;
  console.log(
    "\nMix of visits: 40 % first, 25 % returning, 20 % with a cart, 10 % signed in, 5 % business, over home, category, product and " +
      "search, each cart or session visit's first page view followed by its personal request (targets: >= 90 % from the cache, <= 1.5 ms of the " +
      "whole shop's CPU per page view)\n",
  );
  console.log(
    table(
      ["engine", "conns", "page views", "personal", "req/s", "err/non2xx", "from cache", "CPU ms/view"],
      rows.map((r) => [
        r.engine,
        String(r.connections),
        String(r.pageViews),
        String(r.personalRequests),
        r.requestsPerSecond.toFixed(0),
        `${r.errors}/${r.non2xx}`,
        `${(r.cacheShare * 100).toFixed(1)} %`,
        r.cpuMsPerPageView.toFixed(2),
      ]),
    ),
  );
}
