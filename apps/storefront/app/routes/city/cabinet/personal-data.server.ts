import { ProfileUpdate } from "@shop/contracts";
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "react-router";
import { accountPage } from "../../../lib/account/page.server";
import { deleteAccount, updateProfile } from "../../../lib/api/accounts";
import { clearedSessionCookie, isSecureRequest, sessionOf } from "../../../lib/auth.server";
import { customerOf } from "../../../lib/caller.server";
import { apiErrorReply, parseForm } from "../../../lib/forms/parse";
import { DeleteAccountFields } from "../../../lib/forms/schemas";
import { cityPath } from "../../../lib/paths";

export async function loadPersonalDataPage(args: LoaderFunctionArgs) {
  const { user } = await customerOf(args);
  return { page: accountPage(args, "cabinetPersonalData", ["cabinet"]), user };
}

export async function personalDataAction(args: ActionFunctionArgs) {
  const { api, lang, city } = await customerOf(args);
  const formData = await args.request.formData();
  if (formData.get("intent") === "delete") {
    const submission = parseForm(formData, DeleteAccountFields);
    if (submission.status !== "success") return { form: "delete" as const, result: submission.reply({ hideFields: ["password"] }) };
    try {
      await deleteAccount(api, submission.value.password);
    } catch (error) {
      return { form: "delete" as const, result: apiErrorReply(submission, error, { hideFields: ["password"] }) };
    }
    // The API revoked every session; the browser forgets its stored token when the next page has no user.
    throw redirect(cityPath(lang, city.slug, "home"), {
      status: 303,
      headers: { "Set-Cookie": clearedSessionCookie(isSecureRequest(args.request)) },
    });
  }
  const submission = parseForm(formData, ProfileUpdate);
  if (submission.status !== "success") return { form: "profile" as const, result: submission.reply() };
  try {
    await updateProfile(api, submission.value);
  } catch (error) {
    return { form: "profile" as const, result: apiErrorReply(submission, error) };
  }
  // This request's loaders (a page posted without JavaScript) show the saved data.
  sessionOf(args.context).renew();
  return { form: "profile" as const, result: submission.reply(), saved: true };
}
