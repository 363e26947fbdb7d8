// The cabinet's orders: none until the checkout issue adds orders.
import type { UserRow } from "@shop/db";

export interface CabinetOrderList {
  items: unknown[];
  total: number;
}

export async function listCabinetOrders(_user: UserRow): Promise<CabinetOrderList> {
  return { items: [], total: 0 };
}
