// /{lang}/{city}/personal (docs/adr/0030): the visitor's own parts of a shared page, asked for by the page once it
// is shown: who is signed in (the header's account entry), the price kind they pay, the cart's count and what
// changed in it, a signed-in customer's favourites (the hearts). Never stored anywhere (private, no-store). It keeps the two plain cookies of lib/personal.ts
// true: `personal` while there is a session or a cart, `price_kind` for a business customer.
//
// Most of these requests never reach React Router: `answerPersonal` (called by the server before the router,
// through entry.server.tsx) answers them with one API call, GET /api/v1/personal. The route's loader answers the
// rest, which need more than a read: a visitor cart to merge into the signed-in customer's, a cart message waiting.
import type { PersonalParts } from "@shop/contracts";
import { isLocale } from "@shop/domain";
import type { LoaderFunctionArgs } from "react-router";
import { ApiError } from "../../lib/api/client";
import { listFavourites } from "../../lib/api/favourites";
import { clearedSessionCookie, isSecureRequest, SESSION_COOKIE } from "../../lib/auth.server";
import { callerOf, customerOf } from "../../lib/caller.server";
import { cartApi, cartCookie, cartIdOf, clearedCartCookie } from "../../lib/cart/cart-cookie.server";
import { hasCartFlash } from "../../lib/cart/cart-flash.server";
import { cookieHeaders, readCart } from "../../lib/cart/cart-view.server";
import { parseCookies } from "../../lib/cookies";
import { PERSONAL_COOKIE, type PersonalData } from "../../lib/personal";
import { markerCookies, valueAfter } from "../../middleware/personal-marker.server";

const PRIVATE = { "Cache-Control": "private, no-store" };
const PATH = /^\/([a-z]{2})\/([a-z0-9]+(?:-[a-z0-9]+)*)\/personal$/;

export async function loadPersonal(args: LoaderFunctionArgs): Promise<Response> {
  const { user, priceKind } = await callerOf(args);
  const data: PersonalData = {
    user: user ? { firstName: user.firstName, email: user.email } : null,
    priceKind,
    cartCount: 0,
    cartChanges: [],
    version: null,
  };
  let cookies: string[] = [];
  try {
    const read = await readCart(args);
    data.cartCount = read.cart?.itemCount ?? 0;
    data.cartChanges = read.changes;
    cookies = read.cookies;
    if (user) {
      const { api, city } = await customerOf(args);
      data.favourites = (await listFavourites(api, city.slug)).items.map((item) => item.productId);
    }
  } catch (error) {
    // The API failing leaves the page as it was shown (no count, no hearts pressed).
    console.error(`[cart] reading the cart failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return Response.json(data, { headers: cookieHeaders(cookies, PRIVATE) });
}

/**
 * The personal answer without the router, or null to leave the request to it: anything but a plain GET of
 * /{lang}/{city}/personal, a visitor cart still to merge into a signed-in customer's, a cart message waiting, an
 * unknown city (the router's 404) or an API that did not answer (the loader's own handling).
 */
export async function answerPersonal(request: Request): Promise<Response | null> {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  const [, lang = "", city = ""] = PATH.exec(url.pathname) ?? [];
  if (!isLocale(lang) || url.search) return null;
  const jar = parseCookies(request.headers.get("cookie"));
  const token = jar[SESSION_COOKIE] || null;
  const cartId = cartIdOf(request);
  if ((token && cartId) || hasCartFlash(request)) return null;
  let parts: PersonalParts;
  try {
    parts = await cartApi(request, lang, token).call<PersonalParts>("/api/v1/personal", { query: { city }, auth: true });
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
  const secure = isSecureRequest(request);
  const cookies: string[] = [];
  // A token the API no longer knows (expired, revoked): the browser forgets it, as the session middleware does.
  if (token && !parts.user) cookies.push(clearedSessionCookie(secure));
  // A visitor cookie naming no cart any more (merged elsewhere, expired) is forgotten; a new id is kept.
  if (!token && cartId && parts.cart.id === null) cookies.push(clearedCartCookie(request));
  else if (!token && parts.cart.id && parts.cart.id !== cartId) cookies.push(cartCookie(parts.cart.id, request));
  cookies.push(...markerCookies(jar, cookies, parts.priceKind, url.protocol === "https:"));
  const data: PersonalData = {
    user: parts.user,
    priceKind: parts.priceKind,
    cartCount: parts.cart.itemCount,
    cartChanges: parts.changes,
    // A visitor's favourites are in the browser: only a customer's come from here.
    ...(parts.user ? { favourites: parts.favourites } : {}),
    version: valueAfter(jar, cookies, PERSONAL_COOKIE) || null,
  };
  return Response.json(data, { headers: cookieHeaders(cookies, PRIVATE) });
}
