// Back office (issue 35): an admin removes every second factor of an account whose owner lost them (authenticator,
// passkeys, recovery codes). Audited as second-factor.remove; the account's sessions end (whoever holds the
// lost device is signed out) and the owner is e-mailed in their language, in the same transaction. Not one's own
// account (409): another admin does it. A step-up action (the route checks it).
import { deleteSecondFactors, lockLiveAccount, revokeUserSessions, type UserRow, writeAudit } from "@shop/db";
import { isLocale } from "@shop/domain";
import { queueEmail } from "@shop/mail";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";

export async function removeSecondFactors(
  deps: Pick<ApiDeps, "database" | "brand" | "mailQueued">,
  admin: UserRow,
  userId: number,
): Promise<void> {
  if (admin.id === userId) throw new AppError("CONFLICT");
  const removed = await deps.database.db.transaction(async (tx) => {
    const account = await lockLiveAccount(tx, userId);
    if (!account) throw new AppError("NOT_FOUND");
    const gone = await deleteSecondFactors(tx, userId);
    if (!gone.totp && gone.passkeys === 0) return false;
    await revokeUserSessions(tx, userId);
    await writeAudit(tx, {
      actorUserId: admin.id,
      action: "second-factor.remove",
      entityType: account.role === "staff" ? "staff" : "customer",
      entityId: String(userId),
      before: { totp: gone.totp, passkeys: gone.passkeys },
      after: { totp: false, passkeys: 0 },
    });
    if (account.email) {
      await queueEmail(tx, {
        to: account.email,
        locale: isLocale(account.locale) ? account.locale : "en",
        brand: deps.brand,
        message: { kind: "second-factor-removed", firstName: account.firstName },
      });
    }
    return true;
  });
  if (removed) deps.mailQueued?.();
}
