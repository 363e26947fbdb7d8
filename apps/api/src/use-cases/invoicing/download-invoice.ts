// An invoice's file for its customer (issue 34): the PDF (with its KSeF number and verification QR once KSeF accepted
// it, else marked "not yet in KSeF"; a private person's without any KSeF mark), or a business invoice's FA(3) XML as
// it was sent to KSeF. Only the order's owner gets them; another's order or invoice, or a private one's XML, is 404.
import { findOrderInvoice, type UserRow } from "@shop/db";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { ownOrderId } from "../orders/order-ownership";
import { invoiceFileName, invoicePdfOf } from "./invoice-files";

export interface InvoiceFile {
  body: Uint8Array | string;
  contentType: "application/pdf" | "application/xml; charset=utf-8";
  filename: string;
}

export async function downloadInvoice(
  deps: Pick<ApiDeps, "database" | "invoiceVerificationBase">,
  user: UserRow,
  typedOrderId: string,
  invoiceId: number,
  format: "pdf" | "xml",
): Promise<InvoiceFile> {
  const orderId = await ownOrderId(deps, user, typedOrderId);
  const invoice = await findOrderInvoice(deps.database.db, orderId, invoiceId);
  if (!invoice) throw new AppError("NOT_FOUND");
  if (format === "xml") {
    if (invoice.buyerKind !== "business") throw new AppError("NOT_FOUND");
    return { body: invoice.xml, contentType: "application/xml; charset=utf-8", filename: invoiceFileName(invoice.number, "xml") };
  }
  const body = await invoicePdfOf(invoice, deps.invoiceVerificationBase);
  return { body, contentType: "application/pdf", filename: invoiceFileName(invoice.number, "pdf") };
}
