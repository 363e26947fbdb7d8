import { sameOriginMiddleware } from "../../middleware/same-origin.server";
import type { Route } from "./+types/personal";
import { loadPersonal } from "./personal.server";
import { changeFavourites } from "./personal-favourites.server";

/** Posts ride on the session cookie: forms from other origins are refused. */
export const middleware = [sameOriginMiddleware];

/** The visitor's own parts of a shared page, as JSON (lib/personal.ts). */
export const loader = (args: Route.LoaderArgs) => loadPersonal(args);

/** A signed-in customer's hearts changed, as JSON (components/product/favourites-client.ts). */
export const action = (args: Route.ActionArgs) => changeFavourites(args);
