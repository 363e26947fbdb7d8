// The back office's invoices (issue 34, docs/invoices.md "In the back office"): a month's invoices and corrections of the
// caller's cities (every city for an admin), by city, KSeF status, kind and customer, newest first, 50 a page; and the
// month's file for the accountant (every invoice and correction, in the order of their numbers).
import { STAFF_INVOICE_MESSAGES, type StaffInvoiceCsvQuery, type StaffInvoiceList, type StaffInvoiceQuery } from "@shop/contracts";
import { type DbOrTx, findStaffCities, listInvoicesForExport, listStaffInvoices, type StaffInvoiceFilter, type UserRow } from "@shop/db";
import { invoicePeriod, invoicesCsv, type Locale, normalizeOrderId } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { toStaffInvoice } from "./invoice-view";

const PAGE_SIZE = 50;

/** The month asked for (default: the current one in shop time) as its days: from its first, before the next month's first. */
function monthOf(month: string | undefined, locale: Locale, now: Date = new Date()) {
  const key = month || invoicePeriod(now).key;
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(key);
  if (!match) throw new AppError("VALIDATION_FAILED", { issues: [{ path: "month", message: STAFF_INVOICE_MESSAGES[locale].month }] });
  const year = Number(match[1]);
  const monthNumber = Number(match[2]);
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}`;
  return { key, issuedFrom: `${key}-01`, issuedBefore: `${next}-01` };
}

/** What a customer text may be: part of a name, an e-mail or an invoice number, NIP digits, an order id. */
function searchOf(q: string | undefined): StaffInvoiceFilter["search"] {
  const text = q?.trim();
  if (!text) return undefined;
  const digits = text.replace(/^PL/i, "").replace(/[\s-]/g, "");
  return { text, nipDigits: /^\d{3,10}$/.test(digits) ? digits : null, orderId: normalizeOrderId(text) };
}

export async function listInvoicesForStaff(
  db: DbOrTx,
  staff: UserRow,
  query: StaffInvoiceQuery,
  locale: Locale,
): Promise<StaffInvoiceList> {
  const month = monthOf(query.month, locale);
  const page = query.page ?? 1;
  const { rows, total } = await listStaffInvoices(
    db,
    {
      cityIds: await findStaffCities(db, staff),
      citySlug: query.city,
      issuedFrom: month.issuedFrom,
      issuedBefore: month.issuedBefore,
      search: searchOf(query.q),
      status: query.status,
      kind: query.kind,
    },
    { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  );
  return { month: month.key, items: rows.map((row) => toStaffInvoice(row, locale)), total, page, pageSize: PAGE_SIZE };
}

/** The month's invoices and corrections of the caller's cities (or one city) as the accountant's CSV. */
export async function exportInvoicesCsv(
  db: DbOrTx,
  staff: UserRow,
  query: StaffInvoiceCsvQuery,
  locale: Locale,
): Promise<{ filename: string; csv: string }> {
  const month = monthOf(query.month, locale);
  const rows = await listInvoicesForExport(db, {
    cityIds: await findStaffCities(db, staff),
    citySlug: query.city,
    issuedFrom: month.issuedFrom,
    issuedBefore: month.issuedBefore,
  });
  const csv = invoicesCsv(
    rows.map((row) => ({
      document: row.document,
      ksefNumber: row.ksefNumber,
      ksefStatus: row.ksefStatus,
      correctedNumber: row.correctsNumber,
    })),
  );
  return { filename: `invoices-${month.key}${query.city ? `-${query.city}` : ""}.csv`, csv };
}
