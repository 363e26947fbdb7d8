// Readers' feedback on a shown review (issue 38), posted by the product page's plain forms to the product's review
// page (routes/city/review.server.ts hands them here): "helpful" (a visitor is
// recognised by a random id in a long-lived httpOnly cookie made at their first vote; a signed-in customer by their
// account; the API counts once per voter and limits each address) and "report" (signed-in customers; others sign in
// first). Back to the product page with a marker that makes that one page the visitor's own (lib/page-cache.ts).
import { randomBytes } from "node:crypto";
import { type ActionFunctionArgs, redirect } from "react-router";
import { ApiError } from "../../lib/api/client";
import { markHelpful, reportReview } from "../../lib/api/reviews";
import { isSecureRequest } from "../../lib/auth.server";
import { callerOf } from "../../lib/caller.server";
import { safeReturnPath, withParam } from "../../lib/cart/return-path";
import { parseCookies } from "../../lib/cookies";
import { isSameOriginRequest } from "../../lib/csrf";
import { cityOf, publicOrigin } from "../../lib/page.server";
import { cityPath } from "../../lib/paths";
import { serverApi } from "../../lib/runtime.server";

const VOTER_COOKIE = "review_voter";
const VOTER_ID = /^[A-Za-z0-9_-]{16,64}$/;
const VOTER_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function voterOf(request: Request): { id: string; setCookie: string | null } {
  const known = parseCookies(request.headers.get("cookie"))[VOTER_COOKIE];
  if (known && VOTER_ID.test(known)) return { id: known, setCookie: null };
  const id = randomBytes(24).toString("base64url");
  const parts = [`${VOTER_COOKIE}=${id}`, "Path=/", `Max-Age=${VOTER_MAX_AGE_SECONDS}`, "HttpOnly", "SameSite=Lax"];
  if (isSecureRequest(request)) parts.push("Secure");
  return { id, setCookie: parts.join("; ") };
}

export const FEEDBACK_INTENTS = ["helpful", "report"] as const;

export async function reviewFeedbackAction(args: ActionFunctionArgs, form: FormData) {
  const { lang, city } = cityOf(args);
  const productsPrefix = `/${lang}/${city.slug}/products/`;
  const wanted = safeReturnPath(String(form.get("back") ?? ""), lang);
  const back = wanted?.startsWith(productsPrefix) ? wanted : cityPath(lang, city.slug, "home");
  const reviewId = String(form.get("reviewId") ?? "");
  const intent = form.get("intent");
  if (!/^[1-9]\d{0,9}$/.test(reviewId) || (intent !== "helpful" && intent !== "report")) return redirect(back, 303);
  if (!isSameOriginRequest(args.request, [new URL(args.request.url).origin, publicOrigin()])) return redirect(back, 303);
  const { token } = await callerOf(args);
  const api = serverApi(args.request, lang, token);
  try {
    if (intent === "report") {
      if (!token) return redirect(cityPath(lang, city.slug, "signIn", undefined, { returnTo: `${back}#review-${reviewId}` }), 303);
      await reportReview(api, Number(reviewId));
      return redirect(`${withParam(back, "reviewReported", reviewId)}#reviews`, 303);
    }
    const voter = token ? { id: undefined, setCookie: null } : voterOf(args.request);
    await markHelpful(api, Number(reviewId), voter.id);
    const headers = voter.setCookie ? { "Set-Cookie": voter.setCookie } : undefined;
    return redirect(`${withParam(back, "reviewVoted", reviewId)}#review-${reviewId}`, { status: 303, headers });
  } catch (error) {
    // A review no longer shown, or too many votes from this address: back to the page as it is now.
    if (error instanceof ApiError && error.statusCode < 500) return redirect(`${back}#reviews`, 303);
    throw error;
  }
}
