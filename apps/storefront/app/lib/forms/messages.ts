// Field messages: the shared schemas (packages/contracts) name a ValidationKey; the page shows that
// key's text in its language. Anything else (a server's issue text) is shown as it is.
import { VALIDATION_KEYS, VALIDATION_MESSAGES, type ValidationKey } from "@shop/contracts";
import type { Locale } from "@shop/domain";

const KEYS = new Set<string>(VALIDATION_KEYS);

export const isValidationKey = (message: string): message is ValidationKey => KEYS.has(message);

export function fieldMessage(message: string, lang: Locale): string {
  return isValidationKey(message) ? VALIDATION_MESSAGES[message][lang] : message;
}
