// The back office's reorder points API (issue 33; packages/contracts/src/staff-reorder.ts).
import type { ReorderRule, ReorderRuleInput, ReorderRules, ToReorder } from "@shop/contracts";
import type { ApiClient } from "./client";

export const getToReorder = (api: ApiClient, store: number) =>
  api.call<ToReorder>("/api/v1/staff/stock/reorder", { auth: true, query: { store } });

export const exportToReorderCsv = (api: ApiClient, store: number) =>
  api.call<string>("/api/v1/staff/stock/reorder.csv", { auth: true, query: { store } });

export const getReorderRules = (api: ApiClient, store: number, page: number) =>
  api.call<ReorderRules>("/api/v1/staff/stock/reorder/rules", { auth: true, query: { store, page: page > 1 ? page : undefined } });

export const setReorderRule = (api: ApiClient, store: number, product: number, body: ReorderRuleInput) =>
  api.call<ReorderRule>(`/api/v1/staff/stock/reorder/${store}/${product}`, { method: "PUT", auth: true, body });

export const deleteReorderRule = (api: ApiClient, store: number, product: number) =>
  api.call<null>(`/api/v1/staff/stock/reorder/${store}/${product}`, { method: "DELETE", auth: true });
