// Back office: blocking a customer (issue 7, admins only), with the reason staff keep. In one transaction the
// account is locked, marked blocked and every live session of it revoked: its token answers 401 on the next
// call, and sign-in is refused (ACCOUNT_BLOCKED). Staff accounts cannot be blocked (409). Blocking a blocked
// account changes nothing. Audited as customer.block.
import { CUSTOMER_MESSAGES, type StaffCustomer } from "@shop/contracts";
import { type Db, lockLiveAccount, revokeUserSessions, setAccountBlocked, type UserRow, writeAudit } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { getCustomer } from "./get-customer";

export async function blockCustomer(db: Db, staff: UserRow, userId: number, reason: string, locale: Locale): Promise<StaffCustomer> {
  await db.transaction(async (tx) => {
    const account = await lockLiveAccount(tx, userId);
    if (!account) throw new AppError("NOT_FOUND");
    if (account.role === "staff") throw new AppError("CONFLICT", { messages: CUSTOMER_MESSAGES.staffNotBlockable });
    if (account.blockedAt) return;
    const blocked = await setAccountBlocked(tx, userId, { reason });
    await revokeUserSessions(tx, userId);
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "customer.block",
      entityType: "customer",
      entityId: String(userId),
      before: { blocked: false },
      after: { blocked: true, blockedAt: blocked.blockedAt?.toISOString() ?? null, reason },
    });
  });
  return getCustomer(db, userId, locale);
}
