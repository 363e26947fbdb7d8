// Store operations (issue 33; docs/inventory.md): the ledger of stock movements and the documents they belong to:
// transfers between stores, goods receipts, stock counts, sales over the counter and write-offs/corrections; the
// reorder points per store and product. A store's units (store_stock) are always the sum of its movements: every
// writer posts movements (packages/db/src/queries/inventory/ledger.ts), nothing edits or deletes one.
import { sql } from "drizzle-orm";
import { bigserial, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./schema-accounts";
import { categories, products } from "./schema-catalogue";
import { stores } from "./schema-shop";

const instant = (name: string) => timestamp(name, { withTimezone: true });
const created = () => instant("created_at").notNull().defaultNow();
const staffRef = (name: string) => integer(name).references(() => users.id, { onDelete: "set null" });
const storeRef = () =>
  integer("store_id")
    .notNull()
    .references(() => stores.id, { onDelete: "restrict" });
const productRef = () =>
  integer("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "restrict" });

export const STOCK_MOVEMENT_KINDS = [
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
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** Why units were written off. */
export const WRITE_OFF_REASONS = ["damaged", "expired", "lost"] as const;
export type WriteOffReason = (typeof WRITE_OFF_REASONS)[number];

/** The document a movement belongs to (the opening balance has none). */
export const STOCK_DOCUMENT_TYPES = ["order", "transfer", "receipt", "count", "sale", "adjustment"] as const;
export type StockDocumentType = (typeof STOCK_DOCUMENT_TYPES)[number];

export type StockActor = "staff" | "customer" | "system";

const list = (values: readonly string[]) => sql.raw(`(${values.map((value) => `'${value}'`).join(", ")})`);

/** One change of a store's units of a product: never updated, never deleted. */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    storeId: storeRef(),
    productId: productRef(),
    kind: text("kind").$type<StockMovementKind>().notNull(),
    /** Signed: units in (+) or out (−). */
    quantity: integer("quantity").notNull(),
    /** The store's units of the product right after this movement. */
    quantityAfter: integer("quantity_after").notNull(),
    /** A write-off's reason. */
    reason: text("reason").$type<WriteOffReason>(),
    /** A goods receipt's unit cost in grosze (net, as the supplier's document says), for the stock's value. */
    unitCost: integer("unit_cost"),
    documentType: text("document_type").$type<StockDocumentType>(),
    /** The order's id, or the document's number. */
    documentId: text("document_id"),
    actor: text("actor").$type<StockActor>().notNull(),
    actorUserId: staffRef("actor_user_id"),
    note: text("note"),
    createdAt: created(),
  },
  (t) => [
    index("stock_movements_store_idx").on(t.storeId, t.createdAt),
    index("stock_movements_product_idx").on(t.productId, t.createdAt),
    index("stock_movements_document_idx").on(t.documentType, t.documentId),
    check("stock_movements_kind", sql`${t.kind} in ${list(STOCK_MOVEMENT_KINDS)}`),
    check("stock_movements_quantity", sql`${t.quantity} <> 0`),
    check("stock_movements_quantity_after", sql`${t.quantityAfter} >= 0`),
    check(
      "stock_movements_reason",
      sql`(${t.kind} = 'write-off') = (${t.reason} is not null) and (${t.reason} is null or ${t.reason} in ${list(WRITE_OFF_REASONS)})`,
    ),
    check(
      "stock_movements_document",
      sql`(${t.documentType} is null) = (${t.documentId} is null) and (${t.documentType} is null or ${t.documentType} in ${list(STOCK_DOCUMENT_TYPES)})`,
    ),
    check("stock_movements_actor", sql`${t.actor} in ('staff', 'customer', 'system')`),
    check("stock_movements_unit_cost", sql`${t.unitCost} is null or ${t.unitCost} >= 0`),
  ],
);

export type TransferStatus = "draft" | "shipped" | "received" | "canceled";

/** Units moved from one store to another: draft → shipped (in transit) → received; a draft may be canceled. */
export const stockTransfers = pgTable(
  "stock_transfers",
  {
    id: serial("id").primaryKey(),
    fromStoreId: integer("from_store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "restrict" }),
    toStoreId: integer("to_store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "restrict" }),
    status: text("status").$type<TransferStatus>().notNull().default("draft"),
    note: text("note"),
    createdBy: staffRef("created_by"),
    createdAt: created(),
    shippedBy: staffRef("shipped_by"),
    shippedAt: instant("shipped_at"),
    receivedBy: staffRef("received_by"),
    receivedAt: instant("received_at"),
    canceledBy: staffRef("canceled_by"),
    canceledAt: instant("canceled_at"),
    /** Moves on with every change of a draft (its lines too): a save over someone else's answers 409. */
    version: integer("version").notNull().default(1),
    /** The form's one-time key: the same form sent twice makes one transfer. */
    requestKey: text("request_key"),
  },
  (t) => [
    uniqueIndex("stock_transfers_request_key").on(t.requestKey),
    index("stock_transfers_from_idx").on(t.fromStoreId, t.status),
    index("stock_transfers_to_idx").on(t.toStoreId, t.status),
    check("stock_transfers_stores", sql`${t.fromStoreId} <> ${t.toStoreId}`),
    check("stock_transfers_status", sql`${t.status} in ('draft', 'shipped', 'received', 'canceled')`),
  ],
);

export type DiscrepancyResolution = "written-off" | "arrived";

export const stockTransferLines = pgTable(
  "stock_transfer_lines",
  {
    transferId: integer("transfer_id")
      .notNull()
      .references(() => stockTransfers.id, { onDelete: "cascade" }),
    productId: productRef(),
    quantity: integer("quantity").notNull(),
    /** Set when the transfer is received; less than `quantity` is a discrepancy. */
    receivedQuantity: integer("received_quantity"),
    /** Why fewer units arrived (required then). */
    discrepancyReason: text("discrepancy_reason"),
    /** A discrepancy stays open until resolved: the units were lost (written off) or arrived later. */
    resolution: text("resolution").$type<DiscrepancyResolution>(),
    resolutionNote: text("resolution_note"),
    resolvedBy: staffRef("resolved_by"),
    resolvedAt: instant("resolved_at"),
  },
  (t) => [
    primaryKey({ columns: [t.transferId, t.productId] }),
    check("stock_transfer_lines_quantity", sql`${t.quantity} > 0`),
    check("stock_transfer_lines_received", sql`${t.receivedQuantity} is null or ${t.receivedQuantity} between 0 and ${t.quantity}`),
    check("stock_transfer_lines_resolution", sql`${t.resolution} is null or ${t.resolution} in ('written-off', 'arrived')`),
  ],
);

/** A supplier's delivery into a store, posted as movements when it is saved. */
export const goodsReceipts = pgTable(
  "goods_receipts",
  {
    id: serial("id").primaryKey(),
    storeId: storeRef(),
    supplierName: text("supplier_name").notNull(),
    /** The supplier's delivery note or invoice number: one receipt per supplier's document and store. */
    supplierDocument: text("supplier_document").notNull(),
    note: text("note"),
    source: text("source").$type<"form" | "csv">().notNull(),
    createdBy: staffRef("created_by"),
    createdAt: created(),
    /** The form's one-time key (Idempotency-Key): the same form sent twice answers the receipt it made. */
    requestKey: text("request_key"),
  },
  (t) => [
    uniqueIndex("goods_receipts_document").on(t.storeId, sql`lower(${t.supplierName})`, sql`lower(${t.supplierDocument})`),
    uniqueIndex("goods_receipts_request_key").on(t.requestKey),
    index("goods_receipts_store_idx").on(t.storeId, t.createdAt),
    check("goods_receipts_source", sql`${t.source} in ('form', 'csv')`),
  ],
);

export const goodsReceiptLines = pgTable(
  "goods_receipt_lines",
  {
    receiptId: integer("receipt_id")
      .notNull()
      .references(() => goodsReceipts.id, { onDelete: "cascade" }),
    productId: productRef(),
    quantity: integer("quantity").notNull(),
    /** Net unit cost in grosze, when known. */
    unitCost: integer("unit_cost"),
  },
  (t) => [
    primaryKey({ columns: [t.receiptId, t.productId] }),
    check("goods_receipt_lines_quantity", sql`${t.quantity} > 0`),
    check("goods_receipt_lines_unit_cost", sql`${t.unitCost} is null or ${t.unitCost} >= 0`),
  ],
);

export type StockCountStatus = "open" | "applied" | "canceled";

/** A stocktaking of a store (all products, or a category's): counted lines change nothing until it is applied. */
export const stockCounts = pgTable(
  "stock_counts",
  {
    id: serial("id").primaryKey(),
    storeId: storeRef(),
    /** Only this category's products (null: every product the store's city offers). */
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "restrict" }),
    status: text("status").$type<StockCountStatus>().notNull().default("open"),
    note: text("note"),
    createdBy: staffRef("created_by"),
    createdAt: created(),
    appliedBy: staffRef("applied_by"),
    appliedAt: instant("applied_at"),
    canceledBy: staffRef("canceled_by"),
    canceledAt: instant("canceled_at"),
  },
  (t) => [
    /** One open count per store: two would adjust the same units twice. */
    uniqueIndex("stock_counts_one_open").on(t.storeId).where(sql`status = 'open'`),
    index("stock_counts_store_idx").on(t.storeId, t.createdAt),
    check("stock_counts_status", sql`${t.status} in ('open', 'applied', 'canceled')`),
  ],
);

export const stockCountLines = pgTable(
  "stock_count_lines",
  {
    countId: integer("count_id")
      .notNull()
      .references(() => stockCounts.id, { onDelete: "cascade" }),
    productId: productRef(),
    /** The store's units when the line was counted (read under the offer's lock); null until counted. */
    expected: integer("expected"),
    counted: integer("counted"),
    countedBy: staffRef("counted_by"),
    countedAt: instant("counted_at"),
    /** What the apply posted (counted − expected, limited so that no store goes below zero). */
    adjustment: integer("adjustment"),
  },
  (t) => [
    primaryKey({ columns: [t.countId, t.productId] }),
    check(
      "stock_count_lines_counted",
      sql`(${t.counted} is null) = (${t.expected} is null) and (${t.counted} is null or ${t.counted} >= 0)`,
    ),
  ],
);

/** Sales over a store's counter (its own cash register): one receipt, or a day's sales from the register's CSV. */
export const storeSales = pgTable(
  "store_sales",
  {
    id: serial("id").primaryKey(),
    storeId: storeRef(),
    /** The register's receipt number, or the register's daily report's: each is recorded once per store. */
    reference: text("reference").notNull(),
    source: text("source").$type<"counter" | "csv">().notNull(),
    /** The day of the sales (shop time). */
    soldOn: date("sold_on").notNull(),
    createdBy: staffRef("created_by"),
    createdAt: created(),
    /** The form's one-time key (Idempotency-Key): the same form sent twice answers the sale it made. */
    requestKey: text("request_key"),
  },
  (t) => [
    uniqueIndex("store_sales_reference").on(t.storeId, sql`lower(${t.reference})`),
    uniqueIndex("store_sales_request_key").on(t.requestKey),
    index("store_sales_store_idx").on(t.storeId, t.createdAt),
    check("store_sales_source", sql`${t.source} in ('counter', 'csv')`),
  ],
);

export const storeSaleLines = pgTable(
  "store_sale_lines",
  {
    saleId: integer("sale_id")
      .notNull()
      .references(() => storeSales.id, { onDelete: "cascade" }),
    productId: productRef(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.saleId, t.productId] }), check("store_sale_lines_quantity", sql`${t.quantity} > 0`)],
);

