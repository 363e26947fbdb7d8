// The customer's reviews (issue 38): each with its state and, when rejected, the reason staff gave.
import type { LoaderFunctionArgs } from "react-router";
import { accountPage } from "../../../lib/account/page.server";
import { listMyReviews } from "../../../lib/api/reviews";
import { customerOf } from "../../../lib/caller.server";

export async function loadCabinetReviews(args: LoaderFunctionArgs) {
  const { api } = await customerOf(args);
  return { page: accountPage(args, "cabinetReviews", ["cabinet"]), reviews: (await listMyReviews(api)).items, now: Date.now() };
}
