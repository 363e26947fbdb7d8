import type { MiddlewareFunction } from "react-router";
import { sessionContext } from "../lib/auth.server";
import { parseCookies, serializeCookie } from "../lib/cookies";
import { isSharedRequest } from "../lib/page-cache";
import { PERSONAL_COOKIE, PRICE_KIND_COOKIE, type PriceKind, priceKindOfUser } from "../lib/personal";

const MONTH = 30 * 24 * 60 * 60;

/** The cookie's value once this response is applied: a Set-Cookie of it wins over the request's. */
function valueAfter(jar: Record<string, string>, setCookies: string[], name: string): string {
  const set = setCookies.findLast((cookie) => cookie.startsWith(`${name}=`));
  if (!set) return jar[name] ?? "";
  return /;\s*Max-Age=0(;|$)/i.test(set) ? "" : decodeURIComponent(set.slice(name.length + 1).split(";")[0] ?? "");
}

/**
 * The Set-Cookie values that keep the two plain cookies of lib/personal.ts true once a response with `setCookies` is
 * applied: `personal` while the browser keeps a session or a cart, and `price_kind` for a business customer when the
 * caller's price kind is known (undefined: this request did not ask who is signed in).
 */
export function markerCookies(jar: Record<string, string>, setCookies: string[], kind: PriceKind | undefined, secure: boolean): string[] {
  const out: string[] = [];
  const personal = Boolean(valueAfter(jar, setCookies, "session") || valueAfter(jar, setCookies, "cart"));
  if (personal !== (jar[PERSONAL_COOKIE] === "1"))
    out.push(serializeCookie(PERSONAL_COOKIE, "1", { secure, maxAge: personal ? MONTH : 0 }));
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
  for (const cookie of markerCookies(jar, response.headers.getSetCookie(), kind, secure)) response.headers.append("Set-Cookie", cookie);
  return response;
};
