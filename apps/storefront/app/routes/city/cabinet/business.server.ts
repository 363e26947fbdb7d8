import { BusinessApplication } from "@shop/contracts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { accountPage } from "../../../lib/account/page.server";
import { submitBusiness } from "../../../lib/api/accounts";
import { sessionOf } from "../../../lib/auth.server";
import { customerOf } from "../../../lib/caller.server";
import { apiErrorReply, parseForm } from "../../../lib/forms/parse";

export async function loadBusinessPage(args: LoaderFunctionArgs) {
  const { user } = await customerOf(args);
  return { page: accountPage(args, "cabinetBusiness", ["cabinet"]), business: user.business };
}

/** The company's details → the application is pending until staff decide (a rejected one may be sent again). */
export async function businessAction(args: ActionFunctionArgs) {
  const { api } = await customerOf(args);
  const submission = parseForm(await args.request.formData(), BusinessApplication);
  if (submission.status !== "success") return { result: submission.reply() };
  try {
    await submitBusiness(api, submission.value);
  } catch (error) {
    return { result: apiErrorReply(submission, error) };
  }
  sessionOf(args.context).renew();
  return { result: submission.reply(), sent: true };
}
