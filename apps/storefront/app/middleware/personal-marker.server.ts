import type { MiddlewareFunction } from "react-router";
import { sessionContext } from "../lib/auth.server";
import { parseCookies, serializeCookie } from "../lib/cookies";
import { isSharedRequest } from "../lib/page-cache";
import { PERSONAL_COOKIE, PRICE_KIND_COOKIE, priceKindOfUser } from "../lib/personal";

const MONTH = 30 * 24 * 60 * 60;

/** The cookie's value once this response is applied: a Set-Cookie of it wins over the request's. */
function valueAfter(jar: Record<string, string>, setCookies: string[], name: string): string {
  const set = setCookies.findLast((cookie) => cookie.startsWith(`${name}=`));
  if (!set) return jar[name] ?? "";
  return /;\s*Max-Age=0(;|$)/i.test(set) ? "" : decodeURIComponent(set.slice(name.length + 1).split(";")[0] ?? "");
}

/**
 * Keeps the two plain cookies of lib/personal.ts true on every response that is the visitor's own (a shared page
 * sets no cookie): `personal` while the browser keeps a session or a cart, and `price_kind` for a business customer
 * once this request knows the user (a page that asked who is signed in; /{lang}/{city}/personal always does).
 */
export const personalMarkerMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  if (isSharedRequest(request)) return response;
  const jar = parseCookies(request.headers.get("cookie"));
  const setCookies = response.headers.getSetCookie();
  const secure = new URL(request.url).protocol === "https:";
  const personal = Boolean(valueAfter(jar, setCookies, "session") || valueAfter(jar, setCookies, "cart"));
  if (personal !== (jar[PERSONAL_COOKIE] === "1")) {
    response.headers.append("Set-Cookie", serializeCookie(PERSONAL_COOKIE, "1", { secure, maxAge: personal ? MONTH : 0 }));
  }
  const user = context.get(sessionContext).known();
  if (user === undefined) return response;
  const kind = priceKindOfUser(user);
  const marked = jar[PRICE_KIND_COOKIE] ?? "";
  if (kind === "retail" && marked) response.headers.append("Set-Cookie", serializeCookie(PRICE_KIND_COOKIE, "", { secure, maxAge: 0 }));
  if (kind !== "retail" && marked !== kind)
    response.headers.append("Set-Cookie", serializeCookie(PRICE_KIND_COOKIE, kind, { secure, maxAge: MONTH }));
  return response;
};
