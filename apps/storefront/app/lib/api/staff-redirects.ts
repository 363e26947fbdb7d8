// The back office's redirects API (packages/contracts staff-redirects.ts): the list, one redirect, creating,
// changing and deleting.
import type { StaffRedirect, StaffRedirectInput, StaffRedirectList, StaffRedirectQuery } from "@shop/contracts";
import { type ApiClient, ApiError } from "./client";

const REDIRECTS = "/api/v1/staff/redirects";
const redirectPath = (id: number) => `${REDIRECTS}/${id}`;

export const getStaffRedirects = (api: ApiClient, query: StaffRedirectQuery) =>
  api.call<StaffRedirectList>(REDIRECTS, { auth: true, query: { ...query } });

/** One redirect; null when there is none. */
export async function findStaffRedirect(api: ApiClient, id: number): Promise<StaffRedirect | null> {
  try {
    return await api.call<StaffRedirect>(redirectPath(id), { auth: true });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}

/** Creates (id null) or changes a redirect; a source already redirected answers 409 CONFLICT (not retried). */
export const saveStaffRedirect = (api: ApiClient, id: number | null, body: StaffRedirectInput) =>
  api.call<StaffRedirect>(id === null ? REDIRECTS : redirectPath(id), {
    method: id === null ? "POST" : "PUT",
    body,
    auth: true,
    finalCodes: ["CONFLICT"],
  });

export const deleteStaffRedirect = (api: ApiClient, id: number) => api.call<unknown>(redirectPath(id), { method: "DELETE", auth: true });
