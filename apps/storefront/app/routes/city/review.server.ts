// The review form page (issue 38): /{lang}/{city}/reviews/{productSlug}. Personal and never shared: it says
// what the visitor may do (sign in; no completed order with the product; write; edit within 30 days) and posts the
// review to the API, which decides. A plain form: it works without JavaScript.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { ApiError } from "../../lib/api/client";
import { editReview, myReviewStanding, writeReview } from "../../lib/api/reviews";
import { callerOf } from "../../lib/caller.server";
import { isSameOriginRequest } from "../../lib/csrf";
import { cityCrumb, cityOf, pageNotFound, pageSeo, publicOrigin, t } from "../../lib/page.server";
import { cityPath } from "../../lib/paths";
import { serverApi } from "../../lib/runtime.server";
import { FEEDBACK_INTENTS, reviewFeedbackAction } from "./review-feedback-action.server";

export interface ReviewFormReply {
  values: { stars: string; title: string; body: string };
  fieldErrors: { stars?: string[]; title?: string[]; body?: string[] };
  message: string | null;
}

async function standingOf(args: LoaderFunctionArgs, token: string | null) {
  const { lang } = cityOf(args);
  try {
    return await myReviewStanding(serverApi(args.request, lang, token), args.params.productSlug ?? "");
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) pageNotFound(args.url);
    throw error;
  }
}

export async function loadReviewForm(args: LoaderFunctionArgs) {
  const { lang, city } = cityOf(args);
  const { token } = await callerOf(args);
  const standing = await standingOf(args, token);
  const title = t(args)("reviews.form.title", { product: standing.productName });
  const productHref = cityPath(lang, city.slug, "product", { productSlug: standing.productSlug });
  return {
    page: {
      seo: { ...pageSeo(args, title, title), robots: "noindex, nofollow" },
      heading: title,
      crumbs: [cityCrumb(lang, city), { label: standing.productName, href: productHref }, { label: title }],
    },
    standing,
    productHref,
    signInHref: cityPath(lang, city.slug, "signIn", undefined, { returnTo: args.url.pathname }),
    sent: args.url.searchParams.get("sent") === "1",
  };
}

export async function reviewFormAction(args: ActionFunctionArgs) {
  const { lang, city } = cityOf(args);
  const form = await args.request.formData();
  // The product page's "helpful" and "report" forms post here too.
  if (FEEDBACK_INTENTS.some((intent) => intent === form.get("intent"))) return reviewFeedbackAction(args, form);
  const values = {
    stars: String(form.get("stars") ?? "").slice(0, 2),
    title: String(form.get("title") ?? "").slice(0, 1000),
    body: String(form.get("body") ?? "").slice(0, 20_000),
  };
  const refuse = (message: string | null, fieldErrors: ReviewFormReply["fieldErrors"], status: number) =>
    data<ReviewFormReply>({ values, fieldErrors, message }, { status });
  if (!isSameOriginRequest(args.request, [new URL(args.request.url).origin, publicOrigin()]))
    return refuse(t(args)("account.errors.crossSite"), {}, 403);
  const { token } = await callerOf(args);
  if (!token) return redirect(cityPath(lang, city.slug, "signIn", undefined, { returnTo: args.url.pathname }), 303);
  const standing = await standingOf(args, token);
  const api = serverApi(args.request, lang, token);
  const body = { stars: Number(values.stars) || 0, title: values.title, body: values.body };
  try {
    if (standing.review) await editReview(api, standing.review.id, body);
    else await writeReview(api, standing.productSlug, body);
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
    const issues = (error.body as { issues?: Array<{ path?: string; message?: string }> } | null)?.issues ?? [];
    const fieldErrors: ReviewFormReply["fieldErrors"] = {};
    for (const issue of issues)
      if (issue.path === "stars" || issue.path === "title" || issue.path === "body") fieldErrors[issue.path] = [String(issue.message)];
    return refuse(issues.length ? null : error.message, fieldErrors, error.statusCode);
  }
  return redirect(`${args.url.pathname}?sent=1`, 303);
}
