import type { OrderSummary } from "@shop/contracts";
import type { LoaderFunctionArgs } from "react-router";
import { accountPage } from "../../../lib/account/page.server";
import type { ApiClient } from "../../../lib/api/client";
import { getMyOrders } from "../../../lib/api/orders";
import { customerOf } from "../../../lib/caller.server";

/** The signed-in customer's orders, newest first (`limit`: only that many). */
export async function myOrders(api: ApiClient, limit?: number): Promise<OrderSummary[]> {
  const { items } = await getMyOrders(api);
  const newestFirst = [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return limit === undefined ? newestFirst : newestFirst.slice(0, limit);
}

/** Every order of the customer. */
export async function loadCabinetOrders(args: LoaderFunctionArgs) {
  const { api } = await customerOf(args);
  return { page: accountPage(args, "cabinetOrders", ["cabinet"]), orders: await myOrders(api) };
}
