import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { accountPage } from "../../../lib/account/page.server";
import { loadSecondFactor, secondFactorAction } from "../../../lib/account/second-factor.server";
import { isSessionsIntent, loadSessions, sessionsAction } from "../../../lib/account/sessions.server";
import { customerOf } from "../../../lib/caller.server";
import { sitePath } from "../../../lib/paths";

/**
 * The cabinet's security page (issue 35): two-step sign-in (staff are led on to the back office) and the account's
 * signed-in devices.
 */
export async function loadSecurityPage(args: LoaderFunctionArgs) {
  const { api, user, lang } = await customerOf(args);
  const [{ status, passkeys }, sessions] = await Promise.all([loadSecondFactor(api), loadSessions(api)]);
  return {
    page: accountPage(args, "cabinetSecurity", ["cabinet"]),
    status,
    passkeys,
    sessions,
    backOffice: user.role === "staff" ? sitePath(lang, "backOffice") : undefined,
  };
}

export async function securityAction(args: ActionFunctionArgs) {
  const { api, lang } = await customerOf(args);
  const formData = await args.request.formData();
  return isSessionsIntent(formData) ? sessionsAction(api, lang, formData) : secondFactorAction(api, lang, formData);
}
