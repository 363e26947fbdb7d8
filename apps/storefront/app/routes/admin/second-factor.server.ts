import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { loadSecondFactor, secondFactorAction } from "../../lib/account/second-factor.server";
import { isSessionsIntent, loadSessions, sessionsAction } from "../../lib/account/sessions.server";
import { adminPath } from "../../lib/admin/paths";
import { staffOf } from "../../lib/caller.server";
import { t } from "../../lib/page.server";

/**
 * A staff member's security page (issue 35): two-step sign-in (the back office sends staff here until their session
 * has a second factor) and their signed-in devices.
 */
export async function loadStaffSecondFactor(args: LoaderFunctionArgs) {
  const { api, lang } = await staffOf(args);
  const [{ status, passkeys }, sessions] = await Promise.all([loadSecondFactor(api), loadSessions(api)]);
  return { title: t(args)("account.secondFactor.title"), status, passkeys, sessions, backOffice: adminPath(lang, "dashboard") };
}

export async function staffSecondFactorAction(args: ActionFunctionArgs) {
  const { api, lang } = await staffOf(args);
  const formData = await args.request.formData();
  return isSessionsIntent(formData) ? sessionsAction(api, lang, formData) : secondFactorAction(api, lang, formData);
}
