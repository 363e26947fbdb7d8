// Payments behind adapters (issue 6; decisions.md "Checkout and orders"): what placing an order and the
// order pages need from them. The implementations live beside this file.
import type { CryptoPayment, NextStep } from "@shop/contracts";
import type { DbOrTx, Tx } from "@shop/db";
import type { Locale } from "@shop/domain";

/** The order a payment is for. */
export interface PaymentOrder {
  id: string;
  /** Grosze. */
  total: number;
  method: "online" | "crypto";
  locale: Locale;
  citySlug: string;
  /** When an unpaid order is canceled (orders.pay_until). */
  payUntil: Date;
}

export interface PaymentServices {
  /**
   * Inside placeOrder's transaction, right after the order row was written (status AWAITING_PAYMENT):
   * creates the payment row (crypto: a unique amount) and answers what the customer does next.
   */
  open(tx: Tx, order: PaymentOrder): Promise<NextStep>;
  /** The owner comes back to an unpaid order: a new online session (after a failure) or the crypto details again. */
  resume(db: DbOrTx, order: PaymentOrder): Promise<NextStep>;
  /** The crypto payment of an order, for its page (null when it has none). */
  cryptoOf(db: DbOrTx, orderId: string): Promise<CryptoPayment | null>;
}

/** A USDT transfer seen on the chain, arriving at an address. */
export interface Transfer {
  txId: string;
  from: string;
  to: string;
  /** Micro-USDT (the token's smallest unit, 6 decimals). */
  amount: number;
  /** The block's time, ms since the epoch. */
  blockTimeMs: number;
}

/** Where the crypto watcher reads the chain: TronGrid (mainnet) or the local simulator (development, tests). */
export interface ChainAdapter {
  /** Confirmed transfers of the shop's token to `address` with a block time ≥ sinceMs, oldest first. */
  incomingTransfers(address: string, sinceMs: number): Promise<Transfer[]>;
}
