import { ApiErrorBody } from "@shop/contracts";

/** The error responses every route documents. */
export const errorResponses = {
  500: { description: "Unexpected error", content: { "application/json": { schema: ApiErrorBody } } },
} as const;

export const jsonContent = <T>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const localeHeader = {
  name: "Locale",
  in: "header" as const,
  required: false,
  description: "The caller's language: en, uk, pl or ru (default en). Error messages follow it too.",
  schema: { type: "string" as const, enum: ["en", "uk", "pl", "ru"] },
};

/** An error answer (the API's error body) with what it means for this call. */
export const failure = (description: string) => jsonContent(ApiErrorBody, description);
