import { sameOriginMiddleware } from "../../../middleware/same-origin.server";
import type { Route } from "./+types/sign-out";
import { signOutCustomer } from "./sign-out.server";

export const middleware = [sameOriginMiddleware];

/** Log out: the API revokes the token, the cookie is cleared, and the city's home page follows. */
export const action = (args: Route.ActionArgs) => signOutCustomer(args);
