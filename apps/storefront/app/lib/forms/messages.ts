// Field messages: the shared schemas (packages/contracts) name a ValidationKey; the page shows that key's
// text in its language (the texts' "validation" section). Anything else (a server's issue text) is shown as it is.
import { VALIDATION_KEYS, type ValidationKey } from "@shop/contracts";
import type { TFunction } from "../texts";

const KEYS = new Set<string>(VALIDATION_KEYS);

const isValidationKey = (message: string): message is ValidationKey => KEYS.has(message);

export function fieldMessage(message: string, t: TFunction): string {
  return isValidationKey(message) ? t(`validation.${message}`) : message;
}
