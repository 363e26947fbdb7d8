import type { LoaderFunctionArgs } from "react-router";
import { accountPage } from "../../../lib/account/page.server";
import { customerOf } from "../../../lib/caller.server";
import { myOrders } from "./orders.server";

/** How many of the latest orders the main panel shows. */
const LAST_ORDERS = 3;

/** The main panel: the customer (greeting, business account) and the last orders. */
export async function loadCabinetMain(args: LoaderFunctionArgs) {
  const { user, api } = await customerOf(args);
  return { page: accountPage(args, "cabinet"), user, orders: await myOrders(api, LAST_ORDERS) };
}
