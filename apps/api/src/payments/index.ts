// The payment services the API uses (issue 6). PLACEHOLDER: the payments work replaces these bodies.
import type { PaymentServices } from "./types";

export type { PaymentOrder, PaymentServices } from "./types";

export interface PaymentOptions {
  /** The shop's public origin: the hosted payment page's return and callback addresses are built on it. */
  publicOrigin: string;
  /** The sandbox provider's signing secret (callbacks are HMAC-SHA256 signed with it). */
  sandboxSecret: string;
  crypto: {
    /** The shop's one TRC20 address. */
    address: string;
    /** The shop's rate: grosze per 1 USDT. */
    groszePerUsdt: number;
    /** The USDT token contract (for the payment URI). */
    tokenContract: string;
  };
  /** Sends the sandbox provider's signed callback (default: fetch). Tests pass the API itself. */
  deliverCallback?: (url: string, init: RequestInit) => Promise<Response>;
}

/** A demo TRON address (development and tests; production sets CRYPTO_ADDRESS). */
export const DEMO_CRYPTO_ADDRESS = "TSmokePointDemoShopAddress1111111";
/** USDT on TRON mainnet. */
export const USDT_TRC20_CONTRACT = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";

export function defaultPaymentOptions(publicOrigin: string): PaymentOptions {
  return {
    publicOrigin,
    sandboxSecret: "sandbox-development-secret",
    crypto: { address: DEMO_CRYPTO_ADDRESS, groszePerUsdt: 400, tokenContract: USDT_TRC20_CONTRACT },
  };
}

export function createPaymentServices(_options: PaymentOptions): PaymentServices {
  const missing = () => Promise.reject(new Error("payments are not implemented yet"));
  return { open: missing, resume: missing, cryptoOf: () => Promise.resolve(null) };
}
