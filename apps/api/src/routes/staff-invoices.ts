// Back office: invoices (issue 34, docs/invoices.md "In the back office"). The month's invoices and corrections of the
// caller's cities, one invoice with its files (FA(3) XML, PDF, UPO), sending a rejected one again after the data was
// fixed, the month's CSV for the accountant, an order's invoices and its invoice buyer, and the invoicing settings
// (admins). staffRoutes' guard answers everybody but staff 404; a city manager reaches their cities' invoices only.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  InvoiceBuyerUpdate,
  InvoiceParams,
  InvoicingSettingsView,
  StaffInvoiceCsvQuery,
  StaffInvoiceDetail,
  StaffInvoiceList,
  StaffInvoiceQuery,
  StaffOrderInvoices,
} from "@shop/contracts";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { requireAdmin, requireStaff } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { getInvoicingSettings } from "../use-cases/staff/invoices/get-invoicing-settings";
import { downloadInvoicePdf, downloadInvoiceUpo, downloadInvoiceXml, getStaffInvoice } from "../use-cases/staff/invoices/get-staff-invoice";
import { exportInvoicesCsv, listInvoicesForStaff } from "../use-cases/staff/invoices/list-staff-invoices";
import { getOrderInvoices, setInvoiceBuyer } from "../use-cases/staff/invoices/order-invoices";
import { resendInvoice } from "../use-cases/staff/invoices/resend-invoice";
import { BEARER } from "./openapi-parts";
import { OrderParams } from "./orders";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Staff: invoices";
const noInvoice = failure("No such invoice (or not staff, or another city's invoice for a city manager)");
const noOrder = failure("No such order (or not staff, or another city's order for a city manager)");
const file = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string().meta({ format: type === "application/pdf" ? "binary" : undefined }) } },
});

const list = createRoute({
  method: "get",
  path: "/api/v1/staff/invoices",
  tags: [TAG],
  summary: "Invoices",
  description:
    "The invoices and corrections issued in a `month` (YYYY-MM; default the current month in shop time), newest first, 50 a " +
    "page. Filters: `city` (slug), `status` (KSeF: not-applicable, waiting, sent, accepted, rejected), `kind` (VAT, KOR) and " +
    "`q`: part of the buyer's name, NIP or the order's e-mail, an invoice number or an order id. Each row has KSeF's words " +
    "when it rejected the invoice, and a correction the number of the invoice it corrects. A city manager gets their cities' only.",
  security: BEARER,
  request: { query: StaffInvoiceQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffInvoiceList, "One page and how many match in all"),
    400: failure("VALIDATION_FAILED: a month that is not YYYY-MM, or another malformed filter"),
    404: failure("Not staff"),
    ...errorResponses,
  },
});

const csv = createRoute({
  method: "get",
  path: "/api/v1/staff/invoices.csv",
  tags: [TAG],
  summary: "The month's invoices as CSV, for the accountant",
  description:
    "Every invoice and correction issued in `month` (default the current one) of the caller's cities, or of `city`, in the " +
    "order of their numbers: number, kind, issue and sale dates, order, buyer's name and NIP, net/VAT/gross per rate (23, 8, " +
    "5, 0, zw) and in total (złoty with a dot; a correction's are its changes), KSeF number and status, the corrected " +
    "invoice's number. UTF-8 with a byte order mark, commas, CRLF.",
  security: BEARER,
  request: { query: StaffInvoiceCsvQuery },
  parameters: [localeHeader],
  responses: {
    200: { description: "The CSV file (an attachment)", content: { "text/csv": { schema: z.string() } } },
    400: failure("VALIDATION_FAILED: a month that is not YYYY-MM"),
    404: failure("Not staff"),
    ...errorResponses,
  },
});

const one = createRoute({
  method: "get",
  path: "/api/v1/staff/invoices/{invoiceId}",
  tags: [TAG],
  summary: "One invoice",
  description:
    "Its document (seller, buyer, lines, totals per rate, payment, what a correction corrects and why), its corrections or " +
    "the invoice it corrects (`related`), where KSeF has it (status, number, its words on a rejection, attempts, the next " +
    "attempt, whether the UPO is kept) and whether it may be sent again (`mayResend`: KSeF rejected it).",
  security: BEARER,
  request: { params: InvoiceParams },
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffInvoiceDetail, "The invoice"), 404: noInvoice, ...errorResponses },
});

const xml = createRoute({
  method: "get",
  path: "/api/v1/staff/invoices/{invoiceId}/xml",
  tags: [TAG],
  summary: "The invoice's FA(3) XML",
  description: "Exactly as issued (and sent to KSeF), as an attachment named after its number (FV_2026_11_00042.xml).",
  security: BEARER,
  request: { params: InvoiceParams },
  parameters: [localeHeader],
  responses: { 200: file("application/xml", "The XML file"), 404: noInvoice, ...errorResponses },
});

const pdf = createRoute({
  method: "get",
  path: "/api/v1/staff/invoices/{invoiceId}/pdf",
  tags: [TAG],
  summary: "The invoice as a PDF",
  description:
    "In Polish. Once KSeF accepted it: its KSeF number and the KOD I verification QR code; before that it says it is not yet " +
    "in KSeF; a private person's invoice is a PDF only.",
  security: BEARER,
  request: { params: InvoiceParams },
  parameters: [localeHeader],
  responses: { 200: file("application/pdf", "The PDF file"), 404: noInvoice, ...errorResponses },
});

