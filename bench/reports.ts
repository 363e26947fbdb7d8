// The reports' figure (issue 36): "With 1,000,000 orders over three years, a year's sales report by month for all
// cities answers in under 300 ms p95 on PostgreSQL and under 1 s on PGlite." bench/run.ts (BENCH_PARTS=reports) gives
// each engine a fresh demo shop, fills it with the generated orders (bench/reports-data.ts: the generation and the
// full rebuild of the aggregates are timed and reported), starts the production server on it and, signed in as the
// demo admin (password, then a TOTP code of the demo secret), times over HTTP:
// - GET /api/v1/staff/reports/sales?from=<a year ago>&to=<today>&bucket=month, `calls` times one after the other after
//   a warm-up: nothing changed since the last call, so the refresh the report does first finds no marked day;
// - the same call after an order placed through the API (cart, then POST /api/v1/orders; not timed): its (day, city)
//   is marked and the report recomputes it before reading; the report's order count must have grown by one;
// - GET /api/v1/staff/reports/breakdown?by=city for the same year (no target: the issue names none).
// The time is the client's, from the request to the last byte of the JSON answer.

import { type Database, DEMO_ACCOUNTS, DEMO_PASSWORD } from "../packages/db/src/index.ts";
import { DEMO_ADMIN_TOTP_SECRET, withTotpCode } from "../packages/db/src/seed/accounts/demo-totp.ts";
import { shopDay } from "../packages/domain/src/index.ts";
import type { EngineName } from "./engines";
import { prepareOrderBench } from "./orders";
import { type GeneratedOrders, generateReportOrders, type RebuiltReports, rebuildReportAggregates } from "./reports-data";

/** The budgets for the sales report's p95, ms. */
const REPORT_TARGET_P95_MS: Record<EngineName, number> = { pglite: 1000, postgres: 300 };

export interface ReportsRow {
  engine: EngineName;
  what: string;
  n: number;
  p50: number;
  p95: number;
  max: number;
  /** The p95 budget, or null (a figure to read, no target). */
  targetMs: number | null;
}

export type ReportsData = { engine: EngineName } & GeneratedOrders & RebuiltReports;

export interface PreparedReportsBench {
  data: GeneratedOrders & RebuiltReports;
  /** A bench customer's access token and a warszawa product it can have delivered (the orders placed between calls). */
  customerToken: string;
  productId: number;
}

