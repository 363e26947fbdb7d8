// The crypto watcher's pass: USDT transfers to the shop's address since the cursor (with an overlap, so a
// transfer confirmed late is not missed) are each handled once, in their own transaction (the transaction id
// is crypto_transfers' key: a second process or pass finds it taken). A transfer of exactly a pending
// payment's amount, made before its pay-until, pays it and its order; any other is "lost" for staff, with the
// order whose amount it carries when there is one (paid too late). A lost transfer never reopens an order.
import {
  advanceWorkerCursor,
  type Db,
  findClosedCryptoPaymentOrder,
  findPendingCryptoPayment,
  knownTransferIds,
  lockOrderForPayment,
  markPaymentPaid,
  readWorkerCursor,
  recordCryptoTransfer,
  settleCryptoTransfer,
  type Tx,
} from "@shop/db";
import type { BrandId, InvoicingSettings } from "@shop/domain";
import type { Logger } from "pino";
import type { ChainAdapter, PaymentOptions, Transfer } from "../../core/payments";
import { changeOrderStatusIn } from "../orders/change-order-status";
import type { OrderEffects } from "../orders/queue-order-email";

/** What the payment workers need. */
export interface PaymentWorkDeps {
  database: { db: Db };
  logger: Logger;
  brand: BrandId;
  paymentOptions: PaymentOptions;
  chain: ChainAdapter;
  /** The seller and invoice series: a paid order with an invoice buyer gets its invoice (issue 34). */
  invoicing?: InvoicingSettings | undefined;
}

const CRYPTO_CURSOR = "trc20";
const OVERLAP_MS = 10 * 60 * 1000;
const FIRST_LOOKBACK_MS = 24 * 3600 * 1000;

export interface WatchResult {
  matched: number;
  lost: number;
  /** Transfers whose handling failed (rolled back; tried again at the next pass). */
  failed: number;
}

type Handled = "seen" | "matched" | "lost";

async function handleTransfer(tx: Tx, transfer: Transfer, effects: OrderEffects): Promise<Handled> {
  const claimed = await recordCryptoTransfer(tx, {
    txId: transfer.txId,
    fromAddress: transfer.from,
    toAddress: transfer.to,
    amount: transfer.amount,
    blockTime: new Date(transfer.blockTimeMs),
  });
  if (!claimed) return "seen";
  const payment = await findPendingCryptoPayment(tx, transfer.amount, transfer.to);
  if (payment && transfer.blockTimeMs <= payment.payUntil.getTime()) {
    const order = await lockOrderForPayment(tx, payment.orderId);
    const paidAt = new Date(transfer.blockTimeMs);
    if (order?.status === "AWAITING_PAYMENT" && (await markPaymentPaid(tx, payment.id, { paidAt, reference: transfer.txId }))) {
      const note = `USDT transfer ${transfer.txId}`;
      const changed = await changeOrderStatusIn(tx, payment.orderId, { to: "PAID", actor: "system", note }, effects);
      if (!changed.ok) throw new Error(`order ${payment.orderId} refused PAID after its transfer: ${changed.reason}`);
      await settleCryptoTransfer(tx, transfer.txId, { outcome: "matched", paymentId: payment.id, orderId: payment.orderId });
      return "matched";
    }
  }
  const orderId = payment?.orderId ?? (await findClosedCryptoPaymentOrder(tx, transfer.amount, transfer.to));
  await settleCryptoTransfer(tx, transfer.txId, { outcome: "lost", paymentId: null, orderId });
  return "lost";
}

export async function watchCryptoTransfers(deps: PaymentWorkDeps, now: number = Date.now()): Promise<WatchResult> {
  const { db } = deps.database;
  const { address } = deps.paymentOptions.crypto;
  const effects = { brand: deps.brand, publicOrigin: deps.paymentOptions.publicOrigin, invoicing: deps.invoicing };
  const position = await readWorkerCursor(db, CRYPTO_CURSOR);
  const since = position === null ? now - FIRST_LOOKBACK_MS : Number(position) - OVERLAP_MS;
  const transfers = (await deps.chain.incomingTransfers(address, since)).filter((t) => t.to === address);
  const known = await knownTransferIds(
    db,
    transfers.map((t) => t.txId),
  );
  const result: WatchResult = { matched: 0, lost: 0, failed: 0 };
  for (const transfer of transfers) {
    if (known.has(transfer.txId)) continue;
    const fields = { txId: transfer.txId, amount: transfer.amount };
    let handled: Handled;
    try {
      handled = await db.transaction((tx) => handleTransfer(tx, transfer, effects));
    } catch (error) {
      // Rolled back: the transfer stays unhandled and the cursor stays, so the next pass tries it again.
      result.failed++;
      deps.logger.error({ ...fields, err: error }, "USDT transfer could not be handled; retrying at the next pass");
      continue;
    }
    if (handled === "seen") continue;
    result[handled]++;
    if (handled === "matched") deps.logger.info(fields, "USDT transfer matched its payment");
    else deps.logger.warn(fields, "USDT transfer matches no open payment: recorded as lost");
  }
  if (result.failed === 0) {
    // Forward to the newest block seen, and at least to one overlap ago (a quiet address is not rescanned).
    const newest = transfers.reduce((max, t) => Math.max(max, t.blockTimeMs), now - OVERLAP_MS);
    await advanceWorkerCursor(db, CRYPTO_CURSOR, Math.floor(newest));
  }
  return result;
}
