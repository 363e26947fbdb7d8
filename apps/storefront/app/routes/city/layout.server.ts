import { data, type LoaderFunctionArgs } from "react-router";
import { cookieHeaders, readCart } from "../../lib/cart/cart-view.server";
import { type CityCartData, NO_CART } from "../../lib/cart/city-cart";

/** The header's count and the dialog's changes; a failing cart API leaves the page working. */
export async function loadCityCart(args: LoaderFunctionArgs) {
  try {
    const read = await readCart(args);
    const cart: CityCartData = { cartCount: read.cart?.itemCount ?? 0, cartChanges: read.changes, cartError: read.error };
    return data(cart, { headers: cookieHeaders(read.cookies) });
  } catch (error) {
    console.error(`[cart] reading the cart failed: ${error instanceof Error ? error.message : String(error)}`);
    return data(NO_CART);
  }
}
