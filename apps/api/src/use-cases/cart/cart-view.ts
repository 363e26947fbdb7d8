// The cart as the customer sees it (issue 6): every read re-prices it in the request's city for the caller,
// moves it to that city, and writes what had to change (reported once: the next read finds nothing to do).
import type { Cart, CartChange } from "@shop/contracts";
import { applyCartCuts, type CartItemRow, type CartRow, type Db, findCartItems, touchCart } from "@shop/db";
import type { Locale, PricingCustomer } from "@shop/domain";
import { type CartCaller, visibleCartId } from "./cart-identity";
import { loadFreeDelivery } from "./free-delivery";
import { type PricedCart, priceCart } from "./price-cart";

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
  freeDelivery: null,
});

/**
 * Re-prices the cart in the city (moving it there), stores the changes and answers it. Moving to another city
 * also reports the lines whose unit price differs from the old city's (reported once: the cart is moved).
 */
export async function viewCart(
  db: Db,
  cart: CartRow | null,
  city: { id: number; slug: string },
  request: CartRequest,
  /** The cart's lines when the caller read them with the cart. */
  knownItems?: CartItemRow[],
): Promise<Cart> {
  const id = visibleCartId(request.caller, cart);
  if (!cart) return emptyCart(city.slug, id);
  const items = knownItems ?? (await findCartItems(db, cart.id));
  const context = { locale: request.locale, customer: request.customer };
  const before = cart.cityId !== city.id && items.length > 0 ? await priceCart(db, items, { ...context, cityId: cart.cityId }) : null;
  if (cart.cityId !== city.id) await touchCart(db, cart.id, city.id);
  const priced = await priceCart(db, items, { ...context, cityId: city.id });
  if (priced.changes.length > 0) await applyCartCuts(db, cart.id, priced.changes);
  const lines = priced.lines.map((priced) => priced.line);
  const freeDelivery = await loadFreeDelivery(db, city.id, { ...priced, customer: request.customer, empty: lines.length === 0 });
  return {
    id,
    city: city.slug,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: priced.subtotal,
    tpd: priced.tpd,
    changes: before ? [...priced.changes, ...repricedLines(before, priced)] : priced.changes,
    freeDelivery,
  };
}

/** Kept lines whose unit price differs between two pricings (the old city's and the new one's). */
function repricedLines(before: Pick<PricedCart, "lines">, after: Pick<PricedCart, "lines">): CartChange[] {
  const old = new Map(before.lines.map(({ line }) => [line.product.id, line.unitPrice]));
  return after.lines.flatMap(({ line }) => {
    const was = old.get(line.product.id);
    if (was === undefined || was === line.unitPrice) return [];
    const { id: productId, slug, name } = line.product;
    const change: CartChange = {
      productId,
      slug,
      name,
      kind: "repriced",
      reason: "price-changed",
      from: line.quantity,
      to: line.quantity,
      priceFrom: was,
      priceTo: line.unitPrice,
    };
    return [change];
  });
}
