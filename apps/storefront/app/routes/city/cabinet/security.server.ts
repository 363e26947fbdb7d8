import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { accountPage } from "../../../lib/account/page.server";
import { loadSecondFactor, secondFactorAction } from "../../../lib/account/second-factor.server";
import { customerOf } from "../../../lib/caller.server";
import { sitePath } from "../../../lib/paths";

/** Two-step sign-in in the cabinet (issue 35): the account's factor; staff are led on to the back office. */
export async function loadSecurityPage(args: LoaderFunctionArgs) {
  const { api, user, lang } = await customerOf(args);
  return {
    page: accountPage(args, "cabinetSecurity", ["cabinet"]),
    status: await loadSecondFactor(api),
    backOffice: user.role === "staff" ? sitePath(lang, "backOffice") : undefined,
  };
}

export async function securityAction(args: ActionFunctionArgs) {
  const { api, lang } = await customerOf(args);
  return secondFactorAction(api, lang, await args.request.formData());
}
