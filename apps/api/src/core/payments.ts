// The payments the use-cases rely on (issue 6; decisions.md "Checkout and orders"), as ports: the
// implementations (the sandbox provider, USDT on TRC20, TronGrid and the chain simulator) live in src/payments.
import type { CryptoPayment, NextStep, OnlineMethod } from "@shop/contracts";
import type { DbOrTx, Tx } from "@shop/db";
import type { Locale } from "@shop/domain";

/** The order a payment is for. */
export interface PaymentOrder {
  id: string;
  /** The customer's address (Przelewy24 needs it to register the payment). */
  email: string;
  /** Grosze. */
  total: number;
  method: "online" | "crypto";
  locale: Locale;
  citySlug: string;
  /** When an unpaid order is canceled (orders.pay_until). */
  payUntil: Date;
  /** Online: the provider's method the customer chose (one of onlineMethods), else chosen on its page. */
  onlineMethod?: number | undefined;
}

export interface PaymentServices {
  /**
   * In a transaction, for an order waiting for its payment (placeOrder's, right after the order row was
   * written; reopenPayment's, when the owner comes back): creates the payment row (online: a provider session;
   * crypto: a unique amount) and answers what the customer does next.
   */
  open(tx: Tx, order: PaymentOrder): Promise<NextStep>;
  /** The crypto payment of an order, for its page (null when it has none). */
  cryptoOf(db: DbOrTx, orderId: string): Promise<CryptoPayment | null>;
  /**
   * The online methods a customer may pick for this amount (grosze): Przelewy24's, BLIK first; empty with the
   * sandbox, or while P24 does not answer (the customer then picks on P24's page). Never throws.
   */
  onlineMethods(locale: Locale, amount: number): Promise<OnlineMethod[]>;
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

/** The calls of Przelewy24 the use-cases make (payments/p24/client.ts; docs/adr/0016). */
interface P24Gateway {
  registerTransaction(input: {
    sessionId: string;
    amount: number;
    currency: "PLN";
    description: string;
    email: string;
    country: "PL";
    language: "en" | "pl";
    urlReturn: string;
    urlStatus: string;
    timeLimit: number;
    method?: number;
  }): Promise<{ token: string; redirectUrl: string }>;
  /** The methods active for this amount (grosze), BLIK first. */
  paymentMethods(lang: "pl" | "en", amount: number): Promise<Array<{ id: number; name: string; group: string }>>;
  verifyTransaction(input: { sessionId: string; orderId: number; amount: number; currency: "PLN" }): Promise<boolean>;
  /** P24's answer per refund; throws when P24 is unreachable or refuses the request. */
  refund(input: {
    requestId: string;
    refundsUuid: string;
    urlStatus?: string;
    refunds: Array<{ orderId: number; sessionId: string; amount: number; description?: string }>;
  }): Promise<Array<{ status: boolean; message: string }>>;
}

/** The shop's Przelewy24 account: with it, online payments go to P24 instead of the built-in sandbox. */
export interface P24Account {
  merchantId: number;
  posId: number;
  /** Checks the signs of P24's notifications. */
  crc: string;
  gateway: P24Gateway;
}

/** What the payments are made with (apps/server builds them from the configuration). */
export interface PaymentOptions {
  /** The shop's public origin: the hosted payment page's return and callback addresses are built on it. */
  publicOrigin: string;
  /** The sandbox provider's signing secret (callbacks are HMAC-SHA256 signed with it). */
  sandboxSecret: string;
  /** Przelewy24 (P24_* settings); without it online payments use the built-in sandbox. */
  p24?: P24Account;
  crypto: {
    /** The shop's one TRC20 address. */
    address: string;
    /** The shop's rate: grosze per 1 USDT. */
    groszePerUsdt: number;
    /** The USDT token contract (for the payment URI). */
    tokenContract: string;
  };
  /**
   * Where the crypto watcher reads the chain (default "simulator"): with the simulator the development
   * endpoint POST /api/v1/dev/chain/transfers "sends" transfers; with "trongrid" that endpoint is 404.
   */
  chain?: "simulator" | "trongrid";
  /** Called after the simulator got a transfer (the server wakes the crypto watcher). */
  transferSent?: () => void;
  /** Sends the sandbox provider's signed callback (default: fetch). Tests pass the API itself. */
  deliverCallback?: (url: string, init: RequestInit) => Promise<Response>;
  /** How long the sandbox provider waits for the callback's answer (default 10 s). */
  callbackTimeoutMs?: number;
}
