// The API's error codes, their HTTP status and messages, without zod (the browser imports them).
import type { Localized } from "@shop/domain";
import { errorsCatalogue, transpose } from "./messages";

/** Every machine code the API can answer with, mapped to its HTTP status in this one place. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_BLOCKED: 403,
  EMAIL_TAKEN: 409,
  TOKEN_INVALID: 400,
  CALLBACK_NOT_ALLOWED: 400,
  WRONG_PASSWORD: 400,
  BUSINESS_NOT_EDITABLE: 409,
  CART_EMPTY: 409,
  NOT_ENOUGH_STOCK: 409,
  PRODUCT_NOT_OFFERED: 409,
  CART_CHANGED: 409,
  PRICE_CHANGED: 409,
  CHECKOUT_RULE: 422,
  PICKUP_SLOT_INVALID: 400,
  COUPON_NOT_FOUND: 404,
  COUPON_EXPIRED: 409,
  COUPON_USED_UP: 409,
  COUPON_MIN_ORDER: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  ORDER_TRANSITION_REFUSED: 409,
  PAYMENT_NOT_RETRYABLE: 409,
  SIGNATURE_INVALID: 400,
  STOCK_ALERT_EXISTS: 409,
  PRODUCT_IN_STOCK: 409,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  DATABASE_BUSY: 503,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The default message of each code, in every language. */
export const ERROR_MESSAGES: Record<ErrorCode, Localized> = /* @__PURE__ */ transpose(errorsCatalogue);
