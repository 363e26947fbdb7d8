// USDT on TRC20 (issue 6): crypto payments with an amount unique among the open ones, the transfers seen at
// the shop's address (each handled once: its transaction id is the key), the watcher's cursor and the local
// chain simulator's ledger. Amounts are integer micro-USDT.
import { and, asc, between, desc, eq, gt, gte, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { cryptoTransfers, payments, simulatedTransfers, workerCursors } from "../../schema";

type PaymentRow = typeof payments.$inferSelect;

/** Amounts in [low, high] held by a pending crypto payment (`pending`), or by any of them or one made since `recentSince` (`any`). */
export async function usedCryptoAmounts(
  db: DbOrTx,
  low: number,
  high: number,
  recentSince: Date,
): Promise<{ pending: Set<number>; any: Set<number> }> {
  const rows = await db
    .select({ amount: payments.cryptoAmount, status: payments.status })
    .from(payments)
    .where(
      and(
        eq(payments.method, "crypto"),
        between(payments.cryptoAmount, low, high),
        or(eq(payments.status, "pending"), gt(payments.createdAt, recentSince)),
      ),
    )
    .prepare("order_payment_crypto_used")
    .execute();
  const used = { pending: new Set<number>(), any: new Set<number>() };
  for (const row of rows) {
    used.any.add(Number(row.amount));
    if (row.status === "pending") used.pending.add(Number(row.amount));
  }
  return used;
}

/**
 * A pending crypto payment, unless another pending one holds the amount (the partial unique index
 * payments_open_crypto_amount decides, also against a racing transaction): the row, or null. This and
 * usedCryptoAmounts run while an order is placed: named prepared statements (constant texts), planned once per
 * connection.
 */
export async function insertCryptoPayment(
  db: DbOrTx,
  payment: { orderId: string; provider: string; amount: number; cryptoAmount: number; address: string; payUntil: Date },
): Promise<PaymentRow | null> {
  const [row] = await db
    .insert(payments)
    .values({ ...payment, method: "crypto" })
    .onConflictDoNothing({ target: payments.cryptoAmount, where: sql`method = 'crypto' and status = 'pending'` })
    .returning()
    .prepare("order_payment_crypto")
    .execute();
  return row ?? null;
}

/** The pending crypto payment waiting for exactly this amount at this address (at most one), or null. */
export async function findPendingCryptoPayment(db: DbOrTx, amount: number, address: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.method, "crypto"), eq(payments.status, "pending"), eq(payments.cryptoAmount, amount), eq(payments.address, address)),
    );
  return row ?? null;
}

/** The order of the latest closed (expired, failed or paid) crypto payment of this amount, or null. */
export async function findClosedCryptoPaymentOrder(db: DbOrTx, amount: number, address: string): Promise<string | null> {
  const [row] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(
      and(
        eq(payments.method, "crypto"),
        inArray(payments.status, ["expired", "failed", "paid"]),
        eq(payments.cryptoAmount, amount),
        eq(payments.address, address),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row?.orderId ?? null;
}

/** Which of these transaction ids were handled already. */
export async function knownTransferIds(db: DbOrTx, txIds: string[]): Promise<Set<string>> {
  if (txIds.length === 0) return new Set();
  const rows = await db.select({ txId: cryptoTransfers.txId }).from(cryptoTransfers).where(inArray(cryptoTransfers.txId, txIds));
  return new Set(rows.map((row) => row.txId));
}

export interface TransferInput {
  txId: string;
  fromAddress: string;
  toAddress: string;
  amount: number;
  blockTime: Date;
}

/** Claims a transfer for handling (recorded as lost until matched): false when it was handled before. */
export async function recordCryptoTransfer(db: DbOrTx, transfer: TransferInput): Promise<boolean> {
  const rows = await db
    .insert(cryptoTransfers)
    .values({ ...transfer, outcome: "lost" })
    .onConflictDoNothing({ target: cryptoTransfers.txId })
    .returning({ txId: cryptoTransfers.txId });
  return rows.length === 1;
}

export async function settleCryptoTransfer(
  db: DbOrTx,
  txId: string,
  settled: { outcome: "matched" | "lost"; paymentId: number | null; orderId: string | null },
): Promise<void> {
  await db.update(cryptoTransfers).set(settled).where(eq(cryptoTransfers.txId, txId));
}

/** A worker's position (text), or null before its first run. */
export async function readWorkerCursor(db: DbOrTx, name: string): Promise<string | null> {
  const [row] = await db.select({ position: workerCursors.position }).from(workerCursors).where(eq(workerCursors.name, name));
  return row?.position ?? null;
}

/** Moves a numeric cursor forward (never back, whoever writes last). */
export async function advanceWorkerCursor(db: DbOrTx, name: string, position: number): Promise<void> {
  await db.execute(sql`
    insert into worker_cursors (name, position) values (${name}, ${String(position)})
    on conflict (name) do update
    set position = greatest(worker_cursors.position::bigint, excluded.position::bigint)::text, updated_at = now()`);
}

export async function insertSimulatedTransfer(db: DbOrTx, transfer: TransferInput): Promise<void> {
  await db.insert(simulatedTransfers).values(transfer);
}

/** The simulator's transfers to an address from `since` on, oldest first. */
export async function listSimulatedTransfers(db: DbOrTx, toAddress: string, since: Date): Promise<TransferInput[]> {
  return db
    .select({
      txId: simulatedTransfers.txId,
      fromAddress: simulatedTransfers.fromAddress,
      toAddress: simulatedTransfers.toAddress,
      amount: simulatedTransfers.amount,
      blockTime: simulatedTransfers.blockTime,
    })
    .from(simulatedTransfers)
    .where(and(eq(simulatedTransfers.toAddress, toAddress), gte(simulatedTransfers.blockTime, since)))
    .orderBy(asc(simulatedTransfers.blockTime), asc(simulatedTransfers.txId));
}
