// Back office: sales over the counter (issue 33; docs/inventory.md "Sales over the counter"): what a store's own cash
// register sold, one receipt typed or scanned, or the register's daily CSV (preview, then apply), posted as
// `store-sale` movements; a store's sales and one sale.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  StockDocumentImportQuery,
  StoreSale,
  StoreSaleCreate,
  StoreSaleImport,
  StoreSaleImportPreview,
  StoreSales,
  StoreSalesQuery,
  VALIDATION_MESSAGES,
} from "@shop/contracts";
import type { Context } from "hono";
import { z } from "zod";
import { AppError } from "../core/app-error";
import type { ApiDeps } from "../core/deps";
import { requireStaff } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { importSalesCsv } from "../use-cases/staff/inventory/import-sales-csv";
import { getStoreSale, listStoreSales } from "../use-cases/staff/inventory/list-store-sales";
import { recordStoreSale } from "../use-cases/staff/inventory/record-store-sale";
import { BEARER } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";
import { RequestKeyHeaders } from "./staff-stock";
import { CsvFile, csvText } from "./stock-csv-upload";

const TAG = "Staff: stock";
const ONCE =
  "Each register number once per store (any case): the same number again answers 409 CONFLICT naming the earlier sale " +
  "(`details.sale`: id, createdAt), so a retry knows it was done; the same Idempotency-Key answers the sale it made (200).";
const SHORT =
  "A product the store holds fewer units of than sold is refused naming the product and what the shelf holds (checked under " +
  "the offers' locks, as orders take them): record the rest after a count puts the shelf right.";

const StoreSaleImportForm = StoreSaleImport.omit({ csv: true }).extend({
  store: z.coerce.number().int().positive().max(2_147_483_647),
  soldOn: z.union([z.iso.date(), z.literal("").transform(() => undefined)]).optional(),
  file: CsvFile,
});

const record = createRoute({
  method: "post",
  path: "/api/v1/staff/stock/sales",
  tags: [TAG],
  summary: "Record a sale over the counter",
  description:
    "One receipt of the store's own cash register: its number (`reference`), the day (today in shop time when absent; not " +
    "after today) and the lines, posted as `store-sale` movements. Lines name products by id, EAN, SKU or #id; each a simple " +
    "product the store's city sells, once, 1 to 1000000 units. Every problem is answered at once by line (`lines.{n}.product`, " +
    `\`lines.{n}.quantity\`, n from 1) and nothing changes. ${SHORT} ${ONCE} Audited as \`stock.sale\`.`,
  security: BEARER,
  request: { headers: RequestKeyHeaders, body: { required: true, ...jsonContent(StoreSaleCreate, "The sale") } },
  parameters: [localeHeader],
  responses: {
    201: jsonContent(StoreSale, "The sale, with the units the store held after each line"),
    200: jsonContent(StoreSale, "The sale this Idempotency-Key made before"),
    400: failure("VALIDATION_FAILED: every problem by line; nothing changed"),
    404: failure("A store the caller does not act on (or not staff)"),
    409: failure("CONFLICT: the store has recorded this register number already (`details.sale`)"),
    ...errorResponses,
  },
});

const importCsv = createRoute({
  method: "post",
  path: "/api/v1/staff/stock/sales/import",
  tags: [TAG],
  summary: "Record a day's counter sales from the register's CSV",
  description:
    "The day and the number of the register's daily report come with the file (JSON `{ store, reference, soldOn?, csv }`, or a " +
    "multipart form with the same fields and the file in `file`; at most 5 MB). The file: UTF-8, commas, header first, columns " +
    "in any order and case: `ean`, `sku` or `product` (an EAN, an SKU or #id; one is enough, several must name the same " +
    "product), `quantity` (1 to 1000000), `name` (ignored); at most 5000 lines. A product on several lines is sold once with " +
    "their sum. Any problem answers 400 listing every one by line and column (path `lines.{line}.{column}`, the header being " +
    `line 1) and nothing changes. ${SHORT} \`dryRun=1\` answers what the file would post. ${ONCE}`,
  security: BEARER,
  request: {
    headers: RequestKeyHeaders,
    query: StockDocumentImportQuery,
    body: {
      description: "The day, the report's number and the file",
      content: { "application/json": { schema: StoreSaleImport }, "multipart/form-data": { schema: StoreSaleImportForm } },
    },
  },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(
      z.union([StoreSaleImportPreview, StoreSale]),
      "dryRun: the preview; otherwise the sale this Idempotency-Key made before",
    ),
    201: jsonContent(StoreSale, "The sale posted"),
    400: failure("VALIDATION_FAILED: every problem of the file by line and column; nothing changed"),
    404: failure("A store the caller does not act on (or not staff)"),
    409: failure("CONFLICT: the store has recorded this register number already (`details.sale`)"),
    413: failure("The file is larger than 5 MB"),
    ...errorResponses,
  },
});

const list = createRoute({
  method: "get",
  path: "/api/v1/staff/stock/sales",
  tags: [TAG],
  summary: "A store's counter sales",
  description: "Newest first, 20 a page; `q` finds a register number or part of one.",
  security: BEARER,
  request: { query: StoreSalesQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StoreSales, "One page"),
    400: failure("A parameter is malformed"),
    404: failure("A store the caller does not act on (or not staff)"),
    ...errorResponses,
  },
});

const one = createRoute({
  method: "get",
  path: "/api/v1/staff/stock/sales/{id}",
  tags: [TAG],
  summary: "A counter sale",
  security: BEARER,
  request: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StoreSale, "The sale with its lines"),
    404: failure("No such sale, or of a store the caller does not act on (or not staff)"),
    ...errorResponses,
  },
});

/** The import's head and file, from JSON or a multipart form. */
async function importBody(c: Context<ApiEnv>, json: StoreSaleImport, form: z.infer<typeof StoreSaleImportForm>): Promise<StoreSaleImport> {
  const isJson = /^application\/json/i.test(c.req.header("content-type") ?? "");
  const csv = await csvText(isJson ? json : undefined, isJson ? undefined : form);
  if (csv === null)
    throw new AppError("VALIDATION_FAILED", { issues: [{ path: "file", message: VALIDATION_MESSAGES.required[c.var.locale] }] });
  if (isJson) return { ...json, csv };
  const { file: _file, ...head } = form;
  return { ...head, csv };
}

export function staffStoreSalesRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.openapi(record, async (c) => {
    const staff = requireStaff(c);
    const key = c.req.valid("header")["idempotency-key"] ?? null;
    const { created, sale } = await recordStoreSale(deps, staff, c.req.valid("json"), key, c.var.locale);
    return created ? c.json(sale, 201) : c.json(sale, 200);
  });
  app.openapi(importCsv, async (c) => {
    const staff = requireStaff(c);
    const key = c.req.valid("header")["idempotency-key"] ?? null;
    const body = await importBody(c, c.req.valid("json") as StoreSaleImport, c.req.valid("form") as z.infer<typeof StoreSaleImportForm>);
    const answer = await importSalesCsv(deps, staff, body, { dryRun: c.req.valid("query").dryRun, requestKey: key }, c.var.locale);
    if (answer.dryRun) return c.json(answer.preview, 200);
    return answer.created ? c.json(answer.sale, 201) : c.json(answer.sale, 200);
  });
  app.openapi(list, async (c) => c.json(await listStoreSales(deps.database.db, requireStaff(c), c.req.valid("query"), c.var.locale), 200));
  app.openapi(one, async (c) => c.json(await getStoreSale(deps.database.db, requireStaff(c), c.req.valid("param").id, c.var.locale), 200));
}
