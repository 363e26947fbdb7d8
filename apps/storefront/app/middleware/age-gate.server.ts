import { type MiddlewareFunction, redirect } from "react-router";
import { AGE_CONFIRM_INTENT, AGE_FRAME_FIELD } from "../components/layout/age-gate-state";
import { COOKIE, serializeCookie } from "../lib/cookies";

/** The age gate's form: without JavaScript a POST to the page sets the cookie and shows the page again; into the gate's frame, 204. */
export const ageGateMiddleware: MiddlewareFunction<Response> = async ({ request, url }, next) => {
  if (request.method === "POST" && request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) {
    const form = await request.clone().formData();
    if (form.get("intent") === AGE_CONFIRM_INTENT) {
      const cookie = serializeCookie(COOKIE.ageConfirmed, "1", { secure: url.protocol === "https:" });
      // Answered into the gate's hidden frame (before the page was interactive): the cookie alone.
      if (form.get(AGE_FRAME_FIELD) === "1") return new Response(null, { status: 204, headers: { "Set-Cookie": cookie } });
      throw redirect(`${url.pathname}${url.search}`, {
        status: 303,
        headers: { "Set-Cookie": cookie },
      });
    }
  }
  return next();
};
