import type { Route } from "./+types/not-found";
import { refuseUnknownPath } from "./not-found.server";

/** Any path no route claims: a 404 with the not-found screen (the root error boundary). */
export const loader = (args: Route.LoaderArgs) => refuseUnknownPath(args);

export default function NotFound() {
  return null;
}
