import { pageNotFound } from "../lib/page.server";
import type { Route } from "./+types/not-found";

/** Any path no route claims: a 404 with the not-found screen (the root error boundary). */
export function loader({ url }: Route.LoaderArgs) {
  pageNotFound(url);
}

export default function NotFound() {
  return null;
}
