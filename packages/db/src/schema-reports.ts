// Reports (issue 36, docs/back-office.md "Reports", docs/adr/0029-report-aggregates.md): what orders brought, per shop
// day (Europe/Warsaw), kept as daily aggregates so that a year's report reads a few thousand rows, not every order.
// A trigger on orders marks the (day, city) of every order placed or changing status as dirty; before a report is read
// (and by a worker every minute) the dirty days are recomputed from the orders themselves: a later cancellation
// changes the day the order was placed, as the orders do.
import { bigint, bigserial, boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** A (shop day, city) whose aggregates must be recomputed; appended by the orders' trigger, removed once recomputed. */
export const reportDirtyDays = pgTable("report_dirty_days", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  day: date("day", { mode: "string" }).notNull(),
  cityId: integer("city_id").notNull(),
  markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
});

/** When the aggregates of a (day, city) were last recomputed. */
export const reportDays = pgTable(
  "report_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    cityId: integer("city_id").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "report_days_pk", columns: [t.day, t.cityId] })],
);

/**
 * Orders placed per day and what became of them, by city, store (the pickup store, or the store most of the units
 * came from; 0: none), customer kind, payment, delivery, coupon (0: none), outcome (open, completed, canceled), the
 * cancellation's reason and whether it was paid. Money in grosze.
 */
export const reportOrderDays = pgTable(
  "report_order_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    cityId: integer("city_id").notNull(),
    storeId: integer("store_id").notNull(),
    customerKind: text("customer_kind").notNull(),
    paymentMethod: text("payment_method").notNull(),
    deliveryMethod: text("delivery_method").notNull(),
    couponId: integer("coupon_id").notNull(),
    outcome: text("outcome").$type<"open" | "completed" | "canceled">().notNull(),
    /** Canceled orders: `expired` (unpaid), `uncollected` (pickup hold ended), `customer` or `staff`; else "". */
    cancelReason: text("cancel_reason").notNull(),
    /** Paid online (reached PAID), or in the store (completed). */
    paid: boolean("paid").notNull(),
    orders: integer("orders").notNull(),
    units: integer("units").notNull(),
    subtotal: bigint("subtotal", { mode: "number" }).notNull(),
    discount: bigint("discount", { mode: "number" }).notNull(),
    deliveryFee: bigint("delivery_fee", { mode: "number" }).notNull(),
    /** The orders' totals, VAT included. */
    gross: bigint("gross", { mode: "number" }).notNull(),
    /** The same without VAT, split per line as the invoices split it (docs/adr/0024). */
    net: bigint("net", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({
      name: "report_order_days_pk",
      columns: [
        t.day,
        t.cityId,
        t.storeId,
        t.customerKind,
        t.paymentMethod,
        t.deliveryMethod,
        t.couponId,
        t.outcome,
        t.cancelReason,
        t.paid,
      ],
    }),
  ],
);

/** What the orders that were not canceled sold per day: per product, city, store and customer kind. */
export const reportProductDays = pgTable(
  "report_product_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    cityId: integer("city_id").notNull(),
    storeId: integer("store_id").notNull(),
    productId: integer("product_id").notNull(),
    customerKind: text("customer_kind").notNull(),
    /** Orders with the product. */
    orders: integer("orders").notNull(),
    units: integer("units").notNull(),
    /** The lines' totals after their share of the coupon, VAT included. */
    gross: bigint("gross", { mode: "number" }).notNull(),
    discount: bigint("discount", { mode: "number" }).notNull(),
    net: bigint("net", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ name: "report_product_days_pk", columns: [t.day, t.cityId, t.storeId, t.productId, t.customerKind] }),
    index("report_product_days_product_idx").on(t.productId, t.day),
  ],
);
