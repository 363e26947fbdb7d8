// Store operations (issue 33; docs/inventory.md): what every stock document of the back office shares: the stores
// a staff member acts on, the product finder, the lines staff type or scan (a product by id, EAN or SKU, and a
// quantity), the ledger's kinds. Each document (transfers, receipts, counts, counter sales, write-offs) has its own
// contract file beside this one.
import { z } from "zod";

export const MOVEMENT_KINDS = [
  "opening",
  "reservation",
  "return",
  "store-sale",
  "transfer-out",
  "transfer-in",
  "receipt",
  "count",
  "write-off",
  "correction",
] as const;
export const MovementKind = z.enum(MOVEMENT_KINDS).meta({ id: "MovementKind" });
export type MovementKind = z.infer<typeof MovementKind>;

export const WRITE_OFF_REASONS = ["damaged", "expired", "lost"] as const;
export const WriteOffReason = z.enum(WRITE_OFF_REASONS).meta({ id: "WriteOffReason" });
export type WriteOffReason = z.infer<typeof WriteOffReason>;

/** The most units one line of a stock document may move. */
export const MAX_STOCK_LINE_QUANTITY = 1_000_000;
/** The most lines one stock document may have (a whole store's count has more: counts are not limited by this). */
export const MAX_DOCUMENT_LINES = 500;

const Id = z.number().int().positive().max(2_147_483_647);

export const StockStore = z
  .object({
    id: z.number().int(),
    city: z.object({ slug: z.string(), name: z.string().describe("In the request's language") }),
    address: z.string(),
    /** Its street: the address up to the first comma. */
    label: z.string().describe("The address up to its first comma (ul. Grójecka 42)"),
    active: z.boolean().describe("Open: shoppers pick up there (a closed store's units still count)"),
  })
  .meta({ id: "StockStore" });
export type StockStore = z.infer<typeof StockStore>;

export const StockStores = z
  .object({ items: z.array(StockStore).describe("The stores of the cities the caller runs, in the shop's order") })
  .meta({ id: "StockStores" });
export type StockStores = z.infer<typeof StockStores>;

export const StockProductsQuery = z.object({
  q: z.string().trim().min(1).max(100).describe("An EAN, an SKU, or words of the product's name"),
  store: z.coerce.number().int().positive().max(2_147_483_647).optional().describe("Also say what this store holds of each"),
});
export type StockProductsQuery = z.infer<typeof StockProductsQuery>;

export const StockProduct = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    sku: z.string(),
    ean: z.string().nullable(),
    kind: z.enum(["simple", "bundle"]).describe("A bundle holds no stock of its own"),
    name: z.string().describe("In the request's language (English when that translation is missing)"),
    quantity: z.number().int().nullable().describe("The store's units (null without `store`)"),
    offered: z.boolean().nullable().describe("The store's city sells it (null without `store`)"),
  })
  .meta({ id: "StockProduct" });
export type StockProduct = z.infer<typeof StockProduct>;

export const StockProducts = z
  .object({ items: z.array(StockProduct).describe("At most 20, exact EAN or SKU first") })
  .meta({ id: "StockProducts" });
export type StockProducts = z.infer<typeof StockProducts>;

/**
 * A line of a stock document as staff give it: the product by id (a number) or by the code they typed or scanned
 * (an EAN, an SKU, or "#id"), and the units.
 */
export const StockLineInput = z
  .object({
    product: z.union([Id, z.string().trim().min(1).max(64)]).describe("The product: its id, or an EAN, an SKU or #id as typed or scanned"),
    quantity: z.number().int().describe(`Units, 1 to ${MAX_STOCK_LINE_QUANTITY}`),
  })
  .meta({ id: "StockLineInput" });
export type StockLineInput = z.infer<typeof StockLineInput>;

/** A product as a document's line names it (resolved). */
export const StockLineProduct = z
  .object({ id: z.number().int(), sku: z.string(), ean: z.string().nullable(), name: z.string() })
  .meta({ id: "StockLineProduct" });
export type StockLineProduct = z.infer<typeof StockLineProduct>;

/** Who did something to a document, and when. */
export const StaffStamp = z
  .object({ at: z.iso.datetime({ offset: true }), by: z.string().nullable().describe("The staff member's name (null once deleted)") })
  .meta({ id: "StaffStamp" });
export type StaffStamp = z.infer<typeof StaffStamp>;
