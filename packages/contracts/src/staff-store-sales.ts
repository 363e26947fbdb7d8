// Back office: sales over the counter (issue 33; docs/inventory.md "Sales over the counter"). The stores also sell to
// walk-in customers on their own cash registers; staff record those sales (one register receipt, typed or scanned,
// or the register's daily CSV) so that online availability follows the shelf. Posted as `store-sale` movements at
// once; each register number once per store; never edited.
import { z } from "zod";
import { MAX_DOCUMENT_LINES, StaffStamp, StockLineInput, StockLineProduct, StockStore } from "./staff-inventory";

const Id = z.number().int().positive().max(2_147_483_647);
const Reference = z.string().trim().min(1, "required").max(64, "tooLong");
const SoldOn = z.iso.date().optional().describe("The day of the sales in shop time (YYYY-MM-DD); today when absent; not after today");

export const StoreSaleCreate = z
  .object({
    store: Id.describe("The store that sold"),
    reference: Reference.describe("The register's receipt number"),
    soldOn: SoldOn,
    lines: z
      .array(StockLineInput)
      .max(MAX_DOCUMENT_LINES * 2)
      .describe(`Each product once, at most ${MAX_DOCUMENT_LINES} lines`),
  })
  .meta({ id: "StoreSaleCreate" });
export type StoreSaleCreate = z.infer<typeof StoreSaleCreate>;

/** The register's daily CSV: the day and the daily report's number from the form, the lines from the file. */
export const StoreSaleImport = z
  .object({
    store: Id.describe("The store that sold"),
    reference: Reference.describe("The number of the register's daily report"),
    soldOn: SoldOn,
    csv: z.string().max(5_000_000).describe("The file: ean, sku or product; quantity; name (ignored). A product's lines are summed"),
  })
  .meta({ id: "StoreSaleImport" });
export type StoreSaleImport = z.infer<typeof StoreSaleImport>;

export const StoreSaleLine = z
  .object({
    product: StockLineProduct,
    quantity: z.number().int().describe("Units sold"),
    quantityAfter: z.number().int().nullable().describe("The store's units right after the sale"),
  })
  .meta({ id: "StoreSaleLine" });

const SaleHead = {
  id: z.number().int().describe("The sale's number"),
  store: StockStore,
  reference: z.string().describe("The register's receipt or daily report number"),
  source: z.enum(["counter", "csv"]).describe("One receipt typed or scanned, or the register's daily CSV"),
  soldOn: z.iso.date().describe("The day of the sales (shop time)"),
  created: StaffStamp,
  units: z.number().int().describe("Units over all lines"),
};

export const StoreSale = z.object({ ...SaleHead, lines: z.array(StoreSaleLine) }).meta({ id: "StoreSale" });
export type StoreSale = z.infer<typeof StoreSale>;

export const StoreSaleSummary = z
  .object({ ...SaleHead, lines: z.number().int().describe("How many products") })
  .meta({ id: "StoreSaleSummary" });
export type StoreSaleSummary = z.infer<typeof StoreSaleSummary>;

export const StoreSalesQuery = z.object({
  store: z.coerce.number().int().positive().max(2_147_483_647),
  q: z.string().trim().max(64).optional().describe("A register number, or part of one"),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type StoreSalesQuery = z.infer<typeof StoreSalesQuery>;

export const StoreSales = z
  .object({
    items: z.array(StoreSaleSummary).describe("Newest first"),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  })
  .meta({ id: "StoreSales" });
export type StoreSales = z.infer<typeof StoreSales>;

export const StoreSalePreviewLine = z
  .object({
    lines: z.array(z.number().int()).describe("The file's lines of the product (the header is line 1), summed"),
    product: StockLineProduct,
    quantity: z.number().int(),
    before: z.number().int().describe("The store's units now"),
    after: z.number().int().describe("The store's units once applied"),
  })
  .meta({ id: "StoreSalePreviewLine" });

export const StoreSaleImportPreview = z
  .object({
    store: StockStore,
    reference: z.string(),
    soldOn: z.iso.date(),
    rows: z.number().int().describe("Data lines read"),
    lines: z.array(StoreSalePreviewLine).describe("One per product, in the order of their first line"),
    units: z.number().int(),
  })
  .meta({ id: "StoreSaleImportPreview" });
export type StoreSaleImportPreview = z.infer<typeof StoreSaleImportPreview>;
