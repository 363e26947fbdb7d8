import type { LoaderFunctionArgs } from "react-router";
import { accountPage } from "../../../lib/account/page.server";
import { getReferrals } from "../../../lib/api/accounts";
import { customerOf } from "../../../lib/caller.server";
import { publicOrigin } from "../../../lib/page.server";
import { cityPath } from "../../../lib/paths";

/** The customer's referral link (sign-up reads ?ref) and how many customers it brought. */
export async function loadReferrals(args: LoaderFunctionArgs) {
  const { api, lang, city } = await customerOf(args);
  const referrals = await getReferrals(api);
  return {
    page: accountPage(args, "cabinetReferrals", ["cabinet"]),
    link: `${publicOrigin()}${cityPath(lang, city.slug, "signUp", undefined, { ref: referrals.code })}`,
    count: referrals.count,
  };
}
