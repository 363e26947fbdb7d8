import { ChangePasswordRequest } from "@shop/contracts";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { accountPage } from "../../../lib/account/page.server";
import { changePassword } from "../../../lib/api/accounts";
import { isSecureRequest, sessionCookie, sessionOf } from "../../../lib/auth.server";
import { customerOf } from "../../../lib/caller.server";
import { apiErrorReply, JS_FIELD, parseForm } from "../../../lib/forms/parse";
import { REPEAT_NEW_PASSWORD } from "../../../lib/forms/schemas";

const HIDDEN = ["oldPassword", "newPassword", "repeatPassword"];

export async function loadChangePasswordPage(args: LoaderFunctionArgs) {
  await customerOf(args);
  return { page: accountPage(args, "cabinetChangePassword", ["cabinet"]) };
}

/**
 * The API revokes every other session and answers this one's new token: the cookie takes it, and a
 * browser with JavaScript stores it in localStorage too.
 */
export async function changePasswordAction(args: ActionFunctionArgs) {
  const { api } = await customerOf(args);
  const formData = await args.request.formData();
  const submission = parseForm(formData, ChangePasswordRequest, REPEAT_NEW_PASSWORD);
  if (submission.status !== "success") return { result: submission.reply({ hideFields: HIDDEN }) };
  let session: { accessToken: string; expiresAt: string };
  try {
    session = await changePassword(api, submission.value);
  } catch (error) {
    return { result: apiErrorReply(submission, error, { hideFields: HIDDEN }) };
  }
  // The old token is revoked: this request's loaders (a page posted without JavaScript) use the new one.
  sessionOf(args.context).renew(session.accessToken);
  const cookie = sessionCookie(session.accessToken, { secure: isSecureRequest(args.request), expiresAt: session.expiresAt });
  const accessToken = formData.get(JS_FIELD) === "1" ? session.accessToken : null;
  return data({ result: submission.reply({ resetForm: true }), changed: true, accessToken }, { headers: { "Set-Cookie": cookie } });
}
