import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { staffOf } from "../../../lib/account/cabinet.server";
import { accountPage } from "../../../lib/account/page.server";
import { decideBusinessApplication, getBusinessApplications } from "../../../lib/api/accounts";
import { ApiError } from "../../../lib/api/client";
import { parseForm } from "../../../lib/forms/parse";
import { StaffDecisionFields } from "../../../lib/forms/schemas";

export async function staffBusinessLoader(args: LoaderFunctionArgs) {
  const { api } = await staffOf(args);
  return { page: accountPage(args, "cabinetStaffBusiness", ["cabinet"]), applications: await getBusinessApplications(api) };
}

/** Approve (wholesale or franchise) or reject (with a reason) one application; the API e-mails the customer. */
export async function staffBusinessAction(args: ActionFunctionArgs) {
  const { api } = await staffOf(args);
  const formData = await args.request.formData();
  const userId = Number(formData.get("userId"));
  const email = String(formData.get("email") ?? "");
  const submission = parseForm(formData, StaffDecisionFields);
  if (!Number.isInteger(userId) || userId <= 0 || submission.status !== "success") {
    return { userId, errors: submission.status === "success" ? {} : (submission.error ?? {}) };
  }
  try {
    await decideBusinessApplication(api, userId, submission.value);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { userId, message: error.message };
  }
  return { decided: { email, decision: submission.value.decision } };
}
