// The business applications API for the back office (apps/api/src/routes/staff.ts): the queue and the decisions.
import type { BusinessApplicationView, BusinessDecision } from "@shop/contracts";
import type { ApiClient } from "./client";

export const BUSINESS_TABS = ["pending", "approved", "rejected", "all"] as const;
export type BusinessTab = (typeof BUSINESS_TABS)[number];

/** Pending: oldest submission first (the queue); the others newest first. */
export const listBusinessApplications = (api: ApiClient, status: BusinessTab) =>
  api.call<BusinessApplicationView[]>("/api/v1/staff/business-applications", { auth: true, query: { status } });

export const decideApplication = (api: ApiClient, userId: number, body: BusinessDecision) =>
  api.call<BusinessApplicationView>(`/api/v1/staff/business-applications/${userId}/decision`, { method: "POST", body, auth: true });

/** A refused decision, shown on the application's card. */
export interface BusinessAnswer {
  userId: number;
  messages: string[];
  fieldErrors: { reason?: string[] };
}
