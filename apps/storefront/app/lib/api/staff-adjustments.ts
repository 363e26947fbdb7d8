// The back office's write-offs API (packages/contracts/src/staff-adjustments.ts).
import type { StockAdjustment, StockAdjustments, WriteOffCreate } from "@shop/contracts";
import type { ApiClient } from "./client";

export const getStockAdjustments = (api: ApiClient, store: number, page: number) =>
  api.call<StockAdjustments>("/api/v1/staff/stock/adjustments", { auth: true, query: { store, page: page > 1 ? page : undefined } });

/** `key`: the form's one-time key, so the same form sent twice writes off once. */
export const writeOffStock = (api: ApiClient, body: WriteOffCreate, key: string) =>
  api.call<StockAdjustment>("/api/v1/staff/stock/write-offs", { method: "POST", auth: true, body, idempotencyKey: key });
