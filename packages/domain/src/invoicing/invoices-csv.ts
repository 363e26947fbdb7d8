// The month's invoices for the accountant as CSV (issue 34, docs/invoices.md "The monthly CSV"): one line per invoice
// and per correction, in the order of their numbers; net, VAT and gross per rate (23, 8, 5, 0, zw) and in total, in
// złoty with a dot (a correction's are its changes, negative when money went back); UTF-8 with a byte order mark,
// commas, CRLF (csv.ts). Names people typed never start a formula in a spreadsheet (inertCsvText).
import { formatCsv } from "../csv";
import { formatZloty } from "../offer-values";
import { VAT_RATES } from "../product-codes";
import { inertCsvText } from "../stock-ledger-csv";
import type { InvoiceDocument } from "./model";

const RATE_COLUMNS = VAT_RATES.flatMap((rate) => [`net_${rate}`, `vat_${rate}`, `gross_${rate}`]);

export const INVOICE_CSV_COLUMNS = [
  "number",
  "kind",
  "issue_date",
  "sale_date",
  "order",
  "buyer_name",
  "buyer_nip",
  ...RATE_COLUMNS,
  "net",
  "vat",
  "gross",
  "ksef_number",
  "ksef_status",
  "corrected_invoice",
] as const;

/** One invoice as the CSV writes it. */
export interface InvoiceCsvLine {
  document: InvoiceDocument;
  ksefNumber: string | null;
  ksefStatus: string;
  /** A correction: the number of the invoice it corrects. */
  correctedNumber: string | null;
}

/** The header line and the invoices, with the byte order mark spreadsheets need for Polish letters. */
export function invoicesCsv(lines: readonly InvoiceCsvLine[]): string {
  return formatCsv(
    [
      [...INVOICE_CSV_COLUMNS],
      ...lines.map(({ document, ksefNumber, ksefStatus, correctedNumber }) => {
        const perRate = VAT_RATES.flatMap((rate) => {
          const total = document.totals.byRate.find((entry) => entry.vatRate === rate);
          return total ? [formatZloty(total.net), formatZloty(total.vat), formatZloty(total.gross)] : ["", "", ""];
        });
        return [
          document.number,
          document.kind,
          document.issueDate,
          document.saleDate,
          document.orderId,
          inertCsvText(document.buyer.name),
          document.buyer.kind === "business" ? document.buyer.nip : "",
          ...perRate,
          formatZloty(document.totals.net),
          formatZloty(document.totals.vat),
          formatZloty(document.totals.gross),
          ksefNumber ?? "",
          ksefStatus,
          correctedNumber ?? document.correction?.original.number ?? "",
        ];
      }),
    ],
    { bom: true },
  );
}
