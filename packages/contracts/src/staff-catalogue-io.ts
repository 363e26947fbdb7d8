// Back office: the catalogue import and export (issue 33; docs/inventory.md "Catalogue import and export"). The file's
// columns are packages/domain's catalogue-file.ts; what is wrong with one, catalogue-io-messages.ts.
import { z } from "zod";

export * from "./catalogue-io-messages";

export const CatalogueFileFormat = z.enum(["csv", "xlsx"]);
export type CatalogueFileFormat = z.infer<typeof CatalogueFileFormat>;

export const CatalogueExportQuery = z.object({
  format: CatalogueFileFormat.default("csv").describe("csv (UTF-8 with a byte order mark) or xlsx"),
});

/** The limits of one import (413 PAYLOAD_TOO_LARGE past the sizes). */
export const CATALOGUE_IMPORT_LIMITS = {
  /** The products file, CSV or XLSX. */
  fileBytes: 10 * 1024 * 1024,
  /** The images' ZIP. */
  zipBytes: 200 * 1024 * 1024,
  /** Files in the ZIP. */
  zipFiles: 5_000,
  /** One image, unpacked (as the product form's upload). */
  imageBytes: 10 * 1024 * 1024,
  /** How long a checked upload waits to be applied. */
  stagedHours: 24,
} as const;

export const CatalogueImportChange = z
  .object({
    row: z.number().int().describe("The file's row (the header is row 1)"),
    sku: z.string(),
    name: z.string().describe("The English name after the import"),
    action: z.enum(["create", "update"]),
    changes: z
      .array(z.object({ column: z.string(), before: z.string(), after: z.string() }))
      .describe("An update's changed columns, as the file writes them (long texts cut at 200 characters)"),
    images: z.number().int().describe("Images the ZIP adds to the product"),
  })
  .meta({ id: "CatalogueImportChange" });
export type CatalogueImportChange = z.infer<typeof CatalogueImportChange>;

export const CatalogueImportSummary = z
  .object({
    id: z.string().describe("The checked upload; apply it with POST /api/v1/staff/catalogue/imports/{id}/apply"),
    applied: z.boolean(),
    file: z.string().describe("The products file's name"),
    format: CatalogueFileFormat,
    zip: z.string().nullable().describe("The images' ZIP's name, if one came"),
    rows: z.number().int().describe("Data rows read"),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    images: z.object({
      added: z.number().int().describe("Images the ZIP adds"),
      known: z.number().int().describe("Images of the ZIP the products have already (the same bytes): not added again"),
    }),
    changes: z.array(CatalogueImportChange).describe("Every product created or changed, in the file's order"),
    expiresAt: z.iso.datetime({ offset: true }).describe("Until when the upload can be applied"),
  })
  .meta({ id: "CatalogueImportSummary" });
export type CatalogueImportSummary = z.infer<typeof CatalogueImportSummary>;
