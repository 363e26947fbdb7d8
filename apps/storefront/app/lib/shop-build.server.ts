// The storefront's routes without the back office, for the requests that cannot be the back office's (docs/adr/0007,
// addendum of issue 37, stop 49). React Router tries a request's path against every route twice (its request
// handler, then its static handler) and builds a route object of every route for each render; 54 of the build's 107
// routes are the back office's, which no storefront address can match (their second segment is the static `admin`).
// A build without them matches and renders the same pages with half of that work; a path that may be the back
// office's, or that is not a page of a language, goes to the whole build.
import type { ServerBuild } from "react-router";
import { BACK_OFFICE_ROUTE } from "./shop-manifest.server";

interface RouteEntry {
  id: string;
  parentId?: string | undefined;
}

/** Whether a route is the back office's layout or under it. */
function inBackOffice(routes: Readonly<Record<string, RouteEntry | undefined>>, id: string): boolean {
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.id === BACK_OFFICE_ROUTE) return true;
  }
  return false;
}

function withoutBackOffice<T extends RouteEntry>(routes: Readonly<Record<string, T | undefined>>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [id, route] of Object.entries(routes)) if (route && !inBackOffice(routes, id)) out[id] = route;
  return out;
}

/** The build without the back office's routes, on the server and in its route manifest (the same modules). */
export function shopBuildOf(build: ServerBuild): ServerBuild {
  return {
    ...build,
    routes: withoutBackOffice(build.routes),
    assets: { ...build.assets, routes: withoutBackOffice(build.assets.routes) },
  };
}

/**
 * Whether a path may be matched by a back-office route, as React Router reads it: the second segment, decoded and
 * without single fetch's `.data`, is `admin` in any case. A path without a second segment (the root, a language's
 * root, the sitemap), with an empty segment or that does not decode, is answered by the whole build too.
 */
export function mayBeBackOffice(pathname: string): boolean {
  const segments = pathname.split("/");
  const second = segments[2];
  if (segments[0] !== "" || !segments[1] || !second || pathname.includes("//")) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(second);
  } catch {
    return true;
  }
  return decoded.replace(/\.data$/, "").toLowerCase() === "admin";
}
