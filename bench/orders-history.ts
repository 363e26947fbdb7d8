// A running shop's history, before the orders part measures (issue 37, stop 52). A shop that takes hundreds of orders a
// second has taken many before: its orders and carts tables are large and its statistics say so. A freshly seeded demo
// shop has none, and `analyze` then records them empty: every foreign-key check of a new order's rows (order_items,
// order_reservations, order_history and the rest, `select 1 from orders where id = $1 for key share`) was planned as a
// scan of the whole table and kept that plan while the table grew by thousands of orders (no autovacuum re-analyzed it
// within the run: the machine's server runs without it, PGlite has none). The history: generateReportOrders' orders
// (bench/reports-data.ts, the reports' generator, deterministic), the report aggregates rebuilt as after an import
// (so the refresher finds nothing of it to do during the run), and carts of past visitors (anonymous).
import type { Database } from "../packages/db/src/index.ts";
import { generateReportOrders, rebuildReportAggregates } from "./reports-data";

/** Orders and carts a running shop has before the run. */
const HISTORY = { orders: 20_000, carts: 20_000 };

export async function addShopHistory(database: Database, log: (line: string) => void): Promise<void> {
  const history = HISTORY;
  const started = performance.now();
  await generateReportOrders(database, { orders: history.orders, log: () => {} });
  await rebuildReportAggregates(database);
  // Carts over the last 30 days in every city, a visitor's cookie id each (none of them the bench customers': their
  // carts come from the run's first fill).
  await database.pool.query(
    `insert into carts (id, city_id, created_at, updated_at)
     select 'history-' || i, c.ids[1 + i % cardinality(c.ids)], t, t
     from generate_series(1, $1::int) i, (select array_agg(id order by id) as ids from cities) c,
          lateral (select now() - (hashint4(i) & 1023) * interval '42 minutes' as t) w`,
    [history.carts],
  );
  log(
    `  the shop's history: ${history.orders.toLocaleString("en")} orders, ${history.carts.toLocaleString("en")} carts ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
