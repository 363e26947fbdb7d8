// A customer's invoices (issue 34, docs/invoices.md): those of one order and those of all the orders of an account
// (the order's owner decides, as for the order's other details), and one invoice of an order with its files.
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { invoices } from "../../schema-invoices";
import { orders } from "../../schema-orders";
import type { InvoiceRow } from "./invoices";

/** What the order's page and the cabinet list of an invoice. */
export interface InvoiceSummaryRow {
  id: number;
  orderId: string;
  number: string;
  kind: "VAT" | "KOR";
  /** A correction: the number of the invoice it corrects. */
  correctsNumber: string | null;
  /** YYYY-MM-DD. */
  issueDate: string;
  gross: number;
  buyerKind: "business" | "private";
  ksefStatus: InvoiceRow["ksefStatus"];
  ksefNumber: string | null;
}

const summaryColumns = {
  id: invoices.id,
  orderId: invoices.orderId,
  number: invoices.number,
  kind: invoices.kind,
  // Qualified by hand: drizzle names a one-table select's columns bare, and a bare corrects_id would be c's own.
  correctsNumber: sql<string | null>`(select c.number from ${invoices} c where c.id = ${invoices}.corrects_id)`,
  issueDate: invoices.issueDate,
  gross: invoices.gross,
  buyerKind: invoices.buyerKind,
  ksefStatus: invoices.ksefStatus,
  ksefNumber: invoices.ksefNumber,
};

/** The VAT invoice before its corrections, the corrections in the order they were issued. */
const vatFirst: SQL[] = [sql`${invoices.kind} = 'KOR'`, asc(invoices.id)];

/** An order's invoices (none: an empty list). */
export function listOrderInvoiceSummaries(db: DbOrTx, orderId: string): Promise<InvoiceSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(...vatFirst);
}

/** The invoices of every order the user placed, the newest order first. */
export function listUserInvoiceSummaries(db: DbOrTx, userId: number): Promise<InvoiceSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id), ...vatFirst);
}

/** One invoice of an order, everything stored with it; null when the order has no invoice with this id. */
export async function findOrderInvoice(db: DbOrTx, orderId: string, invoiceId: number): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.id, invoiceId)));
  return row ?? null;
}
