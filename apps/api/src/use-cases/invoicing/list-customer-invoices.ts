// A customer's invoices (issue 34): those of one of their orders (its page), and those of all their orders (the
// cabinet). As with the order's other details, only the order's owner sees them; another's order is 404.
import type { CustomerInvoiceList } from "@shop/contracts";
import { listOrderInvoiceSummaries, listUserInvoiceSummaries, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import type { ApiDeps } from "../../core/deps";
import { ownOrderId } from "../orders/order-ownership";
import { customerInvoiceOf } from "./customer-invoice-view";

export async function listOrderInvoices(
  deps: Pick<ApiDeps, "database">,
  user: UserRow,
  typedOrderId: string,
  locale: Locale,
): Promise<CustomerInvoiceList> {
  const orderId = await ownOrderId(deps, user, typedOrderId);
  const rows = await listOrderInvoiceSummaries(deps.database.db, orderId);
  return { items: rows.map((row) => customerInvoiceOf(row, locale)) };
}

export async function listMyInvoices(deps: Pick<ApiDeps, "database">, user: UserRow, locale: Locale): Promise<CustomerInvoiceList> {
  const rows = await listUserInvoiceSummaries(deps.database.db, user.id);
  return { items: rows.map((row) => customerInvoiceOf(row, locale)) };
}
