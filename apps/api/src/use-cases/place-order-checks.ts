// Steps 3 and 4 of placing an order (docs/orders.md): re-price the locked cart, then check the rules, the
// pickup slot (and its hour's capacity, which locks the store), the coupon and the total the customer saw. Reads
// only; a refusal rolls the transaction back.
import { type CartChange, CHECKOUT_RULE_MESSAGES, type PlaceOrderRequest, type Quote } from "@shop/contracts";
import { type Db, findActiveCityStore, type LockedCart, type Tx } from "@shop/db";
import { type Brand, checkoutRefusal, type Locale, type PricingCustomer, pickupSlotProblem } from "@shop/domain";
import { AppError } from "../http/app-error";
import { type EvaluatedCoupon, evaluateCoupon } from "./evaluate-coupon";
import { refuseFullPickupHour } from "./pickup-capacity";
import { type CartItemInput, type PricedCart, priceCart } from "./price-cart";
import { deliveryFeeOf, quoteOf } from "./quote-checkout";

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
  priced: PricedCart;
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

/** priceCart takes the pool's Db; a transaction runs the same queries (it only lacks the pool handle). */
export const asDb = (tx: Tx): Db => tx as unknown as Db;

export async function checkOrder(tx: Tx, cart: LockedCart, items: CartItemInput[], context: CheckContext): Promise<CheckedOrder> {
  const { request, now } = context;
  // The cart is priced in its own city; a request for another city was made from a page that has not read
  // the cart there yet (that read moves it). Nothing to store: the storefront reads the cart again.
  if (cart.cityId !== context.city.id) throw new AppError("CART_CHANGED", { details: { changes: [] } });
  const priced = await priceCart(asDb(tx), items, { cityId: cart.cityId, locale: context.locale, customer: context.customer, now });
  if (priced.changes.length > 0) throw new CartConflict(cart.id, priced.changes);

  const refusal = checkoutRefusal(
    { hasTpd: priced.tpd, customer: context.customer, brand: context.brand },
    { delivery: request.delivery.method, payment: request.payment },
  );
  if (refusal) throw new AppError("CHECKOUT_RULE", { messages: CHECKOUT_RULE_MESSAGES[refusal], details: { rule: refusal } });

  if (request.delivery.method === "local-pickup") {
    const store = await findActiveCityStore(tx, { cityId: cart.cityId, storeId: request.delivery.storeId });
    const slot = new Date(request.delivery.pickupAt);
    const problem = store ? pickupSlotProblem(store.openingHours, slot, now) : "unknown-store";
    if (problem) throw new AppError("PICKUP_SLOT_INVALID", { details: { problem } });
    if (store) await refuseFullPickupHour(tx, store, slot);
  }

  const coupon = request.couponCode
    ? await evaluateCoupon(tx, { code: request.couponCode, userId: context.userId, lines: priced.lines, subtotal: priced.subtotal, now })
    : null;
  const quote = quoteOf(priced, coupon, await deliveryFeeOf(tx, cart.cityId, request.delivery.method), context.groszePerUsdt);
  if (request.expectedTotal !== undefined && request.expectedTotal !== quote.total)
    throw new AppError("PRICE_CHANGED", { details: { quote } });
  return { priced, coupon, quote };
}
