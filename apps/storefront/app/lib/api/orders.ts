// The orders API (packages/contracts/src/orders.ts): tracking, the owner's cancel and payment retry,
// the owner's "buy again", the cabinet's list, the staff's list and status changes, and the local chain simulator's "send".
import type { NextStep, OrderList, OrderView, ReorderAnswer } from "@shop/contracts";
import { type ApiClient, ApiError } from "./client";

const POST = "POST" as const;
const orderPath = (id: string) => `/api/v1/orders/${encodeURIComponent(id)}`;

/** An order by id (public facts; `details` too for the signed-in owner or staff); null when no order has the id. */
export async function findOrder(api: ApiClient, id: string): Promise<OrderView | null> {
  try {
    return await api.call<OrderView>(orderPath(id), { auth: true });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The owner cancels (while CREATED or AWAITING_PAYMENT). */
export const cancelOrder = (api: ApiClient, id: string, reason?: string) =>
  api.call<OrderView>(`${orderPath(id)}/cancel`, { method: POST, body: reason ? { reason } : {}, auth: true });

/** The owner starts the payment again: the provider's page (online) or the crypto payment. */
export const retryPayment = (api: ApiClient, id: string) => api.call<NextStep>(`${orderPath(id)}/payment`, { method: POST, auth: true });

/** "Buy again": the owner's order back in their cart in `city`, at today's prices, with what could not go back. */
export const reorder = (api: ApiClient, id: string, city: string) =>
  api.call<ReorderAnswer>(`${orderPath(id)}/reorder`, { method: POST, body: { city }, auth: true });

/** The signed-in customer's orders. */
export const getMyOrders = (api: ApiClient) => api.call<OrderList>("/api/v1/cabinet/orders", { auth: true });

/** The local chain simulator sends `amount` micro-USDT to the shop's address; null when the shop runs no simulator. */
export async function simulateTransfer(api: ApiClient, amount: number): Promise<{ txId: string } | null> {
  try {
    return await api.call<{ txId: string }>("/api/v1/dev/chain/transfers", { method: POST, body: { amount } });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}
