// The reports' data (issue 36: "1,000,000 orders over three years"): fills a freshly seeded demo shop with `orders`
// generated orders in set-based SQL (INSERT ... SELECT over generate_series, in batches), then builds the report
// aggregates once with refreshReportDays, as the first report after an import would. Deterministic: every value
// comes from hashint8extended(order number, salt), so two runs generate the same orders (only "now" moves).
//
// What is generated, per order:
// - when: over the last three years, growing (the last day has twice the orders of the first), at any time of day;
// - city: warszawa 45 %, krakow 25 %, wroclaw 18 %, gdansk 12 % (other cities: evenly);
// - customer: one of BENCH_USERS bench accounts (retail 80 %, approved wholesale 15 %, approved franchise 5 %), their
//   locale, name and phone; the price kind follows (retail: the offer's sale price when it has one);
// - delivery: store pickup 60 % (a store of the city and a pickup hour; paid in store 80 %, online 15 %, crypto 5 %),
//   parcel locker 20 %, courier 10 %, post box 5 %, weekend delivery 5 % (online 75 %, crypto 25 %); TPD products only
//   in orders picked up and paid in store, as the checkout allows;
// - 1-4 lines (2.5 on average) of the city's visible simple offers, popular ones more often, line_total =
//   unit_price * quantity; a delivery order's units reserved in the city's stores (order_reservations, mostly one
//   store), which is where the reports put it;
// - coupons: 12 % of retail orders name WELCOME15, MINUS20 or HOOKAH30 and get its discount when the subtotal allows,
//   shared over the lines in proportion to their totals (a coupon_uses row unless canceled); delivery fee of the
//   city's method unless the order reaches its free_from;
// - status: older than three days: COMPLETED 90 %, CANCELED 10 % (by the customer, staff, an expired payment or not
//   collected: an order_history row to CANCELED with its actor and note); the last three days: CREATED or APPROVED
//   (paid in store) or PAID or APPROVED (paid online), 5 % canceled. Orders paid online or with crypto have a PAID
//   history row. No other history rows (the reports read only these two).
// The orders' trigger marks each order's (shop day, city) in report_dirty_days, one row per order, as in the shop.
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Database } from "../packages/db/src/index.ts";
import { refreshReportDays } from "../packages/db/src/queries/reports/refresh.ts";

const BENCH_USERS = 5_000;
const BATCH = 50_000;
const SPAN_DAYS = 3 * 365;
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const CITY_WEIGHTS: Record<string, number> = { warszawa: 45, krakow: 25, wroclaw: 18, gdansk: 12 };
const COUPONS = ["WELCOME15", "MINUS20", "HOOKAH30"];

export interface GeneratedOrders {
  orders: number;
  lines: number;
  /** Wall time of the generation (bench accounts, orders, lines, reservations, coupon uses, history, `analyze`). */
  generateSeconds: number;
  /** What the orders' trigger appended to report_dirty_days. */
  dirtyRows: number;
}

export interface RebuiltReports {
  /** refreshReportDays over every (day, city) the trigger marked: the cost of a full rebuild. */
  rebuildSeconds: number;
  /** The (day, city) pairs recomputed. */
  pairs: number;
  orderDayRows: number;
  productDayRows: number;
}

/** A uniform integer 0..2^30-1 of order number `i` and `salt`. */
const h = (i: string, salt: number) => `(hashint8extended(${i}, ${salt}) & 1073741823)`;
/** A uniform number in [0, 1). */
const u = (i: string, salt: number) => `(${h(i, salt)}::float8 / 1073741824)`;
/** 13 characters of Crockford's base32, like the shop's order ids: 8 from a hash, the last 5 the order number's own
 * digits (unique up to 33 million orders). */
const orderId = (i: string) =>
  [
    ...Array.from({ length: 8 }, (_, k) => `((hashint8extended(${i}, 99) >> ${k * 5}) & 31)`),
    ...Array.from({ length: 5 }, (_, k) => `((${i} >> ${(4 - k) * 5}) & 31)`),
  ]
    .map((digit) => `substr('${CROCKFORD}', (${digit})::int + 1, 1)`)
    .join(" || ");

const seconds = (since: number) => (performance.now() - since) / 1000;

