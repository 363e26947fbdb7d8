import { describe, expect, it } from "vitest";
import { parseCsv } from "../csv";
import { invoiceLine, invoiceTotals } from "./amounts";
import { INVOICE_CSV_COLUMNS, invoicesCsv } from "./invoices-csv";
import type { InvoiceDocument } from "./model";

const lines = [
  invoiceLine(1, { productId: 1, name: "Tytoń", quantity: 2, unitGross: 1230, discount: 0, vatRate: "23", unit: "szt." }),
  invoiceLine(2, { productId: 2, name: "Książka", quantity: 1, unitGross: 1080, discount: 0, vatRate: "8", unit: "szt." }),
];

const invoice: InvoiceDocument = {
  kind: "VAT",
  number: "FV/2026/11/00001",
  issueDate: "2026-11-29",
  saleDate: "2026-11-28",
  issuedAt: "2026-11-29T09:00:00.000Z",
  placeOfIssue: "Kraków",
  currency: "PLN",
  seller: { nip: "7770000005", name: "S", address: { line1: "a", line2: null, countryCode: "PL" }, bankAccount: null },
  buyer: { kind: "business", nip: "7740001454", name: "=Hurtownia, „Żółw”", address: { line1: "b", line2: null, countryCode: "PL" } },
  orderId: "7KQ2M9XB4RT6H",
  lines,
  totals: invoiceTotals(lines),
  payment: { method: "online", paidOn: "2026-11-28" },
  correction: null,
};

describe("the accountant's CSV of invoices", () => {
  it("writes a header and a line per invoice, per rate and in total, in złoty; a correction names the invoice it corrects", () => {
    const correctionLines = [{ ...lines[0], quantity: -2, gross: -2460, net: -2000, vat: -460 }] as typeof lines;
    const correction: InvoiceDocument = {
      ...invoice,
      kind: "KOR",
      number: "KOR/2026/11/00001",
      lines: correctionLines,
      totals: invoiceTotals(correctionLines),
      correction: { reason: "Anulowanie", original: { number: invoice.number, issueDate: invoice.issueDate, ksefNumber: null } },
    };
    const text = invoicesCsv([
      { document: invoice, ksefNumber: "7770000005-20261129-0100001AF629-AF", ksefStatus: "accepted", correctedNumber: null },
      { document: correction, ksefNumber: null, ksefStatus: "waiting", correctedNumber: invoice.number },
    ]);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    const { records, error } = parseCsv(text);
    expect(error).toBeNull();
    const [header, first, second] = records.map((record) => record.fields);
    expect(header).toEqual([...INVOICE_CSV_COLUMNS]);
    const row = (fields: string[] | undefined) => Object.fromEntries(INVOICE_CSV_COLUMNS.map((name, i) => [name, fields?.[i]]));
    expect(row(first)).toMatchObject({
      number: "FV/2026/11/00001",
      kind: "VAT",
      issue_date: "2026-11-29",
      sale_date: "2026-11-28",
      order: "7KQ2M9XB4RT6H",
      buyer_name: "'=Hurtownia, „Żółw”",
      buyer_nip: "7740001454",
      net_23: "20.00",
      vat_23: "4.60",
      gross_23: "24.60",
      net_8: "10.00",
      vat_8: "0.80",
      gross_8: "10.80",
      net_5: "",
      gross_zw: "",
      net: "30.00",
      vat: "5.40",
      gross: "35.40",
      ksef_number: "7770000005-20261129-0100001AF629-AF",
      ksef_status: "accepted",
      corrected_invoice: "",
    });
    expect(row(second)).toMatchObject({
      kind: "KOR",
      gross_23: "-24.60",
      gross: "-24.60",
      net_8: "",
      corrected_invoice: "FV/2026/11/00001",
    });
  });

  it("writes only the header when the month has no invoices", () => {
    expect(parseCsv(invoicesCsv([])).records).toHaveLength(1);
  });
});
