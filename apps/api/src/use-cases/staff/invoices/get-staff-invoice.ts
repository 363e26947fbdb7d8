// One invoice in the back office (issue 34, docs/invoices.md "In the back office"): its document, its corrections (or
// the invoice it corrects), how far KSeF has taken it; and its files: the FA(3) XML as issued, the PDF (with its KSeF
// number and the "KOD I" verification link once KSeF accepted it, else marked "not yet in KSeF") and KSeF's UPO.
import { type StaffInvoiceDetail, staffInvoiceTexts } from "@shop/contracts";
import { type DbOrTx, listOrderInvoicesForStaff, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { invoiceFileName, invoicePdfOf } from "../../invoicing/invoice-files";
import { staffInvoiceOf, toStaffInvoiceDetail } from "./invoice-view";

export async function getStaffInvoice(db: DbOrTx, staff: UserRow, id: number, locale: Locale): Promise<StaffInvoiceDetail> {
  const row = await staffInvoiceOf(db, staff, id);
  const related = await listOrderInvoicesForStaff(db, row.orderId);
  // A VAT invoice lists its corrections; a correction the invoice it corrects and the other corrections of it.
  return toStaffInvoiceDetail(row, related, locale);
}

export interface InvoiceFile {
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  filename: string;
}

export async function downloadInvoiceXml(db: DbOrTx, staff: UserRow, id: number): Promise<InvoiceFile> {
  const row = await staffInvoiceOf(db, staff, id);
  return { body: row.xml, contentType: "application/xml; charset=utf-8", filename: invoiceFileName(row.number, "xml") };
}

export async function downloadInvoiceUpo(db: DbOrTx, staff: UserRow, id: number): Promise<InvoiceFile> {
  const row = await staffInvoiceOf(db, staff, id);
  if (row.upoXml === null) throw new AppError("NOT_FOUND", { messages: staffInvoiceTexts((m) => m.noUpo) });
  return { body: row.upoXml, contentType: "application/xml; charset=utf-8", filename: `UPO-${invoiceFileName(row.number, "xml")}` };
}

export async function downloadInvoicePdf(
  deps: Pick<ApiDeps, "database" | "invoiceVerificationBase">,
  staff: UserRow,
  id: number,
): Promise<InvoiceFile> {
  const row = await staffInvoiceOf(deps.database.db, staff, id);
  const pdf = await invoicePdfOf(row, deps.invoiceVerificationBase);
  return { body: new Uint8Array(pdf), contentType: "application/pdf", filename: invoiceFileName(row.number, "pdf") };
}
