// Crypto transfers that matched no open payment ("lost", docs/orders.md): one of an order whose payment had
// closed (it came after pay-until), or of an amount no order asked for. Staff refund it to the sender or have
// the customer order again, then mark it resolved. A city manager sees those of their cities' orders only;
// transfers of no order are for admins. Newest first, 50 a page.
import type { LostTransfer, LostTransferList, LostTransferQuery } from "@shop/contracts";
import { type DbOrTx, findLostTransfers, findStaffCities, type LostTransferResolver, type LostTransferRow, type UserRow } from "@shop/db";
import { formatUsdt, type Locale } from "@shop/domain";

const LOST_TRANSFERS_PER_PAGE = 50;

export const staffMemberOf = (user: LostTransferResolver) =>
  user ? { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email } : null;

export function toLostTransfer({ transfer, order, city, resolution }: LostTransferRow, locale: Locale): LostTransfer {
  return {
    txId: transfer.txId,
    fromAddress: transfer.fromAddress,
    toAddress: transfer.toAddress,
    amount: transfer.amount,
    amountText: formatUsdt(transfer.amount),
    blockTime: transfer.blockTime.toISOString(),
    seenAt: transfer.seenAt.toISOString(),
    reason: transfer.orderId ? "late" : "unknown-amount",
    order:
      order && city
        ? {
            id: order.id,
            status: order.status,
            city: { slug: city.slug, name: city[locale] },
            total: order.total,
            customer: { firstName: order.firstName, lastName: order.lastName, email: order.email, phone: order.phone },
          }
        : null,
    resolved: transfer.resolvedAt
      ? { at: transfer.resolvedAt.toISOString(), by: staffMemberOf(resolution?.by ?? null), note: resolution?.note ?? null }
      : null,
  };
}

export async function listLostTransfers(db: DbOrTx, staff: UserRow, query: LostTransferQuery, locale: Locale): Promise<LostTransferList> {
  const page = query.page ?? 1;
  const { rows, total } = await findLostTransfers(db, {
    scope: await findStaffCities(db, staff),
    state: query.state ?? "open",
    limit: LOST_TRANSFERS_PER_PAGE,
    offset: (page - 1) * LOST_TRANSFERS_PER_PAGE,
  });
  return { items: rows.map((row) => toLostTransfer(row, locale)), total };
}