const upo = createRoute({
  method: "get",
  path: "/api/v1/staff/invoices/{invoiceId}/upo",
  tags: [TAG],
  summary: "KSeF's official receipt (UPO) of the invoice",
  description: "The UPO XML as KSeF gave it once it accepted the invoice.",
  security: BEARER,
  request: { params: InvoiceParams },
  parameters: [localeHeader],
  responses: { 200: file("application/xml", "The UPO"), 404: failure("No such invoice, or no UPO yet (not accepted)"), ...errorResponses },
});

const resend = createRoute({
  method: "post",
  path: "/api/v1/staff/invoices/{invoiceId}/resend",
  tags: [TAG],
  summary: "Send a rejected invoice again",
  description:
    "After the data was fixed (the order's invoice buyer, or the seller's settings in the configuration): its document and " +
    "XML are drawn again from the order's current data and the current settings, under the same number and issue date, and " +
    "it waits for the KSeF sender (attempts from 0, due now). Audited as `invoice.resend`. 409 CONFLICT unless KSeF rejected it.",
  security: BEARER,
  request: { params: InvoiceParams },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffInvoiceDetail, "The invoice as drawn again, waiting"),
    404: noInvoice,
    409: failure("CONFLICT: not rejected (an issued invoice is only corrected), or invoicing is off"),
    ...errorResponses,
  },
});

const orderInvoices = createRoute({
  method: "get",
  path: "/api/v1/staff/orders/{orderId}/invoices",
  tags: [TAG],
  summary: "An order's invoices and invoice buyer",
  description: "Who its invoice is for, whether staff may change that now (`buyerEditable`), and its invoices (the VAT one first).",
  security: BEARER,
  request: { params: OrderParams },
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffOrderInvoices, "The order's invoices"), 404: noOrder, ...errorResponses },
});

const buyer = createRoute({
  method: "put",
  path: "/api/v1/staff/orders/{orderId}/invoice-buyer",
  tags: [TAG],
  summary: "Fix the order's invoice buyer",
  description:
    "A company: its name, NIP (ten digits with a valid checksum: 400 with path `nip` otherwise) and address. Only while the " +
    "order has no invoice, or KSeF rejected its invoices (send them again afterwards): 409 CONFLICT otherwise, since an issued " +
    "invoice is never changed, only corrected. Audited as `order.invoice-buyer`.",
  security: BEARER,
  request: { params: OrderParams, body: { required: true, ...jsonContent(InvoiceBuyerUpdate, "The buyer") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffOrderInvoices, "The order's invoices and its buyer as now stored"),
    400: failure("VALIDATION_FAILED: a field is missing or too long, or the NIP is not valid"),
    404: noOrder,
    409: failure("CONFLICT: the order has an invoice that is issued (not rejected)"),
    ...errorResponses,
  },
});

const settings = createRoute({
  method: "get",
  path: "/api/v1/staff/invoicing-settings",
  tags: [TAG],
  summary: "The invoicing settings (admins)",
  description: "The seller, the series and the place of issue (SELLER_*, INVOICE_*) and where KSeF is, as configured: read-only.",
  security: BEARER,
  parameters: [localeHeader],
  responses: { 200: jsonContent(InvoicingSettingsView, "The settings"), 404: failure("Not an admin"), ...errorResponses },
});

export function staffInvoiceRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const db = () => deps.database.db;
  const attachment = (found: { contentType: string; filename: string }) => ({
    "Content-Type": found.contentType,
    "Content-Disposition": `attachment; filename="${found.filename}"`,
    "Cache-Control": "private, no-store",
  });
  app.openapi(list, async (c) => c.json(await listInvoicesForStaff(db(), requireStaff(c), c.req.valid("query"), c.var.locale), 200));
  app.openapi(csv, async (c) => {
    const found = await exportInvoicesCsv(db(), requireStaff(c), c.req.valid("query"), c.var.locale);
    return c.body(found.csv, 200, attachment({ contentType: "text/csv; charset=utf-8", filename: found.filename }));
  });
  app.openapi(one, async (c) => c.json(await getStaffInvoice(db(), requireStaff(c), c.req.valid("param").invoiceId, c.var.locale), 200));
  app.openapi(xml, async (c) => {
    const found = await downloadInvoiceXml(db(), requireStaff(c), c.req.valid("param").invoiceId);
    return c.body(found.body, 200, attachment(found));
  });
  app.openapi(pdf, async (c) => {
    const found = await downloadInvoicePdf(deps, requireStaff(c), c.req.valid("param").invoiceId);
    return c.body(found.body, 200, attachment(found));
  });
  app.openapi(upo, async (c) => {
    const found = await downloadInvoiceUpo(db(), requireStaff(c), c.req.valid("param").invoiceId);
    return c.body(found.body, 200, attachment(found));
  });
  app.openapi(resend, async (c) => {
    const staff = requireStaff(c);
    const { invoiceId } = c.req.valid("param");
    const sent = await resendInvoice(deps, staff, invoiceId, c.var.locale);
    c.var.logger.info({ invoiceId, number: sent.number, staffId: staff.id }, "rejected invoice drawn again for KSeF");
    return c.json(sent, 200);
  });
  app.openapi(orderInvoices, async (c) =>
    c.json(await getOrderInvoices(db(), requireStaff(c), c.req.valid("param").orderId, c.var.locale), 200),
  );
  app.openapi(buyer, async (c) => {
    const { orderId } = c.req.valid("param");
    return c.json(await setInvoiceBuyer(db(), requireStaff(c), orderId, c.req.valid("json"), c.var.locale), 200);
  });
  app.openapi(settings, async (c) => {
    requireAdmin(c);
    return c.json(getInvoicingSettings(deps), 200);
  });
}
