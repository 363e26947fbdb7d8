// The back office's dashboard API (packages/contracts/src/staff-dashboard.ts).
import type { StaffDashboard } from "@shop/contracts";
import type { ApiClient } from "./client";

export const getStaffDashboard = (api: ApiClient, query: { lowStock?: number } = {}) =>
  api.call<StaffDashboard>("/api/v1/staff/dashboard", { auth: true, query });
