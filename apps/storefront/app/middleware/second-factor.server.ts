// The back office's gate (issue 35): staff whose session has not proved a second factor (signed in with the password
// alone, no factor enrolled) are sent to enrol one; the API refuses them every staff call meanwhile (403
// SECOND_FACTOR_REQUIRED). Anybody else passes on to the layout's loader (the 404 page).
import { type MiddlewareFunction, redirect } from "react-router";
import { adminPath } from "../lib/admin/paths";
import { getSecondFactor } from "../lib/api/second-factor";
import { sessionOf } from "../lib/auth.server";
import { shopOf } from "../lib/page.server";
import { serverApi } from "../lib/runtime.server";

export const secondFactorGate: MiddlewareFunction<Response> = async (args, next) => {
  const session = sessionOf(args.context);
  const user = await session.user();
  if (user?.role === "staff" && session.token) {
    const { lang } = shopOf(args.context);
    const enrolPage = adminPath(lang, "secondFactor");
    if (new URL(args.request.url).pathname !== enrolPage) {
      const status = await getSecondFactor(serverApi(args.request, lang, session.token)).catch(() => null);
      if (status && !status.sessionSecondFactorAt) throw redirect(enrolPage);
    }
  }
  return next();
};
