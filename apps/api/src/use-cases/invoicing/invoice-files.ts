// An invoice's files as its customer gets them (issue 34, docs/invoices.md): the PDF, with its KSeF number and the
// KOD I verification QR code once KSeF accepted it, else without (a business invoice's PDF then says "not yet in KSeF",
// a private person's has no KSeF mark at all); and the file names ("FV/2026/11/00042" -> "FV-2026-11-00042.pdf").
import type { InvoiceRow } from "@shop/db";
import { invoiceVerificationUrl, KSEF_QR_BASES } from "../../invoicing/fa3/verification";
import { renderInvoicePdf } from "../../invoicing/pdf/render";

/** The invoice's file name: its number with the slashes made dashes. */
export const invoiceFileName = (number: string, extension: "pdf" | "xml") => `${number.replace(/[^A-Za-z0-9-]+/g, "-")}.${extension}`;

type PdfFacts = Pick<InvoiceRow, "document" | "ksefStatus" | "ksefNumber" | "xmlSha256">;

/**
 * The PDF of the invoice as it stands. `verificationBase`: the host of the KOD I links of the KSeF environment the shop
 * sends to (default: the Ministry's production one).
 */
export function invoicePdfOf(invoice: PdfFacts, verificationBase: string = KSEF_QR_BASES.production): Promise<Uint8Array> {
  const { document } = invoice;
  const inKsef = invoice.ksefStatus === "accepted" && invoice.ksefNumber !== null;
  if (!inKsef) return renderInvoicePdf(document, { number: null, verificationUrl: null });
  const verificationUrl = invoiceVerificationUrl(verificationBase, {
    sellerNip: document.seller.nip,
    issueDate: document.issueDate,
    xmlSha256: invoice.xmlSha256,
  });
  return renderInvoicePdf(document, { number: invoice.ksefNumber, verificationUrl });
}
