// Staying current: the browser asks GET /api/v1/build; once a newer build is out, the next
// navigation is a full page load (so the new build's code and chunks are used).
import type { MiddlewareFunction } from "react-router";
import type { ApiClient } from "./api/client";
import { getBuild } from "./api/endpoints";

export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;
let stale = false;

export async function checkBuild(api: ApiClient, loadedBuildId: string): Promise<boolean> {
  try {
    const latest = await getBuild(api);
    if (latest.buildId !== loadedBuildId) stale = true;
  } catch {
    // Offline or the API is restarting: try again later.
  }
  return stale;
}

export const staleBuildMiddleware: MiddlewareFunction<Record<string, unknown>> = async ({ request }, next) => {
  if (stale && request.method === "GET") {
    window.location.assign(new URL(request.url).href);
    await new Promise(() => {});
  }
  return next();
};
