import { PasswordRestoreRequestFields } from "@shop/contracts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { accountPage, callbackUrl } from "../../../lib/account/page.server";
import { requestPasswordRestore } from "../../../lib/api/accounts";
import { apiErrorReply, parseForm } from "../../../lib/forms/parse";
import { cityOf } from "../../../lib/page.server";
import { serverApi } from "../../../lib/runtime.server";

export const loadPasswordRestorePage = (args: LoaderFunctionArgs) => ({ page: accountPage(args, "passwordRestore") });

/** The API answers the same whether the e-mail has an account or not, and so does this page. */
export async function passwordRestoreAction(args: ActionFunctionArgs) {
  const { lang } = cityOf(args);
  const submission = parseForm(await args.request.formData(), PasswordRestoreRequestFields);
  if (submission.status !== "success") return { result: submission.reply() };
  try {
    await requestPasswordRestore(serverApi(args.request, lang), {
      email: submission.value.email,
      callbackUrl: callbackUrl(args, "passwordRestoreFinish"),
    });
  } catch (error) {
    // Too many requests, or the shop is down: the server's message.
    return { result: apiErrorReply(submission, error) };
  }
  return { result: submission.reply({ resetForm: true }), sent: true };
}
