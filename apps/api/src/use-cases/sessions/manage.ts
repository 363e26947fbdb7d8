// The caller's signed-in sessions (issue 35, docs/accounts.md "Sessions"): list them with the device read from the
// User-Agent, sign one out (only one's own: another's id is 404, as an unknown one), or every other one.
import type { SessionList } from "@shop/contracts";
import { listLiveSessions, revokeOwnSession, revokeUserSessions, type UserRow } from "@shop/db";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { deviceOf } from "./device-label";

export async function listSessions(deps: Pick<ApiDeps, "database">, user: UserRow, currentId: number): Promise<SessionList> {
  const rows = await listLiveSessions(deps.database.db, user.id);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      device: deviceOf(row.userAgent),
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: (row.lastUsedAt ?? row.createdAt).toISOString(),
      current: row.id === currentId,
    })),
  };
}

export async function signOutSession(deps: Pick<ApiDeps, "database">, user: UserRow, sessionId: number): Promise<void> {
  if (!(await revokeOwnSession(deps.database.db, user.id, sessionId))) throw new AppError("NOT_FOUND");
}

/** Every live session of the caller but the calling one; answers how many ended (an expired one had ended already). */
export async function signOutOtherSessions(deps: Pick<ApiDeps, "database">, user: UserRow, currentId: number): Promise<number> {
  return revokeUserSessions(deps.database.db, user.id, currentId);
}
