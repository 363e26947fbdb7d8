import { type ApiErrorBody, type ErrorCode, errorMessage } from "@shop/contracts";
import { databaseFaultOf } from "@shop/db";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "../core/app-error";
import type { ApiEnv } from "./context";

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
  503: "DATABASE_UNAVAILABLE",
};

/** What a client should wait before trying again when the database cannot serve (busy, restarting). */
const DATABASE_RETRY_AFTER_SECONDS = 2;

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fault = databaseFaultOf(error);
  if (fault)
    return new AppError(fault === "busy" ? "DATABASE_BUSY" : "DATABASE_UNAVAILABLE", {
      cause: error,
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    });
  if (error instanceof HTTPException) return new AppError(CODE_BY_STATUS[error.status] ?? "INTERNAL", { cause: error });
  return new AppError("INTERNAL", { cause: error });
}

/** Every error leaves the API as `{ statusCode, message, code }`, the message in the request's language. */
export function errorResponse(c: Context<ApiEnv>, error: unknown, development: boolean): Response {
  const appError = toAppError(error);
  const status = appError.status;
  if (status >= 500) c.var.logger.error({ err: appError.cause ?? appError, code: appError.code }, "request failed");
  const body: ApiErrorBody = {
    statusCode: status,
    message: appError.localizedMessage ?? appError.messages?.[c.var.locale ?? "en"] ?? errorMessage(appError.code, c.var.locale ?? "en"),
    code: appError.code,
  };
  if (appError.issues) body.issues = appError.issues;
  if (appError.details) body.details = appError.details;
  if (development && status >= 500) body.stack = ((appError.cause as Error | undefined)?.stack ?? appError.stack) || undefined;
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (appError.retryAfterSeconds !== undefined) headers["Retry-After"] = String(appError.retryAfterSeconds);
  return c.json(body, status as ContentfulStatusCode, headers);
}
