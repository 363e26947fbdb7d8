import { ERROR_MESSAGES } from "@shop/contracts";
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "react-router";
import { accountPage } from "../../../lib/account/page.server";
import { ApiError } from "../../../lib/api/client";
import { completeSecondStep, proofOf } from "../../../lib/api/second-factor";
import { isSecureRequest, sessionCookie, TICKET_COOKIE, ticketCookie } from "../../../lib/auth.server";
import { mergeOnSignIn } from "../../../lib/cart/cart-merge.server";
import { parseCookies } from "../../../lib/cookies";
import { deviceIdOf } from "../../../lib/device.server";
import { messageIn } from "../../../lib/forms/parse";
import { cityOf } from "../../../lib/page.server";
import { cityPath } from "../../../lib/paths";
import { serverApi } from "../../../lib/runtime.server";
import { returnTarget } from "./sign-in.server";

const ticketOf = (request: Request) => parseCookies(request.headers.get("cookie"))[TICKET_COOKIE] ?? null;

/** The code's page; without a ticket (5 minutes passed, or it was used) it says to sign in again. */
export function loadSecondStepPage(args: LoaderFunctionArgs) {
  const { lang, city } = cityOf(args);
  return {
    page: accountPage(args, "signInSecondStep", ["signIn"]),
    ticket: Boolean(ticketOf(args.request)),
    // The sign-in said the account has a passkey (sign-in.server.ts): the page offers it beside the code.
    passkey: args.url.searchParams.get("passkey") === "1",
    signIn: cityPath(lang, city.slug, "signIn"),
  };
}

/**
 * The second step (issue 35): the ticket of the cookie with the code (or a recovery code). Done: the session cookie
 * is set, the ticket's cleared, a visitor's cart merged, and the shopper goes where the sign-in was to lead.
 */
export async function secondStepAction(args: ActionFunctionArgs) {
  const { lang, city } = cityOf(args);
  const formData = await args.request.formData();
  const ticket = ticketOf(args.request);
  const secure = isSecureRequest(args.request);
  if (!ticket) return { expired: true as const };
  const proof = proofOf(formData);
  if (!proof) return { error: ERROR_MESSAGES.CODE_INVALID[lang] };
  // (A passkey's answer is one more proof: proofOf reads it from the form's hidden field.)
  try {
    // The device the sign-in is completed on (its cookie was set with the ticket): a staff sign-in from a new one is e-mailed.
    const device = deviceIdOf(args.request);
    const session = await completeSecondStep(serverApi(args.request, lang, null, device ? { "X-Device-Id": device } : {}), {
      ticket,
      ...proof,
    });
    const headers = new Headers();
    headers.append("Set-Cookie", sessionCookie(session.accessToken, { secure, expiresAt: session.expiresAt }));
    headers.append("Set-Cookie", ticketCookie(null, secure));
    for (const cookie of await mergeOnSignIn(args.request, lang, city.slug, session.accessToken)) headers.append("Set-Cookie", cookie);
    throw redirect(returnTarget(args), { status: 303, headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!(error instanceof ApiError)) throw error;
    if (error.code === "TOKEN_INVALID") return { expired: true as const };
    return { error: messageIn(error, lang) ?? error.message };
  }
}
