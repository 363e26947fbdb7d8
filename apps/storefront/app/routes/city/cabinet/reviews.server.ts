// The customer's reviews (issue 38): each with its state and, when rejected, the reason staff gave; and the switch of
// the e-mails asking for reviews (a plain form).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { accountPage } from "../../../lib/account/page.server";
import { getReviewEmails, listMyReviews, setReviewEmails } from "../../../lib/api/reviews";
import { customerOf } from "../../../lib/caller.server";
import { isSameOriginRequest } from "../../../lib/csrf";
import { publicOrigin } from "../../../lib/page.server";

export async function loadCabinetReviews(args: LoaderFunctionArgs) {
  const { api } = await customerOf(args);
  const [reviews, emails] = await Promise.all([listMyReviews(api), getReviewEmails(api)]);
  return { page: accountPage(args, "cabinetReviews", ["cabinet"]), reviews: reviews.items, optedOut: emails.optedOut, now: Date.now() };
}

export async function cabinetReviewsAction(args: ActionFunctionArgs) {
  const { api } = await customerOf(args);
  if (!isSameOriginRequest(args.request, [new URL(args.request.url).origin, publicOrigin()])) return null;
  const form = await args.request.formData();
  await setReviewEmails(api, form.get("optedOut") === "1");
  return null;
}
