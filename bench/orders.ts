// Order placement under load (docs/orders.md "Throughput"): POST /api/v1/orders, the whole transaction (re-price
// the cart, rules, stock reservation, history, payment row, e-mail outbox), over HTTP against the production server.
//
// What the figure means. `customers` (50) customers place orders at once; each has `accountsPerCustomer` (20)
// bench accounts, one cart each. The run goes in rounds: first every cart of the round is filled through
// POST /cart/items (not timed, nothing else runs), then the 50 customers place those carts' orders one after
// the other, so 50 placements are in flight all the time until the round's last ones. ordersPerSecond = orders
// placed / wall time of the placing phases (their tails included, so it errs low); with the server's METRICS_TOKEN
// a phase ends only when the mail worker has taken every queued e-mail (GET /metrics), so that an order's e-mail,
// rendered and sent after the commit, is in the phase's time and CPU too. p50/p99 are the latencies of
// single placements. Each order has 1-3 lines (1-2 units each) of the city's visible simple products: 60 % draw
// from all of them (TPD ones too) and are picked up and paid in store; the others hold no TPD product and go by
// parcel locker or post box (online payment) or courier (crypto: a unique USDT amount). A warm-up round is not
// counted. Requests go over node:http without Accept-Encoding, like autocannon (the storefront's checkout calls the
// API in process, uncompressed).
//
// `oversold`: after the run, stock is read again (the staff CSV export); for each product, units ordered (the
// 201 answers, warm-up included) beyond the stock that went away, plus any stock below zero. `unaccounted` is
// the opposite (stock gone without an order we saw). `errors`: failed fills, placements not answered 201 or
// answered with other lines than the cart held.

import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { Database } from "../packages/db/src/index.ts";
import { pinned, ROOT } from "./lib";

const LOAD_SCRIPT = fileURLToPath(new URL("./orders-load.ts", import.meta.url));
const BENCH_STOCK = 1_000_000;

export interface PreparedOrderBench {
  city: string;
  /** Access tokens of the bench accounts, `accountsPerCustomer` per customer. */
  tokens: string[];
  accountsPerCustomer: number;
  /** Products every cart draws from (visible simple offers of the city, stock BENCH_STOCK). */
  products: Array<{ id: number; tpd: boolean }>;
  /** A staff admin's token: the stock before and after (CSV export). */
  adminToken: string;
}

export interface OrderBenchFigures {
  ordersPerSecond: number;
  orders: number;
  p50: number;
  p99: number;
  errors: number;
  oversold: number;
  unaccounted: number;
  fillErrors: number;
  placingSeconds: number;
  /** Of placingSeconds: after each phase's last answer, until the mail worker had taken every e-mail (metricsToken). */
  outboxSeconds: number;
  rounds: number;
  /** Server (and its PGlite process) CPU per order over the placing phases, when serverPid was given. */
  serverCpuMsPerOrder: number | null;
  /** PostgreSQL's CPU per order (its backends for the database), when databaseName was given. */
  databaseCpuMsPerOrder: number | null;
  /** The load generator's CPU per order (it shares the machine: 2 cores hold server, database and load). */
  loadCpuMsPerOrder: number;
  /** The first few error answers, to read. */
  samples: string[];
}

const newToken = () => {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: createHash("sha256").update(token, "utf8").digest("hex") };
};

/**
 * Sets up a run directly in the database (after the demo seed): `customers × accountsPerCustomer` verified
 * accounts with a 1-day session each, plenty of stock on every visible simple product of the city (at most
 * `products` of them), and a session for the demo admin.
 */
