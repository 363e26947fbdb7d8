import { type MiddlewareFunction, redirect } from "react-router";
import { AGE_CONFIRM_INTENT } from "../components/layout/age-gate";
import { COOKIE, serializeCookie } from "../lib/cookies";

/** The age gate's form without JavaScript: a POST to the page sets the cookie and shows the page again. */
export const ageGateMiddleware: MiddlewareFunction<Response> = async ({ request, url }, next) => {
  if (request.method === "POST" && request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) {
    const form = await request.clone().formData();
    if (form.get("intent") === AGE_CONFIRM_INTENT) {
      throw redirect(`${url.pathname}${url.search}`, {
        status: 303,
        headers: { "Set-Cookie": serializeCookie(COOKIE.ageConfirmed, "1", { secure: url.protocol === "https:" }) },
      });
    }
  }
  return next();
};
