// The back office's stock ledger API (issue 33; packages/contracts/src/staff-ledger.ts).
import type { StockMovements, StockMovementsQuery } from "@shop/contracts";
import type { ApiClient } from "./client";

type Query = Omit<StockMovementsQuery, "page"> & { page?: number | undefined };

export const getStockMovements = (api: ApiClient, query: Query) =>
  api.call<StockMovements>("/api/v1/staff/stock/movements", { auth: true, query: { ...query } });

/** The filtered movements as CSV text (with its byte order mark, which reading text may drop). */
export const exportStockMovementsCsv = (api: ApiClient, query: Omit<Query, "page">) =>
  api.call<string>("/api/v1/staff/stock/movements.csv", { auth: true, query: { ...query } });