export async function prepareOrderBench(
  database: Database,
  options: { customers: number; products?: number; accountsPerCustomer?: number; city?: string },
): Promise<PreparedOrderBench> {
  const city = options.city ?? "warszawa";
  const accountsPerCustomer = options.accountsPerCustomer ?? 20;
  const accounts = options.customers * accountsPerCustomer;
  const { pool } = database;
  const client = await pool.connect();
  try {
    await client.query("begin");
    const { rows: products } = await client.query<{ id: number; tpd: boolean }>(
      `update offers o set stock = $3 from products p, cities c
       where p.id = o.product_id and c.id = o.city_id and c.slug = $1 and o.visible and p.kind = 'simple'
         and p.id in (select o2.product_id from offers o2 join cities c2 on c2.id = o2.city_id
                      where c2.slug = $1 and o2.visible order by o2.product_id limit $2)
       returning p.id, p.tpd`,
      [city, options.products ?? 100_000, BENCH_STOCK],
    );
    // Stock per store (issue 19): the units in every store of the city (the customers pick up anywhere), the
    // offer's stock their sum.
    await client.query(
      `insert into store_stock (store_id, product_id, quantity)
       select s.id, p, $3 from stores s join cities c on c.id = s.city_id, unnest($2::int[]) as p where c.slug = $1
       on conflict (store_id, product_id) do update set quantity = excluded.quantity`,
      [city, products.map((product) => product.id), BENCH_STOCK],
    );
    await client.query(
      `update offers o set stock = (select sum(ss.quantity) from store_stock ss join stores s on s.id = ss.store_id
                                    where s.city_id = o.city_id and ss.product_id = o.product_id)
       from cities c where c.id = o.city_id and c.slug = $1 and o.product_id = any($2::int[])`,
      [city, products.map((product) => product.id)],
    );
    const tag = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
    const { rows: users } = await client.query<{ id: number }>(
      `insert into users (email, password_hash, first_name, last_name, phone, locale, email_verified_at, referral_code,
                          terms_version, terms_accepted_at, adult_confirmed_at)
       select 'bench-' || $1 || '-' || i || '@orders.bench.test', 'bench-no-password', 'Bench', 'Customer ' || i,
              '+48 600 100 200', 'en', now(), upper('B' || $1 || i), 'bench', now(), now()
       from generate_series(1, $2::int) i order by i returning id`,
      [tag, accounts],
    );
    const sessions = users.map(() => newToken());
    await client.query(
      `insert into sessions (user_id, token_hash, expires_at)
       select * from unnest($1::int[], $2::text[], array_fill(now() + interval '1 day', array[$3::int]))`,
      [users.map((user) => user.id), sessions.map((session) => session.hash), users.length],
    );
    const admin = newToken();
    await client.query(
      // A session that proved its second factor (issue 35: staff calls refuse one that has not).
      `insert into sessions (user_id, token_hash, expires_at, second_factor_at)
       select id, $1, now() + interval '1 day', now() from users where role = 'staff' and staff_role = 'admin' order by id limit 1`,
      [admin.hash],
    );
    await client.query("commit");
    // Statistics as a running shop has them (autovacuum would get there, later).
    await client.query("analyze");
    return {
      city,
      tokens: sessions.map((session) => session.token),
      accountsPerCustomer,
      products: products.sort((a, b) => a.id - b.id),
      adminToken: admin.token,
    };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The city's stock per product slug, from the staff CSV export (columns: product_slug, ..., stock_total: the sum of
 * the city's stock:<store id> columns).
 */
async function readStock(base: string, prepared: PreparedOrderBench): Promise<Map<string, number>> {
  const response = await fetch(`${base}/api/v1/staff/offers/export.csv?city=${prepared.city}`, {
    headers: { authorization: `Bearer ${prepared.adminToken}` },
  });
  if (!response.ok) throw new Error(`stock export: ${response.status} ${await response.text()}`);
  const rows = parseCsv((await response.text()).replace(/^\uFEFF/, ""));
  const header = rows[0] ?? [];
  const slugAt = header.indexOf("product_slug");
  // The export's stock_total (the sum of its stock:<store id> columns; `stock` in older exports).
  const total = header.indexOf("stock_total") >= 0 ? header.indexOf("stock_total") : header.indexOf("stock");
  const stockAt = total >= 0 ? [total] : header.flatMap((name, at) => (name.startsWith("stock:") ? [at] : []));
  return new Map(rows.slice(1).map((row) => [row[slugAt] as string, stockAt.reduce((sum, at) => sum + Number(row[at] || 0), 0)]));
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n") {
      row.push(field.replace(/\r$/, ""));
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** What the load process answers (bench/orders-load.ts). */
export interface LoadAnswer {
  latencies: number[];
  placingMs: number;
  rounds: number;
  errors: number;
  fillErrors: number;
  /** Units ordered per product slug (every 201, warm-up included). */
  ordered: Record<string, number>;
  samples: string[];
  /** The server's CPU over the placing phases (ms), when its pid was given. */
  serverCpuMs: number | null;
  /** The PostgreSQL backends' CPU over the placing phases (ms), when the database's name was given. */
  databaseCpuMs: number | null;
  /** The load process's own CPU over the placing phases (ms). */
  loadCpuMs: number;
  /** Of placingMs: waiting after the last answer of each phase until the outbox held no queued e-mail. */
  outboxMs: number;
}

function runLoadProcess(input: object): Promise<LoadAnswer> {
  const [command, args] = pinned(1, [process.execPath, "--import", "tsx", LOAD_SCRIPT]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ["pipe", "pipe", "inherit"] });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      const line = out.trim().split("\n").pop();
      if (code === 0 && line) resolve(JSON.parse(line) as LoadAnswer);
      else reject(new Error(`order load process failed (code ${code})`));
    });
    child.stdin.end(JSON.stringify(input));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

/**
 * Runs the load (in its own process, on core 1 when pinning is possible) for `seconds` of placing, then checks
 * the stock. `serverPid`: the server's pid, for its CPU per order (read around each placing phase); `databaseName`:
 * a PostgreSQL database on this machine, for its backends' CPU per order.
 */
export async function measureOrderPlacement(
  base: string,
  prepared: PreparedOrderBench,
  options: { customers: number; seconds: number; serverPid?: number; databaseName?: string; signalPhases?: boolean; metricsToken?: string },
): Promise<OrderBenchFigures> {
  const before = await readStock(base, prepared);
  const answer = await runLoadProcess({
    base,
    prepared,
    customers: options.customers,
    seconds: options.seconds,
    cpuPid: options.serverPid,
    signalPhases: options.signalPhases,
    metricsToken: options.metricsToken,
    cpuMatch: options.databaseName ? ` ${options.databaseName} ` : undefined,
  });
  const after = await readStock(base, prepared);
  let oversold = 0;
  let unaccounted = 0;
  for (const [slug, stock] of after) {
    const gone = (before.get(slug) ?? stock) - stock;
    const ordered = answer.ordered[slug] ?? 0;
    oversold += Math.max(0, ordered - gone) + Math.max(0, -stock);
    unaccounted += Math.max(0, gone - ordered);
  }
  const sorted = [...answer.latencies].sort((a, b) => a - b);
  const cpu = answer.serverCpuMs;
  return {
    ordersPerSecond: answer.latencies.length / (answer.placingMs / 1000),
    orders: answer.latencies.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors: answer.errors + answer.fillErrors,
    oversold,
    unaccounted,
    fillErrors: answer.fillErrors,
    placingSeconds: answer.placingMs / 1000,
    outboxSeconds: answer.outboxMs / 1000,
    rounds: answer.rounds,
    serverCpuMsPerOrder: cpu === null || answer.latencies.length === 0 ? null : cpu / answer.latencies.length,
    databaseCpuMsPerOrder:
      answer.databaseCpuMs === null || answer.latencies.length === 0 ? null : answer.databaseCpuMs / answer.latencies.length,
    loadCpuMsPerOrder: answer.loadCpuMs / Math.max(1, answer.latencies.length),
    samples: answer.samples,
  };
}
