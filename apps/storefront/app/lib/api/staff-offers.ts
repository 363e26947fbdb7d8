// The back office's offers API (packages/contracts/src/staff-offers.ts): a product's offers per city, a city's
// offers, and their CSV export and import.
import type { CityOffers, OffersImportResult, ProductOffers, ProductOffersUpdate } from "@shop/contracts";
import { type ApiClient, ApiError } from "./client";

const productPath = (productId: number) => `/api/v1/staff/products/${productId}/offers`;

export const getProductOffers = (api: ApiClient, productId: number) => api.call<ProductOffers>(productPath(productId), { auth: true });

export const saveProductOffers = (api: ApiClient, productId: number, body: ProductOffersUpdate) =>
  api.call<ProductOffers>(productPath(productId), { method: "PUT", body, auth: true });

export const getCityOffers = (api: ApiClient, query: { city?: string | undefined; q?: string | undefined; page?: number }) =>
  api.call<CityOffers>("/api/v1/staff/offers", { auth: true, query });

/** The city's offers as CSV text. */
export const exportOffersCsv = (api: ApiClient, city: string) =>
  api.call<string>("/api/v1/staff/offers/export.csv", { auth: true, query: { city } });

export const importOffersCsv = (api: ApiClient, city: string, csv: string, dryRun: boolean) =>
  api.call<OffersImportResult>("/api/v1/staff/offers/import", {
    method: "POST",
    auth: true,
    query: { city, dryRun: dryRun ? "1" : undefined },
    body: { csv },
  });

/** An error's messages: each issue's, or the error's own. */
export function offerErrorMessages(error: ApiError): string[] {
  const issues = (error.body as { issues?: Array<{ message?: unknown }> } | null)?.issues;
  const messages = Array.isArray(issues) ? issues.map((issue) => issue.message).filter((m): m is string => typeof m === "string") : [];
  return messages.length > 0 ? messages : [error.message];
}

/** null instead of a 404 (a product or city that is not there, or not the caller's). */
export async function unlessNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}
