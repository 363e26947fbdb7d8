import { sameOriginMiddleware } from "../middleware/same-origin.server";
import type { Route } from "./+types/passkey-options";
import { passkeyOptions } from "./passkey-options.server";

export const middleware = [sameOriginMiddleware];

/** The options of a passkey ceremony for the page's script (POST JSON `{purpose}`); no page of its own. */
export const action = (args: Route.ActionArgs) => passkeyOptions(args);
