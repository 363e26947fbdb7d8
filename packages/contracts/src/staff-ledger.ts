// Back office: the stock ledger (issue 33; docs/inventory.md "The ledger in the back office"): every movement of a
// store's units, filtered by store and/or product, kind, days (shop time) and who, newest first, 50 a page, or as CSV.
import { z } from "zod";
import { MovementKind, StockLineProduct, StockStore, WriteOffReason } from "./staff-inventory";

export const STOCK_DOCUMENT_TYPES = ["order", "transfer", "receipt", "count", "sale", "adjustment"] as const;
export const StockDocumentType = z.enum(STOCK_DOCUMENT_TYPES).meta({ id: "StockDocumentType" });
export type StockDocumentType = z.infer<typeof StockDocumentType>;

export const StockMovementsQuery = z.object({
  store: z.coerce.number().int().positive().max(2_147_483_647).optional().describe("One store (404 outside the caller's cities)"),
  product: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .describe("One product: its id, EAN, SKU or #id. Alone: that product in every store the caller acts on"),
  kind: MovementKind.optional(),
  from: z.string().trim().max(32).optional().describe("From this day (YYYY-MM-DD, shop time Europe/Warsaw, included)"),
  to: z.string().trim().max(32).optional().describe("Up to this day (YYYY-MM-DD, shop time, included)"),
  actor: z
    .string()
    .trim()
    .max(254)
    .optional()
    .describe("Who: a staff member's e-mail (any case), `staff` (any staff member), `customer` or `system`"),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type StockMovementsQuery = z.infer<typeof StockMovementsQuery>;

export const StockMovementActor = z
  .object({
    kind: z.enum(["staff", "customer", "system"]),
    name: z.string().nullable().describe("A staff member's name (null for a customer, the system, or a deleted account)"),
    email: z.string().nullable().describe("A staff member's e-mail (the `actor` filter takes it)"),
  })
  .meta({ id: "StockMovementActor" });

export const StockMovement = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime({ offset: true }),
    store: StockStore,
    product: StockLineProduct,
    kind: MovementKind,
    quantity: z.number().int().describe("Signed: units in (+) or out (−)"),
    quantityAfter: z.number().int().describe("The store's units of the product right after it"),
    reason: WriteOffReason.nullable().describe("A write-off's reason"),
    unitCost: z.number().int().nullable().describe("A goods receipt's net unit cost in grosze"),
    document: z
      .object({ type: StockDocumentType, id: z.string().describe("The order's id, or the document's number") })
      .nullable()
      .describe("Null only for an opening balance"),
    actor: StockMovementActor,
    note: z.string().nullable(),
  })
  .meta({ id: "StockMovement" });
export type StockMovement = z.infer<typeof StockMovement>;

export const StockMovements = z
  .object({
    product: StockLineProduct.nullable().describe("The product the `product` filter named"),
    items: z.array(StockMovement).describe("Newest first: in the order the ledger recorded them"),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  })
  .meta({ id: "StockMovements" });
export type StockMovements = z.infer<typeof StockMovements>;
