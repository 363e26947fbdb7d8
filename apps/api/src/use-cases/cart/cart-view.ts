// The cart as the customer sees it (issue 6): every read re-prices it in the request's city for the caller,
// moves it to that city, and writes what had to change (reported once: the next read finds nothing to do).
import type { Cart } from "@shop/contracts";
import { applyCartCuts, type CartRow, type Db, findCartItems, touchCart } from "@shop/db";
import type { Locale, PricingCustomer } from "@shop/domain";
import { type CartCaller, visibleCartId } from "./cart-identity";
import { priceCart } from "./price-cart";

export interface CartRequest {
  caller: CartCaller;
  /** The city slug the request names. */
  city: string;
  locale: Locale;
  customer: PricingCustomer;
}

const emptyCart = (city: string, id: string | null = null): Cart => ({
  id,
  city,
  lines: [],
  itemCount: 0,
  subtotal: 0,
  tpd: false,
  changes: [],
});

/** Re-prices the cart in the city (moving it there), stores the changes and answers it. */
export async function viewCart(db: Db, cart: CartRow | null, city: { id: number; slug: string }, request: CartRequest): Promise<Cart> {
  const id = visibleCartId(request.caller, cart);
  if (!cart) return emptyCart(city.slug, id);
  if (cart.cityId !== city.id) await touchCart(db, cart.id, city.id);
  const items = await findCartItems(db, cart.id);
  const priced = await priceCart(db, items, { cityId: city.id, locale: request.locale, customer: request.customer });
  if (priced.changes.length > 0) await applyCartCuts(db, cart.id, priced.changes);
  const lines = priced.lines.map((priced) => priced.line);
  return {
    id,
    city: city.slug,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: priced.subtotal,
    tpd: priced.tpd,
    changes: priced.changes,
  };
}