/** A write-off (damaged, expired, lost) or a manual correction of a store's units (the offers form, CSV, stock tool). */
export const stockAdjustments = pgTable(
  "stock_adjustments",
  {
    id: serial("id").primaryKey(),
    storeId: storeRef(),
    kind: text("kind").$type<"write-off" | "correction">().notNull(),
    reason: text("reason").$type<WriteOffReason>(),
    note: text("note"),
    createdBy: staffRef("created_by"),
    createdAt: created(),
    /** The form's one-time key: the same form sent twice makes one document. */
    requestKey: text("request_key"),
  },
  (t) => [
    uniqueIndex("stock_adjustments_request_key").on(t.requestKey),
    index("stock_adjustments_store_idx").on(t.storeId, t.createdAt),
    check("stock_adjustments_kind", sql`${t.kind} in ('write-off', 'correction')`),
    check("stock_adjustments_reason", sql`(${t.kind} = 'write-off') = (${t.reason} is not null)`),
  ],
);

/** Reorder point of a product in a store: below `minQuantity` it is to be reordered up to `targetQuantity`. */
export const reorderRules = pgTable(
  "reorder_rules",
  {
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    minQuantity: integer("min_quantity").notNull(),
    targetQuantity: integer("target_quantity").notNull(),
    updatedBy: staffRef("updated_by"),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId] }),
    index("reorder_rules_product_idx").on(t.productId),
    check(
      "reorder_rules_quantities",
      sql`${t.minQuantity} >= 0 and ${t.targetQuantity} >= ${t.minQuantity} and ${t.targetQuantity} between 1 and 1000000`,
    ),
  ],
);

/** The daily "to reorder" e-mail of a city manager: one a day at most, whichever process sends it. */
export const reorderDigests = pgTable(
  "reorder_digests",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The shop-time day it was sent for. */
    day: date("day").notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
