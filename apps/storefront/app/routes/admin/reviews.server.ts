// Review moderation in the back office (issue 38, admins only): the waiting queue and the other states by tab;
// accept, reject with a reason, remove, reply once. Plain forms (Post/Redirect/Get); the API decides.
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import {
  listStaffReviews,
  moderateReview,
  REVIEW_TABS,
  type ReviewAnswer,
  type ReviewIntent,
  type ReviewTab,
} from "../../lib/api/staff-reviews";
import { adminOf, type CallerArgs } from "../../lib/caller.server";

const INTENTS: readonly ReviewIntent[] = ["accept", "reject", "remove", "reply"];
const tabOf = (search: URLSearchParams): ReviewTab => REVIEW_TABS.find((tab) => tab === search.get("state")) ?? "pending";
const pageOf = (search: URLSearchParams) => Math.min(10_000, Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1));

export async function reviewsLoader(args: CallerArgs) {
  const { api } = await adminOf(args);
  const t = adminT(args);
  const tab = tabOf(args.url.searchParams);
  const page = pageOf(args.url.searchParams);
  const done = INTENTS.find((intent) => intent === args.url.searchParams.get("done")) ?? null;
  return {
    title: t("common.metaTitle", { page: t("common.nav.reviews") }),
    tab,
    list: await listStaffReviews(api, tab, page),
    notice: done,
  };
}

export async function reviewsAction(args: ActionFunctionArgs & CallerArgs) {
  const { api } = await adminOf(args);
  const t = adminT(args);
  const form = await args.request.formData();
  const reviewId = Number.parseInt(String(form.get("reviewId") ?? ""), 10);
  const intent = INTENTS.find((value) => value === form.get("intent"));
  const refuse = (messages: string[], status: number) => data<ReviewAnswer>({ reviewId: reviewId || 0, messages }, { status });
  if (!intent || !Number.isInteger(reviewId) || reviewId < 1) return refuse([t("common.invalid")], 400);
  const text = String(form.get("text") ?? "");
  const body = intent === "reject" ? { reason: text } : intent === "reply" ? { text } : undefined;
  try {
    await moderateReview(api, reviewId, intent, body);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const issues = (error.body as { issues?: Array<{ message?: unknown }> } | null)?.issues ?? [];
    return refuse(issues.length ? issues.map((issue) => String(issue.message)) : [error.message], error.statusCode);
  }
  const back = new URLSearchParams(args.url.searchParams);
  back.set("done", intent);
  return redirect(`${args.url.pathname}?${back}`, 303);
}
