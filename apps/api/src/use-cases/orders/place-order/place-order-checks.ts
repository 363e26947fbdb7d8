// Steps 3 and 4 of placing an order (docs/orders.md): re-price the locked cart (with the pickup store and the
// delivery's fee, in one read), then check the rules, the pickup slot (and its hour's capacity, which locks the
// store), the coupon and the total the customer saw. Reads only; a refusal rolls the transaction back.
import { type CartChange, CHECKOUT_RULE_MESSAGES, type PlaceOrderRequest, type Quote } from "@shop/contracts";
import { findCategoryPaths, type Tx } from "@shop/db";
import { type Brand, checkoutRefusal, type Locale, type PricingCustomer, pickupSlotProblem } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { refuseFullPickupHour } from "../../checkout/pickup-capacity";
import { quoteOf } from "../../checkout/quote-checkout";
import { type EvaluatedCoupon, evaluateCoupon } from "../../coupons/evaluate-coupon";
import { type PricedOrder, priceOrder } from "./place-order-pricing";
import type { Submission } from "./place-order-submission";

export interface CheckContext {
  userId: number;
  request: PlaceOrderRequest;
  city: { id: number; slug: string };
  locale: Locale;
  customer: PricingCustomer;
  brand: Brand;
  groszePerUsdt: number;
  now: Date;
}

export interface CheckedOrder {
  priced: PricedOrder;
  coupon: EvaluatedCoupon | null;
  quote: Quote;
}

/**
 * The cart had to change (step 3), or stock ran short while reserving (step 5, `changes` null: the cart is
 * read again after the rollback). placeOrder stores the changes and answers CART_CHANGED.
 */
export class CartConflict extends Error {
  constructor(
    readonly cartId: string,
    readonly changes: CartChange[] | null,
  ) {
    super("cart changed");
  }
}

/** The coupon on the order's lines; their category paths (per-category percents) are read only for it. */
async function evaluateOrderCoupon(tx: Tx, code: string, priced: PricedOrder, context: CheckContext): Promise<EvaluatedCoupon> {
  const paths = await findCategoryPaths(
    tx,
    priced.lines.map(({ line }) => line.product.id),
  );
  const lines = priced.lines.map(({ line }) => ({ line, categoryPath: paths.get(line.product.id) ?? [] }));
  return evaluateCoupon(tx, { code, userId: context.userId, lines, subtotal: priced.subtotal, now: context.now });
}

export async function checkOrder(tx: Tx, submission: Extract<Submission, { kind: "new" }>, context: CheckContext): Promise<CheckedOrder> {
  const { request, now } = context;
  const { cart } = submission;
  // The cart is priced in its own city; a request for another city was made from a page that has not read
  // the cart there yet (that read moves it). Nothing to store: the storefront reads the cart again.
  if (cart.cityId !== context.city.id) throw new AppError("CART_CHANGED", { details: { changes: [] } });
  const { delivery } = request;
  const priced = priceOrder(submission.items, submission.pricing, context.customer);
  if (priced.changes.length > 0) throw new CartConflict(cart.id, priced.changes);

  const refusal = checkoutRefusal(
    { hasTpd: priced.tpd, customer: context.customer, brand: context.brand },
    { delivery: request.delivery.method, payment: request.payment },
  );
  if (refusal) throw new AppError("CHECKOUT_RULE", { messages: CHECKOUT_RULE_MESSAGES[refusal], details: { rule: refusal } });

  if (delivery.method === "local-pickup") {
    const { store } = priced;
    const slot = new Date(delivery.pickupAt);
    const problem = store ? pickupSlotProblem(store.openingHours, slot, now) : "unknown-store";
    if (problem) throw new AppError("PICKUP_SLOT_INVALID", { details: { problem } });
    if (store) await refuseFullPickupHour(tx, store, slot);
  }

  const coupon = request.couponCode ? await evaluateOrderCoupon(tx, request.couponCode, priced, context) : null;
  // A method without a fee row costs nothing (quote-checkout deliveryFeeOf).
  const quote = quoteOf(priced, coupon, priced.fee ?? { fee: 0, freeFrom: null }, context.groszePerUsdt);
  if (request.expectedTotal !== undefined && request.expectedTotal !== quote.total)
    throw new AppError("PRICE_CHANGED", { details: { quote } });
  return { priced, coupon, quote };
}
