// A cap on every request body (issue 35; docs/security.md "Input limits"), before anything reads it (the input
// hygiene included): 1 MB for JSON and any other body, 256 KB for a form (application/x-www-form-urlencoded). The
// routes that take a file have their own, larger limit (UPLOAD_ROUTES); no route sets another. Past the limit: 413
// PAYLOAD_TOO_LARGE in the API's error shape, naming the limit in the caller's language.
import { CATALOGUE_IMPORT_LIMITS, inputHygieneCatalogue, localized } from "@shop/contracts";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";
import { AppError } from "../core/app-error";
import type { ApiEnv } from "./context";
import { declaredLength, hasBody } from "./request-body";

export const BODY_LIMITS = {
  /** JSON, text and any other body of a route without a limit of its own. */
  json: 1024 * 1024,
  /** application/x-www-form-urlencoded (the payment providers' notifications, forms without a file). */
  form: 256 * 1024,
} as const;

const MB = 1024 * 1024;
const IMAGE_BYTES = 10 * MB;
const CSV_BYTES = 5_000_000;

/**
 * The routes that take a file (POST) and their whole body's limits (the file, plus room for the form's other
 * parts): product images and article covers 10 MB, the offers', goods receipts' and counter sales' CSV 5 MB, the
 * catalogue import a 10 MB products file and a 200 MB ZIP of images (CATALOGUE_IMPORT_LIMITS). Each route checks its
 * file's own size too. `body-limits.test.ts` checks that every operation of the OpenAPI document that takes a file
 * is here, and only those.
 */
export const UPLOAD_ROUTES = new Map<string, number>([
  ["/api/v1/staff/products/:productId/images", IMAGE_BYTES + 64 * 1024],
  ["/api/v1/staff/articles/:articleId/cover", IMAGE_BYTES + 64 * 1024],
  ["/api/v1/staff/catalogue/imports", CATALOGUE_IMPORT_LIMITS.fileBytes + CATALOGUE_IMPORT_LIMITS.zipBytes + MB],
  ["/api/v1/staff/offers/import", CSV_BYTES + 100_000],
  ["/api/v1/staff/stock/receipts/import", CSV_BYTES + 64 * 1024],
  ["/api/v1/staff/stock/sales/import", CSV_BYTES + 64 * 1024],
]);

/** The upload route a request goes to (POST), if any. */
export function uploadRouteOf(c: Context<ApiEnv>): string | undefined {
  if (c.req.method !== "POST") return undefined;
  return matchedRoutes(c).find((route) => route.method === "POST" && UPLOAD_ROUTES.has(route.path))?.path;
}

const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;

const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** The 413 for a body past `limit` bytes, the limit named in every language. */
function tooLarge(limit: number): AppError {
  const size = limit >= MB ? megabytes(limit) : kilobytes(limit);
  return new AppError("PAYLOAD_TOO_LARGE", {
    messages: localized(inputHygieneCatalogue, (m) => m.bodyTooLarge.replace("{{limit}}", size)),
  });
}

const limitOf = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge(maxSize);
    },
  });

/**
 * The middleware: registered first after the request context, so that no body is read before it. A body whose
 * Content-Length is within the limit goes on unread; one without (chunked, or made in the process) is counted as
 * hono/body-limit reads it.
 */
export function bodyLimits(): MiddlewareHandler<ApiEnv> {
  // One hono/body-limit per size, for the bodies that must be counted as they are read.
  const counted = new Map([BODY_LIMITS.json, BODY_LIMITS.form, ...UPLOAD_ROUTES.values()].map((size) => [size, limitOf(size)]));
  return async (c, next) => {
    if (!hasBody(c)) return next();
    const upload = uploadRouteOf(c);
    const maxSize = upload
      ? (UPLOAD_ROUTES.get(upload) ?? BODY_LIMITS.json)
      : FORM_TYPE.test(c.req.header("content-type") ?? "")
        ? BODY_LIMITS.form
        : BODY_LIMITS.json;
    const length = declaredLength(c);
    if (length === null) return (counted.get(maxSize) ?? limitOf(maxSize))(c, next);
    if (length > maxSize) throw tooLarge(maxSize);
    return next();
  };
}
