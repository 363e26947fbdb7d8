// POST /checkout/quote (issue 6): what the caller's cart costs in a city with a delivery and a coupon, as the
// server prices it. A read: lines that had to change are priced as kept, but the cart itself is written by
// its own read (GET /cart), which reports the changes to the customer once.
import type { DeliveryMethod, Quote } from "@shop/contracts";
import { type Db, type DbOrTx, findCartItems, findDeliveryFees } from "@shop/db";
import { baseCryptoAmount, type DeliveryFee, type Locale, orderTotals, type PricingCustomer } from "@shop/domain";
import { type CartCaller, findCallerCart } from "../cart/cart-identity";
import { type PricedCart, priceCart } from "../cart/price-cart";
import { requireCatalogueCity } from "../catalogue/catalogue-city";
import { type EvaluatedCoupon, evaluateCoupon } from "../coupons/evaluate-coupon";

export interface QuoteCheckoutRequest {
  caller: CartCaller;
  /** The signed-in customer, or null (personal coupons and per-customer limits). */
  userId: number | null;
  city: string;
  delivery?: DeliveryMethod | undefined;
  couponCode?: string | undefined;
  locale: Locale;
  customer: PricingCustomer;
  /** The shop's rate (grosze per USDT), for the crypto estimate. */
  groszePerUsdt: number;
  now?: Date;
}

/** The fee row of a delivery in a city (a method without a row costs nothing); null without a delivery. */
async function deliveryFeeOf(db: DbOrTx, cityId: number, delivery: DeliveryMethod | undefined): Promise<DeliveryFee | null> {
  if (!delivery) return null;
  const fee = (await findDeliveryFees(db, cityId)).get(delivery);
  return fee ? { fee: fee.fee, freeFrom: fee.freeFrom } : { fee: 0, freeFrom: null };
}

/** The quote of a priced cart: the coupon's discount, the delivery (free above its threshold), the total. */
export function quoteOf(
  priced: Pick<PricedCart, "subtotal"> & { lines: readonly unknown[] },
  coupon: EvaluatedCoupon | null,
  fee: DeliveryFee | null,
  groszePerUsdt: number,
): Quote {
  const totals = orderTotals(priced.subtotal, coupon?.discount.total ?? 0, fee);
  return {
    ...totals,
    coupon: coupon?.applied ?? null,
    cryptoEstimate: priced.lines.length > 0 ? baseCryptoAmount(totals.total, groszePerUsdt) : null,
  };
}

export async function quoteCheckout(db: Db, request: QuoteCheckoutRequest): Promise<Quote> {
  const city = await requireCatalogueCity(db, request.city);
  const now = request.now ?? new Date();
  const cart = await findCallerCart(db, request.caller);
  const items = cart ? await findCartItems(db, cart.id) : [];
  const priced = await priceCart(db, items, { cityId: city.id, locale: request.locale, customer: request.customer, now });
  const coupon = request.couponCode
    ? await evaluateCoupon(db, { code: request.couponCode, userId: request.userId, lines: priced.lines, subtotal: priced.subtotal, now })
    : null;
  return quoteOf(priced, coupon, await deliveryFeeOf(db, city.id, request.delivery), request.groszePerUsdt);
}
