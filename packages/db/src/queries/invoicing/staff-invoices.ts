// Invoices in the back office (issue 34, docs/invoices.md "In the back office"): the month's invoices of the caller's
// cities, filtered, with the number of the invoice each correction corrects; one invoice; an order's invoice buyer
// (set by staff only while the order has no invoice in KSeF); and a rejected invoice drawn again under its number
// (migration 0015's trigger allows the document to change only while KSeF has rejected it).
import type { InvoiceDocument, InvoiceRequest, Locale } from "@shop/domain";
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx, Tx } from "../../client";
import { invoices, type KsefStatus } from "../../schema-invoices";
import { orders } from "../../schema-orders";
import { cities } from "../../schema-shop";
import type { StaffCities } from "../staff/scope";
import type { InvoiceRow } from "./invoices";

export interface StaffInvoiceFilter {
  cityIds: StaffCities;
  citySlug?: string | undefined;
  /** Issued on or after this day, and before `issuedBefore` (YYYY-MM-DD). */
  issuedFrom?: string | undefined;
  issuedBefore?: string | undefined;
  /** Any of these that is given may match: part of the buyer's name or the order's e-mail, NIP digits, the number, the order. */
  search?: { text: string; nipDigits: string | null; orderId: string | null } | undefined;
  status?: KsefStatus | undefined;
  kind?: "VAT" | "KOR" | undefined;
  orderId?: string | undefined;
}

const corrected = alias(invoices, "corrected");

const listedColumns = {
  invoice: invoices,
  citySlug: cities.slug,
  cityNames: { en: cities.nameEn, uk: cities.nameUk, pl: cities.namePl, ru: cities.nameRu },
  correctsNumber: corrected.number,
};

export type ListedInvoice = InvoiceRow & {
  city: { slug: string; names: Record<Locale, string> };
  correctsNumber: string | null;
};

type ListedRow = { invoice: InvoiceRow; citySlug: string; cityNames: Record<Locale, string>; correctsNumber: string | null };
const toListed = (row: ListedRow): ListedInvoice => ({
  ...row.invoice,
  city: { slug: row.citySlug, names: row.cityNames },
  correctsNumber: row.correctsNumber,
});

function staffInvoiceWhere(filter: StaffInvoiceFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.cityIds !== "all") conditions.push(filter.cityIds.length > 0 ? inArray(invoices.cityId, [...filter.cityIds]) : sql`false`);
  if (filter.citySlug) conditions.push(eq(cities.slug, filter.citySlug));
  if (filter.issuedFrom) conditions.push(gte(invoices.issueDate, filter.issuedFrom));
  if (filter.issuedBefore) conditions.push(lt(invoices.issueDate, filter.issuedBefore));
  if (filter.status) conditions.push(eq(invoices.ksefStatus, filter.status));
  if (filter.kind) conditions.push(eq(invoices.kind, filter.kind));
  if (filter.orderId) conditions.push(eq(invoices.orderId, filter.orderId));
  const search = filter.search;
  if (search) {
    const any: SQL[] = [
      sql`strpos(lower(${invoices.buyerName}), lower(${search.text})) > 0`,
      sql`strpos(lower(${invoices.number}), lower(${search.text})) > 0`,
      sql`exists (select 1 from ${orders} where ${orders.id} = ${invoices.orderId} and strpos(lower(coalesce(${orders.email}, '')), lower(${search.text})) > 0)`,
    ];
    if (search.nipDigits) any.push(sql`strpos(coalesce(${invoices.buyerNip}, ''), ${search.nipDigits}) > 0`);
    if (search.orderId) any.push(eq(invoices.orderId, search.orderId));
    conditions.push(or(...any) as SQL);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const listedFrom = (db: DbOrTx) =>
  db
    .select(listedColumns)
    .from(invoices)
    .innerJoin(cities, eq(cities.id, invoices.cityId))
    .leftJoin(corrected, eq(corrected.id, invoices.correctsId));

/** One page of the matching invoices, newest first (by issue date, then number), and how many match in all. */
export async function listStaffInvoices(
  db: DbOrTx,
  filter: StaffInvoiceFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ListedInvoice[]; total: number }> {
  const where = staffInvoiceWhere(filter);
  const rows = await listedFrom(db).where(where).orderBy(desc(invoices.issueDate), desc(invoices.id)).limit(page.limit).offset(page.offset);
  const [counted] = await db.select({ n: count() }).from(invoices).innerJoin(cities, eq(cities.id, invoices.cityId)).where(where);
  return { rows: rows.map(toListed), total: Number(counted?.n ?? 0) };
}

/** Every matching invoice in the order of their numbers (series, then sequence): the accountant's file. */
export async function listInvoicesForExport(db: DbOrTx, filter: StaffInvoiceFilter): Promise<ListedInvoice[]> {
  const rows = await listedFrom(db)
    .where(staffInvoiceWhere(filter))
    .orderBy(asc(invoices.series), asc(invoices.period), asc(invoices.sequence));
  return rows.map(toListed);
}

/** One invoice with its city and the number of the invoice it corrects; null when there is none. */
export async function findStaffInvoice(db: DbOrTx, id: number): Promise<ListedInvoice | null> {
  const [row] = await listedFrom(db).where(eq(invoices.id, id));
  return row ? toListed(row) : null;
}

/** An order's invoices as the lists show them: the VAT invoice first, then its corrections as issued. */
export async function listOrderInvoicesForStaff(db: DbOrTx, orderId: string): Promise<ListedInvoice[]> {
  const rows = await listedFrom(db).where(eq(invoices.orderId, orderId)).orderBy(sql`${invoices.kind} = 'KOR'`, asc(invoices.id));
  return rows.map(toListed);
}

/** Locks an invoice row (a resend and the sender job then take it one at a time); null when there is none. */
export async function lockInvoice(tx: Tx, id: number): Promise<InvoiceRow | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  return row ?? null;
}

