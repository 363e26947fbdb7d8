// The forms' field messages (packages/contracts VALIDATION_MESSAGES, shared with the API) as a section of each
// language's texts, so that a page loads only its own language's (docs/adr/0004).
import { VALIDATION_KEYS, VALIDATION_MESSAGES, type ValidationKey } from "@shop/contracts";
import type { Locale } from "@shop/domain";

export function validationTexts(lang: Locale): Record<ValidationKey, string> {
  return Object.fromEntries(VALIDATION_KEYS.map((key) => [key, VALIDATION_MESSAGES[key][lang]])) as Record<ValidationKey, string>;
}
