import type { MiddlewareFunction } from "react-router";
import { sessionContext } from "../lib/auth.server";
import { parseCookies, serializeCookie } from "../lib/cookies";
import { isSharedRequest } from "../lib/page-cache";
import { PERSONAL_COOKIE, PRICE_KIND_COOKIE, type PriceKind, priceKindOfUser } from "../lib/personal";

const MONTH = 30 * 24 * 60 * 60;

/** The cookie's value once this response is applied: a Set-Cookie of it wins over the request's. */
export function valueAfter(jar: Record<string, string>, setCookies: string[], name: string): string {
  const set = setCookies.findLast((cookie) => cookie.startsWith(`${name}=`));
  if (!set) return jar[name] ?? "";
  return /;\s*Max-Age=0(;|$)/i.test(set) ? "" : decodeURIComponent(set.slice(name.length + 1).split(";")[0] ?? "");
}

/** A new version of the personal parts: any value other than the last one (docs/adr/0030, "kept in the browser"). */
const newVersion = () => crypto.randomUUID().slice(0, 8);

/**
 * The Set-Cookie values that keep the two plain cookies of lib/personal.ts true once a response with `setCookies` is
 * applied: `personal` while the browser keeps a session or a cart, and `price_kind` for a business customer when the
 * caller's price kind is known (undefined: this request did not ask who is signed in). The `personal` cookie's value
 * is the version of the visitor's personal parts: it changes on every request that may change them (`changed`: a
 * form's or an action's post) and on every answer that sets the session or the cart cookie, so that a page reuses a
 * personal answer it keeps only while the value is the one it was given with.
 */
export function markerCookies(
  jar: Record<string, string>,
  setCookies: string[],
  kind: PriceKind | undefined,
  secure: boolean,
  changed = false,
): string[] {
  const out: string[] = [];
  const personal = Boolean(valueAfter(jar, setCookies, "session") || valueAfter(jar, setCookies, "cart"));
  const held = jar[PERSONAL_COOKIE];
  const touched = setCookies.some((cookie) => cookie.startsWith("session=") || cookie.startsWith("cart="));
  if (!personal && held !== undefined) out.push(serializeCookie(PERSONAL_COOKIE, "", { secure, maxAge: 0 }));
  if (personal && (!held || changed || touched)) out.push(serializeCookie(PERSONAL_COOKIE, newVersion(), { secure, maxAge: MONTH }));
  if (kind === undefined) return out;
  const marked = jar[PRICE_KIND_COOKIE] ?? "";
  if (kind === "retail" && marked) out.push(serializeCookie(PRICE_KIND_COOKIE, "", { secure, maxAge: 0 }));
  if (kind !== "retail" && marked !== kind) out.push(serializeCookie(PRICE_KIND_COOKIE, kind, { secure, maxAge: MONTH }));
  return out;
}

/**
 * Keeps the two plain cookies of lib/personal.ts true on every response that is the visitor's own (a shared page
 * sets no cookie); /{lang}/{city}/personal always knows the user.
 */
export const personalMarkerMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  if (isSharedRequest(request)) return response;
  const jar = parseCookies(request.headers.get("cookie"));
  const secure = new URL(request.url).protocol === "https:";
  const user = context.get(sessionContext).known();
  const kind = user === undefined ? undefined : priceKindOfUser(user);
  const changed = request.method !== "GET" && request.method !== "HEAD";
  for (const cookie of markerCookies(jar, response.headers.getSetCookie(), kind, secure, changed))
    response.headers.append("Set-Cookie", cookie);
  return response;
};
