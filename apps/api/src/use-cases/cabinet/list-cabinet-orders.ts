// The cabinet's orders: the customer's own, newest first, each with its city in the caller's language and how
// many units it holds.
import type { OrderList, OrderSummary } from "@shop/contracts";
import { type DbOrTx, type ListedOrder, listOrdersOfUser, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";

export function toOrderSummary({ order, city, itemCount }: ListedOrder, locale: Locale): OrderSummary {
  return {
    id: order.id,
    status: order.status,
    city: { slug: city.slug, name: city.names[locale] },
    createdAt: order.createdAt.toISOString(),
    total: order.total,
    itemCount,
  };
}

export async function listCabinetOrders(db: DbOrTx, user: UserRow, locale: Locale): Promise<OrderList> {
  const orders = await listOrdersOfUser(db, user.id);
  return { items: orders.map((order) => toOrderSummary(order, locale)), total: orders.length };
}
