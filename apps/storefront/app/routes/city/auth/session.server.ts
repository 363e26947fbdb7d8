import { type ActionFunctionArgs, data } from "react-router";
import { getCurrentUser } from "../../../lib/api/endpoints";
import { isSecureRequest, sessionCookie } from "../../../lib/auth.server";
import { mergeOnSignIn } from "../../../lib/cart/cart-merge.server";
import { cityOf } from "../../../lib/page.server";
import { serverApi } from "../../../lib/runtime.server";

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * The browser holds a token in localStorage but the server saw no session cookie (it expired or
 * was cleared): the browser posts the token here, and when the API still knows it (the identity
 * call) the cookie is set again, and a visitor cart the browser still carries is merged into the
 * customer's. 204 on success, 401 when the token is dead (the browser then
 * forgets it).
 */
export async function handOverSession(args: ActionFunctionArgs) {
  const { request } = args;
  const body = (await request.json().catch(() => null)) as { token?: unknown } | null;
  const token = typeof body?.token === "string" && TOKEN.test(body.token) ? body.token : null;
  const user = token ? await getCurrentUser(serverApi(request, "en", token)).catch(() => null) : null;
  if (!token || !user) return data(null, { status: 401, headers: { "Cache-Control": "no-store" } });
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", sessionCookie(token, { secure: isSecureRequest(request) }));
  // Signed in in the browser while the server saw a visitor: the visitor's cart joins the customer's here.
  const { lang, city } = cityOf(args);
  for (const cookie of await mergeOnSignIn(request, lang, city.slug, token)) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 204, headers });
}
