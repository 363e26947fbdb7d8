// The back office's goods receipts API (packages/contracts/src/staff-receipts.ts): a store's receipts, one receipt,
// a typed receipt and the CSV import (preview, then apply).
import type { ReceiptCreate, ReceiptImport, ReceiptImportPreview, StockReceipt, StockReceipts } from "@shop/contracts";
import type { ApiClient } from "./client";

/** A refusal that a retry would meet again (the supplier's document received already): not retried. */
const FINAL = ["CONFLICT", "VALIDATION_FAILED"] as const;

export const getStockReceipts = (api: ApiClient, query: { store: number; q?: string | undefined; page?: number | undefined }) =>
  api.call<StockReceipts>("/api/v1/staff/stock/receipts", { auth: true, query });

export const getStockReceipt = (api: ApiClient, id: number) => api.call<StockReceipt>(`/api/v1/staff/stock/receipts/${id}`, { auth: true });

/** `key`: the form's one-time key, so the same form sent twice makes one receipt. */
export const receiveGoods = (api: ApiClient, body: ReceiptCreate, key: string) =>
  api.call<StockReceipt>("/api/v1/staff/stock/receipts", { method: "POST", auth: true, body, idempotencyKey: key, finalCodes: FINAL });

export const previewReceiptCsv = (api: ApiClient, body: ReceiptImport) =>
  api.call<ReceiptImportPreview>("/api/v1/staff/stock/receipts/import", {
    method: "POST",
    auth: true,
    query: { dryRun: "1" },
    body,
    finalCodes: FINAL,
  });

export const applyReceiptCsv = (api: ApiClient, body: ReceiptImport, key: string) =>
  api.call<StockReceipt>("/api/v1/staff/stock/receipts/import", {
    method: "POST",
    auth: true,
    body,
    idempotencyKey: key,
    finalCodes: FINAL,
  });
