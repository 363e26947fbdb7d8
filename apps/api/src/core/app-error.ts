import { ERROR_STATUS, type ErrorCode } from "@shop/contracts";
import type { Localized } from "@shop/domain";

export interface Issue {
  path: string;
  message: string;
}

/** The one error type of the API: an enumerated code (its HTTP status comes from ERROR_STATUS). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: Issue[] | undefined;
  /** A message to show instead of the code's default one (already in the request's language). */
  readonly localizedMessage: string | undefined;
  /** TOO_MANY_REQUESTS: when to try again (the Retry-After header). */
  readonly retryAfterSeconds: number | undefined;
  /** A message in every language, chosen by the request's locale when the error is answered. */
  readonly messages: Localized | undefined;
  /** More for the client (the body's `details`): CART_CHANGED changes, PRICE_CHANGED quote, ... */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      messages?: Localized;
      issues?: Issue[];
      cause?: unknown;
      retryAfterSeconds?: number;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(options.message ?? code, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.issues = options.issues;
    this.localizedMessage = options.message;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.messages = options.messages;
    this.details = options.details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
