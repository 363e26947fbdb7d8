// The answer to placing an order (PlacedOrder): the order as its owner sees it and what to do next. A new order is
// answered from what was just written (the same view GET /orders/{id} gives its owner: load-order-view.ts), without
// reading it back; a retried submission gets the order read again, and the next step as it stands now (a new online
// session when the payment is still open, the crypto payment's details).
import type { NextStep, OrderView, PlacedOrder } from "@shop/contracts";
import { type Db, type DbOrTx, findPlacedOrderFacts, type NewOrderRow, type OrderPricingStore } from "@shop/db";
import { isLocale, type Locale, type Localized } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { PaymentServices } from "../../../core/payments";
import { reopenPayment } from "../../payments/reopen-payment";
import { deliveryAddressOf, loadOrderView, orderInvoiceOf, orderLineView } from "../load-order-view";

export interface AnswerContext {
  userId: number;
  locale: Locale;
  payments: PaymentServices;
}

/** What placing an order wrote, as the answer needs it. */
export interface PlacedFacts {
  orderId: string;
  next: NextStep;
  /** The order's created_at (the transaction's time, which its history rows share). */
  createdAt: Date;
  order: NewOrderRow & { id: string; status: OrderView["status"]; payUntil: Date | null };
  /** Its lines in the cart's order. */
  items: NonNullable<OrderView["details"]>["items"];
  history: Array<{ status: OrderView["status"]; actor: "staff" | "customer" | "system" }>;
  city: { slug: string; names: Localized };
  store: Pick<OrderPricingStore, "id" | "address" | "phone"> | null;
}

/** The placed order as its owner's GET /orders/{id} shows it (load-order-view.ts), and the next step. */
export function placedAnswerOf(facts: PlacedFacts, locale: Locale): PlacedOrder {
  const { order, createdAt } = facts;
  const at = createdAt.toISOString();
  const address = deliveryAddressOf(order);
  const payOpen = order.payUntil !== null && order.payUntil.getTime() > Date.now();
  const view: OrderView = {
    id: order.id,
    status: order.status,
    city: { slug: facts.city.slug, name: facts.city.names[locale] },
    createdAt: at,
    history: facts.history.map(({ status, actor }) => ({ status, at, actor })),
    details: {
      items: facts.items.map((item) => orderLineView(item, item.image)),
      subtotal: order.subtotal,
      discount: order.discount ?? 0,
      deliveryFee: order.deliveryFee ?? 0,
      total: order.total,
      couponCode: order.couponCode ?? null,
      payment: order.paymentMethod,
      delivery: {
        method: order.deliveryMethod,
        store: facts.store ? { id: facts.store.id, address: facts.store.address, phone: facts.store.phone } : null,
        pickupAt: order.pickupAt?.toISOString() ?? null,
        lockerCode: order.lockerCode ?? null,
        lockerName: order.lockerName ?? null,
        lockerAddress: order.lockerAddress ?? null,
        postBox: order.postBox ?? null,
        address,
      },
      contact: { firstName: order.firstName, lastName: order.lastName, phone: order.phone, email: order.email ?? null },
      comment: order.comment ?? null,
      invoice: orderInvoiceOf(order.invoiceBuyer),
      tpd: order.tpd,
      payUntil: order.payUntil?.toISOString() ?? null,
      crypto: facts.next.kind === "crypto" ? facts.next.payment : null,
      // The owner may cancel while CREATED or AWAITING_PAYMENT: a new order is one of them.
      canCancel: true,
      canRetryPayment: order.paymentMethod === "online" && order.status === "AWAITING_PAYMENT" && payOpen,
    },
  };
  return { order: view, next: facts.next };
}

export async function placedOrderAnswer(db: DbOrTx, orderId: string, next: NextStep, context: AnswerContext): Promise<PlacedOrder> {
  const order = await loadOrderView(db, orderId, { userId: context.userId, staff: false }, context.locale, context.payments);
  if (!order) throw new AppError("INTERNAL", { cause: new Error(`placed order ${orderId} is not readable`) });
  return { order, next };
}

/** The next step of an order placed before: nothing (in store, or no longer waiting for payment), a payment. */
export async function currentNextStep(db: Db, orderId: string, payments: PaymentServices): Promise<NextStep> {
  const facts = await findPlacedOrderFacts(db, orderId);
  if (!facts || facts.paymentMethod === "in-store") return { kind: "none" };
  if (facts.paymentMethod === "crypto") {
    const payment = await payments.cryptoOf(db, orderId);
    return payment ? { kind: "crypto", payment } : { kind: "none" };
  }
  if (facts.status !== "AWAITING_PAYMENT" || facts.payUntil === null || facts.payUntil.getTime() <= Date.now()) return { kind: "none" };
  return reopenPayment(db, payments, {
    id: facts.id,
    email: facts.email ?? "",
    total: facts.total,
    method: "online",
    locale: isLocale(facts.locale) ? facts.locale : "en",
    citySlug: facts.citySlug,
    payUntil: facts.payUntil,
  });
}
