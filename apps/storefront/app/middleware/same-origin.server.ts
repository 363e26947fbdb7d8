import { data, type MiddlewareFunction } from "react-router";
import { isSameOriginRequest } from "../lib/csrf";
import { publicOrigin } from "../lib/page.server";
import { languageOfPath } from "../lib/texts/language";
import { serverTexts } from "../lib/texts/texts.server";

/**
 * On the routes whose actions ride on the session cookie (cabinet, sign-in, sign-up, sign-out, the
 * session hand-over): a non-GET request from another origin gets 403 and reaches no action.
 */
export const sameOriginMiddleware: MiddlewareFunction<Response> = ({ request, url }, next) => {
  if (!isSameOriginRequest(request, [new URL(request.url).origin, publicOrigin()])) {
    throw data({ statusCode: 403, message: serverTexts(languageOfPath(url.pathname)).t("account.errors.crossSite") }, { status: 403 });
  }
  return next();
};
