import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { accountPage, callbackUrl } from "../../../lib/account/page.server";
import { resendVerification, verifyEmail } from "../../../lib/api/accounts";
import { ApiError } from "../../../lib/api/client";
import { apiErrorReply, parseForm } from "../../../lib/forms/parse";
import { EmailOnly } from "../../../lib/forms/schemas";
import { cityOf } from "../../../lib/page.server";
import { serverApi } from "../../../lib/runtime.server";

/** The page reads the e-mail's token from its address and posts it (it never confirms on GET). */
export function loadVerifyEmailPage(args: LoaderFunctionArgs) {
  return { page: accountPage(args, "verifyEmail"), token: args.url.searchParams.get("token")?.slice(0, 200) ?? "" };
}

/**
 * Posts the e-mail's token to the API, or asks for a new link. Neither rides on the session cookie
 * (the token is the proof), and the page's no-referrer policy makes browsers send `Origin: null`,
 * so this route has no same-origin check.
 */
export async function verifyEmailAction(args: ActionFunctionArgs) {
  const { lang } = cityOf(args);
  const api = serverApi(args.request, lang);
  const formData = await args.request.formData();
  if (formData.get("intent") === "resend") {
    const submission = parseForm(formData, EmailOnly);
    if (submission.status !== "success") return { result: submission.reply() };
    try {
      await resendVerification(api, { email: submission.value.email, callbackUrl: callbackUrl(args, "verifyEmail") });
    } catch (error) {
      return { result: apiErrorReply(submission, error) };
    }
    return { result: submission.reply({ resetForm: true }), resent: true };
  }
  const token = String(formData.get("token") ?? "");
  try {
    await verifyEmail(api, token);
    return { verified: true as const };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { verifyError: error.message };
  }
}
