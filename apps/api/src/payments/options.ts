// What the payments are made with (apps/server builds them from the configuration).

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

/** A demo TRON address (development and tests; production sets CRYPTO_ADDRESS). */
export const DEMO_CRYPTO_ADDRESS = "TSmokePointDemoShopAddress1111111";
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
