// GET /api/v1/personal (issue 37; docs/adr/0030): what a shared page shows of its visitor, in one call: who is signed
// in, the price kind they pay, the cart's count and what changed in it (the cart is re-priced as GET /cart does), and
// a signed-in customer's favourite product ids (the hearts' state, issue 38).
import type { PersonalParts } from "@shop/contracts";
import { type Db, listFavouriteIds } from "@shop/db";
import type { CartRequest } from "./cart-view";
import { getCart } from "./get-cart";

export async function personalParts(
  db: Db,
  user: { id: number; firstName: string; email: string | null } | null,
  request: CartRequest,
): Promise<PersonalParts> {
  const [cart, favourites] = await Promise.all([getCart(db, request), user ? listFavouriteIds(db, user.id) : []]);
  return {
    user: user ? { firstName: user.firstName, email: user.email ?? "" } : null,
    priceKind: request.customer.kind,
    cart: { id: cart.id, itemCount: cart.itemCount },
    changes: cart.changes,
    favourites,
  };
}
