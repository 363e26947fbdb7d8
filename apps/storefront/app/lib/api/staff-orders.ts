// The back office's orders API (packages/contracts staff-orders.ts and the staff part of orders.ts): the list
// with its filters, the cities it may be filtered by, one order, status changes and lost crypto transfers.
import type {
  LostTransfer,
  LostTransferList,
  LostTransferQuery,
  OrderStatus,
  StaffOrder,
  StaffOrderCities,
  StaffOrderDetail,
  StaffOrderList,
  StaffOrderQuery,
} from "@shop/contracts";
import { type ApiClient, ApiError } from "./client";

const POST = "POST" as const;

export const getStaffOrderList = (api: ApiClient, query: StaffOrderQuery) =>
  api.call<StaffOrderList>("/api/v1/staff/orders", { auth: true, query: { ...query } });

export const getStaffOrderCities = (api: ApiClient) => api.call<StaffOrderCities>("/api/v1/staff/order-cities", { auth: true });

/** One order; null when there is none the caller may see (a city manager: another city's order). */
export async function findStaffOrder(api: ApiClient, id: string): Promise<StaffOrderDetail | null> {
  try {
    return await api.call<StaffOrderDetail>(`/api/v1/staff/orders/${encodeURIComponent(id)}`, { auth: true });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}

export const moveStaffOrder = (api: ApiClient, id: string, body: { to: OrderStatus; idChecked?: boolean; note?: string }) =>
  api.call<StaffOrder>(`/api/v1/staff/orders/${encodeURIComponent(id)}/status`, {
    method: POST,
    body,
    auth: true,
    finalCodes: ["ORDER_TRANSITION_REFUSED"],
  });

export const refundStaffOrder = (api: ApiClient, id: string, body: { amount: number; reason?: string }) =>
  api.call<unknown>(`/api/v1/staff/orders/${encodeURIComponent(id)}/refund`, {
    method: POST,
    body,
    auth: true,
    finalCodes: ["CONFLICT", "PAYMENT_PROVIDER_UNAVAILABLE"],
  });

export const getLostTransfers = (api: ApiClient, query: LostTransferQuery) =>
  api.call<LostTransferList>("/api/v1/staff/crypto/lost-transfers", { auth: true, query: { ...query } });

/** Marks a lost transfer resolved; a second time answers 409 CONFLICT (not retried: it would only repeat it). */
export const resolveLostTransfer = (api: ApiClient, txId: string, note: string) =>
  api.call<LostTransfer>(`/api/v1/staff/crypto/lost-transfers/${encodeURIComponent(txId)}/resolve`, {
    method: POST,
    body: { note },
    auth: true,
    finalCodes: ["CONFLICT"],
  });

/** The messages of a refused call: each field's (`issues`), or the error's own. */
export function apiMessages(error: ApiError): string[] {
  const issues = (error.body as { issues?: Array<{ message?: unknown }> } | null)?.issues;
  const messages = Array.isArray(issues) ? issues.map((issue) => issue.message).filter((m): m is string => typeof m === "string") : [];
  return messages.length > 0 ? messages : [error.message];
}
