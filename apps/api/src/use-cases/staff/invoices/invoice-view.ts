// Invoices as the back office shows them (issue 34, docs/invoices.md "In the back office"), and the one way staff reach
// an invoice: it exists and is of a city they run, else 404 (a city manager learns nothing of other cities' invoices).
import type { StaffInvoice, StaffInvoiceDetail } from "@shop/contracts";
import { type DbOrTx, findStaffCities, findStaffInvoice, type ListedInvoice, staffMayActOn, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";

export function toStaffInvoice(row: ListedInvoice, locale: Locale): StaffInvoice {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    issueDate: row.issueDate,
    orderId: row.orderId,
    city: { slug: row.city.slug, name: row.city.names[locale] },
    buyer: { kind: row.buyerKind, name: row.buyerName, nip: row.buyerNip },
    net: row.net,
    vat: row.vat,
    gross: row.gross,
    ksef: { status: row.ksefStatus, number: row.ksefNumber, message: row.ksefMessage },
    corrects: row.correctsId !== null && row.correctsNumber !== null ? { id: row.correctsId, number: row.correctsNumber } : null,
  };
}

export function toStaffInvoiceDetail(row: ListedInvoice, related: readonly ListedInvoice[], locale: Locale): StaffInvoiceDetail {
  const { document } = row;
  return {
    ...toStaffInvoice(row, locale),
    saleDate: document.saleDate,
    issuedAt: new Date(document.issuedAt).toISOString(),
    placeOfIssue: document.placeOfIssue,
    seller: document.seller,
    buyerAddress: document.buyer.address,
    lines: document.lines.map(({ productId: _product, ...line }) => line),
    totals: document.totals,
    payment: document.payment,
    correction: document.correction,
    related: related.filter((other) => other.id !== row.id).map((other) => toStaffInvoice(other, locale)),
    ksefProgress: {
      attempts: row.ksefAttempts,
      nextAttemptAt: row.ksefStatus === "waiting" || row.ksefStatus === "sent" ? (row.ksefNextAttemptAt?.toISOString() ?? null) : null,
      acceptedAt: row.ksefAcceptedAt?.toISOString() ?? null,
      upo: row.upoXml !== null,
    },
    mayResend: row.ksefStatus === "rejected",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The invoice when the staff member may see it (it is of one of their cities); NOT_FOUND otherwise. */
export async function staffInvoiceOf(db: DbOrTx, staff: UserRow, id: number): Promise<ListedInvoice> {
  const row = await findStaffInvoice(db, id);
  if (!row || !staffMayActOn(await findStaffCities(db, staff), row.cityId)) throw new AppError("NOT_FOUND");
  return row;
}
