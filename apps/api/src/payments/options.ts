// The payments' defaults (apps/server builds the options from the configuration).
import type { PaymentOptions } from "../core/payments";

/** A demo TRON address (development and tests; production sets CRYPTO_ADDRESS). */
/** The demo shop's receiving address: well formed, derived from a fixed text; nobody holds its key. */
export const DEMO_CRYPTO_ADDRESS = "TYH128Zd6bhAQM1rF6XoUAuhXt2Exhm5BR";
/** USDT on TRON mainnet. */
export const USDT_TRC20_CONTRACT = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
/** The sandbox secret of development and tests (the server warns when production keeps it). */
export const DEVELOPMENT_SANDBOX_SECRET = "sandbox-development-secret";

export function defaultPaymentOptions(publicOrigin: string): PaymentOptions {
  return {
    publicOrigin,
    sandboxSecret: DEVELOPMENT_SANDBOX_SECRET,
    crypto: { address: DEMO_CRYPTO_ADDRESS, groszePerUsdt: 400, tokenContract: USDT_TRC20_CONTRACT },
    chain: "simulator",
  };
}
