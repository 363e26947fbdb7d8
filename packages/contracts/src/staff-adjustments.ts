// Back office: write-offs and manual corrections of a store's units (issue 33; docs/inventory.md "Write-offs").
// A write-off takes units out of a store for a reason (damaged, expired, lost); a correction is what the offers form,
// its CSV and the stock tool post when staff type a store's units. Both are documents whose lines are their ledger
// movements; neither is ever edited.
import { z } from "zod";
import { MAX_DOCUMENT_LINES, StaffStamp, StockLineInput, StockLineProduct, StockStore, WriteOffReason } from "./staff-inventory";

const Id = z.number().int().positive().max(2_147_483_647);

export const WriteOffCreate = z
  .object({
    store: Id.describe("The store the units leave"),
    reason: WriteOffReason,
    note: z.string().trim().max(500).optional().describe("What happened (shown in the ledger)"),
    lines: z
      .array(StockLineInput)
      .max(MAX_DOCUMENT_LINES * 2)
      .describe(`Each product once, at most ${MAX_DOCUMENT_LINES} lines`),
  })
  .meta({ id: "WriteOffCreate" });
export type WriteOffCreate = z.infer<typeof WriteOffCreate>;

export const StockAdjustmentLine = z
  .object({
    product: StockLineProduct,
    quantity: z.number().int().describe("Signed: units out (−) or in (+)"),
    quantityAfter: z.number().int().describe("The store's units right after it"),
  })
  .meta({ id: "StockAdjustmentLine" });

export const StockAdjustment = z
  .object({
    id: z.number().int(),
    store: StockStore,
    kind: z.enum(["write-off", "correction"]),
    reason: WriteOffReason.nullable().describe("A write-off's reason"),
    note: z.string().nullable(),
    created: StaffStamp,
    lines: z.array(StockAdjustmentLine),
  })
  .meta({ id: "StockAdjustment" });
export type StockAdjustment = z.infer<typeof StockAdjustment>;

export const StockAdjustmentsQuery = z.object({
  store: z.coerce.number().int().positive().max(2_147_483_647),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type StockAdjustmentsQuery = z.infer<typeof StockAdjustmentsQuery>;

export const StockAdjustments = z
  .object({
    items: z.array(StockAdjustment).describe("Newest first"),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  })
  .meta({ id: "StockAdjustments" });
export type StockAdjustments = z.infer<typeof StockAdjustments>;
