// Writing a placed order (docs/orders.md "Placing an order", step 7, and "Throughput"): the order with its lines,
// the stock it took (its reservations, and the ledger's movements that take the units from the stores and the city's
// offers), its first history rows, the coupon's use and the "order placed" e-mail (what it says: the mail
// worker renders it after the commit) in one statement;
// then (in that statement too when no payment is opened in between) the products' sales and the cart emptied and
// told which order it became. Constant texts, run as prepared statements, inside placeOrder's transaction.
import type { DbOrTx } from "../../client";
import type { EmailMessageRow, emails, orderHistory, orderItems, orders } from "../../schema";
import { checkPosted, movementCtes, movementParams, type StockMove } from "../inventory/ledger";
import { queryPrepared } from "./prepared";

export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderItemRow = Omit<typeof orderItems.$inferInsert, "orderId">;
export type NewOrderHistoryRow = Omit<typeof orderHistory.$inferInsert, "orderId" | "id" | "createdAt" | "note">;
/** An e-mail queued unrendered: the mail worker renders `message` as it sends it (issue 37). */
export type NewEmailRow = Pick<typeof emails.$inferInsert, "toAddress" | "kind" | "locale"> & { message: EmailMessageRow };

export interface NewPlacedOrder {
  order: NewOrderRow & { id: string };
  items: NewOrderItemRow[];
  /** Stock units taken per product (a bundle's items) and store. */
  reservations: Array<{ productId: number; storeId: number; quantity: number }>;
  /** In this order (their ids follow it: the history reads by id). */
  history: NewOrderHistoryRow[];
  couponUse: { couponId: number; userId: number } | null;
  email: NewEmailRow | null;
  /**
   * The stock the order takes, posted to the ledger by the same statement (its "reservation" movements, the store rows
   * and the offers lowered): reservationMoves(reservations), with the order as their document and the customer as actor.
   */
  moves: readonly StockMove[];
}

/** What follows the order: units sold (best sellers), the cart emptied and marked, maybe the e-mail. */
export interface PlacedOrderFinish {
  sold: ReadonlyArray<{ productId: number; quantity: number }>;
  cartId: string;
  fingerprint: string;
  email: NewEmailRow | null;
}

const ORDER_COLUMNS =
  "id, city_id, user_id, status, payment_method, delivery_method, tpd, customer_kind, locale, email, first_name, last_name, phone, " +
  "store_id, pickup_at, locker_code, post_box, street, street_number, apartment, zip_code, country, comment, subtotal, discount, " +
  "delivery_fee, total, coupon_id, coupon_code, pay_until, idempotency_key, request_hash, locker_address, locker_name, sms_phone, " +
  "invoice_buyer";
// The parcel locker's address and name came later (issue 19), then the number for text messages (issue 33), then whom
// the invoice is for (issue 34, JSON): they are the last four parameters of the write.
const ORDER_VALUES = `${Array.from({ length: 32 }, (_, i) => `$${i + 1}`).join(", ")}, $38, $39, $40, $41::jsonb`;

/** An unrendered e-mail row from a JSON parameter (none when it is null): subject, HTML and text come at sending. */
const emailInsert = (param: string) => `insert into emails (to_address, kind, locale, subject, html, text, message)
  select e.to_address, e.kind, e.locale, '', '', '', e.message
  from json_to_record(${param}::json) as e (to_address text, kind text, locale text, message jsonb)
  where e.to_address is not null`;

/**
 * The order in `order`; from `$at` on: the units sold (JSON), the cart, its fingerprint. Products are locked in id
 * order first, FOR NO KEY UPDATE (what the update takes: other orders' and carts' foreign-key checks on the product
 * do not wait on it). Lists go as JSON rather than arrays: the planner's estimate is then the same for every order, and
 * the prepared statement keeps one generic plan instead of being planned again each time; order_quantities reads the
 * sales so that the products are looked up by id (migration 0010_order_speed).
 */
const finishCtes = (order: string, at: number) => `
  sold_in as (select * from order_quantities($${at}::json)),
  sold_locked as materialized (select p.id from products p join sold_in s on s.product_id = p.id order by p.id for no key update of p),
  sold as (update products p set sold_count = p.sold_count + s.quantity from sold_in s
           where p.id = s.product_id and p.id in (select l.id from sold_locked l)),
  emptied as (delete from cart_items where cart_id = $${at + 1}),
  closed as (update carts set last_order_id = ${order}, last_order_fingerprint = $${at + 2}, updated_at = now() where id = $${at + 1})`;

const WRITE = `with
  o as (insert into orders (${ORDER_COLUMNS}) values (${ORDER_VALUES}) returning created_at),
  i as (insert into order_items (order_id, product_id, slug, name, quantity, unit_price, regular_price, price_kind, line_total, discount, tpd, position)
        select $1, x.product_id, x.slug, x.name, x.quantity, x.unit_price, x.regular_price, x.price_kind, x.line_total, x.discount, x.tpd, x.position
        from json_to_recordset($33::json) as x (product_id int, slug text, name text, quantity int, unit_price int, regular_price int,
             price_kind text, line_total int, discount int, tpd boolean, position int)),
  r as (insert into order_reservations (order_id, product_id, store_id, quantity)
        select $1, r.product_id, r.store_id, r.quantity from json_to_recordset($34::json) as r (product_id int, store_id int, quantity int)),
  h as (insert into order_history (order_id, from_status, to_status, actor, actor_user_id)
        select $1, h.from_status, h.to_status, h.actor, h.actor_user_id
        from rows from (json_to_recordset($35::json) as (from_status text, to_status text, actor text, actor_user_id int))
             with ordinality as h (from_status, to_status, actor, actor_user_id, n)
        order by h.n),
  cu as (insert into coupon_uses (coupon_id, order_id, user_id) select $28, $1, $36 where $28::int is not null and $36::int is not null),
  e as (${emailInsert("$37")}),
  ${movementCtes({ city: "$2", moves: "$42", perProduct: "$43", cityStock: "true", actor: "'customer'", actorUserId: "$3", note: "null" })}`;
