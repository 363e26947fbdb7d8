// The back office's invoices API (issue 34; packages/contracts staff-invoices.ts): the month's list and its CSV, one
// invoice and its files (passed on unread), sending a rejected one again, an order's invoices and invoice buyer, and
// the invoicing settings (admins).
import type {
  InvoiceBuyerUpdate,
  InvoicingSettingsView,
  StaffInvoiceCsvQuery,
  StaffInvoiceDetail,
  StaffInvoiceList,
  StaffInvoiceQuery,
  StaffOrderInvoices,
} from "@shop/contracts";
import { type ApiClient, ApiError } from "./client";

const invoicePath = (id: string) => `/api/v1/staff/invoices/${encodeURIComponent(id)}`;
const orderPath = (id: string) => `/api/v1/staff/orders/${encodeURIComponent(id)}`;

export const getStaffInvoices = (api: ApiClient, query: StaffInvoiceQuery) =>
  api.call<StaffInvoiceList>("/api/v1/staff/invoices", { auth: true, query: { ...query } });

/** The month's invoices as CSV text (with its byte order mark, which reading text may drop). */
export const exportStaffInvoicesCsv = (api: ApiClient, query: StaffInvoiceCsvQuery) =>
  api.call<string>("/api/v1/staff/invoices.csv", { auth: true, query: { ...query } });

/** One invoice; null when there is none the caller may see (a city manager: another city's invoice). */
export async function findStaffInvoice(api: ApiClient, id: string): Promise<StaffInvoiceDetail | null> {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  try {
    return await api.call<StaffInvoiceDetail>(invoicePath(id), { auth: true });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}

export type InvoiceFileKind = "xml" | "pdf" | "upo";

/** An invoice's file as the API streams it (an attachment); errors throw ApiError. */
export const fetchInvoiceFile = (api: ApiClient, id: string, kind: InvoiceFileKind) =>
  api.call<Response>(`${invoicePath(id)}/${kind}`, { auth: true, raw: true });

/** Sends a rejected invoice again; refusals (409: not rejected) are final. */
export const resendStaffInvoice = (api: ApiClient, id: string) =>
  api.call<StaffInvoiceDetail>(`${invoicePath(id)}/resend`, { method: "POST", auth: true, finalCodes: ["CONFLICT"] });

/** An order's invoices and buyer; null when the caller may not see the order. */
export async function findOrderInvoices(api: ApiClient, orderId: string): Promise<StaffOrderInvoices | null> {
  try {
    return await api.call<StaffOrderInvoices>(`${orderPath(orderId)}/invoices`, { auth: true });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}

export const setOrderInvoiceBuyer = (api: ApiClient, orderId: string, body: InvoiceBuyerUpdate) =>
  api.call<StaffOrderInvoices>(`${orderPath(orderId)}/invoice-buyer`, {
    method: "PUT",
    body,
    auth: true,
    finalCodes: ["CONFLICT", "VALIDATION_FAILED"],
  });

export const getInvoicingSettings = (api: ApiClient) => api.call<InvoicingSettingsView>("/api/v1/staff/invoicing-settings", { auth: true });
