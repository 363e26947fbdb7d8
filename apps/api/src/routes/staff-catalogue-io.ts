// Back office: the catalogue import and export (issue 33; docs/inventory.md "Catalogue import and export"). Admins only,
// like product editing: everybody else, city managers included, gets 404 before a body is read. The import is two
// steps: the upload is checked (every problem by row and column) and kept, then applied by its id.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  CATALOGUE_IMPORT_LIMITS,
  CATALOGUE_NO_FILE,
  CATALOGUE_TOO_LARGE,
  CatalogueExportQuery,
  CatalogueImportSummary,
} from "@shop/contracts";
import type { Context } from "hono";
import { z } from "zod";
import { AppError } from "../core/app-error";
import type { ApiDeps } from "../core/deps";
import { requireAdmin } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { applyCatalogueImport } from "../use-cases/staff/catalogue/apply-catalogue-import";
import type { UploadFile } from "../use-cases/staff/catalogue/catalogue-upload";
import { exportCatalogue } from "../use-cases/staff/catalogue/export-catalogue";
import { previewCatalogueImport } from "../use-cases/staff/catalogue/preview-catalogue-import";
import { BEARER } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Staff";
const LIMITS = CATALOGUE_IMPORT_LIMITS;
const notAdmin = failure("Not an admin (city managers, customers and anonymous callers alike)");
const COLUMNS =
  "sku, slug, ean, kind (simple/bundle), category (slug), brand (slug), tpd (yes/no), vat_rate (23, 8, 5, 0, zw), attributes " +
  "(code:value;…), bundle_items (SKU:quantity;…), then name, short_description, description, seo_title, seo_description for each of " +
  "_en, _uk, _pl, _ru";

const exportFile = createRoute({
  method: "get",
  path: "/api/v1/staff/catalogue/export",
  tags: [TAG],
  summary: "The catalogue as CSV or XLSX (admins)",
  description: `Every product, one row each, in id order; columns: ${COLUMNS}. The import takes the file back unchanged.`,
  security: BEARER,
  request: { query: CatalogueExportQuery },
  parameters: [localeHeader],
  responses: {
    200: {
      description: "The file (an attachment)",
      content: {
        "text/csv": { schema: z.string() },
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { schema: z.string().meta({ format: "binary" }) },
      },
    },
    404: notAdmin,
    ...errorResponses,
  },
});

const upload = createRoute({
  method: "post",
  path: "/api/v1/staff/catalogue/imports",
  tags: [TAG],
  summary: "Check a catalogue import (admins)",
  description:
    `multipart/form-data: \`file\` (CSV or XLSX, at most 10 MB, the header first; columns: ${COLUMNS}; any order; only sku is ` +
    "required, a column left out keeps what the products have) and optionally `images` (a ZIP of at most 200 MB and 5,000 files " +
    "named <SKU>.jpg, <SKU>-2.jpg … <SKU>-8.jpg; JPEG, PNG, WebP or AVIF, each at most 10 MB). Nothing changes: the answer says " +
    "what the import would create and change per SKU, and the upload waits 24 hours to be applied by its `id`. Any problem answers " +
    "400 listing every one (path `rows.{row}.{column}`, `rows.{row}`, `images.{file}` or `file`).",
  security: BEARER,
  request: {
    body: {
      description: "The products file and the images' ZIP",
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: { file: { type: "string", format: "binary" }, images: { type: "string", format: "binary" } },
            required: ["file"],
          },
        },
      },
    },
  },
  parameters: [localeHeader],
  responses: {
    201: jsonContent(CatalogueImportSummary, "What the import would do (applied: false)"),
    400: failure("VALIDATION_FAILED: every problem of the upload; nothing was kept"),
    404: notAdmin,
    413: failure("PAYLOAD_TOO_LARGE: the file is over 10 MB or the ZIP over 200 MB"),
    ...errorResponses,
  },
});

const apply = createRoute({
  method: "post",
  path: "/api/v1/staff/catalogue/imports/{id}/apply",
  tags: [TAG],
  summary: "Apply a checked catalogue import (admins)",
  description:
    "Checks the upload again against the shop as it is now and writes it, all or nothing: new SKUs become products, existing " +
    "ones change only where the file differs, the ZIP's images are added unless the product has the same image already; nothing " +
    "is deleted. Audited: product.create / product.update per product, product-image.upload per image, one product.import. Once " +
    "applied the upload is gone (404).",
  security: BEARER,
  request: {
    params: z.object({
      id: z
        .string()
        .regex(/^[0-9]{8}-[0-9a-f]{24}$/)
        .meta({ example: "20261129-0123456789abcdef01234567" }),
    }),
  },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(CatalogueImportSummary, "What was done (applied: true)"),
    400: failure("VALIDATION_FAILED: the shop changed since the check, and the upload no longer fits it; nothing changed"),
    404: failure("No such upload waiting (applied already, expired, another admin's), or not an admin"),
    409: failure("CONFLICT: a product was saved meanwhile with a code of the file; apply again to see which"),
    ...errorResponses,
  },
});

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", { messages: CATALOGUE_TOO_LARGE });

/** The form's part as a file (a name and its bytes), null when it is missing or empty. */
async function partOf(form: FormData, name: string, max: number): Promise<UploadFile | null> {
  const part = form.get(name);
  if (!(part instanceof Blob) || part.size === 0) return null;
  if (part.size > max) throw tooLarge();
  return { name: part instanceof File && part.name ? part.name : name, bytes: new Uint8Array(await part.arrayBuffer()) };
}

async function uploadOf(c: Context<ApiEnv>): Promise<{ file: UploadFile; zip: UploadFile | null }> {
  if (!c.req.header("content-type")?.toLowerCase().startsWith("multipart/form-data"))
    throw new AppError("VALIDATION_FAILED", { messages: CATALOGUE_NO_FILE });
  // A body that is not the multipart it says it is: no file came.
  const form = await c.req.formData().catch(() => {
    throw new AppError("VALIDATION_FAILED", { messages: CATALOGUE_NO_FILE });
  });
  const file = await partOf(form, "file", LIMITS.fileBytes);
  if (!file) throw new AppError("VALIDATION_FAILED", { messages: CATALOGUE_NO_FILE });
  return { file, zip: await partOf(form, "images", LIMITS.zipBytes) };
}

export function staffCatalogueIoRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  // Admins only, before a body is read.
  app.use("/api/v1/staff/catalogue/*", async (c, next) => {
    requireAdmin(c);
    await next();
  });
  app.openapi(exportFile, async (c) => {
    requireAdmin(c);
    const { format } = c.req.valid("query");
    const { filename, body } = await exportCatalogue(deps.database.db, format);
    const type = format === "csv" ? "text/csv; charset=utf-8" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    return c.body(typeof body === "string" ? body : new Uint8Array(body), 200, {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    }) as never;
  });
  app.openapi(upload, async (c) => {
    const staff = requireAdmin(c);
    return c.json(await previewCatalogueImport(deps, staff, await uploadOf(c), c.var.locale), 201);
  });
  app.openapi(apply, async (c) => {
    const staff = requireAdmin(c);
    return c.json(await applyCatalogueImport(deps, staff, c.req.valid("param").id, c.var.locale), 200);
  });
}
