import type { Route } from "./+types/guarded-redirect";
import { refuseUnguardedRoot } from "./guarded-redirect.server";

/**
 * "/" and "/{lang}" have no page of their own: the guards (root middleware) always redirect them,
 * to the negotiated locale and to the active city or the city chooser.
 */
export const loader = (args: Route.LoaderArgs) => refuseUnguardedRoot(args);

export default function GuardedRedirect() {
  return null;
}
