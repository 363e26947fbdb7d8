// Orders for the reports' tests (issue 36), written straight into the database with exactly the figures a test
// computes by hand: when they were placed (to the second, around midnight and the clock changes), their lines with
// their coupon shares, the stores their units came from, and the history of their statuses.
import type { Database } from "@shop/db";
import { newOrderId, type OrderStatus } from "@shop/domain";

interface ReportLine {
  productId: number;
  quantity: number;
  unitPrice: number;
  discount?: number;
  /** Where the units came from: store id and units (default: all from the order's store). */
  from?: Array<[number, number]>;
}

export interface ReportOrder {
  cityId: number;
  createdAt: string;
  kind?: "retail" | "wholesale" | "franchise";
  payment?: "in-store" | "online" | "crypto";
  delivery?: "local-pickup" | "courier" | "parcel-locker";
  /** The pickup store. */
  storeId?: number;
  lines: ReportLine[];
  deliveryFee?: number;
  couponId?: number;
  /** The statuses after CREATED, each with its actor and note. */
  history?: Array<{ to: OrderStatus; actor?: "customer" | "staff" | "system"; note?: string }>;
}

export async function insertReportOrder(database: Database, order: ReportOrder): Promise<string> {
  const id = newOrderId();
  const subtotal = order.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const discount = order.lines.reduce((sum, line) => sum + (line.discount ?? 0), 0);
  const fee = order.deliveryFee ?? 0;
  const delivery = order.delivery ?? "local-pickup";
  const history = order.history ?? [];
  const status = history.at(-1)?.to ?? "CREATED";
  const client = await database.pool.connect();
  try {
    await client.query("begin");
    await client.query(
      `insert into orders (id, city_id, status, payment_method, delivery_method, tpd, customer_kind, locale, first_name,
         last_name, phone, store_id, pickup_at, locker_code, subtotal, discount, delivery_fee, total, coupon_id, request_hash, created_at)
       values ($1, $2, 'CREATED', $3, $4, false, $5, 'en', 'Ada', 'Nowak', '+48 600 100 200', $6, $7, $8, $9, $10, $11, $12, $13,
         'test', $14)`,
      [
        id,
        order.cityId,
        order.payment ?? "in-store",
        delivery,
        order.kind ?? "retail",
        delivery === "local-pickup" ? order.storeId : null,
        delivery === "local-pickup" ? order.createdAt : null,
        delivery === "parcel-locker" ? "WAW01M" : null,
        subtotal,
        discount,
        fee,
        subtotal - discount + fee,
        order.couponId ?? null,
        order.createdAt,
      ],
    );
    for (const [position, line] of order.lines.entries()) {
      await client.query(
        `insert into order_items (order_id, product_id, slug, name, quantity, unit_price, regular_price, price_kind, line_total,
           discount, tpd, position)
         values ($1, $2, 'p', 'Product', $3, $4, $4, 'retail', $5, $6, false, $7)`,
        [id, line.productId, line.quantity, line.unitPrice, line.unitPrice * line.quantity, line.discount ?? 0, position],
      );
      for (const [storeId, quantity] of line.from ?? [[order.storeId as number, line.quantity]]) {
        await client.query("insert into order_reservations (order_id, product_id, store_id, quantity) values ($1, $2, $3, $4)", [
          id,
          line.productId,
          storeId,
          quantity,
        ]);
      }
    }
    await client.query("insert into order_history (order_id, from_status, to_status, actor) values ($1, null, 'CREATED', 'customer')", [
      id,
    ]);
    let from: OrderStatus = "CREATED";
    for (const step of history) {
      await client.query("insert into order_history (order_id, from_status, to_status, actor, note) values ($1, $2, $3, $4, $5)", [
        id,
        from,
        step.to,
        step.actor ?? "staff",
        step.note ?? null,
      ]);
      from = step.to;
    }
    if (status !== "CREATED") await client.query("update orders set status = $2 where id = $1", [id, status]);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
  return id;
}

/** A paid Przelewy24 payment of an order, as the refunds need one; its id. */
export async function insertPaidPayment(database: Database, orderId: string, amount: number): Promise<number> {
  const { rows } = await database.pool.query<{ id: number }>(
    `insert into payments (order_id, method, provider, status, amount, reference, pay_until, paid_at)
     values ($1, 'online', 'p24', 'paid', $2, $3, now(), now()) returning id`,
    [orderId, amount, `session-${orderId}`],
  );
  return rows[0]?.id as number;
}

export interface ReportRefund {
  amount: number;
  /** When staff asked for it (the `p24.refund` event). */
  requestedAt: string;
  /** What P24 answered to the call, a second later (none: no answer stored). */
  call?: "requested" | "failed";
  /** P24's refund notification, an hour later (none: not come yet). */
  notice?: "done" | "rejected";
}

let refunds = 0;

/** A refund of a payment as staff asking for it and P24 answering store it (payment_events; order-refunds.ts). */
export async function insertRefund(database: Database, paymentId: number, refund: ReportRefund): Promise<void> {
  const uuid = `report-refund-${process.pid}-${++refunds}`;
  const at = Date.parse(refund.requestedAt);
  const event = (id: string, kind: string, payload: object, time: number) =>
    database.pool.query(
      "insert into payment_events (provider, event_id, payment_id, kind, payload, received_at) values ('p24', $1, $2, $3, $4, $5)",
      [id, paymentId, kind, JSON.stringify(payload), new Date(time).toISOString()],
    );
  await event(
    `refund:${uuid}`,
    "p24.refund",
    { refundsUuid: uuid, requestId: uuid, amount: refund.amount, reason: null, by: { id: 1, name: "Staff", email: null } },
    at,
  );
  if (refund.call)
    await event(`refund-call:${uuid}`, "p24.refund-call", { refundsUuid: uuid, status: refund.call, message: null }, at + 1000);
  if (refund.notice)
    await event(`refund-notice:${uuid}`, "p24.refund-notice", { refundsUuid: uuid, status: refund.notice }, at + 3_600_000);
}
