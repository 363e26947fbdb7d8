// The back office's customers API (apps/api/src/routes/staff-customers.ts, admins only): search, one customer
// with their orders, block and unblock.
import type { StaffCustomer, StaffCustomerList } from "@shop/contracts";
import type { ApiClient } from "./client";

const customerPath = (userId: number) => `/api/v1/staff/customers/${userId}`;
/** Blocking and unblocking are safe to repeat (the second changes nothing); a refusal is final. */
const FINAL = ["VALIDATION_FAILED", "CONFLICT", "NOT_FOUND"];

export const searchCustomers = (api: ApiClient, query: { q?: string | undefined; page?: number | undefined }) =>
  api.call<StaffCustomerList>("/api/v1/staff/customers", { auth: true, query });

export const getCustomer = (api: ApiClient, userId: number) => api.call<StaffCustomer>(customerPath(userId), { auth: true });

export const blockCustomer = (api: ApiClient, userId: number, reason: string) =>
  api.call<StaffCustomer>(`${customerPath(userId)}/block`, { method: "POST", body: { reason }, auth: true, finalCodes: FINAL });

export const unblockCustomer = (api: ApiClient, userId: number, reason?: string) =>
  api.call<StaffCustomer>(`${customerPath(userId)}/unblock`, {
    method: "POST",
    body: reason ? { reason } : {},
    auth: true,
    finalCodes: FINAL,
  });

/** Removes the person's second factors (issue 35; a step-up action). */
export const removeSecondFactors = async (api: ApiClient, userId: number): Promise<void> => {
  await api.call<unknown>(`/api/v1/staff/customers/${userId}/second-factor/remove`, { method: "POST", auth: true });
};
/** GDPR erasure at the customer's request (issue 35): a step-up action. */
export const eraseCustomer = async (api: ApiClient, userId: number): Promise<void> => {
  await api.call<unknown>(`/api/v1/staff/customers/${userId}/erase`, { method: "POST", auth: true });
};
