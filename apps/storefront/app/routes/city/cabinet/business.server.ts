import { BusinessApplication } from "@shop/contracts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { accountPage } from "../../../lib/account/page.server";
import { submitBusiness } from "../../../lib/api/accounts";
import { sessionOf } from "../../../lib/auth.server";
import { customerOf } from "../../../lib/caller.server";
import { apiErrorReply, parseForm } from "../../../lib/forms/parse";
import { CHECK_NIP_INTENT, nipCheckReply } from "../../../lib/tax-ids/nip-check.server";
import { businessPrefill } from "../../../lib/tax-ids/prefill";

export async function loadBusinessPage(args: LoaderFunctionArgs) {
  const { user } = await customerOf(args);
  return { page: accountPage(args, "cabinetBusiness", ["cabinet"]), business: user.business };
}

/**
 * The company's details → the application is pending until staff decide (a rejected one may be sent again). "Check
 * NIP" (issue 34) looks the NIP up in the White List and fills the company's registered name and address.
 */
export async function businessAction(args: ActionFunctionArgs) {
  const { api } = await customerOf(args);
  const formData = await args.request.formData();
  if (formData.get("intent") === CHECK_NIP_INTENT) return nipCheckReply(api, formData, { field: "ssn", prefill: businessPrefill });
  const submission = parseForm(formData, BusinessApplication);
  if (submission.status !== "success") return { result: submission.reply() };
  try {
    await submitBusiness(api, submission.value);
  } catch (error) {
    return { result: apiErrorReply(submission, error) };
  }
  sessionOf(args.context).renew();
  return { result: submission.reply(), sent: true };
}
