import { ERROR_MESSAGES, SignInRequest, type SignInSecondStep } from "@shop/contracts";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { accountPage, callbackUrl } from "../../../lib/account/page.server";
import { resendVerification, signIn } from "../../../lib/api/accounts";
import { ApiError } from "../../../lib/api/client";
import { passkeyAnswerOf, signInWithPasskey } from "../../../lib/api/passkeys";
import { isSecureRequest, sessionCookie, ticketCookie } from "../../../lib/auth.server";
import { mergeOnSignIn } from "../../../lib/cart/cart-merge.server";
import { safeReturnPath } from "../../../lib/cart/return-path";
import { ensureDeviceId } from "../../../lib/device.server";
import { apiErrorReply, JS_FIELD, messageIn, parseForm } from "../../../lib/forms/parse";
import { cityOf } from "../../../lib/page.server";
import { cityPath } from "../../../lib/paths";
import { serverApi } from "../../../lib/runtime.server";

type Args = Pick<LoaderFunctionArgs, "context" | "url">;

/** The page, and where the shopper goes after signing in when the link named it (sign-up's link keeps it). */
export const loadSignInPage = (args: LoaderFunctionArgs) => ({
  page: accountPage(args, "signIn"),
  returnTo: safeReturnPath(args.url.searchParams.get("returnTo"), cityOf(args).lang),
});

/**
 * Where to go after signing in: `?returnTo=` when it is a path of this site (in this page's language when it
 * names one; the checkout sends its shoppers here with it), else the cabinet.
 */
export function returnTarget(args: Args): string {
  const { lang, city } = cityOf(args);
  return safeReturnPath(args.url.searchParams.get("returnTo"), lang) ?? cityPath(lang, city.slug, "cabinet");
}

/**
 * Sign-in: the API call happens here, so the session cookie is set on this response (and a visitor's cart
 * is merged into the customer's). A browser
 * with JavaScript gets the token back to store in localStorage (and then fetches the user); a plain
 * form post is redirected with the cookie alone.
 */
export async function signInAction(args: ActionFunctionArgs) {
  const { lang, city } = cityOf(args);
  const formData = await args.request.formData();
  if (formData.get("intent") === "resend") return resend(args, formData);
  if (formData.get("intent") === "passkey") return passkeySignIn(args, formData);
  const submission = parseForm(formData, SignInRequest);
  if (submission.status !== "success") return { result: submission.reply({ hideFields: ["password"] }) };
  let session: { accessToken: string; expiresAt: string };
  const device = ensureDeviceId(args.request, isSecureRequest(args.request));
  try {
    const answer = await signIn(serverApi(args.request, lang, null, { "X-Device-Id": device.id }), submission.value);
    // An account with a second factor (issue 35): the ticket waits in an HttpOnly cookie for the code's page, and the
    // device's cookie goes with it (the second step names the device the sign-in is completed on).
    if ("secondStep" in answer) throw secondStepRedirect(args, answer.secondStep, device.setCookie);
    session = answer;
  } catch (error) {
    if (error instanceof Response) throw error;
    const unverified = error instanceof ApiError && error.code === "EMAIL_NOT_VERIFIED" ? submission.value.email : null;
    // Spec section 7: no Locale header on sign-in, so its message comes in the page's language from the shared catalogue.
    return { result: apiErrorReply(submission, error, { hideFields: ["password"], message: messageIn(error, lang) }), unverified };
  }
  const headers = new Headers();
  if (device.setCookie) headers.append("Set-Cookie", device.setCookie);
  headers.append("Set-Cookie", sessionCookie(session.accessToken, { secure: isSecureRequest(args.request), expiresAt: session.expiresAt }));
  // A visitor's cart joins the customer's (its cookie goes; what had to change shows on the next page).
  for (const cookie of await mergeOnSignIn(args.request, lang, city.slug, session.accessToken)) headers.append("Set-Cookie", cookie);
  const to = returnTarget(args);
  if (formData.get(JS_FIELD) === "1")
    return data({ result: submission.reply({ resetForm: true }), signedIn: { accessToken: session.accessToken, to } }, { headers });
  throw redirect(to, { status: 303, headers });
}

/** To the second step's page (keeping `returnTo`; saying whether a passkey may be used), the ticket in a cookie of its 5 minutes. */
function secondStepRedirect(args: ActionFunctionArgs, step: SignInSecondStep["secondStep"], deviceCookie: string | null): Response {
  const { lang, city } = cityOf(args);
  const query = new URLSearchParams();
  const returnTo = args.url.searchParams.get("returnTo");
  if (returnTo) query.set("returnTo", returnTo);
  if (step.methods.includes("passkey")) query.set("passkey", "1");
  const to = cityPath(lang, city.slug, "signInSecondStep") + (query.size ? `?${query}` : "");
  const headers = new Headers({ "Set-Cookie": ticketCookie(step.ticket, isSecureRequest(args.request)) });
  if (deviceCookie) headers.append("Set-Cookie", deviceCookie);
  return redirect(to, { status: 303, headers });
}

/** A sign-in with a passkey and no password (issue 35): the session cookie is set as after a password's. */
async function passkeySignIn(args: ActionFunctionArgs, formData: FormData) {
  const { lang, city } = cityOf(args);
  const passkey = passkeyAnswerOf(formData);
  if (!passkey) return { passkeyError: ERROR_MESSAGES.PASSKEY_INVALID[lang] };
  const device = ensureDeviceId(args.request, isSecureRequest(args.request));
  let session: { accessToken: string; expiresAt: string };
  try {
    session = await signInWithPasskey(serverApi(args.request, lang, null, { "X-Device-Id": device.id }), passkey);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { passkeyError: messageIn(error, lang) ?? error.message };
  }
  const headers = new Headers();
  if (device.setCookie) headers.append("Set-Cookie", device.setCookie);
  headers.append("Set-Cookie", sessionCookie(session.accessToken, { secure: isSecureRequest(args.request), expiresAt: session.expiresAt }));
  for (const cookie of await mergeOnSignIn(args.request, lang, city.slug, session.accessToken)) headers.append("Set-Cookie", cookie);
  throw redirect(returnTarget(args), { status: 303, headers });
}

/** "Send the link again" for an e-mail that is not confirmed yet. */
async function resend(args: ActionFunctionArgs, formData: FormData) {
  const { lang } = cityOf(args);
  const email = String(formData.get("email") ?? "").trim();
  try {
    await resendVerification(serverApi(args.request, lang), { email, callbackUrl: callbackUrl(args, "verifyEmail") });
    return { resent: email };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { resendError: error.message, unverified: email };
  }
}
