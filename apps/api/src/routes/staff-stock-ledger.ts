// Back office: the stock ledger (issue 33; docs/inventory.md "The ledger in the back office"): every movement of the
// caller's stores' units, filtered, as pages or as CSV.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { StockMovements, StockMovementsQuery } from "@shop/contracts";
import { LEDGER_CSV_MAX_ROWS } from "@shop/domain";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { requireStaff } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { exportStockMovementsCsv, listStockMovements } from "../use-cases/staff/inventory/list-stock-movements";
import { BEARER } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Staff: stock";

const FILTERS =
  "`store` and/or `product` (at least one; `product` is an id, EAN, SKU or #id, and alone means that product in every store " +
  "the caller acts on), `kind`, `from`/`to` (days YYYY-MM-DD in shop time, Europe/Warsaw, both included) and `actor` (a staff " +
  "member's e-mail, `staff`, `customer` or `system`). A city manager sees their cities' stores only: a `store` of another city " +
  "answers 404, a `product` alone only their stores' movements. A customer's movements name no customer (their document is the order).";

const list = createRoute({
  method: "get",
  path: "/api/v1/staff/stock/movements",
  tags: [TAG],
  summary: "The stock ledger",
  description: `Movements newest first (the order the ledger recorded them), 50 a page. ${FILTERS}`,
  security: BEARER,
  request: { query: StockMovementsQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StockMovements, "One page"),
    400: failure("VALIDATION_FAILED: neither store nor product, a day that is not YYYY-MM-DD, from after to, an unknown product"),
    404: failure("A store the caller does not act on (or not staff)"),
    ...errorResponses,
  },
});

const csv = createRoute({
  method: "get",
  path: "/api/v1/staff/stock/movements.csv",
  tags: [TAG],
  summary: "The stock ledger as CSV",
  description:
    `The same filters (no pages): UTF-8 with a byte-order mark, CRLF, a header line, newest first; times in shop time ` +
    `(\`at\`) and UTC (\`at_utc\`), unit costs in złoty. At most ${LEDGER_CSV_MAX_ROWS} lines: a wider choice answers 400 ` +
    `(path \`csv\`) asking for a store, a product or fewer days. ${FILTERS}`,
  security: BEARER,
  request: { query: StockMovementsQuery.omit({ page: true }) },
  parameters: [localeHeader],
  responses: {
    200: { description: "The CSV file (an attachment)", content: { "text/csv": { schema: z.string() } } },
    400: failure("VALIDATION_FAILED: as the list, or more lines than the export holds"),
    404: failure("A store the caller does not act on (or not staff)"),
    ...errorResponses,
  },
});

export function staffStockLedgerRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.openapi(list, async (c) =>
    c.json(await listStockMovements(deps.database.db, requireStaff(c), c.req.valid("query"), c.var.locale), 200),
  );
  app.openapi(csv, async (c) => {
    const file = await exportStockMovementsCsv(deps.database.db, requireStaff(c), c.req.valid("query"), c.var.locale);
    return c.body(file.csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    });
  });
}