/** What the write answers: the order's time, and the ledger's rows (checkPosted). */
const WRITTEN = "select created_at, (select count(*) from moved)::int as moved, (select count(*) from city)::int as city from o";
const WRITE_ONLY = `${WRITE} ${WRITTEN}`;
const WRITE_AND_FINISH = `${WRITE}, ${finishCtes("$1", 44)} ${WRITTEN}`;
const FINISH = `with ${finishCtes("$1", 2)}, e as (${emailInsert("$5")}) select 1`;

const emailJson = (email: NewEmailRow | null) =>
  email ? JSON.stringify({ to_address: email.toAddress, kind: email.kind, locale: email.locale, message: email.message }) : null;

const finishParams = (finish: PlacedOrderFinish) => [
  JSON.stringify(finish.sold.map((line) => ({ product_id: line.productId, quantity: line.quantity }))),
  finish.cartId,
  finish.fingerprint,
];

function writeParams(placed: NewPlacedOrder, moves: ReturnType<typeof movementParams>): unknown[] {
  const o = placed.order;
  const { history } = placed;
  return [
    ...[o.id, o.cityId, o.userId ?? null, o.status, o.paymentMethod, o.deliveryMethod, o.tpd, o.customerKind, o.locale, o.email ?? null],
    ...[o.firstName, o.lastName, o.phone, o.storeId ?? null, o.pickupAt ?? null, o.lockerCode ?? null, o.postBox ?? null, o.street ?? null],
    ...[o.streetNumber ?? null, o.apartment ?? null, o.zipCode ?? null, o.country ?? null, o.comment ?? null, o.subtotal, o.discount ?? 0],
    ...[o.deliveryFee ?? 0, o.total, o.couponId ?? null, o.couponCode ?? null, o.payUntil ?? null, o.idempotencyKey ?? null, o.requestHash],
    JSON.stringify(
      placed.items.map((item) => ({
        product_id: item.productId,
        slug: item.slug,
        name: item.name,
        quantity: item.quantity,
        unit_price: item.unitPrice,
        regular_price: item.regularPrice,
        price_kind: item.priceKind,
        line_total: item.lineTotal,
        discount: item.discount ?? 0,
        tpd: item.tpd,
        position: item.position ?? 0,
      })),
    ),
    JSON.stringify(
      placed.reservations.map((reservation) => ({
        product_id: reservation.productId,
        store_id: reservation.storeId,
        quantity: reservation.quantity,
      })),
    ),
    JSON.stringify(
      history.map((entry) => ({
        from_status: entry.fromStatus ?? null,
        to_status: entry.toStatus,
        actor: entry.actor,
        actor_user_id: entry.actorUserId ?? null,
      })),
    ),
    placed.couponUse?.userId ?? null,
    emailJson(placed.email),
    o.lockerAddress ?? null,
    o.lockerName ?? null,
    o.smsPhone ?? null,
    o.invoiceBuyer ? JSON.stringify(o.invoiceBuyer) : null,
    moves.movesJson,
    moves.perProductJson,
  ];
}

/**
 * Writes the order and what belongs to it, and with `finish` the finishing writes too, in one statement
 * (foreign keys are checked at its end). Answers the order's creation time (the transaction's).
 */
export async function insertPlacedOrder(tx: DbOrTx, placed: NewPlacedOrder, finish?: PlacedOrderFinish): Promise<{ createdAt: Date }> {
  const source = {
    actor: "customer" as const,
    actorUserId: placed.order.userId ?? null,
    document: { type: "order" as const, id: placed.order.id },
  };
  const moves = movementParams(placed.moves, source);
  type Written = { created_at: string; moved: number; city: number };
  const [row] = finish
    ? await queryPrepared<Written>(tx, "order_write_finish", WRITE_AND_FINISH, [...writeParams(placed, moves), ...finishParams(finish)])
    : await queryPrepared<Written>(tx, "order_write", WRITE_ONLY, writeParams(placed, moves));
  if (!row) throw new Error(`order ${placed.order.id} not written`);
  // A move not posted (never under the locks the reservation took) fails the order: the caller's transaction rolls back.
  checkPosted({ moves: moves.posted.length, products: moves.products, cityStock: true }, row.moved, row.city);
  return { createdAt: new Date(row.created_at) };
}

/** The finishing writes on their own (after the payment was opened). */
export async function finishPlacedOrder(tx: DbOrTx, orderId: string, finish: PlacedOrderFinish): Promise<void> {
  await queryPrepared(tx, "order_finish", FINISH, [orderId, ...finishParams(finish), emailJson(finish.email)]);
}
