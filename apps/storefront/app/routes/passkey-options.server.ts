import type { ActionFunctionArgs } from "react-router";
import { ApiError } from "../lib/api/client";
import { authenticationOptions, registrationOptions } from "../lib/api/passkeys";
import { sessionOf, TICKET_COOKIE } from "../lib/auth.server";
import { parseCookies } from "../lib/cookies";
import { messageIn } from "../lib/forms/parse";
import { publicOrigin, shopOf, t } from "../lib/page.server";
import { serverApi } from "../lib/runtime.server";

/** What a page's passkey button starts: a registration, the sign-in's second step, a step-up, a sign-in without a password. */
type PasskeyPurpose = "register" | "second-step" | "step-up" | "sign-in";
const PURPOSES = new Set<string>(["register", "second-step", "step-up", "sign-in"]);

const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/**
 * The options of a passkey ceremony for the page's script (issue 35): the API makes them with the session or the
 * sign-in's ticket of the cookies (which the script cannot read), bound to the origin the page is on. JSON in, JSON
 * out: `{options}`, or `{message}` with the API's status.
 */
export async function passkeyOptions(args: ActionFunctionArgs) {
  const { lang } = shopOf(args.context);
  const body = (await args.request.json().catch(() => null)) as { purpose?: unknown } | null;
  const purpose = typeof body?.purpose === "string" && PURPOSES.has(body.purpose) ? (body.purpose as PasskeyPurpose) : null;
  if (!purpose) return answer({ message: "Bad request" }, 400);
  const origin = args.request.headers.get("origin") ?? publicOrigin();
  const { token } = sessionOf(args.context);
  const api = serverApi(args.request, lang, purpose === "register" || purpose === "step-up" ? token : null);
  try {
    if (purpose === "register") return answer(await registrationOptions(api, origin));
    const ticket = purpose === "second-step" ? parseCookies(args.request.headers.get("cookie"))[TICKET_COOKIE] : undefined;
    if (purpose === "second-step" && !ticket) return answer({ message: t(args)("account.secondFactor.expired") }, 400);
    const options = await authenticationOptions(api, { origin, ...(ticket ? { ticket } : {}) }, purpose === "step-up");
    return answer(options);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return answer({ message: messageIn(error, lang) ?? error.message }, error.statusCode);
  }
}
