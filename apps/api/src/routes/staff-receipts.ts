// Back office: goods receipts (issue 33; docs/inventory.md "Goods receipts"): a supplier's delivery into a store,
// typed or imported from a CSV (preview, then apply), posted as `receipt` movements; a store's receipts and one receipt.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  ReceiptCreate,
  ReceiptImport,
  ReceiptImportPreview,
  StockDocumentImportQuery,
  StockReceipt,
  StockReceipts,
  StockReceiptsQuery,
  VALIDATION_MESSAGES,
} from "@shop/contracts";
import type { Context } from "hono";
import { z } from "zod";
import { AppError } from "../core/app-error";
import type { ApiDeps } from "../core/deps";
import { requireStaff } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { importReceiptCsv } from "../use-cases/staff/inventory/import-receipt-csv";
import { getStockReceipt, listStockReceipts } from "../use-cases/staff/inventory/list-receipts";
import { receiveGoods } from "../use-cases/staff/inventory/receive-goods";
import { BEARER } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";
import { RequestKeyHeaders } from "./staff-stock";
import { CsvFile, csvText } from "./stock-csv-upload";

const TAG = "Staff: stock";
const ONCE =
  "One receipt per supplier's document and store (the supplier's name and the number compared in any case): the same " +
  "document again answers 409 CONFLICT naming the earlier receipt (`details.receipt`: id, createdAt), so a retry knows it " +
  "was done; the same Idempotency-Key answers the receipt it made (200).";

const ReceiptImportForm = ReceiptImport.omit({ csv: true }).extend({
  store: z.coerce.number().int().positive().max(2_147_483_647),
  file: CsvFile,
});

const receive = createRoute({
  method: "post",
  path: "/api/v1/staff/stock/receipts",
  tags: [TAG],
  summary: "Receive goods (typed)",
  description:
    "A supplier's delivery into a store: one document, and a `receipt` movement per line (with its net unit cost) in the ledger. " +
    "Lines name products by id, EAN, SKU or #id; each a simple product the store's city sells, once, 1 to 1000000 units, " +
    "`unitCost` in grosze from 0 to 10000000 or absent. Every problem is answered at once by line (`lines.{n}.product`, " +
    `\`lines.{n}.quantity\`, \`lines.{n}.unitCost\`, n from 1) and nothing changes. ${ONCE} A city's stock rising from 0 sends ` +
    "its confirmed back-in-stock alerts. Audited as `stock.receipt`.",
  security: BEARER,
  request: { headers: RequestKeyHeaders, body: { required: true, ...jsonContent(ReceiptCreate, "The receipt") } },
  parameters: [localeHeader],
  responses: {
    201: jsonContent(StockReceipt, "The receipt, with the units the store held after each line"),
    200: jsonContent(StockReceipt, "The receipt this Idempotency-Key made before"),
    400: failure("VALIDATION_FAILED: every problem by line; nothing changed"),
    404: failure("A store the caller does not act on (or not staff)"),
    409: failure("CONFLICT: the store has received this supplier's document already (`details.receipt`)"),
    ...errorResponses,
  },
});

