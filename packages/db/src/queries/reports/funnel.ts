// The order funnel in the reports (issue 36; docs/back-office.md "Reports"): what became of the orders placed in the
// period (by the Warsaw shop day they were placed, from the daily aggregates report_order_days), and the Przelewy24
// refunds asked for in the period (payment_events, by the shop day of the request).
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { type ScopeFilters, scopeConditions } from "./report-sql";

export interface OutcomeRow {
  outcome: "open" | "completed" | "canceled";
  /** expired, uncollected, customer or staff for a canceled order; "" otherwise. */
  cancelReason: string;
  /** Reached PAID (online or USDT), or completed (paid in the store). */
  paid: boolean;
  orders: number;
  gross: number;
}

type OutcomeRaw = { outcome: OutcomeRow["outcome"]; cancel_reason: string; paid: boolean; orders: string | number; gross: string | number };

/** The period's orders by outcome, cancellation reason and whether they were paid. Categories do not apply. */
export async function orderOutcomes(db: DbOrTx, filters: ScopeFilters & { from: string; to: string }): Promise<OutcomeRow[]> {
  const { rows } = await db.execute<OutcomeRaw>(sql`
    select o.outcome, o.cancel_reason, o.paid, sum(o.orders) as orders, sum(o.gross) as gross
    from report_order_days o
    where o.day between ${filters.from}::date and ${filters.to}::date
      and ${scopeConditions(filters, { city: "o.city_id", store: "o.store_id", kind: "o.customer_kind" })}
    group by o.outcome, o.cancel_reason, o.paid
    order by 1, 2, 3`);
  return rows.map((row) => ({
    outcome: row.outcome,
    cancelReason: row.cancel_reason,
    paid: row.paid,
    orders: Number(row.orders),
    gross: Number(row.gross),
  }));
}

export interface RefundTotals {
  count: number;
  amount: number;
}

/**
 * The Przelewy24 refunds asked for in the period (a `p24.refund` event, by the Warsaw shop day it was stored) that
 * did not fail and were not rejected: as apps/api's order-refunds reads them, P24's notice (`p24.refund-notice`:
 * done or rejected) is the last word, else the answer to the call (`p24.refund-call`: requested or failed), else
 * requested. The order's city, store (the pickup store, or the store most of its units came from, as the aggregates
 * count it) and customer kind are filtered on. Categories do not apply.
 */
export async function refundTotals(db: DbOrTx, filters: ScopeFilters & { from: string; to: string }): Promise<RefundTotals> {
  const { rows } = await db.execute<{ count: string | number; amount: string | number }>(sql`
    with asked as (
      select e.payment_id, e.payload ->> 'refundsUuid' as uuid, (e.payload ->> 'amount')::bigint as amount,
        o.city_id, o.customer_kind,
        coalesce(o.store_id, (
          select r.store_id from order_reservations r where r.order_id = o.id
          group by r.store_id order by sum(r.quantity) desc, r.store_id limit 1), 0) as store_id
      from payment_events e join payments pm on pm.id = e.payment_id join orders o on o.id = pm.order_id
      where e.kind = 'p24.refund'
        and e.received_at >= (${filters.from}::date::timestamp at time zone 'Europe/Warsaw')
        and e.received_at < ((${filters.to}::date + 1)::timestamp at time zone 'Europe/Warsaw')
    ), judged as (
      select a.*, coalesce(
        (select n.payload ->> 'status' from payment_events n where n.payment_id = a.payment_id and n.kind = 'p24.refund-notice'
           and n.payload ->> 'refundsUuid' = a.uuid order by n.received_at desc, n.event_id desc limit 1),
        (select k.payload ->> 'status' from payment_events k where k.payment_id = a.payment_id and k.kind = 'p24.refund-call'
           and k.payload ->> 'refundsUuid' = a.uuid order by k.received_at desc, k.event_id desc limit 1),
        'requested') as status
      from asked a
    )
    select count(*) as count, coalesce(sum(j.amount), 0) as amount from judged j
    where j.status not in ('failed', 'rejected')
      and ${scopeConditions(filters, { city: "j.city_id", store: "j.store_id", kind: "j.customer_kind" })}`);
  return { count: Number(rows[0]?.count ?? 0), amount: Number(rows[0]?.amount ?? 0) };
}
