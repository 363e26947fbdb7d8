// Steps 1 and 2 of placing an order (docs/orders.md): lock the customer's cart, then recognise a submission
// that was already answered with an order: the same Idempotency-Key, or the same request for the cart that
// became an order (its fingerprint). What step 3 prices comes with the same read (findOrderSubmission).
//
// Both comparisons hash this request with the items of the order found, not with the cart as it is now: the
// order emptied the cart, and the cart held exactly the order's lines when it was placed (any difference is
// refused as CART_CHANGED). So a retry is recognised whatever the cart holds by then.
import type { PlaceOrderRequest } from "@shop/contracts";
import {
  type CartItemRow,
  findOrderItemQuantities,
  findOrderSubmission,
  type LockedCart,
  lockUserCart,
  type OrderPricing,
  type OrderSubmissionStock,
  type Tx,
} from "@shop/db";
import type { Locale, PricingCustomer } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { submissionHash } from "./place-order-hash";

export type Submission =
  /** Answered before: that order. */
  | { kind: "answered"; orderId: string }
  /** A new order from this cart; `hash` is its request hash and the cart's fingerprint once placed. */
  | { kind: "new"; cart: LockedCart; items: CartItemRow[]; hash: string; pricing: OrderPricing; stock: OrderSubmissionStock };

export async function openSubmission(
  tx: Tx,
  submission: { userId: number; request: PlaceOrderRequest; idempotencyKey: string | null; locale: Locale; customer: PricingCustomer },
): Promise<Submission> {
  const { request } = submission;
  const { delivery } = request;
  // Every submission of one customer waits here for the one before it to commit or roll back.
  const cart = await lockUserCart(tx, submission.userId);
  // Read after the lock (a statement of its own, so it sees what the submission before committed).
  // The same statement locks the stock the cart's products take (findOrderSubmission).
  const { items, earlier, pricing, stock } = await findOrderSubmission(tx, {
    cartId: cart?.id ?? null,
    cityId: cart?.cityId ?? 0,
    userId: submission.userId,
    key: submission.idempotencyKey,
    locale: submission.locale,
    wholesale: submission.customer.kind === "wholesale",
    storeId: delivery.method === "local-pickup" ? delivery.storeId : null,
    delivery: delivery.method,
  });
  if (earlier) {
    const hash = submissionHash(request, await findOrderItemQuantities(tx, earlier.id));
    if (hash !== earlier.requestHash) throw new AppError("IDEMPOTENCY_KEY_REUSED");
    return { kind: "answered", orderId: earlier.id };
  }
  if (!cart || items.length === 0) {
    if (cart?.lastOrderId && cart.lastOrderFingerprint) {
      const hash = submissionHash(request, await findOrderItemQuantities(tx, cart.lastOrderId));
      if (hash === cart.lastOrderFingerprint) return { kind: "answered", orderId: cart.lastOrderId };
    }
    throw new AppError("CART_EMPTY");
  }
  return { kind: "new", cart, items, hash: submissionHash(request, items), pricing, stock };
}
