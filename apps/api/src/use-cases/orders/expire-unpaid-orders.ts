// The payment-expiry pass: orders still awaiting a payment after their pay-until are canceled by the system,
// each in its own transaction (changeOrderStatusIn gives the reserved stock and the coupon use back exactly
// once and ends the order's pending payments). An order another process is canceling right now is skipped.
import { findOverdueOrderIds, lockOverdueOrder } from "@shop/db";
import type { PaymentWorkDeps } from "../payments/watch-crypto-transfers";
import { changeOrderStatusIn } from "./change-order-status";

const BATCH = 100;

export interface ExpireResult {
  canceled: number;
  failed: number;
}

/**
 * With `skipCrypto` (the crypto check failed), crypto orders wait for a later pass; with `skipOnline` (a Przelewy24
 * payment announced as paid could not be verified yet), online orders do.
 */
export async function expireUnpaidOrders(
  deps: Omit<PaymentWorkDeps, "chain">,
  now: Date = new Date(),
  options: { skipCrypto?: boolean; skipOnline?: boolean } = {},
): Promise<ExpireResult> {
  const { db } = deps.database;
  const effects = { brand: deps.brand, publicOrigin: deps.paymentOptions.publicOrigin, invoicing: deps.invoicing };
  const change = { to: "CANCELED", actor: "system", paymentExpired: true, note: "payment expired" } as const;
  const result: ExpireResult = { canceled: 0, failed: 0 };
  const tried = new Set<string>();
  for (;;) {
    const ids = (
      await findOverdueOrderIds(db, now, BATCH, { exceptCrypto: options.skipCrypto ?? false, exceptOnline: options.skipOnline ?? false })
    ).filter((id) => !tried.has(id));
    for (const id of ids) {
      tried.add(id);
      try {
        const canceled = await db.transaction(async (tx) => {
          if (!(await lockOverdueOrder(tx, id, now))) return false;
          const changed = await changeOrderStatusIn(tx, id, change, effects);
          if (!changed.ok) deps.logger.warn({ orderId: id, reason: changed.reason }, "overdue order not canceled");
          return changed.ok;
        });
        if (canceled) {
          result.canceled++;
          deps.logger.info({ orderId: id }, "order canceled: its payment did not arrive before pay-until");
        }
      } catch (error) {
        result.failed++;
        deps.logger.error({ orderId: id, err: error }, "canceling an overdue order failed; retrying at the next pass");
      }
    }
    if (ids.length === 0) return result;
  }
}
