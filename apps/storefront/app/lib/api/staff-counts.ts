// The back office's stock counts API (packages/contracts/src/staff-counts.ts; docs/inventory.md "Stock counts").
import type {
  StockCount,
  StockCountApply,
  StockCountCounted,
  StockCountCreate,
  StockCountFilter,
  StockCountLineInput,
  StockCountSummary,
  StockCounts,
} from "@shop/contracts";
import type { ApiClient } from "./client";

/** A count refused as it stands (another open count, applied, canceled) is refused again: no retry. */
const FINAL = ["CONFLICT"];

export const getStockCounts = (api: ApiClient, store: number, page: number) =>
  api.call<StockCounts>("/api/v1/staff/stock/counts", { auth: true, query: { store, page: page > 1 ? page : undefined } });

export const startStockCount = (api: ApiClient, body: StockCountCreate) =>
  api.call<StockCountSummary>("/api/v1/staff/stock/counts", { method: "POST", auth: true, body, finalCodes: FINAL });

export const getStockCount = (api: ApiClient, id: number, query: { filter?: StockCountFilter; q?: string; page?: number }) =>
  api.call<StockCount>(`/api/v1/staff/stock/counts/${id}`, {
    auth: true,
    query: {
      filter: query.filter && query.filter !== "all" ? query.filter : undefined,
      q: query.q || undefined,
      page: query.page && query.page > 1 ? query.page : undefined,
    },
  });

/** Counting a line again replaces it (the newest count wins), so a retry of the same line changes nothing more. */
export const countStockLines = (api: ApiClient, id: number, lines: StockCountLineInput[]) =>
  api.call<StockCountCounted>(`/api/v1/staff/stock/counts/${id}/lines`, { method: "POST", auth: true, body: { lines }, finalCodes: FINAL });

export const applyStockCount = (api: ApiClient, id: number, body: StockCountApply) =>
  api.call<StockCountSummary>(`/api/v1/staff/stock/counts/${id}/apply`, { method: "POST", auth: true, body, finalCodes: FINAL });

export const cancelStockCount = (api: ApiClient, id: number) =>
  api.call<StockCountSummary>(`/api/v1/staff/stock/counts/${id}/cancel`, { method: "POST", auth: true, finalCodes: FINAL });
