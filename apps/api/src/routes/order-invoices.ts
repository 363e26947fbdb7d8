// A customer's invoices (issue 34, docs/invoices.md): the list of one order's (its page) and of all their orders' (the
// cabinet), and each invoice's PDF and, for a business invoice, its FA(3) XML. Only the order's signed-in owner: like
// the order's other details, an invoice names the buyer; another customer's order or invoice is 404.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { CustomerInvoiceList } from "@shop/contracts";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { requireUser } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { downloadInvoice } from "../use-cases/invoicing/download-invoice";
import { listMyInvoices, listOrderInvoices } from "../use-cases/invoicing/list-customer-invoices";
import { BEARER, CABINET_TAG, unauthorized } from "./openapi-parts";
import { OrderParams } from "./orders";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Orders";

const InvoiceParams = OrderParams.extend({
  invoiceId: z.coerce.number().int().positive().max(2_147_483_647).describe("The invoice's id (CustomerInvoice.id)").meta({ example: 42 }),
});

const listOfOrder = createRoute({
  method: "get",
  path: "/api/v1/orders/{orderId}/invoices",
  tags: [TAG],
  summary: "The invoices of my order",
  description:
    "The order's VAT invoice and its corrections (none: an empty list), each with where KSeF has it in plain words and the " +
    "addresses of its files. Only the order's owner; another customer's order is 404.",
  security: BEARER,
  request: { params: OrderParams },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(CustomerInvoiceList, "The order's invoices"),
    401: unauthorized,
    404: failure("No order of the caller with this id"),
    ...errorResponses,
  },
});

const listMine = createRoute({
  method: "get",
  path: "/api/v1/cabinet/invoices",
  tags: [CABINET_TAG],
  summary: "All my invoices",
  description: "The invoices of every order of the signed-in customer, the newest order first.",
  security: BEARER,
  parameters: [localeHeader],
  responses: { 200: jsonContent(CustomerInvoiceList, "The customer's invoices"), 401: unauthorized, ...errorResponses },
});

const binary = z.string().meta({ format: "binary" });

const pdf = createRoute({
  method: "get",
  path: "/api/v1/orders/{orderId}/invoices/{invoiceId}/pdf",
  tags: [TAG],
  summary: "An invoice of my order as a PDF",
  description:
    "The invoice's PDF (in Polish), as an attachment named after its number (`FV-2026-11-00042.pdf`): with its KSeF number and " +
    'the KOD I verification QR code once KSeF accepted it; before that a business invoice\'s says "not yet in KSeF"; a private ' +
    "person's has no KSeF mark. Only the order's owner; another customer's order or invoice is 404.",
  security: BEARER,
  request: { params: InvoiceParams },
  parameters: [localeHeader],
  responses: {
    200: { description: "The PDF (an attachment)", content: { "application/pdf": { schema: binary } } },
    401: unauthorized,
    404: failure("No such invoice of the caller's order"),
    ...errorResponses,
  },
});

const xml = createRoute({
  method: "get",
  path: "/api/v1/orders/{orderId}/invoices/{invoiceId}/xml",
  tags: [TAG],
  summary: "A business invoice of my order as FA(3) XML",
  description:
    "The FA(3) XML exactly as it was (or is to be) sent to KSeF, as an attachment (`FV-2026-11-00042.xml`). A private person's " +
    "invoice has none (404); another customer's order or invoice is 404.",
  security: BEARER,
  request: { params: InvoiceParams },
  parameters: [localeHeader],
  responses: {
    200: { description: "The XML (an attachment)", content: { "application/xml": { schema: binary } } },
    401: unauthorized,
    404: failure("No such business invoice of the caller's order"),
    ...errorResponses,
  },
});

export function orderInvoiceRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const noStore = { "Cache-Control": "private, no-store" };
  // The owner's calls answer 401 before their input is looked at.
  for (const path of ["/api/v1/orders/:orderId/invoices", "/api/v1/orders/:orderId/invoices/*"]) {
    app.use(path, async (c, next) => {
      requireUser(c);
      await next();
    });
  }
  app.openapi(listOfOrder, async (c) => {
    const list = await listOrderInvoices(deps, requireUser(c), c.req.valid("param").orderId, c.var.locale);
    return c.json(list, 200, noStore);
  });
  app.openapi(listMine, async (c) => c.json(await listMyInvoices(deps, requireUser(c), c.var.locale), 200, noStore));
  for (const [route, format] of [
    [pdf, "pdf"],
    [xml, "xml"],
  ] as const) {
    app.openapi(route, async (c) => {
      const { orderId, invoiceId } = c.req.valid("param");
      const file = await downloadInvoice(deps, requireUser(c), orderId, invoiceId, format);
      // A copy of the PDF's bytes as the plain ArrayBuffer a body takes.
      const body = typeof file.body === "string" ? file.body : new Uint8Array(file.body);
      return c.body(body, 200, {
        ...noStore,
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.filename}"`,
      });
    });
  }
}
