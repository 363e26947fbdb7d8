// A customer's invoices (packages/contracts/src/customer-invoices.ts): an order's and all of the customer's, and an
// invoice's PDF or XML to pass on to the browser.
import type { CustomerInvoiceList } from "@shop/contracts";
import type { ApiClient } from "./client";

const orderPath = (id: string) => `/api/v1/orders/${encodeURIComponent(id)}/invoices`;

/** The invoices of the signed-in owner's order. */
export const getOrderInvoices = (api: ApiClient, orderId: string) => api.call<CustomerInvoiceList>(orderPath(orderId), { auth: true });

/** The invoices of all the signed-in customer's orders. */
export const getMyInvoices = (api: ApiClient) => api.call<CustomerInvoiceList>("/api/v1/cabinet/invoices", { auth: true });

/** An invoice's file as the API answers it (its type and attachment name in the headers). */
export const fetchInvoiceFile = (api: ApiClient, orderId: string, invoiceId: string, format: "pdf" | "xml") =>
  api.call<Response>(`${orderPath(orderId)}/${encodeURIComponent(invoiceId)}/${format}`, { auth: true, raw: true });
