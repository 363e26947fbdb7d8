// Cart, checkout and orders (issue 6; decisions.md "Prices and rules", "Checkout and orders").
// Money is integer grosze; USDT amounts are integer micro-USDT. Instants are UTC.
import type { InvoiceRequest } from "@shop/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { coupons, users } from "./schema-accounts";
import { categories, products } from "./schema-catalogue";
import { cities, stores } from "./schema-shop";

const instant = (name: string) => timestamp(name, { withTimezone: true });
const created = () => instant("created_at").notNull().defaultNow();

export type DeliveryMethodCode = "local-pickup" | "parcel-locker" | "post-box" | "weekend-delivery" | "courier";
export type PaymentMethodCode = "in-store" | "online" | "crypto";
export type OrderStatusCode = "CREATED" | "AWAITING_PAYMENT" | "PAID" | "APPROVED" | "READY_FOR_PICKUP" | "COMPLETED" | "CANCELED";
const DELIVERIES = sql.raw(`('local-pickup', 'parcel-locker', 'post-box', 'weekend-delivery', 'courier')`);
const PAYMENTS = sql.raw(`('in-store', 'online', 'crypto')`);
const STATUSES = sql.raw(`('CREATED', 'AWAITING_PAYMENT', 'PAID', 'APPROVED', 'READY_FOR_PICKUP', 'COMPLETED', 'CANCELED')`);

/** What a delivery method costs in a city, and the order total from which it is free (null: never free). */
export const deliveryFees = pgTable(
  "delivery_fees",
  {
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    method: text("method").$type<DeliveryMethodCode>().notNull(),
    fee: integer("fee").notNull(),
    freeFrom: integer("free_from"),
  },
  (t) => [
    primaryKey({ columns: [t.cityId, t.method] }),
    check("delivery_fees_method", sql`${t.method} in ${DELIVERIES}`),
    check("delivery_fees_fee", sql`${t.fee} >= 0`),
    check("delivery_fees_free_from", sql`${t.freeFrom} is null or ${t.freeFrom} > 0`),
  ],
);

/**
 * A cart: a visitor's (addressed by its random id, kept in a cookie) or a signed-in customer's (one per
 * user). It is priced in its city; viewing it in another city moves it there (decisions.md).
 */
