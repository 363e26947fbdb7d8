import type { LoaderFunctionArgs } from "react-router";
import { pageNotFound } from "../lib/page.server";

/** Any path no route claims: a 404 with the not-found screen (the root error boundary). */
export function refuseUnknownPath({ url }: LoaderFunctionArgs): never {
  pageNotFound(url);
}
