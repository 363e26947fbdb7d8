// E-mail verification: the link's token, used up atomically, marks the account's e-mail verified.
import { consumeAccountToken, invalidateAccountTokens, markEmailVerified } from "@shop/db";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { hashToken } from "../../security/tokens";

export async function verifyEmail(deps: Pick<ApiDeps, "database">, token: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, hashToken(token), "verify-email");
    if (userId === null) throw new AppError("TOKEN_INVALID");
    await invalidateAccountTokens(tx, userId, "verify-email");
    await markEmailVerified(tx, userId);
  });
}
