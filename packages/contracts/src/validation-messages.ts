// The field messages of forms in every language, without zod (the browser imports them).
import type { Localized } from "@shop/domain";
import { transpose, validationCatalogue } from "./messages";

/** The keys of field messages; their texts in every language are VALIDATION_MESSAGES. */
export const VALIDATION_KEYS = [
  "required",
  "invalidEmail",
  "passwordTooShort",
  "passwordTooLong",
  "passwordTooCommon",
  "passwordsDoNotMatch",
  "mustAcceptTerms",
  "mustBeAdult",
  "invalidPhone",
  "invalidSmsPhone",
  "tooLong",
  "invalidPostalIndex",
  "invalidZipCode",
  "invalidNip",
  "invalidVatNumber",
  "invalidDate",
  "invalidStars",
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const VALIDATION_MESSAGES: Record<ValidationKey, Localized> = /* @__PURE__ */ transpose(validationCatalogue, (m) => ({
  ...m,
  passwordTooShort: m.passwordTooShort({ min: PASSWORD_MIN }),
  passwordTooLong: m.passwordTooLong({ max: PASSWORD_MAX }),
}));
