// /{lang}/{city}/personal (docs/adr/0030): the visitor's own parts of a shared page, asked for by the page once it
// is shown: who is signed in (the header's account entry), the price kind they pay, the cart's count and what
// changed in it. Never stored anywhere (private, no-store). It keeps the two plain cookies of lib/personal.ts
// true: `personal` while there is a session or a cart, `price_kind` for a business customer.
import type { LoaderFunctionArgs } from "react-router";
import { callerOf } from "../../lib/caller.server";
import { cookieHeaders, readCart } from "../../lib/cart/cart-view.server";
import type { PersonalData } from "../../lib/personal";

export async function loadPersonal(args: LoaderFunctionArgs): Promise<Response> {
  const { user, priceKind } = await callerOf(args);
  const data: PersonalData = {
    user: user ? { firstName: user.firstName, email: user.email } : null,
    priceKind,
    cartCount: 0,
    cartChanges: [],
  };
  let cookies: string[] = [];
  try {
    const read = await readCart(args);
    data.cartCount = read.cart?.itemCount ?? 0;
    data.cartChanges = read.changes;
    cookies = read.cookies;
  } catch (error) {
    // The cart API failing leaves the page as it was shown (no count).
    console.error(`[cart] reading the cart failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return Response.json(data, { headers: cookieHeaders(cookies, { "Cache-Control": "private, no-store" }) });
}
