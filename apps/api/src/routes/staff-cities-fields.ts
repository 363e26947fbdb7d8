// The city and store forms' field messages (contracts CITY_FIELD_MESSAGES, then VALIDATION_MESSAGES) in the
// request's language: the validation hook of the staff city routes.
import { CITY_FIELD_MESSAGES, type CityFieldMessage, VALIDATION_MESSAGES, type ValidationKey } from "@shop/contracts";
import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "../core/app-error";
import type { ApiEnv } from "../http/context";

export function cityFieldsHook(result: { success: true } | { success: false; error: z.ZodError }, c: Context<ApiEnv, string>): undefined {
  if (result.success) return undefined;
  const locale = c.var.locale ?? "en";
  const translate = (message: string) =>
    Object.hasOwn(CITY_FIELD_MESSAGES, message)
      ? CITY_FIELD_MESSAGES[message as CityFieldMessage][locale]
      : Object.hasOwn(VALIDATION_MESSAGES, message)
        ? VALIDATION_MESSAGES[message as ValidationKey][locale]
        : message;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join("."), message: translate(issue.message) }));
  throw new AppError("VALIDATION_FAILED", { issues });
}
