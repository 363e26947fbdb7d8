import type { OrderSummary } from "@shop/contracts";
import type { ApiClient } from "../../../lib/api/client";
import { getMyOrders } from "../../../lib/api/orders";

/** The signed-in customer's orders, newest first (`limit`: only that many). */
export async function myOrders(api: ApiClient, limit?: number): Promise<OrderSummary[]> {
  const { items } = await getMyOrders(api);
  const newestFirst = [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return limit === undefined ? newestFirst : newestFirst.slice(0, limit);
}
