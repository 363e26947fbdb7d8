import { BusinessApplication } from "@shop/contracts";
import type { ActionFunctionArgs } from "react-router";
import { cabinetOf } from "../../../lib/account/cabinet.server";
import { submitBusiness } from "../../../lib/api/accounts";
import { sessionOf } from "../../../lib/auth.server";
import { apiErrorReply, parseForm } from "../../../lib/forms/parse";

/** The company's details → the application is pending until staff decide (a rejected one may be sent again). */
export async function businessAction(args: ActionFunctionArgs) {
  const { api } = await cabinetOf(args);
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
