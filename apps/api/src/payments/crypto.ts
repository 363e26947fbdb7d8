// Crypto payments: USDT on TRC20 to the shop's one address, told apart by the amount. The order's total at
// the shop's rate, rounded up to whole cents, plus a tag of 1..9999 micro-USDT that no pending payment holds
// (the partial unique index payments_open_crypto_amount guarantees it, also against racing orders); amounts
// used in the last day are avoided while others are free, so a late transfer hardly meets a new order.
import { randomInt } from "node:crypto";
import type { CryptoPayment } from "@shop/contracts";
import { type DbOrTx, insertCryptoPayment, latestPayment, type PaymentRow, usedCryptoAmounts } from "@shop/db";
import { baseCryptoAmount, CRYPTO_TAG_RANGE, formatUsdt, taggedAmount, tronPaymentUri } from "@shop/domain";
import type { PaymentOptions, PaymentOrder } from "../core/payments";

const CRYPTO_PROVIDER = "trc20";
const RECENT_MS = 24 * 3600 * 1000;

/** The `step`-th tag of tagWalk(start), without making the whole walk (an order mostly takes its first). */
const tagAt = (start: number, step: number) => ((start - 1 + step) % CRYPTO_TAG_RANGE) + 1;

/** Every tag once, from `start` up to the last and on from the first. */
export function tagWalk(start: number): number[] {
  return Array.from({ length: CRYPTO_TAG_RANGE }, (_, i) => tagAt(start, i));
}

/** Inserts the order's pending crypto payment with a free amount (walking on from a random tag). */
export async function openCryptoPayment(db: DbOrTx, order: PaymentOrder, crypto: PaymentOptions["crypto"]): Promise<PaymentRow> {
  const base = baseCryptoAmount(order.total, crypto.groszePerUsdt);
  const used = await usedCryptoAmounts(db, base + 1, base + CRYPTO_TAG_RANGE, new Date(Date.now() - RECENT_MS));
  const start = randomInt(1, CRYPTO_TAG_RANGE + 1);
  for (const avoid of [used.any, used.pending]) {
    for (let step = 0; step < CRYPTO_TAG_RANGE; step++) {
      const cryptoAmount = taggedAmount(base, tagAt(start, step));
      if (avoid.has(cryptoAmount)) continue;
      const row = await insertCryptoPayment(db, {
        orderId: order.id,
        provider: CRYPTO_PROVIDER,
        amount: order.total,
        cryptoAmount,
        address: crypto.address,
        payUntil: order.payUntil,
      });
      if (row) return row;
    }
  }
  throw new Error(`no free USDT amount left for ${base} micro-USDT`);
}

export function toCryptoPayment(row: PaymentRow, tokenContract: string): CryptoPayment {
  const amount = Number(row.cryptoAmount);
  const address = row.address ?? "";
  return {
    network: "TRC20",
    currency: "USDT",
    address,
    amount,
    amountText: formatUsdt(amount),
    payUntil: row.payUntil.toISOString(),
    uri: tronPaymentUri(address, amount, tokenContract),
    status: row.status,
  };
}

/** The order's latest crypto payment, or null. */
export async function cryptoPaymentOf(db: DbOrTx, orderId: string, tokenContract: string): Promise<CryptoPayment | null> {
  const row = await latestPayment(db, orderId, "crypto");
  return row ? toCryptoPayment(row, tokenContract) : null;
}
