// The payment services the API uses (issue 6): online through the sandbox provider, crypto as USDT on TRC20.
import { type DbOrTx, expireOnlineSessions, latestPayment, lockOrderForPayment, type Tx } from "@shop/db";
import { AppError } from "../core/app-error";
import type { PaymentOptions, PaymentOrder, PaymentServices } from "../core/payments";
import { cryptoPaymentOf, openCryptoPayment, toCryptoPayment } from "./crypto";
import { openOnlinePayment } from "./online";

export type { ChainAdapter, PaymentOptions, PaymentOrder, PaymentServices } from "../core/payments";
export { DEMO_CRYPTO_ADDRESS, DEVELOPMENT_SANDBOX_SECRET, defaultPaymentOptions, USDT_TRC20_CONTRACT } from "./options";
export { SimulatorAdapter } from "./simulator";
export { TronGridAdapter } from "./trongrid";

/** Runs `work` in a transaction: the caller's, or a new one. */
function inTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return (db as Extract<DbOrTx, { transaction: unknown }>).transaction((tx) => work(tx));
}

export function createPaymentServices(options: PaymentOptions): PaymentServices {
  const { tokenContract } = options.crypto;
  return {
    async open(tx, order) {
      if (order.method === "online") return openOnlinePayment(tx, order, options);
      return { kind: "crypto", payment: toCryptoPayment(await openCryptoPayment(tx, order, options.crypto), tokenContract) };
    },

    async resume(db, order: PaymentOrder) {
      if (order.payUntil.getTime() <= Date.now()) throw new AppError("PAYMENT_NOT_RETRYABLE");
      if (order.method === "online") {
        // The older sessions end: only the newest one can be paid (two racing attempts queue on the order).
        return inTransaction(db, async (tx) => {
          await lockOrderForPayment(tx, order.id);
          await expireOnlineSessions(tx, order.id);
          return openOnlinePayment(tx, order, options);
        });
      }
      const latest = await latestPayment(db, order.id, "crypto");
      if (latest) return { kind: "crypto", payment: toCryptoPayment(latest, tokenContract) };
      const opened = await inTransaction(db, (tx) => openCryptoPayment(tx, order, options.crypto));
      return { kind: "crypto", payment: toCryptoPayment(opened, tokenContract) };
    },

    cryptoOf: (db, orderId) => cryptoPaymentOf(db, orderId, tokenContract),
  };
}
