// An invoice as its customer sees it in a list (issue 34): number, kind, day, amount, where KSeF has it in plain words
// in the caller's language, and the API addresses of its files (the XML only for a business invoice).
import { CUSTOMER_KSEF_WORDS, type CustomerInvoice, type CustomerKsefState } from "@shop/contracts";
import type { InvoiceSummaryRow } from "@shop/db";
import type { Locale } from "@shop/domain";

/** The customer's side of KSeF's states: a rejected invoice is one the shop fixes and sends again, so "not yet" too. */
function customerKsefState(row: Pick<InvoiceSummaryRow, "ksefStatus" | "ksefNumber">): CustomerKsefState {
  if (row.ksefStatus === "not-applicable") return "not-applicable";
  return row.ksefStatus === "accepted" && row.ksefNumber ? "in-ksef" : "not-yet";
}

/** The API address of an invoice's file. */
const invoiceFilePath = (orderId: string, invoiceId: number, format: "pdf" | "xml") =>
  `/api/v1/orders/${orderId}/invoices/${invoiceId}/${format}`;

export function customerInvoiceOf(row: InvoiceSummaryRow, locale: Locale): CustomerInvoice {
  const state = customerKsefState(row);
  const number = state === "in-ksef" ? row.ksefNumber : null;
  return {
    id: row.id,
    orderId: row.orderId,
    number: row.number,
    kind: row.kind,
    corrects: row.correctsNumber,
    issueDate: row.issueDate,
    gross: row.gross,
    buyer: row.buyerKind,
    ksef: { state, number, text: CUSTOMER_KSEF_WORDS[locale][state]({ number: number ?? "" }) },
    files: {
      pdf: invoiceFilePath(row.orderId, row.id, "pdf"),
      xml: row.buyerKind === "business" ? invoiceFilePath(row.orderId, row.id, "xml") : null,
    },
  };
}
