import { ERROR_STATUS, type ErrorCode } from "@shop/contracts";

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

  constructor(code: ErrorCode, options: { message?: string; issues?: Issue[]; cause?: unknown; retryAfterSeconds?: number } = {}) {
    super(options.message ?? code, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.issues = options.issues;
    this.localizedMessage = options.message;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
