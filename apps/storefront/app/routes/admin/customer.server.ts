// One customer in the back office (issue 7, admins only): profile, orders, block (with a reason) and unblock; the
// removal of lost second factors and GDPR erasure (issue 35, step-up actions).
// The API decides (staff accounts cannot be blocked); success comes back here with a notice (Post/Redirect/Get).
import { CustomerBlockRequest, CustomerUnblockRequest } from "@shop/contracts";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { z } from "zod";
import type { BlockAnswer } from "../../components/admin/customers/block-forms";
import { checkWith, field, readForm, trimmedField, validationMessage } from "../../lib/admin/form";
import { adminPath } from "../../lib/admin/paths";
import { withStepUp } from "../../lib/admin/step-up.server";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { blockCustomer, eraseCustomer, getCustomer, removeSecondFactors, unblockCustomer } from "../../lib/api/staff-customers";
import { adminOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";

const NOTICES = ["blocked", "unblocked", "factors-removed"] as const;

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

/** The block form (a reason is required) and the unblock form (a reason for the audit log, optional). */
const BlockFields = z.object({ reason: field }).transform((form, ctx) => checkWith(CustomerBlockRequest, form, ctx));
const UnblockFields = z
  .object({ reason: trimmedField })
  .transform((form, ctx) => checkWith(CustomerUnblockRequest, { reason: form.reason || undefined }, ctx));

export async function customerAction(args: ActionFunctionArgs) {
  const admin = await adminOf(args);
  const t = adminT(args);
  const userId = userIdOf(args);
  const form = await args.request.formData();
  const intent = form.get("intent");
  const refuse = (answer: BlockAnswer, status: number) => data(answer, { status });
  if (intent === "remove-second-factor") {
    const done = adminPath(admin.lang, "customer", { userId: String(userId) }, { notice: "factors-removed" });
    return stepUpAction(args, form, () => removeSecondFactors(admin.api, userId), done);
  }
  if (intent === "erase") {
    if (form.get("confirm") !== "yes") return refuse({ messages: [t("customers.erase.confirmRequired")], reasonErrors: [] }, 400);
    return stepUpAction(
      args,
      form,
      () => eraseCustomer(admin.api, userId),
      adminPath(admin.lang, "customers", undefined, { notice: "erased" }),
    );
  }
  if (intent !== "block" && intent !== "unblock") return refuse({ messages: [t("common.invalid")], reasonErrors: [] }, 400);
  const message = validationMessage(admin.lang, t("common.invalid"));
  const read = intent === "block" ? readForm(form, BlockFields, message) : readForm(form, UnblockFields, message);
  if (!read.ok) return refuse({ messages: [], reasonErrors: (read.fieldErrors.reason ?? [t("common.invalid")]).slice(0, 1) }, 400);
  try {
    if (intent === "block") await blockCustomer(admin.api, userId, read.value.reason ?? "");
    else await unblockCustomer(admin.api, userId, read.value.reason);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.statusCode === 404) pageNotFound(args.url);
    return refuse({ messages: [error.message], reasonErrors: [] }, error.statusCode);
  }
  const notice = intent === "block" ? "blocked" : "unblocked";
  return redirect(adminPath(admin.lang, "customer", { userId: String(userId) }, { notice }), 303);
}

/**
 * A step-up action of the page (issue 35): removing the person's second factors, or erasing their data (GDPR). Without
 * a fresh code the page asks for one and sends the action again with what was sent; done, it goes to `done`.
 */
async function stepUpAction(args: ActionFunctionArgs, form: FormData, run: () => Promise<void>, done: string) {
  const admin = await adminOf(args);
  try {
    const stepUp = await withStepUp(admin.api, admin.lang, form, run);
    if (stepUp) return data({ stepUp }, { status: 403 });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.statusCode === 404) pageNotFound(args.url);
    return data({ messages: [error.message], reasonErrors: [] } satisfies BlockAnswer, { status: error.statusCode });
  }
  return redirect(done, 303);
}
