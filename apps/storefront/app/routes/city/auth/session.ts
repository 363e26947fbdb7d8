import { data } from "react-router";
import { getCurrentUser } from "../../../lib/api/endpoints";
import { isSecureRequest, sessionCookie } from "../../../lib/auth.server";
import { serverApi } from "../../../lib/runtime.server";
import { sameOriginMiddleware } from "../../../middleware/same-origin.server";
import type { Route } from "./+types/session";

export const middleware = [sameOriginMiddleware];

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * The browser holds a token in localStorage but the server saw no session cookie (it expired or
 * was cleared): the browser posts the token here, and when the API still knows it (the identity
 * call) the cookie is set again. 204 on success, 401 when the token is dead (the browser then
 * forgets it).
 */
export async function action({ request }: Route.ActionArgs) {
  const body = (await request.json().catch(() => null)) as { token?: unknown } | null;
  const token = typeof body?.token === "string" && TOKEN.test(body.token) ? body.token : null;
  const user = token ? await getCurrentUser(serverApi(request, "en", token)).catch(() => null) : null;
  if (!token || !user) return data(null, { status: 401, headers: { "Cache-Control": "no-store" } });
  return new Response(null, {
    status: 204,
    headers: { "Set-Cookie": sessionCookie(token, { secure: isSecureRequest(request) }), "Cache-Control": "no-store" },
  });
}