const importCsv = createRoute({
  method: "post",
  path: "/api/v1/staff/stock/receipts/import",
  tags: [TAG],
  summary: "Receive goods from a CSV",
  description:
    "The supplier and their document's number come with the file (JSON `{ store, supplierName, supplierDocument, note?, csv }`, " +
    "or a multipart form with the same fields and the file in `file`; at most 5 MB). The file: UTF-8, commas, header first, " +
    "columns in any order and case: `ean`, `sku` or `product` (an EAN, an SKU or #id; one is enough, several must name the " +
    "same product), `quantity` (1 to 1000000), `unit_cost` (optional: złoty, net, with a dot or a comma), `name` (ignored). " +
    "Each product on one line, at most 5000 lines. Any problem answers 400 listing every one by line and column (path " +
    "`lines.{line}.{column}`, the header being line 1) and nothing changes. `dryRun=1` answers what the file would post " +
    `(each product's units in the store now and after). ${ONCE}`,
  security: BEARER,
  request: {
    headers: RequestKeyHeaders,
    query: StockDocumentImportQuery,
    body: {
      description: "The receipt's head and the file",
      content: { "application/json": { schema: ReceiptImport }, "multipart/form-data": { schema: ReceiptImportForm } },
    },
  },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(
      z.union([ReceiptImportPreview, StockReceipt]),
      "dryRun: the preview; otherwise the receipt this Idempotency-Key made before",
    ),
    201: jsonContent(StockReceipt, "The receipt posted"),
    400: failure("VALIDATION_FAILED: every problem of the file by line and column; nothing changed"),
    404: failure("A store the caller does not act on (or not staff)"),
    409: failure("CONFLICT: the store has received this supplier's document already (`details.receipt`)"),
    413: failure("The file is larger than 5 MB"),
    ...errorResponses,
  },
});

const list = createRoute({
  method: "get",
  path: "/api/v1/staff/stock/receipts",
  tags: [TAG],
  summary: "A store's goods receipts",
  description: "Newest first, 20 a page; `q` finds words of the supplier's name or document number.",
  security: BEARER,
  request: { query: StockReceiptsQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StockReceipts, "One page"),
    400: failure("A parameter is malformed"),
    404: failure("A store the caller does not act on (or not staff)"),
    ...errorResponses,
  },
});

const one = createRoute({
  method: "get",
  path: "/api/v1/staff/stock/receipts/{id}",
  tags: [TAG],
  summary: "A goods receipt",
  security: BEARER,
  request: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StockReceipt, "The receipt with its lines"),
    404: failure("No such receipt, or of a store the caller does not act on (or not staff)"),
    ...errorResponses,
  },
});

/** The import's head and file, from JSON or a multipart form. */
async function importBody(c: Context<ApiEnv>, json: ReceiptImport, form: z.infer<typeof ReceiptImportForm>): Promise<ReceiptImport> {
  const isJson = /^application\/json/i.test(c.req.header("content-type") ?? "");
  const csv = await csvText(isJson ? json : undefined, isJson ? undefined : form);
  if (csv === null)
    throw new AppError("VALIDATION_FAILED", { issues: [{ path: "file", message: VALIDATION_MESSAGES.required[c.var.locale] }] });
  if (isJson) return { ...json, csv };
  const { file: _file, ...head } = form;
  return { ...head, csv };
}

export function staffReceiptsRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.openapi(receive, async (c) => {
    const staff = requireStaff(c);
    const key = c.req.valid("header")["idempotency-key"] ?? null;
    const { created, receipt } = await receiveGoods(deps, staff, c.req.valid("json"), key, c.var.locale);
    return created ? c.json(receipt, 201) : c.json(receipt, 200);
  });
  app.openapi(importCsv, async (c) => {
    const staff = requireStaff(c);
    const key = c.req.valid("header")["idempotency-key"] ?? null;
    const body = await importBody(c, c.req.valid("json") as ReceiptImport, c.req.valid("form") as z.infer<typeof ReceiptImportForm>);
    const answer = await importReceiptCsv(deps, staff, body, { dryRun: c.req.valid("query").dryRun, requestKey: key }, c.var.locale);
    if (answer.dryRun) return c.json(answer.preview, 200);
    return answer.created ? c.json(answer.receipt, 201) : c.json(answer.receipt, 200);
  });
  app.openapi(list, async (c) =>
    c.json(await listStockReceipts(deps.database.db, requireStaff(c), c.req.valid("query"), c.var.locale), 200),
  );
  app.openapi(one, async (c) =>
    c.json(await getStockReceipt(deps.database.db, requireStaff(c), c.req.valid("param").id, c.var.locale), 200),
  );
}