/** Generates `orders` orders (see above) into a seeded demo shop. */
export async function generateReportOrders(
  database: Database,
  options: { orders: number; log?: (line: string) => void },
): Promise<GeneratedOrders> {
  const log = options.log ?? console.log;
  const started = performance.now();
  const client = await database.pool.connect();
  let lines = 0;
  try {
    await setUp(client);
    for (let lo = 0; lo < options.orders; lo += BATCH) {
      const hi = Math.min(options.orders, lo + BATCH) - 1;
      lines += await batch(client, lo, hi);
      if (hi + 1 === options.orders || (hi + 1) % (BATCH * 4) === 0)
        log(`  ${(hi + 1).toLocaleString("en")} orders, ${lines.toLocaleString("en")} lines, ${seconds(started).toFixed(0)} s`);
    }
    await client.query("drop table rb_users, rb_offers, rb_stores, rb_cities, rb_coupons");
    // Statistics as a running shop has them (autovacuum would get there, later; the orders part does the same).
    await client.query("analyze");
  } finally {
    client.release();
  }
  return { orders: options.orders, lines, generateSeconds: seconds(started), dirtyRows: await count(database, "report_dirty_days") };
}

/** The report aggregates computed once from every marked (day, city), as the first report after an import would. */
export async function rebuildReportAggregates(database: Database): Promise<RebuiltReports> {
  const started = performance.now();
  const pairs = await refreshReportDays(database.db);
  const rebuildSeconds = seconds(started);
  // Not timed: what autovacuum does a little later on PostgreSQL (a server may run without it: the local test server
  // does): the aggregates' statistics, and the million rows the rebuild took out of report_dirty_days made free space
  // again (dead, they are scanned by every report's refresh). PGlite has no autovacuum: there they stay dead, as they
  // would in a shop on the embedded database, and only the statistics are taken (the orders part analyzes too).
  const tables = sql`report_dirty_days, report_order_days, report_product_days, report_days`;
  await database.db.execute(database.engine === "postgres" ? sql`vacuum analyze ${tables}` : sql`analyze ${tables}`);
  return {
    rebuildSeconds,
    pairs,
    orderDayRows: await count(database, "report_order_days"),
    productDayRows: await count(database, "report_product_days"),
  };
}

