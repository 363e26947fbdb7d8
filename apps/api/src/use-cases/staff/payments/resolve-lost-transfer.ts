// Staff mark a lost crypto transfer resolved (refunded to the sender, or the customer ordered again), with a
// note saying what was done. The note and who resolved it go to the audit log in the same transaction; of two
// staff resolving at once one wins and the other is told it is already resolved (409 CONFLICT).
import type { LostTransfer, ResolveLostTransferRequest } from "@shop/contracts";
import { localized, staffPaymentsCatalogue } from "@shop/contracts";
import {
  type Db,
  findLostTransfer,
  findLostTransfers,
  findStaffCities,
  LOST_TRANSFER_ENTITY,
  LOST_TRANSFER_RESOLVE_ACTION,
  markLostTransferResolved,
  staffMayActOn,
  type UserRow,
  writeAudit,
} from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { toLostTransfer } from "./list-lost-transfers";

const ALREADY_RESOLVED = /* @__PURE__ */ localized(staffPaymentsCatalogue, (m) => m.alreadyResolved);

export async function resolveLostTransfer(
  db: Db,
  staff: UserRow,
  txId: string,
  request: ResolveLostTransferRequest,
  locale: Locale,
): Promise<LostTransfer> {
  const found = await findLostTransfer(db, txId);
  const scope = await findStaffCities(db, staff);
  // A city manager acts on transfers of their cities' orders; one of no order is an admin's (staffMayActOn(…, null)).
  if (!found || !staffMayActOn(scope, found.orderCityId)) throw new AppError("NOT_FOUND");
  await db.transaction(async (tx) => {
    const resolvedAt = await markLostTransferResolved(tx, txId);
    if (!resolvedAt) throw new AppError("CONFLICT", { messages: ALREADY_RESOLVED });
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: LOST_TRANSFER_RESOLVE_ACTION,
      entityType: LOST_TRANSFER_ENTITY,
      entityId: txId,
      cityId: found.orderCityId,
      before: { resolvedAt: null, orderId: found.transfer.orderId, amount: found.transfer.amount },
      after: { resolvedAt: resolvedAt.toISOString(), note: request.note },
    });
  });
  const { rows } = await findLostTransfers(db, { scope: "all", state: "all", txId, limit: 1, offset: 0 });
  const row = rows[0];
  if (!row) throw new AppError("NOT_FOUND");
  return toLostTransfer(row, locale);
}
