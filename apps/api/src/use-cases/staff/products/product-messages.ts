// Why the back office refuses a product or image change, in every language (the caller's is shown).

import { staffProductsCatalogue, transpose } from "@shop/contracts";
import type { Locale, Localized } from "@shop/domain";
import { AppError } from "../../../core/app-error";

const PRODUCT_MESSAGES = /* @__PURE__ */ transpose(staffProductsCatalogue, (m) => m.productMessages) satisfies Record<string, Localized>;

export type ProductMessage = keyof typeof PRODUCT_MESSAGES;

/** A refusal about one field: its message in the caller's language as the issue, in every language as the answer. */
export function productRefusal(code: "VALIDATION_FAILED" | "CONFLICT", path: string, message: ProductMessage, locale: Locale): AppError {
  const messages = PRODUCT_MESSAGES[message];
  return new AppError(code, { messages, issues: [{ path, message: messages[locale] }] });
}