const count = async (database: Database, table: string) =>
  Number((await database.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n ?? 0);

/** The bench accounts and the lookup tables the batches draw from (temporary: this connection's). */
async function setUp(client: pg.PoolClient): Promise<void> {
  // Retail 16 of 20, wholesale 3, franchise 1; the business ones approved.
  await client.query(
    `insert into users (email, password_hash, first_name, last_name, phone, locale, email_verified_at, referral_code,
       terms_version, terms_accepted_at, adult_confirmed_at, business_status, business_kind, company_name, created_at)
     select 'reports-bench-' || n || '@reports.bench.test', 'bench-no-password', 'Bench', 'Buyer ' || n,
       '+48 6' || lpad((n % 100000)::text, 5, '0') || lpad(((n * 7919) % 1000)::text, 3, '0'),
       (array['pl', 'en', 'uk', 'ru', 'pl', 'pl', 'en', 'uk', 'pl', 'pl'])[n % 10 + 1], now(), 'RBENCH' || n, 'bench', now(), now(),
       case when n % 20 >= 16 then 'approved' else 'none' end,
       case when n % 20 = 19 then 'franchise' when n % 20 >= 16 then 'wholesale' end,
       case when n % 20 >= 16 then 'Bench Trade ' || n end, now() - interval '3 years'
     from generate_series(0, $1::int - 1) n`,
    [BENCH_USERS],
  );
  await client.query(
    `create temporary table rb_users as
     select (row_number() over (order by id) - 1)::int as n, id, coalesce(business_kind, 'retail') as kind, locale, email,
       first_name, last_name, phone
     from users where email like 'reports-bench-%@reports.bench.test'`,
  );
  await client.query("alter table rb_users add primary key (n)");
  // Offers per city: list 0 every visible simple offer, list 1 those without TPD (what can be delivered).
  await client.query(
    `create temporary table rb_offers as
     select o.city_id, l.list, (row_number() over (partition by o.city_id, l.list order by p.id) - 1)::int as n, p.id as product_id,
       p.slug, p.tpd, o.price, o.sale_price, o.franchise_price
     from offers o join products p on p.id = o.product_id cross join (values (0), (1)) as l(list)
     where o.visible and p.kind = 'simple' and (l.list = 0 or not p.tpd)`,
  );
  await client.query("alter table rb_offers add primary key (city_id, list, n)");
  await client.query(
    `create temporary table rb_stores as
     select city_id, (row_number() over (partition by city_id order by id) - 1)::int as n, id as store_id from stores where active`,
  );
  await client.query("alter table rb_stores add primary key (city_id, n)");
  const { rows: cities } = await client.query<{ id: number; slug: string }>(
    `select c.id, c.slug from cities c where exists (select 1 from rb_stores s where s.city_id = c.id)
       and (select count(*) from rb_offers f where f.city_id = c.id and f.list = 1) >= 30
     order by c.id`,
  );
  if (cities.length === 0) throw new Error("no city with stores and 30 deliverable offers to generate orders in");
  const weights = cities.map((city) => CITY_WEIGHTS[city.slug] ?? 10);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const bounds = weights.map((_, index) => Math.round((weights.slice(0, index).reduce((sum, w) => sum + w, 0) / total) * 10_000));
  // rb_cities: each city's share of the orders as a range of 0..9999, and its list sizes.
  await client.query(
    `create temporary table rb_cities as
     select c.id as city_id, c.lo, c.hi,
       (select count(*) from rb_offers f where f.city_id = c.id and f.list = 0)::int as offers_all,
       (select count(*) from rb_offers f where f.city_id = c.id and f.list = 1)::int as offers_delivery,
       (select count(*) from rb_stores s where s.city_id = c.id)::int as stores
     from unnest($1::int[], $2::int[], $3::int[]) as c(id, lo, hi)`,
    [cities.map((city) => city.id), bounds, [...bounds.slice(1), 10_000]],
  );
  await client.query(
    `create temporary table rb_coupons as
     select (row_number() over (order by id) - 1)::int as n, id, code, discount_kind, discount_value, max_discount,
       coalesce(min_order, 0) as min_order
     from coupons where code = any($1::text[])`,
    [COUPONS],
  );
  // Temporary tables have no statistics until analyzed (the joins below need them to pick index lookups).
  await client.query("analyze rb_users, rb_offers, rb_stores, rb_cities, rb_coupons");
}

/** Orders lo..hi (their numbers): the orders, their lines, reservations, coupon uses and history. Returns the lines. */
async function batch(client: pg.PoolClient, lo: number, hi: number): Promise<number> {
  const coupons = Number((await client.query("select count(*)::int as n from rb_coupons")).rows[0].n);
  // The order's draws, then what follows from them.
  await client.query(
    `create temporary table rb_o as
     with draw as (
       select i, ${u("i", 1)} as moment, ${h("i", 2)} % 10000 as city, ${h("i", 3)} % (select count(*) from rb_users) as buyer,
         ${h("i", 4)} % 100 as delivery, ${h("i", 5)} % 100 as payment, ${h("i", 6)} % 4 + 1 as lines, ${u("i", 7)} as popular,
         ${h("i", 8)} % 1000 as fate, ${h("i", 9)} % 100 as coupon, ${h("i", 10)} % 100 as reason, ${h("i", 11)} as store,
         ${h("i", 12)} % 1000 as minutes
       from generate_series($1::bigint, $2::bigint) i
     ), placed as (
       select d.*, c.city_id, c.offers_all, c.offers_delivery, c.stores, b.id as user_id, b.kind, b.locale, b.email,
         b.first_name, b.last_name, b.phone,
         -- Growth: the density of orders rises linearly to twice the first day's; x in [0, 1] is where in the span.
         date_trunc('second', now() - greatest(60, (2 - sqrt(1 + 3 * d.moment)) * ${SPAN_DAYS * 86400}) * interval '1 second') as created_at,
         case when d.delivery < 60 then 'local-pickup' when d.delivery < 80 then 'parcel-locker' when d.delivery < 90 then 'courier'
           when d.delivery < 95 then 'post-box' else 'weekend-delivery' end as delivery_method
       from draw d
       join rb_cities c on d.city >= c.lo and d.city < c.hi
       join rb_users b on b.n = d.buyer
     ), paying as (
       select p.*,
         case when p.delivery_method = 'local-pickup'
           then case when p.payment < 80 then 'in-store' when p.payment < 95 then 'online' else 'crypto' end
           else case when p.payment < 75 then 'online' else 'crypto' end end as payment_method,
         p.created_at < now() - interval '3 days' as settled
       from placed p
     )
     select p.*, ${orderId("p.i")} as id,
       case when p.settled and p.fate < 100 or not p.settled and p.fate < 50 then 'CANCELED'
         when p.settled then 'COMPLETED'
         when p.payment_method = 'in-store' then case when p.fate < 500 then 'CREATED' else 'APPROVED' end
         else case when p.fate < 600 then 'PAID' else 'APPROVED' end end as status,
       -- TPD products are picked up and paid in store only.
       case when p.payment_method = 'in-store' then 0 else 1 end as list,
       case when p.payment_method = 'in-store' then p.offers_all else p.offers_delivery end as offers,
       case when p.kind = 'retail' and p.coupon < 12 and ${coupons} > 0 then p.coupon % greatest(${coupons}, 1) end as coupon_n
     from paying p`,
    [lo, hi],
  );
  await client.query("analyze rb_o");
  // The lines: consecutive (in steps of 7) offers from a popularity-weighted start, so distinct within the order.
  const { rowCount } = await client.query(
    `create temporary table rb_l as
     select o.i, j as position, f.product_id, f.slug, f.tpd, f.price as regular_price,
       case o.kind when 'retail' then coalesce(f.sale_price, f.price) when 'wholesale' then (f.price * 85 + 50) / 100
         else coalesce(f.franchise_price, (f.price * 70 + 50) / 100) end as unit_price,
       case o.kind when 'retail' then case when f.sale_price is null then 'retail' else 'sale' end else o.kind end as price_kind,
       case o.kind when 'retail' then case when q.r < 70 then 1 when q.r < 92 then 2 else 3 end
         when 'wholesale' then 2 + q.r % 9 else 5 + q.r % 16 end as quantity,
       (s.n + case when j = 3 and o.stores > 1 then 1 else 0 end) % o.stores as store_n
     from rb_o o
     cross join lateral generate_series(0, o.lines - 1) j
     cross join lateral (select ${h("o.i * 4 + j", 13)} % 100 as r) q
     join rb_offers f on f.city_id = o.city_id and f.list = o.list
       and f.n = (floor(o.offers * o.popular * o.popular)::int + 7 * j) % o.offers
     cross join lateral (select o.store % o.stores as n) s`,
  );
  await client.query("analyze rb_l");
  // The orders' money: subtotal, the coupon's discount (when the subtotal reaches its minimum), the delivery fee.
  await client.query(
    `create temporary table rb_m as
     with sums as (select i, sum(unit_price * quantity)::bigint as subtotal, bool_or(tpd) as tpd from rb_l group by i),
     coupon as (
       select o.i, s.subtotal, s.tpd, c.id as coupon_id, c.code as coupon_code,
         case when c.id is null then 0
           when c.discount_kind = 'percent' then least(s.subtotal * c.discount_value / 100, coalesce(c.max_discount, s.subtotal))
           else least(c.discount_value, s.subtotal) end as discount
       from rb_o o join sums s on s.i = o.i
       left join rb_coupons c on c.n = o.coupon_n and s.subtotal >= c.min_order
     )
     select c.*, case when f.free_from is not null and c.subtotal - c.discount >= f.free_from then 0 else coalesce(f.fee, 0) end
       as delivery_fee
     from coupon c join rb_o o on o.i = c.i
     left join delivery_fees f on f.city_id = o.city_id and f.method = o.delivery_method`,
  );
  await client.query("analyze rb_m");
  await client.query(
    `insert into orders (id, city_id, user_id, status, payment_method, delivery_method, tpd, customer_kind, locale, email,
       first_name, last_name, phone, store_id, pickup_at, locker_code, locker_address, locker_name, post_box, street, street_number,
       zip_code, country, subtotal, discount, delivery_fee, total, coupon_id, coupon_code, stock_returned_at, request_hash,
       created_at, updated_at)
     select o.id, o.city_id, o.user_id, o.status, o.payment_method, o.delivery_method, m.tpd, o.kind, o.locale, o.email,
       o.first_name, o.last_name, o.phone,
       case when o.delivery_method = 'local-pickup' then s.store_id end,
       case when o.delivery_method = 'local-pickup' then date_trunc('hour', o.created_at) + (2 + o.store % 46) * interval '1 hour' end,
       case when o.delivery_method = 'parcel-locker' then 'BEN' || lpad((o.store % 100)::text, 2, '0') || 'M' end,
       case when o.delivery_method = 'parcel-locker' then 'Benchowa ' || (o.store % 100) end,
       case when o.delivery_method = 'parcel-locker' then 'Paczkomat' end,
       case when o.delivery_method = 'post-box' then 'PB-' || (o.store % 10000) end,
       case when o.delivery_method in ('courier', 'weekend-delivery') then 'Benchowa' end,
       case when o.delivery_method in ('courier', 'weekend-delivery') then ((o.store % 200) + 1)::text end,
       case when o.delivery_method in ('courier', 'weekend-delivery') then '00-' || lpad((o.store % 1000)::text, 3, '0') end,
       case when o.delivery_method in ('courier', 'weekend-delivery') then 'Poland' end,
       m.subtotal, m.discount, m.delivery_fee, m.subtotal - m.discount + m.delivery_fee, m.coupon_id, m.coupon_code,
       case when o.status = 'CANCELED' then o.created_at + (o.minutes + 30) * interval '1 minute' end,
       'bench', o.created_at, o.created_at + (o.minutes + 30) * interval '1 minute'
     from rb_o o join rb_m m on m.i = o.i join rb_stores s on s.city_id = o.city_id and s.n = o.store % o.stores
     order by o.id`,
  );
  // The coupon's discount shared over the lines in proportion to their totals; the first line takes the remainder.
  await client.query(
    `insert into order_items (order_id, product_id, slug, name, quantity, unit_price, regular_price, price_kind, line_total,
       discount, tpd, position)
     select o.id, l.product_id, l.slug, coalesce(t.name, l.slug), l.quantity, l.unit_price, l.regular_price, l.price_kind,
       l.unit_price * l.quantity,
       case when l.position = 0 then m.discount - (sum(l.share) over (partition by l.i) - l.share) else l.share end, l.tpd, l.position
     from (select l.*, case when m.discount = 0 then 0 else (m.discount * l.unit_price * l.quantity / m.subtotal)::int end as share
           from rb_l l join rb_m m on m.i = l.i) l
     join rb_o o on o.i = l.i join rb_m m on m.i = l.i
     left join product_texts t on t.product_id = l.product_id and t.locale = o.locale
     order by o.id, l.product_id`,
  );
  await client.query(
    `insert into order_reservations (order_id, product_id, store_id, quantity)
     select o.id, l.product_id, s.store_id, l.quantity
     from rb_l l join rb_o o on o.i = l.i join rb_stores s on s.city_id = o.city_id and s.n = l.store_n
     where o.delivery_method <> 'local-pickup'`,
  );
  await client.query(
    `insert into coupon_uses (coupon_id, order_id, user_id, created_at)
     select m.coupon_id, o.id, o.user_id, o.created_at from rb_m m join rb_o o on o.i = m.i
     where m.coupon_id is not null and o.status <> 'CANCELED'`,
  );
  // History the reports read: paid (online and crypto orders that were paid), and the cancellation with who did it.
  await client.query(
    `insert into order_history (order_id, from_status, to_status, actor, note, created_at)
     select o.id, 'AWAITING_PAYMENT', 'PAID', 'system', null, o.created_at + (o.minutes % 20 + 1) * interval '1 minute'
     from rb_o o
     where o.payment_method <> 'in-store' and (o.status <> 'CANCELED' or o.reason >= 80)
     union all
     select o.id, c.from_status, 'CANCELED', c.actor, c.note, o.created_at + (o.minutes + 30) * interval '1 minute'
     from rb_o o cross join lateral (
       select * from (values
         (o.payment_method <> 'in-store' and o.reason < 40, 'AWAITING_PAYMENT', 'system', 'payment expired'),
         (o.payment_method <> 'in-store' and o.reason >= 40 and o.reason < 80, 'AWAITING_PAYMENT', 'customer', 'changed my mind'),
         (o.payment_method <> 'in-store' and o.reason >= 80, 'PAID', 'staff', 'out of stock'),
         (o.payment_method = 'in-store' and o.reason < 50, 'CREATED', 'customer', 'changed my mind'),
         (o.payment_method = 'in-store' and o.reason >= 50 and o.reason < 75, 'APPROVED', 'staff', 'customer asked by phone'),
         (o.payment_method = 'in-store' and o.reason >= 75, 'READY_FOR_PICKUP', 'system', 'not collected')
       ) as v(applies, from_status, actor, note) where v.applies
     ) c
     where o.status = 'CANCELED'`,
  );
  await client.query("drop table rb_o, rb_l, rb_m");
  return rowCount ?? 0;
}
