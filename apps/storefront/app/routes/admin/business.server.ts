// Business applications in the back office (issue 7, admins only): the queue and the other statuses by tab;
// approve (wholesale or franchise) or reject with a reason. The API decides and e-mails the customer.
import { BusinessDecision } from "@shop/contracts";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { z } from "zod";
import { checkWith, field, idField, problem, readForm, validationMessage } from "../../lib/admin/form";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import {
  BUSINESS_TABS,
  type BusinessAnswer,
  type BusinessTab,
  decideApplication,
  listBusinessApplications,
} from "../../lib/api/staff-business";
import { adminOf, type CallerArgs } from "../../lib/caller.server";

const OUTCOMES = ["wholesale", "franchise", "rejected"] as const;
export type DecisionOutcome = (typeof OUTCOMES)[number];

const tabOf = (search: URLSearchParams): BusinessTab => BUSINESS_TABS.find((tab) => tab === search.get("status")) ?? "pending";

/** The notice after a decision (Post/Redirect/Get): what was decided, for whom. */
function noticeOf(search: URLSearchParams): { outcome: DecisionOutcome; email: string } | null {
  const outcome = OUTCOMES.find((value) => value === search.get("decided"));
  const email = search.get("email");
  return outcome && email ? { outcome, email: email.slice(0, 254) } : null;
}

export async function businessLoader(args: CallerArgs) {
  const { api } = await adminOf(args);
  const t = adminT(args);
  const tab = tabOf(args.url.searchParams);
  return {
    title: t("common.metaTitle", { page: t("common.nav.business") }),
    tab,
    applications: await listBusinessApplications(api, tab),
    notice: noticeOf(args.url.searchParams),
  };
}

/** The decision forms: the application's user, approve (with a kind) or reject (with a reason), as the API checks them. */
const DecisionFields = z
  .object({ userId: idField, intent: field, kind: field, reason: field })
  .transform(({ userId, intent, kind, reason }, ctx) => {
    if (userId === null || (intent !== "approve" && intent !== "reject")) return problem(ctx, null, "invalid");
    const decision = checkWith(BusinessDecision, intent === "approve" ? { decision: intent, kind } : { decision: intent, reason }, ctx);
    return { userId, decision };
  });

export async function businessAction(args: ActionFunctionArgs & CallerArgs) {
  const { api, lang } = await adminOf(args);
  const t = adminT(args);
  const form = await args.request.formData();
  const read = readForm(form, DecisionFields, validationMessage(lang, t("common.invalid")));
  const userId = (read.ok ? read.value.userId : idField.parse(form.get("userId") ?? "")) ?? 0;
  const refuse = (answer: Omit<BusinessAnswer, "userId">, status: number) => data<BusinessAnswer>({ userId, ...answer }, { status });
  if (!read.ok) {
    const { reason } = read.fieldErrors;
    return refuse(reason ? { messages: [], fieldErrors: { reason } } : { messages: [t("common.invalid")], fieldErrors: {} }, 400);
  }
  const { decision } = read.value;
  let email: string;
  try {
    email = (await decideApplication(api, userId, decision)).email;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const issues = (error.body as { issues?: Array<{ path?: unknown; message?: unknown }> } | null)?.issues ?? [];
    const reason = issues.filter((issue) => issue.path === "reason").map((issue) => String(issue.message));
    const message = error.code === "CONFLICT" ? t("business.conflict") : error.message;
    return refuse({ messages: [message], fieldErrors: reason.length ? { reason } : {} }, error.statusCode);
  }
  const back = new URLSearchParams(args.url.searchParams);
  back.set("decided", decision.decision === "approve" ? decision.kind : "rejected");
  back.set("email", email);
  return redirect(`${args.url.pathname}?${back}`, 303);
}
