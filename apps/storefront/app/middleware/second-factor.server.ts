// The back office's gate (issue 35): staff whose session has not proved a second factor (signed in with the password
// alone, no factor enrolled) are sent to enrol one; the API refuses them every staff call meanwhile (403
// SECOND_FACTOR_REQUIRED). Anybody else passes on to the layout's loader (the 404 page).
import { type MiddlewareFunction, redirect } from "react-router";
import { adminPath } from "../lib/admin/paths";
import { sessionOf } from "../lib/auth.server";
import { shopOf } from "../lib/page.server";

export const secondFactorGate: MiddlewareFunction<Response> = async (args, next) => {
  // The identity call the layout makes anyway says whether the session proved a second factor: no call more.
  const user = await sessionOf(args.context).user();
  if (user?.role === "staff" && !user.secondFactorProved) {
    const enrolPage = adminPath(shopOf(args.context).lang, "secondFactor");
    if (new URL(args.request.url).pathname !== enrolPage) throw redirect(enrolPage);
  }
  return next();
};