/**
 * A rejected invoice drawn again from the fixed data, under its number and issue date, and put back in the sender
 * job's queue (waiting, no attempt made, due now). Null when it is not rejected (anymore): nothing changed.
 */
export async function redrawRejectedInvoice(
  tx: Tx,
  id: number,
  drawn: { document: InvoiceDocument; xml: string; xmlSha256: string; createdBy: number },
): Promise<InvoiceRow | null> {
  const { document } = drawn;
  const [row] = await tx
    .update(invoices)
    .set({
      document,
      xml: drawn.xml,
      xmlSha256: drawn.xmlSha256,
      buyerKind: document.buyer.kind,
      buyerNip: document.buyer.kind === "business" ? document.buyer.nip : null,
      buyerName: document.buyer.name,
      net: document.totals.net,
      vat: document.totals.vat,
      gross: document.totals.gross,
      ksefStatus: "waiting",
      ksefMessage: null,
      ksefSession: null,
      ksefReference: null,
      ksefAttempts: 0,
      ksefNextAttemptAt: sql`now()`,
      createdBy: drawn.createdBy,
      updatedAt: sql`now()`,
    })
    .where(and(eq(invoices.id, id), eq(invoices.ksefStatus, "rejected")))
    .returning();
  return row ?? null;
}

/** The order's city and invoice buyer, locked (staff change the buyer one at a time); null when there is no such order. */
export async function lockOrderInvoiceBuyer(
  tx: Tx,
  orderId: string,
): Promise<{ id: string; cityId: number; invoiceBuyer: InvoiceRequest | null } | null> {
  const [row] = await tx
    .select({ id: orders.id, cityId: orders.cityId, invoiceBuyer: orders.invoiceBuyer })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  return row ?? null;
}

export async function setOrderInvoiceBuyer(tx: Tx, orderId: string, buyer: InvoiceRequest): Promise<void> {
  await tx.update(orders).set({ invoiceBuyer: buyer, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

/** The order's city and invoice buyer (no lock); null when there is no such order. */
export async function findOrderInvoiceBuyer(
  db: DbOrTx,
  orderId: string,
): Promise<{ id: string; cityId: number; invoiceBuyer: InvoiceRequest | null } | null> {
  const [row] = await db
    .select({ id: orders.id, cityId: orders.cityId, invoiceBuyer: orders.invoiceBuyer })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}
