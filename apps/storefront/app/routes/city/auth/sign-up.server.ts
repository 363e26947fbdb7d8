import { SignUpFields } from "@shop/contracts";
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "react-router";
import { accountPage, callbackUrl } from "../../../lib/account/page.server";
import { signUp } from "../../../lib/api/accounts";
import { safeReturnPath } from "../../../lib/cart/return-path";
import { apiErrorReply, parseForm } from "../../../lib/forms/parse";
import { REPEAT_PASSWORD } from "../../../lib/forms/schemas";
import { cityOf, shopOf } from "../../../lib/page.server";
import { cityPath } from "../../../lib/paths";
import { serverApi } from "../../../lib/runtime.server";

const HIDDEN = ["password", "repeatPassword"];

/** `?returnTo=`: where the shopper was (the checkout), kept on the way through sign-up and sign-in. */
const returnToOf = (args: Pick<LoaderFunctionArgs, "context" | "url">) =>
  safeReturnPath(args.url.searchParams.get("returnTo"), cityOf(args).lang) ?? undefined;

/**
 * `?ref=CODE` (a customer's referral link) becomes the form's referralCode. 18+ is asked once per person: a
 * visitor who answered the age gate (cookie `age_confirmed`) is not asked again, the form carries that answer.
 */
export function loadSignUpPage(args: LoaderFunctionArgs) {
  const ref = args.url.searchParams.get("ref")?.trim().slice(0, 40) ?? "";
  return {
    page: accountPage(args, "signUp"),
    referralCode: /^[A-Za-z0-9_-]+$/.test(ref) ? ref : "",
    returnTo: returnToOf(args),
    askAdult: !shopOf(args.context).ageConfirmed,
  };
}

/** Sign-up: the API sends the verification e-mail (its link leads to this city's verify-email page). */
export async function signUpAction(args: ActionFunctionArgs) {
  const { lang, city } = cityOf(args);
  const submission = parseForm(await args.request.formData(), SignUpFields, REPEAT_PASSWORD);
  if (submission.status !== "success") return { result: submission.reply({ hideFields: HIDDEN }) };
  const { referralCode, ...fields } = submission.value;
  try {
    await signUp(serverApi(args.request, lang), {
      ...fields,
      ...(referralCode ? { referralCode } : {}),
      callbackUrl: callbackUrl(args, "verifyEmail"),
    });
  } catch (error) {
    // "User with entered e-mail already exists!" and the rest: the server's message (spec section 8).
    return { result: apiErrorReply(submission, error, { hideFields: HIDDEN }) };
  }
  throw redirect(cityPath(lang, city.slug, "signUpSuccessful", undefined, { returnTo: returnToOf(args) }), 303);
}
