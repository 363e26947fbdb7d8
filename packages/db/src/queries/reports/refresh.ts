// Keeping the reports' daily aggregates true (issue 36, docs/adr/0029-report-aggregates.md): the (day, city) pairs the
// orders' trigger marked are taken (deleted, in this transaction: exactly what this pass recomputes) and their rows
// recomputed from the orders, their lines and reservations and their history. One pass at a time across processes (an
// advisory lock); an order committed meanwhile left its own mark for the next pass.
import { sql } from "drizzle-orm";
import type { Db } from "../../client";

/** Recomputes every marked (day, city); how many pairs it recomputed. */
export async function refreshReportDays(db: Db): Promise<number> {
  // Nothing marked (most reads): one index lookup, no transaction. Through the primary key's index, not a scan: the
  // table's deleted marks wait for a vacuum (PGlite has none running) and a scan would read them all.
  const newest = await db.execute<{ id: string }>(sql`select id from report_dirty_days order by id desc limit 1`);
  const last = newest.rows[0]?.id;
  if (last === undefined) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop-report-refresh'))`);
    // The planner guesses tens of thousands of orders per marked day (there are hundreds) and JIT-compiles the inserts:
    // 380 ms of a 390 ms statement at a million orders (bench "reports"); without JIT it takes 10 ms.
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`
      create temporary table if not exists report_pairs (day date not null, city_id integer not null) on commit delete rows`);
    const taken = await tx.execute<{ n: number }>(sql`
      with taken as (delete from report_dirty_days where id <= ${last}::bigint returning day, city_id),
      pairs as (insert into report_pairs select distinct day, city_id from taken returning 1)
      select count(*)::int as n from pairs`);
    const pairs = Number(taken.rows[0]?.n ?? 0);
    if (pairs === 0) return 0;
    // A temporary table has no statistics: without them the planner took a day's few rows for many and scanned every
    // order and aggregate (seconds over a million orders); with them each pair is an index lookup.
    await tx.execute(sql`analyze report_pairs`);
    await tx.execute(sql`delete from report_order_days r using report_pairs p where r.day = p.day and r.city_id = p.city_id`);
    await tx.execute(sql`delete from report_product_days r using report_pairs p where r.day = p.day and r.city_id = p.city_id`);
    await tx.execute(sql`
      create temporary table if not exists report_orders (
        id text primary key, day date, city_id integer, store_id integer, customer_kind text, payment_method text,
        delivery_method text, coupon_id integer, outcome text, cancel_reason text, paid boolean,
        subtotal bigint, discount bigint, delivery_fee bigint, total bigint
      ) on commit delete rows`);
    await tx.execute(sql`
      insert into report_orders
      select o.id, p.day, o.city_id,
        coalesce(o.store_id, (
          select r.store_id from order_reservations r where r.order_id = o.id
          group by r.store_id order by sum(r.quantity) desc, r.store_id limit 1), 0),
        o.customer_kind, o.payment_method, o.delivery_method, coalesce(o.coupon_id, 0),
        case o.status when 'COMPLETED' then 'completed' when 'CANCELED' then 'canceled' else 'open' end,
        case when o.status <> 'CANCELED' then '' else coalesce((
          select case h.actor when 'customer' then 'customer' when 'staff' then 'staff'
            else case when h.note = 'payment expired' then 'expired' else 'uncollected' end end
          from order_history h where h.order_id = o.id and h.to_status = 'CANCELED' order by h.id desc limit 1), 'staff') end,
        o.status = 'COMPLETED' or exists (select 1 from order_history h where h.order_id = o.id and h.to_status = 'PAID'),
        o.subtotal, o.discount, o.delivery_fee, o.total
      from report_pairs p
      cross join lateral (
        select * from orders o where o.city_id = p.city_id
          and o.created_at >= (p.day::timestamp at time zone 'Europe/Warsaw')
          and o.created_at < ((p.day + 1)::timestamp at time zone 'Europe/Warsaw')
      ) o`);
    await tx.execute(sql`analyze report_orders`);
    await tx.execute(sql`
      insert into report_product_days (day, city_id, store_id, product_id, customer_kind, orders, units, gross, discount, net)
      select o.day, o.city_id, o.store_id, i.product_id, o.customer_kind, count(*), sum(i.quantity),
        sum(i.line_total - i.discount), sum(i.discount), sum(report_net(i.line_total - i.discount, pr.vat_rate))
      from report_orders o
      join order_items i on i.order_id = o.id
      join products pr on pr.id = i.product_id
      where o.outcome <> 'canceled'
      group by o.day, o.city_id, o.store_id, i.product_id, o.customer_kind`);
    await tx.execute(sql`
      insert into report_order_days (day, city_id, store_id, customer_kind, payment_method, delivery_method, coupon_id,
        outcome, cancel_reason, paid, orders, units, subtotal, discount, delivery_fee, gross, net)
      select o.day, o.city_id, o.store_id, o.customer_kind, o.payment_method, o.delivery_method, o.coupon_id,
        o.outcome, o.cancel_reason, o.paid, count(*), sum(l.units), sum(o.subtotal), sum(o.discount),
        sum(o.delivery_fee), sum(o.total), sum(l.net + report_net(o.delivery_fee, l.delivery_rate))
      from report_orders o
      join lateral (
        select coalesce(sum(i.quantity), 0) as units,
          coalesce(sum(report_net(i.line_total - i.discount, pr.vat_rate)), 0) as net,
          case when count(distinct pr.vat_rate) = 1 then min(pr.vat_rate) else '23' end as delivery_rate
        from order_items i join products pr on pr.id = i.product_id where i.order_id = o.id
      ) l on true
      group by o.day, o.city_id, o.store_id, o.customer_kind, o.payment_method, o.delivery_method, o.coupon_id,
        o.outcome, o.cancel_reason, o.paid`);
    await tx.execute(sql`
      insert into report_days (day, city_id, computed_at) select day, city_id, now() from report_pairs
      on conflict (day, city_id) do update set computed_at = excluded.computed_at`);
    return pairs;
  });
}
