// The audit log API (apps/api/src/routes/staff-audit.ts): staff changes, newest first, 50 a page.
import type { AuditPage } from "@shop/contracts";
import type { ApiClient } from "./client";

export interface AuditFilters {
  action?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  actorEmail?: string | undefined;
  city?: string | undefined;
  /** YYYY-MM-DD (a day in shop time) or an ISO instant. */
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
}

export const getAuditPage = (api: ApiClient, filters: AuditFilters) =>
  api.call<AuditPage>("/api/v1/staff/audit", { auth: true, query: { ...filters } });
