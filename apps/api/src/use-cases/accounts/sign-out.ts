// Log out: the caller's session stops working at once (the token is looked up on every request).
import { revokeSession } from "@shop/db";
import type { ApiDeps } from "../../core/deps";
import { hashToken } from "../../security/tokens";

export async function signOut(deps: Pick<ApiDeps, "database">, accessToken: string): Promise<void> {
  await revokeSession(deps.database.db, hashToken(accessToken));
}
