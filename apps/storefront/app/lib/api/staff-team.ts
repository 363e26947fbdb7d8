// The back office's staff team API (apps/api/src/routes/staff-team.ts, admins only): the team, and the three changes
// (step-up actions: without a fresh code they answer 403 STEP_UP_REQUIRED, lib/admin/step-up.server.ts).
import type { StaffTeam, StaffTeamMember, TeamMemberCreate, TeamMemberUpdate } from "@shop/contracts";
import type { ApiClient } from "./client";

const memberPath = (userId: number) => `/api/v1/staff/team/${userId}`;
/** A refusal is final: trying again would meet the same state (or one the first try changed). */
const FINAL = ["VALIDATION_FAILED", "CONFLICT", "NOT_FOUND", "STEP_UP_REQUIRED"];

export const getTeam = (api: ApiClient) => api.call<StaffTeam>("/api/v1/staff/team", { auth: true });

export const addTeamMember = (api: ApiClient, body: TeamMemberCreate) =>
  api.call<StaffTeamMember>("/api/v1/staff/team", { method: "POST", body, auth: true, finalCodes: FINAL });

export const changeTeamMember = (api: ApiClient, userId: number, body: TeamMemberUpdate) =>
  api.call<StaffTeamMember>(memberPath(userId), { method: "PUT", body, auth: true });

export const removeTeamMember = async (api: ApiClient, userId: number): Promise<void> => {
  await api.call<unknown>(memberPath(userId), { method: "DELETE", auth: true });
};
