// Back office: stock counts (issue 33; docs/inventory.md "Stock counts"). A count of a store (all the products its city
// sells, or a category's): staff count lines (a product by id, EAN, SKU or #id, and the units on the shelf); the
// line's expected units are read when it is counted; nothing changes until a manager applies the count, which posts
// `count` movements of counted − expected (THE COUNT RULE), with the count as their document.
import { z } from "zod";
import { MAX_DOCUMENT_LINES, StaffStamp, StockLineProduct, StockStore } from "./staff-inventory";

const Id = z.number().int().positive().max(2_147_483_647);
const IdParam = z.coerce.number().int().positive().max(2_147_483_647);

export const STOCK_COUNT_STATUSES = ["open", "applied", "canceled"] as const;
export const StockCountStatus = z.enum(STOCK_COUNT_STATUSES).meta({ id: "StockCountStatus" });
export type StockCountStatus = z.infer<typeof StockCountStatus>;

export const StockCountCreate = z
  .object({
    store: Id.describe("The store to count"),
    category: Id.nullable()
      .optional()
      .describe("Only this category's products (and its subcategories'); none: every simple product the store's city sells"),
    note: z.string().trim().max(500).optional().describe("What the count is for (shown with it)"),
  })
  .meta({ id: "StockCountCreate" });
export type StockCountCreate = z.infer<typeof StockCountCreate>;

export const StockCountLineInput = z
  .object({
    product: z.union([Id, z.string().trim().min(1).max(64)]).describe("The product: its id, or an EAN, an SKU or #id as typed or scanned"),
    quantity: z.number().int().describe("The units counted on the shelf, 0 to 1000000 (a negative count is refused by line)"),
  })
  .meta({ id: "StockCountLineInput" });
export type StockCountLineInput = z.infer<typeof StockCountLineInput>;

export const StockCountLinesInput = z
  .object({
    lines: z
      .array(StockCountLineInput)
      .max(MAX_DOCUMENT_LINES * 2)
      .describe(`Each product once, at most ${MAX_DOCUMENT_LINES} lines; a line counted before is replaced (the newest count wins)`),
  })
  .meta({ id: "StockCountLinesInput" });
export type StockCountLinesInput = z.infer<typeof StockCountLinesInput>;

export const StockCountApply = z
  .object({
    uncountedAsZero: z
      .boolean()
      .optional()
      .describe("Count the products nobody counted as 0 (their units now are written off); otherwise they are left as they are"),
  })
  .meta({ id: "StockCountApply" });
export type StockCountApply = z.infer<typeof StockCountApply>;

export const StockCountTotals = z
  .object({
    lines: z.number().int().describe("Products in the count"),
    counted: z.number().int(),
    uncounted: z.number().int(),
    differences: z.number().int().describe("Counted lines whose count differs from what was expected"),
    over: z.number().int().describe("Units found beyond what was expected (the sum of the positive differences)"),
    short: z.number().int().describe("Units missing (the sum of the negative differences, as a positive number)"),
  })
  .meta({ id: "StockCountTotals" });
export type StockCountTotals = z.infer<typeof StockCountTotals>;

export const StockCountSummary = z
  .object({
    id: z.number().int(),
    store: StockStore,
    category: z.object({ id: z.number().int(), name: z.string() }).nullable().describe("null: every product the city sells"),
    status: StockCountStatus,
    note: z.string().nullable(),
    created: StaffStamp,
    applied: StaffStamp.nullable(),
    canceled: StaffStamp.nullable(),
    totals: StockCountTotals,
  })
  .meta({ id: "StockCountSummary" });
export type StockCountSummary = z.infer<typeof StockCountSummary>;

export const StockCountLine = z
  .object({
    product: StockLineProduct,
    expected: z
      .number()
      .int()
      .nullable()
      .describe("The store's units when the line was counted; an uncounted line of an open count: its units now; otherwise null"),
    counted: z.number().int().nullable().describe("null: not counted"),
    difference: z.number().int().nullable().describe("counted − expected"),
    units: z.number().int().describe("The store's units now (after the count was applied, for an applied one)"),
    countedAt: z.iso.datetime({ offset: true }).nullable(),
    countedBy: z.string().nullable(),
    adjustment: z
      .number()
      .int()
      .nullable()
      .describe("What applying posted; it differs from `difference` only where the store would have gone below zero"),
  })
  .meta({ id: "StockCountLine" });
export type StockCountLine = z.infer<typeof StockCountLine>;

export const STOCK_COUNT_FILTERS = ["all", "uncounted", "counted", "differences"] as const;
export const StockCountFilter = z.enum(STOCK_COUNT_FILTERS);
export type StockCountFilter = z.infer<typeof StockCountFilter>;

export const StockCountQuery = z.object({
  filter: StockCountFilter.optional().describe("Which lines: all (default), uncounted, counted, or counted with a difference"),
  q: z.string().trim().max(100).optional().describe("An EAN, SKU or #id (that line), or words of a product's name"),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type StockCountQuery = z.infer<typeof StockCountQuery>;

export const StockCount = StockCountSummary.extend({
  lines: z.array(StockCountLine).describe("One page of the lines asked for, by product name"),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
}).meta({ id: "StockCount" });
export type StockCount = z.infer<typeof StockCount>;

export const StockCountCounted = z
  .object({ lines: z.array(StockCountLine).describe("The lines as counted now"), totals: StockCountTotals })
  .meta({ id: "StockCountCounted" });
export type StockCountCounted = z.infer<typeof StockCountCounted>;

export const StockCountsQuery = z.object({
  store: IdParam,
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type StockCountsQuery = z.infer<typeof StockCountsQuery>;

export const StockCountCategory = z
  .object({ id: z.number().int(), name: z.string(), depth: z.number().int().describe("0 for a top category") })
  .meta({ id: "StockCountCategory" });

export const StockCounts = z
  .object({
    items: z.array(StockCountSummary).describe("Newest first"),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
    open: z.number().int().nullable().describe("The store's open count, if any (one at a time)"),
    categories: z.array(StockCountCategory).describe("The categories a count may be limited to, in tree order"),
  })
  .meta({ id: "StockCounts" });
export type StockCounts = z.infer<typeof StockCounts>;
