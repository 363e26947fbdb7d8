// Back office: offers (issue 7). A product's offers in every city (read and saved as one table), a city's offers
// (paged, searched) and their CSV export and import. A city manager acts on their cities only: another city
// answers 404. Every change goes through save-offers (one transaction, audit, price history, caches).
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  CityOffers,
  CityOffersQuery,
  OffersCityQuery,
  OffersImportJson,
  OffersImportQuery,
  OffersImportResult,
  ProductOffers,
  ProductOffersUpdate,
  VALIDATION_MESSAGES,
} from "@shop/contracts";
import type { Context } from "hono";
import { z } from "zod";
import { AppError } from "../core/app-error";
import type { ApiDeps } from "../core/deps";
import { requireStaff } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { exportOffersCsv } from "../use-cases/staff/offers/export-offers-csv";
import { importOffersCsv } from "../use-cases/staff/offers/import-offers-csv";
import { listCityOffers } from "../use-cases/staff/offers/list-city-offers";
import { listProductOffers } from "../use-cases/staff/offers/list-product-offers";
import { saveProductOffers } from "../use-cases/staff/offers/save-product-offers";
import { BEARER } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Staff";
const MAX_CSV_BYTES = 5_000_000;
const ProductParams = z.object({ productId: z.coerce.number().int().positive().max(2_147_483_647).meta({ example: 1 }) });

const productOffers = createRoute({
  method: "get",
  path: "/api/v1/staff/products/{productId}/offers",
  tags: [TAG],
  summary: "A product's offers per city",
  description:
    "One row per city the caller may act on (an admin: every city, active or not), with the city's stores; `offer` null: not " +
    "offered there. `storeStock` is the units per store, `stock` their sum.",
  security: BEARER,
  request: { params: ProductParams },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(ProductOffers, "The product and its row per city"),
    404: failure("No such product (or not staff)"),
    ...errorResponses,
  },
});

const saveProduct = createRoute({
  method: "put",
  path: "/api/v1/staff/products/{productId}/offers",
  tags: [TAG],
  summary: "Save a product's offers per city",
  description:
    "For each city listed, the offer as it should be: created, changed, or removed (`offer: null`); other cities stay as they " +
    "are. Stock is set per store (`storeStock`, by store id; a store left out keeps its units; `stock` is worked out as their " +
    "sum); a bundle has none. All or nothing. Each value is checked (price above 0, sale price below the price, each store's " +
    "units 0 to 1000000 and a store of that city, franchise price above 0, wholesale tiers with a minimum quantity above 1 and " +
    "a price below the price): 400 lists every problem, named by city and field or store (path `offers.{index}.storeStock.{store}`), " +
    "in the Locale language. With `expected`, a field another save changed meanwhile is kept unless the form changed it too " +
    "(then 409 CONFLICT; each store's units count as a field of their own). A changed effective retail price is added to the " +
    "price history; every changed offer is in the audit log (`offer.update`, each store's units named by its address).",
  security: BEARER,
  request: { params: ProductParams, body: { required: true, ...jsonContent(ProductOffersUpdate, "The offers per city") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(ProductOffers, "The product's offers as now stored"),
    400: failure("VALIDATION_FAILED: `issues` lists every problem (path `offers.{index}.{field}`)"),
    404: failure("No such product or city, or a city the city manager does not run (or not staff)"),
    409: failure("CONFLICT: another save changed the same field to something else meanwhile"),
    ...errorResponses,
  },
});

const cityOffers = createRoute({
  method: "get",
  path: "/api/v1/staff/offers",
  tags: [TAG],
  summary: "A city's offers",
  description:
    "By product slug, 50 a page (`page`, from 1); `q` searches the product's slug and names. `cities` are the caller's cities, " +
    "`stores` the city's stores (each offer's `storeStock` is by their ids).",
  security: BEARER,
  request: { query: CityOffersQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(CityOffers, "One page of the city's offers"),
    400: failure("A parameter is malformed"),
    404: failure("No such city, or one the city manager does not run (or not staff)"),
    ...errorResponses,
  },
});

const exportCsv = createRoute({
  method: "get",
  path: "/api/v1/staff/offers/export.csv",
  tags: [TAG],
  summary: "A city's offers as CSV",
  description:
    "UTF-8 with a byte order mark, CRLF, header first: product_slug, product_name_en, visible (yes/no), price, sale_price, " +
    "stock_total (the sum, for reading), one `stock:<store id> (<street>)` column per store of the city, franchise_price, " +
    "wholesale_tiers. Money in złoty with a dot (19.90); tiers as `10:17.90;50:15.90`; a bundle's stock cells are empty. The " +
    "import takes it back.",
  security: BEARER,
  request: { query: OffersCityQuery },
  parameters: [localeHeader],
  responses: {
    200: { description: "The CSV file (an attachment)", content: { "text/csv": { schema: z.string() } } },
    404: failure("No such city, or one the city manager does not run (or not staff)"),
    ...errorResponses,
  },
});

const importCsv = createRoute({
  method: "post",
  path: "/api/v1/staff/offers/import",
  tags: [TAG],
  summary: "Import a city's offers from CSV",
  description:
    "The export's columns; the header is required (any order; product_slug and price must be there, columns left out keep their " +
    "values; a product the city does not offer yet gets an offer). Stock is read from the `stock:<store id>` columns (anything " +
    "after the id is a label; an empty cell keeps the store's units; a store of another city is refused); product_name_en and " +
    "stock_total are ignored; the old single `stock` column is refused, naming the new ones. Body: the CSV as `text/csv`, a `multipart/form-data` field " +
    "`file`, or JSON `{ csv }`; at most 5 MB. Any problem (an unknown product slug, a bad number, a sale price not below the " +
    "price…) answers 400 listing every one by line (path `lines.{line}.{column}`), and nothing changes. `dryRun=1` answers what " +
    "would change without changing it. Audited: `offer.update` per changed offer and one `offers.import`.",
  security: BEARER,
  request: {
    query: OffersImportQuery,
    body: {
      description: "The CSV file",
      content: {
        "text/csv": { schema: { type: "string" } },
        "multipart/form-data": { schema: { type: "object", properties: { file: { type: "string", format: "binary" } } } },
        "application/json": { schema: { type: "object", properties: { csv: { type: "string" } }, required: ["csv"] } },
      },
    },
  },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(OffersImportResult, "What changed (or would change, in a dry run)"),
    400: failure("VALIDATION_FAILED: every problem of the file by line; nothing was changed"),
    404: failure("No such city, or one the city manager does not run (or not staff)"),
    413: failure("The file is larger than 5 MB"),
    ...errorResponses,
  },
});

