// Back office (issue 35): GDPR erasure of a customer at their request, by an admin (the cabinet's own deletion is
// for customers who can still sign in). The same erasure as the cabinet's (anonymiseUser: the row stays for the
// orders, nothing identifies the person; sessions, tokens, personal coupons and queued messages go), in one
// transaction with its audit row (customer.erase, without the erased data). Staff accounts are refused (409), an
// already erased or unknown account is 404. A step-up action (the route checks it).
import { CUSTOMER_MESSAGES } from "@shop/contracts";
import { anonymiseUser, lockLiveAccount, type UserRow, writeAudit } from "@shop/db";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";

export async function eraseCustomer(deps: Pick<ApiDeps, "database">, admin: UserRow, userId: number): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const account = await lockLiveAccount(tx, userId);
    if (!account) throw new AppError("NOT_FOUND");
    if (account.role === "staff") throw new AppError("CONFLICT", { messages: CUSTOMER_MESSAGES.staffNotErasable });
    await anonymiseUser(tx, userId);
    await writeAudit(tx, {
      actorUserId: admin.id,
      action: "customer.erase",
      entityType: "customer",
      entityId: String(userId),
      before: { erased: false },
      after: { erased: true },
    });
  });
}
