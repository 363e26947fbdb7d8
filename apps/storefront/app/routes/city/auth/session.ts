import { sameOriginMiddleware } from "../../../middleware/same-origin.server";
import type { Route } from "./+types/session";
import { handOverSession } from "./session.server";

export const middleware = [sameOriginMiddleware];

/** The browser hands a stored token over to the server, which sets the session cookie again (204) or refuses it (401). */
export const action = (args: Route.ActionArgs) => handOverSession(args);
