// The online payment's field messages in every language (server-side: the checkout shows what the API says).
import type { Localized } from "@shop/domain";
import { localized, onlinePaymentCatalogue } from "./messages";

/** The chosen Przelewy24 method is no longer offered for the order. */
export const ONLINE_METHOD_UNAVAILABLE: Localized = /* @__PURE__ */ localized(onlinePaymentCatalogue, (m) => m.methodUnavailable);
