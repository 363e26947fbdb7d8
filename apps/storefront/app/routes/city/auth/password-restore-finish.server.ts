import { PasswordRestoreFields } from "@shop/contracts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { accountPage } from "../../../lib/account/page.server";
import { isRestoreTokenValid, restorePassword } from "../../../lib/api/accounts";
import { ApiError } from "../../../lib/api/client";
import { apiErrorReply, parseForm } from "../../../lib/forms/parse";
import { REPEAT_PASSWORD } from "../../../lib/forms/schemas";
import { cityOf } from "../../../lib/page.server";
import { serverApi } from "../../../lib/runtime.server";

const HIDDEN = ["password", "repeatPassword"];

const tokenOf = (url: URL) => url.searchParams.get("token")?.slice(0, 200) ?? "";

/** The link's token is checked first: a used or expired link offers a new one instead of the form. */
export async function restoreFinishLoader(args: LoaderFunctionArgs) {
  const { lang } = cityOf(args);
  const token = tokenOf(args.url);
  let valid = false;
  if (token) {
    try {
      valid = (await isRestoreTokenValid(serverApi(args.request, lang), token)).valid === true;
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
    }
  }
  return { page: accountPage(args, "passwordRestoreFinish", ["passwordRestore"]), valid };
}

/**
 * The new password, proven by the link's token (not by the session cookie; the page's no-referrer
 * policy makes browsers send `Origin: null`, so it has no same-origin check).
 */
export async function restoreFinishAction(args: ActionFunctionArgs) {
  const { lang } = cityOf(args);
  const submission = parseForm(await args.request.formData(), PasswordRestoreFields, REPEAT_PASSWORD);
  if (submission.status !== "success") return { result: submission.reply({ hideFields: HIDDEN }) };
  try {
    await restorePassword(serverApi(args.request, lang), { ...submission.value, token: tokenOf(args.url) });
  } catch (error) {
    return { result: apiErrorReply(submission, error, { hideFields: HIDDEN }) };
  }
  return { result: submission.reply({ resetForm: true }), done: true };
}
