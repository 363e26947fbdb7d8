// The back office's store operations API (issue 33; packages/contracts/src/staff-inventory.ts): what every stock page
// shares, the stores the staff member acts on and the product finder. Each document has its own client file.
import type { StockProducts, StockStores } from "@shop/contracts";
import type { ApiClient } from "./client";

export const getStockStores = (api: ApiClient) => api.call<StockStores>("/api/v1/staff/stock/stores", { auth: true });

export const findStockProducts = (api: ApiClient, q: string, store: number | undefined) =>
  api.call<StockProducts>("/api/v1/staff/stock/products", { auth: true, query: { q, store } });