/** The CSV of an import request, whichever way it was sent. */
async function csvOf(c: Context<ApiEnv>): Promise<string> {
  if (Number(c.req.header("content-length") ?? 0) > MAX_CSV_BYTES + 100_000) throw new AppError("PAYLOAD_TOO_LARGE");
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  let text: string;
  if (type.startsWith("multipart/form-data")) {
    const file = (await c.req.formData()).get("file");
    text = file === null ? "" : typeof file === "string" ? file : await file.text();
  } else if (type.startsWith("application/json")) {
    const parsed = OffersImportJson.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      throw new AppError("VALIDATION_FAILED", { issues: [{ path: "csv", message: VALIDATION_MESSAGES.required[c.var.locale] }] });
    text = parsed.data.csv;
  } else text = await c.req.text();
  if (text.length > MAX_CSV_BYTES) throw new AppError("PAYLOAD_TOO_LARGE");
  return text;
}

export function staffOffersRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const db = () => deps.database.db;
  app.openapi(productOffers, async (c) =>
    c.json(await listProductOffers(db(), requireStaff(c), c.req.valid("param").productId, c.var.locale), 200),
  );
  app.openapi(saveProduct, async (c) => {
    const staff = requireStaff(c);
    return c.json(await saveProductOffers(deps, staff, c.req.valid("param").productId, c.req.valid("json"), c.var.locale), 200);
  });
  app.openapi(cityOffers, async (c) => c.json(await listCityOffers(db(), requireStaff(c), c.req.valid("query"), c.var.locale), 200));
  app.openapi(exportCsv, async (c) => {
    const { filename, csv } = await exportOffersCsv(db(), requireStaff(c), c.req.valid("query").city);
    return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` });
  });
  app.openapi(importCsv, async (c) => {
    const staff = requireStaff(c);
    const { city, dryRun } = c.req.valid("query");
    return c.json(await importOffersCsv(deps, staff, { city, csv: await csvOf(c), dryRun }, c.var.locale), 200);
  });
}
