// Back office: goods receipts (issue 33; docs/inventory.md "Goods receipts"). A supplier's delivery into a store: the
// supplier, their document's number, lines with the units and, when known, the net unit cost; typed, or imported
// from a CSV (preview, then apply). Posted as `receipt` movements at once; one receipt per supplier's document and
// store; never edited.
import { MAX_UNIT_COST } from "@shop/domain";
import { z } from "zod";
import { MAX_DOCUMENT_LINES, StaffStamp, StockLineInput, StockLineProduct, StockStore } from "./staff-inventory";

const Id = z.number().int().positive().max(2_147_483_647);
const SupplierName = z.string().trim().min(1, "required").max(200, "tooLong").describe("The supplier, as their document names them");
const SupplierDocument = z
  .string()
  .trim()
  .min(1, "required")
  .max(100, "tooLong")
  .describe("The supplier's delivery note or invoice number");
const Note = z.string().trim().max(500, "tooLong").optional().describe("Anything worth knowing later (shown with the receipt)");

export const ReceiptLineInput = StockLineInput.extend({
  unitCost: z.number().int().nullable().optional().describe(`Net unit cost in grosze, 0 to ${MAX_UNIT_COST} (absent or null: not known)`),
}).meta({ id: "ReceiptLineInput" });
export type ReceiptLineInput = z.infer<typeof ReceiptLineInput>;

export const ReceiptCreate = z
  .object({
    store: Id.describe("The store the units arrive in"),
    supplierName: SupplierName,
    supplierDocument: SupplierDocument,
    note: Note,
    lines: z
      .array(ReceiptLineInput)
      .max(MAX_DOCUMENT_LINES * 2)
      .describe(`Each product once, at most ${MAX_DOCUMENT_LINES} lines`),
  })
  .meta({ id: "ReceiptCreate" });
export type ReceiptCreate = z.infer<typeof ReceiptCreate>;

/** A CSV import: the supplier and the document from the form, the lines from the file (docs/inventory.md). */
export const ReceiptImport = z
  .object({
    store: Id.describe("The store the units arrive in"),
    supplierName: SupplierName,
    supplierDocument: SupplierDocument,
    note: Note,
    csv: z.string().max(5_000_000).describe("The file: ean, sku or product; quantity; unit_cost (złoty, optional); name (ignored)"),
  })
  .meta({ id: "ReceiptImport" });
export type ReceiptImport = z.infer<typeof ReceiptImport>;

export const StockDocumentImportQuery = z.object({
  dryRun: z
    .enum(["0", "1", "true", "false"])
    .optional()
    .transform((value) => value === "1" || value === "true")
    .describe("1: only answer what the file would post (a preview); nothing is written"),
});

const Totals = {
  units: z.number().int().describe("Units over all lines"),
  value: z.number().int().describe("Σ units × unit cost of the lines with a cost, grosze (net)"),
  uncosted: z.number().int().describe("Lines without a unit cost"),
};

export const StockReceiptLine = z
  .object({
    product: StockLineProduct,
    quantity: z.number().int(),
    unitCost: z.number().int().nullable().describe("Net, grosze; null: not known"),
    quantityAfter: z.number().int().nullable().describe("The store's units right after the receipt"),
  })
  .meta({ id: "StockReceiptLine" });

const ReceiptHead = {
  id: z.number().int().describe("The receipt's number"),
  store: StockStore,
  supplierName: z.string(),
  supplierDocument: z.string(),
  source: z.enum(["form", "csv"]).describe("Typed, or imported from a CSV"),
  created: StaffStamp,
};

export const StockReceipt = z
  .object({ ...ReceiptHead, note: z.string().nullable(), lines: z.array(StockReceiptLine), ...Totals })
  .meta({ id: "StockReceipt" });
export type StockReceipt = z.infer<typeof StockReceipt>;

export const StockReceiptSummary = z
  .object({ ...ReceiptHead, lines: z.number().int().describe("How many lines"), ...Totals })
  .meta({ id: "StockReceiptSummary" });
export type StockReceiptSummary = z.infer<typeof StockReceiptSummary>;

export const StockReceiptsQuery = z.object({
  store: z.coerce.number().int().positive().max(2_147_483_647),
  q: z.string().trim().max(100).optional().describe("Words of the supplier's name or document number"),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type StockReceiptsQuery = z.infer<typeof StockReceiptsQuery>;

export const StockReceipts = z
  .object({
    items: z.array(StockReceiptSummary).describe("Newest first"),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  })
  .meta({ id: "StockReceipts" });
export type StockReceipts = z.infer<typeof StockReceipts>;

export const ReceiptPreviewLine = z
  .object({
    line: z.number().int().describe("The file's line (the header is line 1)"),
    product: StockLineProduct,
    quantity: z.number().int(),
    unitCost: z.number().int().nullable(),
    before: z.number().int().describe("The store's units now"),
    after: z.number().int().describe("The store's units once applied"),
  })
  .meta({ id: "ReceiptPreviewLine" });

export const ReceiptImportPreview = z
  .object({
    store: StockStore,
    supplierName: z.string(),
    supplierDocument: z.string(),
    lines: z.array(ReceiptPreviewLine),
    ...Totals,
  })
  .meta({ id: "ReceiptImportPreview" });
export type ReceiptImportPreview = z.infer<typeof ReceiptImportPreview>;
