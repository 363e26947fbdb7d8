// Whether a restore link still works (the finish page asks before showing its form); asking uses nothing up.
import { isAccountTokenLive } from "@shop/db";
import type { ApiDeps } from "../../core/deps";
import { hashToken } from "../../security/tokens";

export async function checkRestoreToken(deps: Pick<ApiDeps, "database">, token: string): Promise<{ valid: boolean }> {
  if (!token) return { valid: false };
  return { valid: await isAccountTokenLive(deps.database.db, hashToken(token), "password-restore") };
}
