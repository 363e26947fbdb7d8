// /{lang}/{city}/info/reviews (issue 38): how reviews are verified, as the Omnibus rules ask a shop that shows reviews
// to say; the same for every visitor. With `?optOut=` (the review request e-mail's link) it also offers the one
// button that stops those e-mails: that page is the visitor's own (lib/page-cache.ts), and opening it changes
// nothing (a mail scanner's visit), only the button's POST does.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { ApiError } from "../../../lib/api/client";
import { optOutOfReviewEmails } from "../../../lib/api/reviews";
import { cityCrumb, cityOf, pageSeo, t } from "../../../lib/page.server";
import { serverApi } from "../../../lib/runtime.server";

const tokenOf = (value: unknown) => (typeof value === "string" ? value.slice(0, 200) : "");

export function loadReviewsInfo(args: LoaderFunctionArgs) {
  const { lang, city } = cityOf(args);
  const tt = t(args);
  const title = tt("reviews.info.title");
  const optOut = tokenOf(args.url.searchParams.get("optOut"));
  const seo = pageSeo(args, title, tt("reviews.info.description"));
  return {
    page: {
      seo: optOut ? { ...seo, robots: "noindex, nofollow" } : seo,
      heading: title,
      crumbs: [cityCrumb(lang, city), { label: title }],
    },
    optOut,
  };
}

export async function reviewsInfoAction(args: ActionFunctionArgs) {
  const { lang } = cityOf(args);
  const token = tokenOf((await args.request.formData()).get("token"));
  try {
    await optOutOfReviewEmails(serverApi(args.request, lang), token);
    return { done: true as const };
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
    return { error: error.message };
  }
}
