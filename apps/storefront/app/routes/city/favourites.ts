import { sameOriginMiddleware } from "../../middleware/same-origin.server";
import type { Route } from "./+types/favourites";
import { changeFavourites } from "./favourites.server";

/** The session cookie carries these posts: forms from other origins are refused. */
export const middleware = [sameOriginMiddleware];

/** The hearts' changes for a signed-in customer, as JSON (components/product/favourites-client.ts). */
export const action = (args: Route.ActionArgs) => changeFavourites(args);
