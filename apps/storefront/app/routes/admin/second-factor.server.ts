import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { loadSecondFactor, secondFactorAction } from "../../lib/account/second-factor.server";
import { adminPath } from "../../lib/admin/paths";
import { staffOf } from "../../lib/caller.server";
import { t } from "../../lib/page.server";

/** Staff enrol here (issue 35): the back office sends them here until their session has a second factor. */
export async function loadStaffSecondFactor(args: LoaderFunctionArgs) {
  const { api, lang } = await staffOf(args);
  return { title: t(args)("account.secondFactor.title"), status: await loadSecondFactor(api), backOffice: adminPath(lang, "dashboard") };
}

export async function staffSecondFactorAction(args: ActionFunctionArgs) {
  const { api, lang } = await staffOf(args);
  return secondFactorAction(api, lang, await args.request.formData());
}
