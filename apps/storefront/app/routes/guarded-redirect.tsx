import { pageNotFound } from "../lib/page.server";
import type { Route } from "./+types/guarded-redirect";

/**
 * "/" and "/{lang}" have no page of their own: the guards (root middleware) always redirect them,
 * to the negotiated locale and to the active city or the city chooser.
 */
export function loader({ url }: Route.LoaderArgs) {
  pageNotFound(url);
}

export default function GuardedRedirect() {
  return null;
}
