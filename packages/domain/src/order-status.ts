// The order status machine (spec section 4; decisions.md "Checkout and orders"). Pure: the order's facts
// and who acts decide; the server records every change with its time and actor.
//
//   CREATED → AWAITING_PAYMENT (online or crypto payment) → PAID → APPROVED
//   CREATED → APPROVED (in-store payment, staff confirm)
//   APPROVED → READY_FOR_PICKUP (pickup) → COMPLETED (handed over; a TPD order needs the ID check)
//   APPROVED → COMPLETED (delivery orders, on delivery)
//   any non-final status → CANCELED (staff; the customer while CREATED or AWAITING_PAYMENT; the system when
//   an AWAITING_PAYMENT order is past pay-until, or a READY_FOR_PICKUP order's pickup hold has ended: issue 33);
//   reserved stock returns with it, exactly once.

export const ORDER_STATUSES = ["CREATED", "AWAITING_PAYMENT", "PAID", "APPROVED", "READY_FOR_PICKUP", "COMPLETED", "CANCELED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const FINAL_STATUSES: readonly OrderStatus[] = ["COMPLETED", "CANCELED"];

export type PaymentMethod = "in-store" | "online" | "crypto";
export type DeliveryMethod = "local-pickup" | "parcel-locker" | "post-box" | "weekend-delivery" | "courier";

/** Who changes the status: staff, the customer who owns the order, or the shop itself (payments, deadlines). */
export type OrderActor = "staff" | "customer" | "system";

/** What the machine needs to know of an order. */
export interface OrderFacts {
  status: OrderStatus;
  payment: PaymentMethod;
  delivery: DeliveryMethod;
  /** The order holds a product under the Tobacco Products Directive. */
  tpd: boolean;
}

export interface TransitionContext {
  actor: OrderActor;
  /** For COMPLETED of a TPD pickup order: staff checked the customer's ID (age). */
  idChecked?: boolean;
  /** For the system's CANCELED: the payment deadline has passed. */
  paymentExpired?: boolean;
  /** For the system's CANCELED of a READY_FOR_PICKUP order: its pickup hold has ended (docs/inventory.md "Pickup holds"). */
  pickupHoldEnded?: boolean;
}

export type TransitionRefusal =
  | "final-status"
  | "not-a-next-status"
  | "wrong-payment-method"
  | "wrong-delivery-method"
  | "not-allowed-for-actor"
  | "id-check-required"
  | "payment-not-expired"
  | "pickup-hold-not-ended";

export type TransitionResult = { ok: true; returnsStock: boolean } | { ok: false; reason: TransitionRefusal };

const PAID_FIRST: readonly PaymentMethod[] = ["online", "crypto"];

export const isFinal = (status: OrderStatus) => FINAL_STATUSES.includes(status);
export const isPickup = (order: Pick<OrderFacts, "delivery">) => order.delivery === "local-pickup";

/** The statuses an order may go to next, for anyone (each still subject to `transition`'s actor rules). */
export function nextStatuses(order: OrderFacts): OrderStatus[] {
  switch (order.status) {
    case "CREATED":
      return [PAID_FIRST.includes(order.payment) ? "AWAITING_PAYMENT" : "APPROVED", "CANCELED"];
    case "AWAITING_PAYMENT":
      return ["PAID", "CANCELED"];
    case "PAID":
      return ["APPROVED", "CANCELED"];
    case "APPROVED":
      return [isPickup(order) ? "READY_FOR_PICKUP" : "COMPLETED", "CANCELED"];
    case "READY_FOR_PICKUP":
      return ["COMPLETED", "CANCELED"];
    default:
      return [];
  }
}

/** Whether `to` may follow the order's status for this actor; a cancellation also returns the reserved stock. */
export function transition(order: OrderFacts, to: OrderStatus, context: TransitionContext): TransitionResult {
  const refuse = (reason: TransitionRefusal): TransitionResult => ({ ok: false, reason });
  if (isFinal(order.status)) return refuse("final-status");
  if (!nextStatuses(order).includes(to)) {
    if (order.status === "CREATED" && (to === "AWAITING_PAYMENT" || to === "APPROVED")) return refuse("wrong-payment-method");
    if (order.status === "APPROVED" && (to === "READY_FOR_PICKUP" || to === "COMPLETED")) return refuse("wrong-delivery-method");
    return refuse("not-a-next-status");
  }
  const { actor } = context;
  if (to === "CANCELED") {
    if (actor === "staff") return { ok: true, returnsStock: true };
    if (actor === "customer")
      return ["CREATED", "AWAITING_PAYMENT"].includes(order.status) ? { ok: true, returnsStock: true } : refuse("not-allowed-for-actor");
    if (order.status === "AWAITING_PAYMENT")
      return context.paymentExpired ? { ok: true, returnsStock: true } : refuse("payment-not-expired");
    if (order.status === "READY_FOR_PICKUP")
      return context.pickupHoldEnded ? { ok: true, returnsStock: true } : refuse("pickup-hold-not-ended");
    return refuse("not-allowed-for-actor");
  }
  // The order asks for payment as it is placed; a payment confirms it (the provider's callback, the chain).
  if (to === "AWAITING_PAYMENT" || to === "PAID")
    return actor === "system" ? { ok: true, returnsStock: false } : refuse("not-allowed-for-actor");
  if (actor !== "staff") return refuse("not-allowed-for-actor");
  if (to === "COMPLETED" && order.status === "READY_FOR_PICKUP" && order.tpd && !context.idChecked) return refuse("id-check-required");
  return { ok: true, returnsStock: false };
}

/** The status an order starts in is CREATED; this is its first move, made as it is placed. */
export function statusAfterPlacing(payment: PaymentMethod): OrderStatus {
  return PAID_FIRST.includes(payment) ? "AWAITING_PAYMENT" : "CREATED";
}