/** Generates the orders and rebuilds the aggregates (the database is open, the server not yet started). */
export async function prepareReportsBench(
  database: Database,
  options: { orders: number; log: (line: string) => void },
): Promise<PreparedReportsBench> {
  const generated = await generateReportOrders(database, options);
  options.log(
    `  generated ${generated.orders.toLocaleString("en")} orders (${generated.lines.toLocaleString("en")} lines) in ${generated.generateSeconds.toFixed(1)} s; ` +
      `${generated.dirtyRows.toLocaleString("en")} rows in report_dirty_days`,
  );
  const rebuilt = await rebuildReportAggregates(database);
  options.log(
    `  rebuilt the aggregates (refreshReportDays, ${rebuilt.pairs} (day, city) pairs) in ${rebuilt.rebuildSeconds.toFixed(1)} s: ` +
      `${rebuilt.orderDayRows.toLocaleString("en")} order-day rows, ${rebuilt.productDayRows.toLocaleString("en")} product-day rows`,
  );
  // One customer with a session and stock on warszawa's simple products, as the orders part sets them up.
  const bench = await prepareOrderBench(database, { customers: 1, accountsPerCustomer: 1 });
  const product = bench.products.find((candidate) => !candidate.tpd);
  if (!product || !bench.tokens[0]) throw new Error("no product without TPD to order in warszawa");
  return { data: { ...generated, ...rebuilt }, customerToken: bench.tokens[0], productId: product.id };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

function row(engine: EngineName, what: string, times: number[], targetMs: number | null): ReportsRow {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    engine,
    what,
    n: times.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    targetMs,
  };
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** The demo admin's access token: password, then the second step with a code of the demo TOTP secret. */
async function signInAdmin(base: string): Promise<string> {
  const email = DEMO_ACCOUNTS.find((account) => account.key === "admin")?.email;
  const headers = { "content-type": "application/json" };
  const first = await json<{ secondStep?: { ticket: string } }>(
    await fetch(`${base}/api/v1/auth/sign-in`, { method: "POST", headers, body: JSON.stringify({ email, password: DEMO_PASSWORD }) }),
    "sign-in",
  );
  const ticket = first.secondStep?.ticket;
  if (!ticket) throw new Error("sign-in: the demo admin was not asked for a second step");
  return withTotpCode(DEMO_ADMIN_TOTP_SECRET, async (code) => {
    const step = await fetch(`${base}/api/v1/auth/sign-in/second-step`, {
      method: "POST",
      headers,
      body: JSON.stringify({ ticket, code }),
    });
    return step.status === 200 ? ((await step.json()) as { accessToken: string }).accessToken : null;
  });
}

/** One order of one unit, delivered to a parcel locker and paid online (not timed). */
async function placeOrder(base: string, prepared: PreparedReportsBench, key: string): Promise<void> {
  const headers = { "content-type": "application/json", authorization: `Bearer ${prepared.customerToken}`, locale: "en" };
  await json(
    await fetch(`${base}/api/v1/cart/items`, {
      method: "POST",
      headers,
      body: JSON.stringify({ city: "warszawa", productId: prepared.productId, quantity: 1 }),
    }),
    "cart",
  );
  await json(
    await fetch(`${base}/api/v1/orders`, {
      method: "POST",
      headers: { ...headers, "idempotency-key": key },
      body: JSON.stringify({
        city: "warszawa",
        contact: { firstName: "Bench", lastName: "Reports", phone: "+48 600 100 200" },
        delivery: { method: "parcel-locker", lockerCode: "WAW01M" },
        payment: "online",
        acceptTerms: true,
        adult: true,
      }),
    }),
    "order",
  );
}

interface SalesAnswer {
  totals: { orders: number };
  series: unknown[];
  previousSeries: unknown[];
}

/** Times the report calls on the running server (see the file's head). */
export async function measureReports(
  base: string,
  engine: EngineName,
  prepared: PreparedReportsBench,
  options: { quick: boolean; log: (line: string) => void },
): Promise<ReportsRow[]> {
  const token = await signInAdmin(base);
  const headers = { authorization: `Bearer ${token}`, locale: "en" };
  const to = shopDay(new Date());
  const from = `${Number(to.slice(0, 4)) - 1}${to.slice(4)}`.replace(/-02-29$/, "-02-28");
  const period = `from=${from}&to=${to}`;
  const timed = async <T>(path: string, what: string): Promise<{ ms: number; body: T }> => {
    const started = performance.now();
    const body = await json<T>(await fetch(`${base}${path}`, { headers }), what);
    return { ms: performance.now() - started, body };
  };
  const sales = () => timed<SalesAnswer>(`/api/v1/staff/reports/sales?${period}&bucket=month`, "sales report");
  const breakdown = () => timed<unknown>(`/api/v1/staff/reports/breakdown?${period}&by=city`, "breakdown report");

  const calls = options.quick ? 20 : 50;
  const afterOrder = options.quick ? 5 : 10;
  options.log(
    `${engine}: reports: a year (${from}..${to}) by month, ${calls} calls after 5 warm-up calls, then ${afterOrder} after an order each`,
  );
  let last = (await sales()).body;
  if (last.series.length === 0 || last.totals.orders === 0) throw new Error("the sales report of the generated year is empty");
  for (let i = 0; i < 4; i++) last = (await sales()).body;
  const steady: number[] = [];
  for (let i = 0; i < calls; i++) steady.push((await sales()).ms);

  const fresh: number[] = [];
  const run = Date.now().toString(36);
  for (let i = 0; i < afterOrder; i++) {
    await placeOrder(base, prepared, `bench-reports-${run}-${i}`);
    const { ms, body } = await sales();
    if (body.totals.orders !== last.totals.orders + 1)
      throw new Error(`after an order the report counted ${body.totals.orders} orders, not ${last.totals.orders + 1}`);
    last = body;
    fresh.push(ms);
  }

  await breakdown();
  const byCity: number[] = [];
  for (let i = 0; i < afterOrder; i++) byCity.push((await breakdown()).ms);
  const target = REPORT_TARGET_P95_MS[engine];
  return [
    row(engine, "sales by month, a year", steady, target),
    row(engine, "the same, after a new order", fresh, target),
    row(engine, "breakdown by city, a year", byCity, null),
  ];
}
