import { describe, expect, it } from "vitest";
import {
  type DeliveryMethod,
  nextStatuses,
  ORDER_STATUSES,
  type OrderActor,
  type OrderFacts,
  type OrderStatus,
  type PaymentMethod,
  statusAfterPlacing,
  type TransitionContext,
  transition,
} from "./order-status";

const PAYMENTS: PaymentMethod[] = ["in-store", "online", "crypto"];
const DELIVERIES: DeliveryMethod[] = ["local-pickup", "parcel-locker", "post-box", "weekend-delivery", "courier"];
const ACTORS: OrderActor[] = ["staff", "customer", "system"];

/** decisions.md's list, written out move by move (independently of the machine under test). */
function allowed(order: OrderFacts, to: OrderStatus, context: TransitionContext): boolean {
  const { status, payment, delivery, tpd } = order;
  const { actor } = context;
  const pickup = delivery === "local-pickup";
  const move = `${status}>${to}`;
  if (move === "CREATED>AWAITING_PAYMENT") return actor === "system" && payment !== "in-store";
  if (move === "AWAITING_PAYMENT>PAID") return actor === "system";
  if (move === "PAID>APPROVED") return actor === "staff";
  if (move === "CREATED>APPROVED") return actor === "staff" && payment === "in-store";
  if (move === "APPROVED>READY_FOR_PICKUP") return actor === "staff" && pickup;
  if (move === "READY_FOR_PICKUP>COMPLETED") return actor === "staff" && (!tpd || context.idChecked === true);
  if (move === "APPROVED>COMPLETED") return actor === "staff" && !pickup;
  if (to === "CANCELED" && status !== "COMPLETED" && status !== "CANCELED") {
    if (actor === "staff") return true;
    if (actor === "customer") return status === "CREATED" || status === "AWAITING_PAYMENT";
    if (status === "READY_FOR_PICKUP") return context.pickupHoldEnded === true;
    return status === "AWAITING_PAYMENT" && context.paymentExpired === true;
  }
  return false;
}

function* situations(from: OrderStatus) {
  for (const payment of PAYMENTS)
    for (const delivery of DELIVERIES)
      for (const tpd of [false, true])
        for (const actor of ACTORS)
          for (const idChecked of [false, true])
            for (const paymentExpired of [false, true])
              for (const pickupHoldEnded of [false, true])
                yield { order: { status: from, payment, delivery, tpd }, context: { actor, idChecked, paymentExpired, pickupHoldEnded } };
}

describe.each(ORDER_STATUSES)("from %s", (from) => {
  it.each(ORDER_STATUSES)("to %s: allowed exactly as decisions.md lists, for every payment, delivery, TPD flag and actor", (to) => {
    let allowedCount = 0;
    for (const { order, context } of situations(from)) {
      const result = transition(order, to, context);
      const expected = allowed(order, to, context);
      expect(result.ok, `${from} → ${to} ${JSON.stringify({ ...order, ...context })}`).toBe(expected);
      if (result.ok) {
        allowedCount += 1;
        expect(result.returnsStock).toBe(to === "CANCELED");
      }
    }
    // The refused moves are refused in every situation; the allowed ones in at least one.
    const listed = [...situations(from)].some(({ order, context }) => allowed(order, to, context));
    expect(allowedCount > 0).toBe(listed);
  });
});

