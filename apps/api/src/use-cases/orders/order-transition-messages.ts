// Why a status change was refused, in every language: the message of ORDER_TRANSITION_REFUSED per refusal
// of the status machine (packages/domain order-status.ts).

import { orderTransitionsCatalogue, transpose } from "@shop/contracts";
import type { Localized, TransitionRefusal } from "@shop/domain";

export const TRANSITION_REFUSAL_MESSAGES: Record<TransitionRefusal, Localized> = /* @__PURE__ */ transpose(
  orderTransitionsCatalogue,
  (m) => m.transitionRefusalMessages,
);
