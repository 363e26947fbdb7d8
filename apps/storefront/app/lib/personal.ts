// The visitor's own parts of a shared page (docs/adr/0030): a catalogue or content page is the same HTML for every
// visitor of its language and city, with or without a cart or a session; the header's account name and cart count
// come from one small personal request (/{lang}/{city}/personal) after the page is shown. Two plain cookies let the
// page and the page cache know without reading the HttpOnly ones:
//   personal=<version> this browser has a session or a cart: the page asks for its personal parts (else nobody asks);
//                      the value changes whenever they may have changed, and a page reuses an answer of the same one;
//   price_kind=<kind>  a business customer's price kind: their pages show their prices, so they are never shared.
// Neither grants anything: the server reads the session itself for every price, stock and order.
import type { CartChange } from "@shop/contracts";

/** What price the caller pays (the catalogue caches per kind: a business's prices never reach retail shoppers). */
export type PriceKind = "retail" | "wholesale" | "franchise";

export const PERSONAL_COOKIE = "personal";
export const PRICE_KIND_COOKIE = "price_kind";

export interface PersonalData {
  user: { firstName: string; email: string } | null;
  priceKind: PriceKind;
  cartCount: number;
  /** What changed in the cart since it was last read (the "cart changed" dialog): the API tells it once. */
  cartChanges: CartChange[];
  /** A signed-in customer's favourite product ids (the hearts' state; a visitor's are in localStorage). */
  favourites?: number[];
  /** The `personal` cookie's value this answer is for (none: the answer cannot say; the page asks again next time). */
  version?: string | null;
}

/** Whether a page of this visitor may be shared: not a business customer's (a price kind other than retail). */
export const sharesPages = (jar: Record<string, string>) => !jar[PRICE_KIND_COOKIE] || jar[PRICE_KIND_COOKIE] === "retail";

/** The price kind a user pays: an approved business's kind, else retail. */
export function priceKindOfUser(user: { business: { status: string; kind: string | null } } | null): PriceKind {
  const kind = user?.business.status === "approved" ? user.business.kind : null;
  return kind === "wholesale" || kind === "franchise" ? kind : "retail";
}
