// The message of each checkout rule (decisions.md "Prices and rules": the server enforces every rule, the
// client explains it before the customer hits it, in the same words).

import type { Localized } from "@shop/domain";
import { checkoutRulesCatalogue, transpose } from "./messages";
import type { CheckoutRefusalCode } from "./orders";

export const CHECKOUT_RULE_MESSAGES: Record<CheckoutRefusalCode, Localized> = /* @__PURE__ */ transpose(checkoutRulesCatalogue);
