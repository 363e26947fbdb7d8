import type { LoaderFunctionArgs } from "react-router";
import { accountPage } from "../../../lib/account/page.server";
import { getCoupons } from "../../../lib/api/accounts";
import { customerOf } from "../../../lib/caller.server";

/** The customer's coupons, as the API lists them. */
export async function loadCabinetCoupons(args: LoaderFunctionArgs) {
  const { api } = await customerOf(args);
  return { page: accountPage(args, "cabinetCoupons", ["cabinet"]), coupons: await getCoupons(api) };
}
