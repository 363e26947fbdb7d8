// The back office's transfers API (issue 33; packages/contracts/src/staff-transfers.ts).
import type {
  StockTransfer,
  StockTransfers,
  TransferCreate,
  TransferDestinations,
  TransferReceive,
  TransferResolve,
  TransferUpdate,
} from "@shop/contracts";
import { type ApiClient, ApiError } from "./client";

const BASE = "/api/v1/staff/stock/transfers";

export interface TransferFilter {
  store: number;
  direction?: "out" | "in" | undefined;
  status?: string | undefined;
  discrepancy?: "open" | undefined;
  page?: number | undefined;
}

export const getStockTransfers = (api: ApiClient, filter: TransferFilter) =>
  api.call<StockTransfers>(BASE, { auth: true, query: { ...filter, page: filter.page && filter.page > 1 ? filter.page : undefined } });

/** The transfer; null when there is none the staff member may see. */
export async function findStockTransfer(api: ApiClient, id: string): Promise<StockTransfer | null> {
  if (!/^[1-9][0-9]{0,8}$/.test(id)) return null;
  try {
    return await api.call<StockTransfer>(`${BASE}/${id}`, { auth: true });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}

export const getTransferDestinations = (api: ApiClient) =>
  api.call<TransferDestinations>("/api/v1/staff/stock/transfer-destinations", { auth: true });

/** `key`: the form's one-time key, so the same form sent twice makes one draft. */
export const createStockTransfer = (api: ApiClient, body: TransferCreate, key: string) =>
  api.call<StockTransfer>(BASE, { method: "POST", auth: true, body, idempotencyKey: key });

export const updateStockTransfer = (api: ApiClient, id: number, body: TransferUpdate) =>
  api.call<StockTransfer>(`${BASE}/${id}`, { method: "PUT", auth: true, body });

export const stepStockTransfer = (api: ApiClient, id: number, step: "ship" | "cancel", version: number) =>
  api.call<StockTransfer>(`${BASE}/${id}/${step}`, { method: "POST", auth: true, body: { version } });

export const receiveStockTransfer = (api: ApiClient, id: number, body: TransferReceive) =>
  api.call<StockTransfer>(`${BASE}/${id}/receive`, { method: "POST", auth: true, body });

export const resolveStockTransfer = (api: ApiClient, id: number, body: TransferResolve) =>
  api.call<StockTransfer>(`${BASE}/${id}/resolve`, { method: "POST", auth: true, body });
