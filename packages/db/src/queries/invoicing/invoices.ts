// Issuing invoices (issue 34, docs/invoices.md): the facts of an order an invoice is drawn from, the next number of a
// series and month (gap-free: the counter's row is locked until the issuing transaction commits, and a rollback gives
// the number back), and the invoice rows themselves. They are inserted, never edited (migration 0015's trigger).
import type { InvoiceDocument, InvoiceRequest, VatRate } from "@shop/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../client";
import { products } from "../../schema-catalogue";
import { invoiceCounters, invoices, type KsefStatus } from "../../schema-invoices";
import { orderItems, orders } from "../../schema-orders";

export type InvoiceRow = typeof invoices.$inferSelect;

export interface OrderInvoiceFacts {
  id: string;
  cityId: number;
  userId: number | null;
  status: string;
  paymentMethod: "in-store" | "online" | "crypto";
  deliveryMethod: string;
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  invoiceBuyer: InvoiceRequest | null;
  /** When the paid payment was paid (online, crypto); null for payment in the store. */
  paidAt: Date | null;
  items: { productId: number; name: string; quantity: number; unitPrice: number; discount: number; vatRate: VatRate }[];
}

/** The order with its lines (in cart order) and the VAT rate of each product, or null. */
export async function findOrderInvoiceFacts(db: DbOrTx, orderId: string): Promise<OrderInvoiceFacts | null> {
  const [order] = await db
    .select({
      id: orders.id,
      cityId: orders.cityId,
      userId: orders.userId,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      deliveryMethod: orders.deliveryMethod,
      subtotal: orders.subtotal,
      discount: orders.discount,
      deliveryFee: orders.deliveryFee,
      total: orders.total,
      invoiceBuyer: orders.invoiceBuyer,
      paidAt: sql<Date | null>`(select max(p.paid_at) from payments p where p.order_id = "orders"."id" and p.status = 'paid')`.mapWith(
        (value: unknown) => (value === null ? null : new Date(value as string)),
      ),
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const items = await db
    .select({
      productId: orderItems.productId,
      // The invoice speaks Polish (the legal language): the product's Polish name, else the one it was ordered under.
      name: sql<string>`coalesce((select t.name from product_texts t where t.product_id = "order_items"."product_id" and t.locale = 'pl'), "order_items"."name")`,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      discount: orderItems.discount,
      vatRate: products.vatRate,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(orderItems.productId));
  return { ...order, items };
}

/** Takes the next number of a series in a month ("FV", "2026-11"): 1, 2, 3... The row stays locked until commit. */
export async function takeInvoiceSequence(tx: Tx, series: string, period: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, period, last: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.series, invoiceCounters.period], set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error("invoice counter not taken");
  return row.last;
}

export interface NewInvoice {
  number: string;
  series: string;
  period: string;
  sequence: number;
  document: InvoiceDocument;
  orderId: string;
  correctsId: number | null;
  cause: string | null;
  cityId: number;
  userId: number | null;
  xml: string;
  xmlSha256: string;
  createdBy: number | null;
}

export async function insertInvoice(tx: Tx, invoice: NewInvoice): Promise<InvoiceRow> {
  const { document } = invoice;
  const business = document.buyer.kind === "business";
  const ksefStatus: KsefStatus = business ? "waiting" : "not-applicable";
  const [row] = await tx
    .insert(invoices)
    .values({
      ...invoice,
      kind: document.kind,
      buyerKind: document.buyer.kind,
      buyerNip: document.buyer.kind === "business" ? document.buyer.nip : null,
      buyerName: document.buyer.name,
      issueDate: document.issueDate,
      net: document.totals.net,
      vat: document.totals.vat,
      gross: document.totals.gross,
      ksefStatus,
      ksefNextAttemptAt: business ? sql`now()` : null,
    })
    .returning();
  if (!row) throw new Error("invoice not inserted");
  return row;
}

/** An order's invoices, the VAT invoice first, then its corrections in the order they were issued. */
export function findOrderInvoices(db: DbOrTx, orderId: string): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(sql`${invoices.kind} = 'KOR'`, asc(invoices.id));
}

/** Locks an order's VAT invoice (corrections of one order are then issued one at a time), or null. */
export async function lockOrderVatInvoice(tx: Tx, orderId: string): Promise<InvoiceRow | null> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "VAT")))
    .for("update");
  return row ?? null;
}