export const carts = pgTable(
  "carts",
  {
    /** Random, 128 bits, base64url: the visitor's cookie holds it. */
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    /** The order this cart last became, and the fingerprint of that submission: a resubmission returns it. */
    lastOrderId: text("last_order_id"),
    lastOrderFingerprint: text("last_order_fingerprint"),
    createdAt: created(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("carts_user_key").on(t.userId), index("carts_updated_idx").on(t.updatedAt)],
);

export const cartItems = pgTable(
  "cart_items",
  {
    cartId: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    addedAt: instant("added_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] }), check("cart_items_quantity", sql`${t.quantity} between 1 and 999`)],
);

export const orders = pgTable(
  "orders",
  {
    /** 13 Crockford base32 characters (65 random bits): packages/domain newOrderId. */
    id: text("id").primaryKey(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "restrict" }),
    /** Null once the customer's account is deleted (the order stays, anonymised). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<OrderStatusCode>().notNull(),
    paymentMethod: text("payment_method").$type<PaymentMethodCode>().notNull(),
    deliveryMethod: text("delivery_method").$type<DeliveryMethodCode>().notNull(),
    /** The order holds a product under the Tobacco Products Directive. */
    tpd: boolean("tpd").notNull(),
    /** The price kind the customer was priced with: retail, wholesale or franchise. */
    customerKind: text("customer_kind").$type<"retail" | "wholesale" | "franchise">().notNull(),
    locale: text("locale").notNull(),
    // Contact
    email: text("email"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    // Delivery
    storeId: integer("store_id").references(() => stores.id, { onDelete: "restrict" }),
    pickupAt: instant("pickup_at"),
    /** An InPost parcel locker: its code (the point's name, "WAW01M"), address and description as chosen. */
    lockerCode: text("locker_code"),
    lockerAddress: text("locker_address"),
    lockerName: text("locker_name"),
    postBox: text("post_box"),
    street: text("street"),
    streetNumber: text("street_number"),
    apartment: text("apartment"),
    zipCode: text("zip_code"),
    country: text("country"),
    comment: text("comment"),
    // Money, grosze
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull().default(0),
    deliveryFee: integer("delivery_fee").notNull().default(0),
    total: integer("total").notNull(),
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    couponCode: text("coupon_code"),
    /** Online and crypto payments: after this instant an unpaid order is canceled. */
    payUntil: instant("pay_until"),
    /** The customer asked for text messages about this order (issue 33), to this number (E.164); null: no SMS. */
    smsPhone: text("sms_phone"),
    /** When a pickup order became READY_FOR_PICKUP (its hold's start; the reminder goes a day later). */
    pickupReadyAt: instant("pickup_ready_at"),
    /** A pickup order ready in its store is held until this instant, then canceled (issue 33, docs/inventory.md). */
    pickupHoldUntil: instant("pickup_hold_until"),
    /** When the "still waiting for you" reminder of a held pickup order was queued. */
    pickupRemindedAt: instant("pickup_reminded_at"),
    /**
     * Who the invoice is for (issue 34): an approved business customer's company, or what a customer typed when asking
     * for one at checkout (a company's NIP, or a private person); null: no invoice asked for.
     */
    invoiceBuyer: jsonb("invoice_buyer").$type<InvoiceRequest>(),
    /** Set once, when a cancellation returned the reserved stock (and the coupon use). */
    stockReturnedAt: instant("stock_returned_at"),
    idCheckedAt: instant("id_checked_at"),
    idCheckedBy: integer("id_checked_by").references(() => users.id, { onDelete: "set null" }),
    /** The client's Idempotency-Key and the hash of the request it came with. */
    idempotencyKey: text("idempotency_key"),
    requestHash: text("request_hash").notNull(),
    createdAt: created(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_idempotency_key").on(t.userId, t.idempotencyKey),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_city_status_idx").on(t.cityId, t.status, t.createdAt),
    /** Reports (issue 36) recompute a day from the orders placed that day. */
    index("orders_created_idx").on(t.createdAt),
    index("orders_pay_until_idx").on(t.payUntil).where(sql`status = 'AWAITING_PAYMENT'`),
    index("orders_pickup_hold_idx").on(t.pickupHoldUntil).where(sql`status = 'READY_FOR_PICKUP'`),
    check("orders_sms_phone", sql`${t.smsPhone} is null or ${t.smsPhone} ~ '^\\+[1-9][0-9]{6,14}$'`),
    /** Pickup slot capacity (issue 7): the orders of a store in a pickup hour are counted at checkout. */
    index("orders_store_pickup_idx").on(t.storeId, t.pickupAt).where(sql`store_id is not null`),
    check("orders_status", sql`${t.status} in ${STATUSES}`),
    check("orders_payment", sql`${t.paymentMethod} in ${PAYMENTS}`),
    check("orders_delivery", sql`${t.deliveryMethod} in ${DELIVERIES}`),
    check("orders_money", sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.deliveryFee} >= 0 and ${t.total} >= 0`),
    check("orders_total", sql`${t.total} = ${t.subtotal} - ${t.discount} + ${t.deliveryFee}`),
    check(
      "orders_pickup_has_store",
      sql`${t.deliveryMethod} <> 'local-pickup' or (${t.storeId} is not null and ${t.pickupAt} is not null)`,
    ),
  ],
);

/** The order's lines as priced when it was placed (names in the order's language). */
export const orderItems = pgTable(
  "order_items",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    regularPrice: integer("regular_price").notNull(),
    priceKind: text("price_kind").$type<"retail" | "sale" | "wholesale" | "franchise">().notNull(),
    lineTotal: integer("line_total").notNull(),
    /** The coupon's share of this line, grosze. */
    discount: integer("discount").notNull().default(0),
    tpd: boolean("tpd").notNull(),
    /** The line's place in the cart it was ordered from (0 first): pages and e-mails list lines in that order. */
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId] }),
    check("order_items_quantity", sql`${t.quantity} > 0`),
    check("order_items_line", sql`${t.lineTotal} = ${t.unitPrice} * ${t.quantity}`),
  ],
);

/**
 * Stock units an order took, per product and store (a bundle's items are taken, not the bundle): what a
 * cancellation returns, to the store it came from.
 */
export const orderReservations = pgTable(
  "order_reservations",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId, t.storeId] }), check("order_reservations_quantity", sql`${t.quantity} > 0`)],
);

export type ShipmentService = "inpost_locker_standard" | "inpost_courier_standard";

/**
 * An order's parcel with InPost (issue 19): created by staff through ShipX; the tracking number comes once
 * InPost has confirmed the shipment. One per order.
 */
export const orderShipments = pgTable(
  "order_shipments",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** ShipX's shipment id. */
    shipmentId: text("shipment_id").notNull(),
    service: text("service").$type<ShipmentService>().notNull(),
    /** A locker parcel's size template: small (A), medium (B) or large (C); null for a courier parcel. */
    parcelSize: text("parcel_size").$type<"small" | "medium" | "large">(),
    /** ShipX's status of it ("created", "confirmed", ...), as last read. */
    status: text("status").notNull(),
    trackingNumber: text("tracking_number"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: created(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("order_shipments_shipment_id").on(t.shipmentId),
    check("order_shipments_service", sql`${t.service} in ('inpost_locker_standard', 'inpost_courier_standard')`),
    check("order_shipments_parcel_size", sql`${t.parcelSize} is null or ${t.parcelSize} in ('small', 'medium', 'large')`),
  ],
);

/** Every status change: when, from what, to what, by whom. */
export const orderHistory = pgTable(
  "order_history",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<OrderStatusCode>(),
    toStatus: text("to_status").$type<OrderStatusCode>().notNull(),
    actor: text("actor").$type<"staff" | "customer" | "system">().notNull(),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Why (a cancellation's reason, "payment expired", "ID checked"). */
    note: text("note"),
    createdAt: created(),
  },
  (t) => [index("order_history_order_idx").on(t.orderId, t.id)],
);

/** A coupon used by an order (per-customer limits count these; a cancellation removes its row). */
export const couponUses = pgTable(
  "coupon_uses",
  {
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.orderId] }), index("coupon_uses_user_idx").on(t.couponId, t.userId)],
);

/** Per-category discounts of a coupon (shown as "up to N%"): products of the category or its subcategories. */
export const couponCategories = pgTable(
  "coupon_categories",
  {
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    percent: integer("percent").notNull(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.categoryId] }), check("coupon_categories_percent", sql`${t.percent} between 1 and 100`)],
);

/**
 * A payment of an order: online (a provider's session) or crypto (USDT on TRC20 to the shop's address,
 * matched by its amount, unique among open payments).
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    method: text("method").$type<"online" | "crypto">().notNull(),
    provider: text("provider").notNull(),
    status: text("status").$type<"pending" | "paid" | "failed" | "expired">().notNull().default("pending"),
    /** Grosze. */
    amount: integer("amount").notNull(),
    /** Crypto: micro-USDT to send; unique among pending crypto payments. */
    cryptoAmount: bigint("crypto_amount", { mode: "number" }),
    address: text("address"),
    /** The provider's reference (online: its session id; crypto: the transfer's transaction id once paid). */
    reference: text("reference"),
    payUntil: instant("pay_until").notNull(),
    paidAt: instant("paid_at"),
    createdAt: created(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId),
    uniqueIndex("payments_reference_key").on(t.provider, t.reference),
    uniqueIndex("payments_open_crypto_amount").on(t.cryptoAmount).where(sql`method = 'crypto' and status = 'pending'`),
    check("payments_method", sql`${t.method} in ('online', 'crypto')`),
    check("payments_status", sql`${t.status} in ('pending', 'paid', 'failed', 'expired')`),
    check("payments_crypto", sql`${t.method} <> 'crypto' or (${t.cryptoAmount} > 0 and ${t.address} is not null)`),
  ],
);

/** A provider's callback events, once each: the same event delivered again changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: instant("received_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * USDT transfers seen arriving at the shop's address. Matched to an open payment by amount; one that matches
 * no open payment (too late, or a wrong amount) is "lost" for staff to resolve; it never reopens an order.
 */
export const cryptoTransfers = pgTable(
  "crypto_transfers",
  {
    txId: text("tx_id").primaryKey(),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    blockTime: instant("block_time").notNull(),
    outcome: text("outcome").$type<"matched" | "lost">().notNull(),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
    /** A lost transfer: the order its amount belonged to, if any (paid after pay-until). */
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    resolvedAt: instant("resolved_at"),
    seenAt: instant("seen_at").notNull().defaultNow(),
  },
  (t) => [
    index("crypto_transfers_lost_idx").on(t.outcome, t.seenAt),
    check("crypto_transfers_outcome", sql`${t.outcome} in ('matched', 'lost')`),
  ],
);

/** The local chain simulator's ledger (development and tests): transfers "sent" to an address. */
export const simulatedTransfers = pgTable("simulated_transfers", {
  txId: text("tx_id").primaryKey(),
  fromAddress: text("from_address").notNull(),
  toAddress: text("to_address").notNull(),
  amount: bigint("amount", { mode: "number" }).notNull(),
  blockTime: instant("block_time").notNull().defaultNow(),
});

/** Where a worker got to (the crypto watcher's last block time seen). */
export const workerCursors = pgTable("worker_cursors", {
  name: text("name").primaryKey(),
  position: text("position").notNull(),
  updatedAt: instant("updated_at").notNull().defaultNow(),
});
