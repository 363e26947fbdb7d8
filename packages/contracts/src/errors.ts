import type { Locale } from "@shop/domain";
import { z } from "zod";
import { ERROR_CODES, ERROR_MESSAGES, type ErrorCode } from "./error-codes";

export function errorMessage(code: ErrorCode, locale: Locale): string {
  return ERROR_MESSAGES[code][locale];
}

/** The body of every API error: `{ statusCode, message, code }`. */
export const ApiErrorBody = z
  .object({
    statusCode: z.number().int().min(400).max(599),
    message: z.string(),
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    issues: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe("Which values were wrong (validation errors only)"),
    details: z
      .record(z.string(), z.unknown())
      .optional()
      .describe(
        "More about the error: CART_CHANGED `changes`, PRICE_CHANGED `quote`, NOT_ENOUGH_STOCK `available`, STORE_LACKS_STOCK `storeId` and `missing`",
      ),
    stack: z.string().optional().describe("Only when NODE_ENV=development"),
  })
  .meta({ id: "ApiError" });
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
