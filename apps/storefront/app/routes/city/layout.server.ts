import { data, type LoaderFunctionArgs } from "react-router";
import { cookieHeaders, readCart } from "../../lib/cart/cart-view.server";
import { type CityCartData, NO_CART } from "../../lib/cart/city-cart";
import { isSharedRequest } from "../../lib/page-cache";

/** The header's count and the dialog's changes (none on a shared page); a failing cart API leaves the page working. */
export async function loadCityCart(args: LoaderFunctionArgs) {
  // A shared page shows no cart: the page asks for the count (lib/personal.ts).
  if (isSharedRequest(args.request)) return data({ ...NO_CART, shared: true });
  try {
    const read = await readCart(args);
    const cart: CityCartData = { cartCount: read.cart?.itemCount ?? 0, cartChanges: read.changes, cartError: read.error };
    return data(cart, { headers: cookieHeaders(read.cookies) });
  } catch (error) {
    console.error(`[cart] reading the cart failed: ${error instanceof Error ? error.message : String(error)}`);
    return data(NO_CART);
  }
}
