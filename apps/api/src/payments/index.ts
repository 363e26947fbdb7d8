// The payment services the API uses (issue 6): online through the sandbox provider, crypto as USDT on TRC20.
import type { PaymentOptions, PaymentServices } from "../core/payments";
import { cryptoPaymentOf, openCryptoPayment, toCryptoPayment } from "./crypto";
import { openOnlinePayment } from "./online";
import { onlineMethodsOf } from "./online-methods";

export type { ChainAdapter, P24Account, PaymentOptions, PaymentOrder, PaymentServices } from "../core/payments";
export { DEMO_CRYPTO_ADDRESS, DEVELOPMENT_SANDBOX_SECRET, defaultPaymentOptions, USDT_TRC20_CONTRACT } from "./options";
export { SimulatorAdapter } from "./simulator";
export { isTronAddress } from "./tron-address";
export { TronGridAdapter } from "./trongrid";

export function createPaymentServices(options: PaymentOptions): PaymentServices {
  const { tokenContract } = options.crypto;
  return {
    async open(tx, order) {
      if (order.method === "online") return openOnlinePayment(tx, order, options);
      return { kind: "crypto", payment: toCryptoPayment(await openCryptoPayment(tx, order, options.crypto), tokenContract) };
    },
    cryptoOf: (db, orderId) => cryptoPaymentOf(db, orderId, tokenContract),
    onlineMethods: onlineMethodsOf(options.p24),
  };
}
