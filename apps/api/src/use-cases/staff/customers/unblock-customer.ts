// Back office: unblocking a customer (issue 7, admins only): they may sign in again (their old sessions stay
// revoked). Unblocking an account that is not blocked changes nothing. Audited as customer.unblock with the
// reason it had been blocked for and, when given, why it is unblocked.
import type { StaffCustomer } from "@shop/contracts";
import { type Db, lockLiveAccount, setAccountBlocked, type UserRow, writeAudit } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { getCustomer } from "./get-customer";

export async function unblockCustomer(
  db: Db,
  staff: UserRow,
  userId: number,
  reason: string | undefined,
  locale: Locale,
): Promise<StaffCustomer> {
  await db.transaction(async (tx) => {
    const account = await lockLiveAccount(tx, userId);
    if (!account) throw new AppError("NOT_FOUND");
    if (!account.blockedAt) return;
    await setAccountBlocked(tx, userId, null);
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "customer.unblock",
      entityType: "customer",
      entityId: String(userId),
      before: { blocked: true, blockedAt: account.blockedAt.toISOString(), reason: account.blockedReason },
      after: { blocked: false, reason: reason ?? null },
    });
  });
  return getCustomer(db, userId, locale);
}
