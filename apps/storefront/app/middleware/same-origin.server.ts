import { data, type MiddlewareFunction } from "react-router";
import { isSameOriginRequest } from "../lib/csrf";
import { publicOrigin, t } from "../lib/page.server";

/**
 * On the routes whose actions ride on the session cookie (cabinet, sign-in, sign-up, sign-out, the
 * session hand-over): a non-GET request from another origin gets 403 and reaches no action.
 */
export const sameOriginMiddleware: MiddlewareFunction<Response> = (args, next) => {
  if (!isSameOriginRequest(args.request, [new URL(args.request.url).origin, publicOrigin()])) {
    throw data({ statusCode: 403, message: t(args)("account.errors.crossSite") }, { status: 403 });
  }
  return next();
};
