// The stock alerts API (packages/contracts/src/stock-alerts.ts): "notify me when back in stock" (issue 18).
import type { StockAlertAnswer, StockAlertView } from "@shop/contracts";
import type { ApiClient } from "./client";

/** Refusals that a retry would only repeat. */
const FINAL = ["STOCK_ALERT_EXISTS", "PRODUCT_IN_STOCK", "PRODUCT_NOT_OFFERED"] as const;

export const subscribeStockAlert = (api: ApiClient, body: { productSlug: string; city: string; email?: string | undefined }) =>
  api.call<StockAlertAnswer>("/api/v1/stock-alerts", { method: "POST", body, auth: true, finalCodes: FINAL });

export const viewStockAlert = (api: ApiClient, token: string) =>
  api.call<StockAlertView>("/api/v1/stock-alerts/by-token", { query: { token } });

export const confirmStockAlert = (api: ApiClient, token: string) =>
  api.call<StockAlertView>("/api/v1/stock-alerts/confirm", { method: "POST", body: { token } });

export const unsubscribeStockAlert = (api: ApiClient, token: string) =>
  api.call<unknown>("/api/v1/stock-alerts/unsubscribe", { method: "POST", body: { token } });