describe("refusals say why", () => {
  const order = (status: OrderStatus, over: Partial<OrderFacts> = {}): OrderFacts => ({
    status,
    payment: "in-store",
    delivery: "local-pickup",
    tpd: false,
    ...over,
  });

  it("names each reason", () => {
    expect(transition(order("COMPLETED"), "CANCELED", { actor: "staff" })).toEqual({ ok: false, reason: "final-status" });
    expect(transition(order("CANCELED"), "APPROVED", { actor: "staff" })).toEqual({ ok: false, reason: "final-status" });
    expect(transition(order("CREATED"), "AWAITING_PAYMENT", { actor: "system" })).toEqual({ ok: false, reason: "wrong-payment-method" });
    expect(transition(order("CREATED", { payment: "online" }), "APPROVED", { actor: "staff" })).toEqual({
      ok: false,
      reason: "wrong-payment-method",
    });
    expect(transition(order("APPROVED", { delivery: "courier" }), "READY_FOR_PICKUP", { actor: "staff" })).toEqual({
      ok: false,
      reason: "wrong-delivery-method",
    });
    expect(transition(order("APPROVED"), "COMPLETED", { actor: "staff" })).toEqual({ ok: false, reason: "wrong-delivery-method" });
    expect(transition(order("PAID"), "CREATED", { actor: "staff" })).toEqual({ ok: false, reason: "not-a-next-status" });
    expect(transition(order("PAID"), "CANCELED", { actor: "customer" })).toEqual({ ok: false, reason: "not-allowed-for-actor" });
    expect(transition(order("CREATED"), "APPROVED", { actor: "customer" })).toEqual({ ok: false, reason: "not-allowed-for-actor" });
    expect(transition(order("READY_FOR_PICKUP", { tpd: true }), "COMPLETED", { actor: "staff" })).toEqual({
      ok: false,
      reason: "id-check-required",
    });
    expect(transition(order("AWAITING_PAYMENT", { payment: "crypto" }), "CANCELED", { actor: "system" })).toEqual({
      ok: false,
      reason: "payment-not-expired",
    });
    expect(transition(order("READY_FOR_PICKUP"), "CANCELED", { actor: "system" })).toEqual({ ok: false, reason: "pickup-hold-not-ended" });
    // A hold's end cancels only an order waiting in its store; an expired payment only one awaiting payment.
    expect(transition(order("APPROVED"), "CANCELED", { actor: "system", pickupHoldEnded: true })).toEqual({
      ok: false,
      reason: "not-allowed-for-actor",
    });
    expect(transition(order("READY_FOR_PICKUP"), "CANCELED", { actor: "system", paymentExpired: true })).toEqual({
      ok: false,
      reason: "pickup-hold-not-ended",
    });
    expect(transition(order("READY_FOR_PICKUP"), "CANCELED", { actor: "customer", pickupHoldEnded: true })).toEqual({
      ok: false,
      reason: "not-allowed-for-actor",
    });
  });

  it("the system cancels an uncollected pickup order once its hold has ended, giving its units back", () => {
    expect(transition(order("READY_FOR_PICKUP", { payment: "online" }), "CANCELED", { actor: "system", pickupHoldEnded: true })).toEqual({
      ok: true,
      returnsStock: true,
    });
  });

  it("a cancellation returns the reserved stock; nothing else does", () => {
    expect(transition(order("AWAITING_PAYMENT", { payment: "crypto" }), "CANCELED", { actor: "system", paymentExpired: true })).toEqual({
      ok: true,
      returnsStock: true,
    });
    expect(transition(order("READY_FOR_PICKUP", { tpd: true }), "COMPLETED", { actor: "staff", idChecked: true })).toEqual({
      ok: true,
      returnsStock: false,
    });
  });
});

describe("the way through", () => {
  it("a paid-first order asks for payment as it is placed; an in-store one waits for staff", () => {
    expect(statusAfterPlacing("online")).toBe("AWAITING_PAYMENT");
    expect(statusAfterPlacing("crypto")).toBe("AWAITING_PAYMENT");
    expect(statusAfterPlacing("in-store")).toBe("CREATED");
  });

  it("offers the next statuses of each path", () => {
    const facts = { payment: "crypto", delivery: "courier", tpd: false } as const;
    expect(nextStatuses({ ...facts, status: "CREATED" })).toEqual(["AWAITING_PAYMENT", "CANCELED"]);
    expect(nextStatuses({ ...facts, status: "APPROVED" })).toEqual(["COMPLETED", "CANCELED"]);
    expect(nextStatuses({ ...facts, delivery: "local-pickup", status: "APPROVED" })).toEqual(["READY_FOR_PICKUP", "CANCELED"]);
    expect(nextStatuses({ ...facts, status: "COMPLETED" })).toEqual([]);
  });
});
