import type { PublicCity } from "@shop/contracts";
import { type ApiClient, ApiError } from "./client";

/** The spec's city list; no Locale header (the list carries every language in `names`). */
export const getPublicCities = (api: ApiClient) => api.call<PublicCity[]>("/api/v1/city/public", { sendLocale: false });

/** The server redirect table (guard 4); null when the path has none. */
export async function lookupRedirect(api: ApiClient, path: string): Promise<{ target: string; status: 301 | 302 } | null> {
  try {
    const found = await api.call<{ target?: unknown; status?: unknown }>("/api/v1/redirects/lookup", { query: { path } });
    if (typeof found.target !== "string" || (found.status !== 301 && found.status !== 302)) return null;
    return { target: found.target, status: found.status };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The current user (spec: identity call, bearer token, no Locale header). */
export const getCurrentUser = <User = unknown>(api: ApiClient) => api.call<User>("/api/v1/auth/iam", { auth: true, sendLocale: false });

/** The latest build, for the browser's staying-current check. */
export const getBuild = (api: ApiClient) => api.call<{ buildId: string; builtAt: string }>("/api/v1/build");
