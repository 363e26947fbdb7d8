import { data, type MiddlewareFunction } from "react-router";
import { isSameOriginRequest } from "../lib/csrf";
import { publicOrigin } from "../lib/page.server";
import { getInstance } from "./i18next";

/**
 * On the routes whose actions ride on the session cookie (cabinet, sign-in, sign-up, sign-out, the
 * session hand-over): a non-GET request from another origin gets 403 and reaches no action.
 */
export const sameOriginMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  if (!isSameOriginRequest(request, [new URL(request.url).origin, publicOrigin()])) {
    throw data({ statusCode: 403, message: getInstance(context).t("account.errors.crossSite") }, { status: 403 });
  }
  return next();
};
