// Payments of orders (issue 6; docs/orders.md): one row per attempt (an online session or a crypto amount),
// and the provider's callback events stored once each. Every status change of a payment is conditional
// (pending → ...), so two racing writers cannot both move it.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../client";
import { cities, orders, paymentEvents, payments } from "../../schema";

export * from "./crypto-transfers";

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatusCode = PaymentRow["status"];

/**
 * A new online payment: the provider's session for the order's total. Placing an order runs it: a named prepared
 * statement (its text is the same every time), parsed and planned once per connection.
 */
export async function insertOnlinePayment(
  tx: DbOrTx,
  payment: { orderId: string; provider: string; session: string; amount: number; payUntil: Date },
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({
      orderId: payment.orderId,
      method: "online",
      provider: payment.provider,
      reference: payment.session,
      amount: payment.amount,
      payUntil: payment.payUntil,
    })
    .returning()
    .prepare("order_payment_online")
    .execute();
  if (!row) throw new Error("payment not created");
  return row;
}

/** An online session with what its pages need of the order. */
export interface SessionRow {
  payment: PaymentRow;
  order: { id: string; status: string; locale: string; total: number; citySlug: string };
}

export async function findPaymentSession(db: DbOrTx, provider: string, session: string): Promise<SessionRow | null> {
  const [row] = await db
    .select({
      payment: payments,
      order: { id: orders.id, status: orders.status, locale: orders.locale, total: orders.total, citySlug: cities.slug },
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .where(and(eq(payments.provider, provider), eq(payments.reference, session), eq(payments.method, "online")));
  return row ?? null;
}

/** The order's still pending online sessions end (a new one replaces them). */
export async function expireOnlineSessions(db: DbOrTx, orderId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: "expired", updatedAt: sql`now()` })
    .where(and(eq(payments.orderId, orderId), eq(payments.method, "online"), eq(payments.status, "pending")));
}

/** pending → paid; false when the payment was no longer pending. */
export async function markPaymentPaid(db: DbOrTx, paymentId: number, paid: { paidAt: Date; reference?: string }): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: "paid", paidAt: paid.paidAt, updatedAt: sql`now()`, ...(paid.reference ? { reference: paid.reference } : {}) })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** pending → failed; false when the payment was no longer pending. */
export async function markPaymentFailed(db: DbOrTx, paymentId: number): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: "failed", updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** Stores a provider's event once: false when this event id was seen before (the caller does nothing more). */
export async function recordPaymentEvent(
  tx: DbOrTx,
  event: { provider: string; eventId: string; paymentId: number | null; kind: string; payload: unknown },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ eventId: paymentEvents.eventId });
  return rows.length === 1;
}

/** Locks the order row for a payment change (every payment writer locks the order first: no deadlocks). */
export async function lockOrderForPayment(tx: Tx, orderId: string): Promise<{ id: string; status: string } | null> {
  const { rows } = await tx.execute<{ id: string; status: string }>(sql`select id, status from orders where id = ${orderId} for update`);
  return rows[0] ?? null;
}

/** Ids of orders still awaiting a payment whose pay-until passed, most overdue first (without crypto or online ones on request). */
export async function findOverdueOrderIds(
  db: DbOrTx,
  now: Date,
  limit: number,
  options: { exceptCrypto?: boolean; exceptOnline?: boolean } = {},
): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from orders where status = 'AWAITING_PAYMENT' and pay_until < ${now.toISOString()}
      and (${options.exceptCrypto ?? false} = false or payment_method <> 'crypto')
      and (${options.exceptOnline ?? false} = false or payment_method <> 'online')
    order by pay_until limit ${limit}`);
  return rows.map((row) => row.id);
}

/** Locks an overdue order unless another transaction holds it (that one handles it); null otherwise. */
export async function lockOverdueOrder(tx: Tx, orderId: string, now: Date): Promise<string | null> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    select id from orders where id = ${orderId} and status = 'AWAITING_PAYMENT' and pay_until < ${now.toISOString()}
    for update skip locked`);
  return rows[0]?.id ?? null;
}

/** The order's latest payment of a method, or null. */
export async function latestPayment(db: DbOrTx, orderId: string, method: "online" | "crypto"): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, method)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}

/**
 * A provider's payments still pending although the provider announced them paid (an event of `kind` was stored):
 * their verification failed and is tried again. Oldest first, with the latest such event's payload.
 */
export async function findUnconfirmedPayments(
  db: DbOrTx,
  provider: string,
  kind: string,
  limit: number,
): Promise<Array<{ paymentId: number; payload: unknown }>> {
  const { rows } = await db.execute<{ payment_id: number; payload: unknown }>(sql`
    select distinct on (p.id) p.id as payment_id, e.payload from payments p
    join payment_events e on e.payment_id = p.id and e.provider = ${provider} and e.kind = ${kind}
    where p.provider = ${provider} and p.status = 'pending'
    order by p.id, e.received_at desc limit ${limit}`);
  return rows.map((row) => ({ paymentId: Number(row.payment_id), payload: row.payload }));
}

/** A payment with what its confirmation needs. */
export async function findPaymentById(db: DbOrTx, paymentId: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

/** A payment's events of some kinds, oldest first (Przelewy24's refund requests and outcomes). */
export async function findPaymentEvents(
  db: DbOrTx,
  paymentId: number,
  kinds: readonly string[],
): Promise<Array<{ eventId: string; kind: string; payload: unknown; receivedAt: Date }>> {
  return db
    .select({
      eventId: paymentEvents.eventId,
      kind: paymentEvents.kind,
      payload: paymentEvents.payload,
      receivedAt: paymentEvents.receivedAt,
    })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, paymentId), inArray(paymentEvents.kind, [...kinds])))
    .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.eventId));
}

/** The order's paid online payment of a provider (the one a refund goes back through), or null. */
export async function findPaidOnlinePayment(db: DbOrTx, orderId: string, provider: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider), eq(payments.method, "online"), eq(payments.status, "paid")))
    .limit(1);
  return row ?? null;
}

/** The payment an event of a provider belongs to (a refund notification names the refund's event id). */
export async function findEventPayment(
  db: DbOrTx,
  provider: string,
  eventId: string,
): Promise<{ paymentId: number | null; payload: unknown } | null> {
  const [row] = await db
    .select({ paymentId: paymentEvents.paymentId, payload: paymentEvents.payload })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
  return row ?? null;
}
