import type { LoaderFunctionArgs } from "react-router";
import { pageNotFound } from "../lib/page.server";

/** Reached only if the guards let "/" or "/{lang}" through, which they never do: the 404 page. */
export function refuseUnguardedRoot({ url }: LoaderFunctionArgs): never {
  pageNotFound(url);
}
