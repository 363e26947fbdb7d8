import { type ActionFunctionArgs, redirect } from "react-router";
import { signOut } from "../../../lib/api/accounts";
import { clearedSessionCookie, isSecureRequest, sessionOf } from "../../../lib/auth.server";
import { cityOf } from "../../../lib/page.server";
import { cityPath } from "../../../lib/paths";
import { serverApi } from "../../../lib/runtime.server";

/**
 * Log out (a POST from the cabinet's form, with or without JavaScript): the API revokes the token,
 * the cookie is cleared, and the city's home page follows. The browser drops its stored token and
 * user as it sends the form (components/account/sign-out-form.tsx).
 */
export async function signOutCustomer(args: ActionFunctionArgs): Promise<never> {
  const { lang, city } = cityOf(args);
  const { token } = sessionOf(args.context);
  if (token) await signOut(serverApi(args.request, lang, token)).catch(() => undefined);
  throw redirect(cityPath(lang, city.slug, "home"), {
    status: 303,
    headers: { "Set-Cookie": clearedSessionCookie(isSecureRequest(args.request)), "Cache-Control": "no-store" },
  });
}
