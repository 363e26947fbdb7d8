// One customer in the back office (issue 7, admins only): profile, orders, block (with a reason) and unblock.
// The API decides (staff accounts cannot be blocked); success comes back here with a notice (Post/Redirect/Get).
import { CustomerBlockRequest, VALIDATION_MESSAGES, type ValidationKey } from "@shop/contracts";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import type { BlockAnswer } from "../../components/admin/customers/block-forms";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { blockCustomer, getCustomer, unblockCustomer } from "../../lib/api/staff-customers";
import { adminOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";
import { adminPath } from "../../lib/paths";

const NOTICES = ["blocked", "unblocked"] as const;

function userIdOf(args: { params: { userId?: string }; url: URL }): number {
  const id = Number(args.params.userId);
  if (!/^\d{1,10}$/.test(args.params.userId ?? "") || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) pageNotFound(args.url);
  return id;
}

export async function customerLoader(args: LoaderFunctionArgs) {
  const admin = await adminOf(args);
  const t = adminT(args);
  const userId = userIdOf(args);
  let customer: Awaited<ReturnType<typeof getCustomer>>;
  try {
    customer = await getCustomer(admin.api, userId);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) pageNotFound(args.url);
    throw error;
  }
  const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.email || String(customer.id);
  return {
    title: t("common.metaTitle", { page: name }),
    name,
    customer,
    notice: NOTICES.find((notice) => notice === args.url.searchParams.get("notice")) ?? null,
  };
}

export async function customerAction(args: ActionFunctionArgs) {
  const admin = await adminOf(args);
  const t = adminT(args);
  const userId = userIdOf(args);
  const form = await args.request.formData();
  const intent = form.get("intent");
  const refuse = (answer: BlockAnswer, status: number) => data(answer, { status });
  const reason = String(form.get("reason") ?? "");
  try {
    if (intent === "block") {
      const parsed = CustomerBlockRequest.safeParse({ reason });
      if (!parsed.success) {
        const key = parsed.error.issues[0]?.message ?? "required";
        const message = Object.hasOwn(VALIDATION_MESSAGES, key)
          ? VALIDATION_MESSAGES[key as ValidationKey][admin.lang]
          : t("common.invalid");
        return refuse({ messages: [], reasonErrors: [message] }, 400);
      }
      await blockCustomer(admin.api, userId, parsed.data.reason);
    } else if (intent === "unblock") {
      if (reason.trim().length > 500) return refuse({ messages: [], reasonErrors: [VALIDATION_MESSAGES.tooLong[admin.lang]] }, 400);
      await unblockCustomer(admin.api, userId, reason.trim() || undefined);
    } else return refuse({ messages: [t("common.invalid")], reasonErrors: [] }, 400);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.statusCode === 404) pageNotFound(args.url);
    return refuse({ messages: [error.message], reasonErrors: [] }, error.statusCode);
  }
  const notice = intent === "block" ? "blocked" : "unblocked";
  return redirect(adminPath(admin.lang, "customer", { userId: String(userId) }, { notice }), 303);
}
