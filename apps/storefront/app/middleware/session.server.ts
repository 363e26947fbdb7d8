import type { MiddlewareFunction } from "react-router";
import { clearedSessionCookie, createSession, isSecureRequest, SESSION_COOKIE, sessionContext } from "../lib/auth.server";
import { parseCookies } from "../lib/cookies";
import { isSharedRequest } from "../lib/page-cache";

/**
 * Gives every request its session (the cookie's token; the user fetched on demand; none for a shared page). A response to a
 * request that carried the cookie (or that sets it) is private and never stored; a token the API
 * refused is cleared from the browser.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // A shared page is rendered for nobody in particular: its personal parts come from /{lang}/{city}/personal.
  const token = isSharedRequest(request) ? null : parseCookies(request.headers.get("cookie"))[SESSION_COOKIE] || null;
  const session = createSession(request, token);
  context.set(sessionContext, session);
  const response = await next();
  const setsSession = response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  // A signed-in page holds the user's data; a sign-in's answer may hold the token itself.
  if (token || setsSession) response.headers.set("Cache-Control", "private, no-store");
  if (token && session.rejected() && !setsSession) response.headers.append("Set-Cookie", clearedSessionCookie(isSecureRequest(request)));
  return response;
};
