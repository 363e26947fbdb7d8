// The back office's counter sales API (packages/contracts/src/staff-store-sales.ts): a store's sales, one sale, a sale
// typed or scanned at the counter and the register's daily CSV (preview, then apply).
import type { StoreSale, StoreSaleCreate, StoreSaleImport, StoreSaleImportPreview, StoreSales } from "@shop/contracts";
import type { ApiClient } from "./client";

/** A refusal that a retry would meet again (the register number recorded already): not retried. */
const FINAL = ["CONFLICT", "VALIDATION_FAILED"] as const;

export const getStoreSales = (api: ApiClient, query: { store: number; q?: string | undefined; page?: number | undefined }) =>
  api.call<StoreSales>("/api/v1/staff/stock/sales", { auth: true, query });

export const getStoreSale = (api: ApiClient, id: number) => api.call<StoreSale>(`/api/v1/staff/stock/sales/${id}`, { auth: true });

/** `key`: the form's one-time key, so the same form sent twice records one sale. */
export const recordStoreSale = (api: ApiClient, body: StoreSaleCreate, key: string) =>
  api.call<StoreSale>("/api/v1/staff/stock/sales", { method: "POST", auth: true, body, idempotencyKey: key, finalCodes: FINAL });

export const previewSalesCsv = (api: ApiClient, body: StoreSaleImport) =>
  api.call<StoreSaleImportPreview>("/api/v1/staff/stock/sales/import", {
    method: "POST",
    auth: true,
    query: { dryRun: "1" },
    body,
    finalCodes: FINAL,
  });

export const applySalesCsv = (api: ApiClient, body: StoreSaleImport, key: string) =>
  api.call<StoreSale>("/api/v1/staff/stock/sales/import", { method: "POST", auth: true, body, idempotencyKey: key, finalCodes: FINAL });
