import type { InvoiceDocument } from "@shop/domain";
import { describe, expect, it } from "vitest";
import {
  BUYER_NIP,
  cancellationCorrection,
  invoiceDocument,
  ORIGINAL_KSEF_NUMBER,
  PRIVATE_BUYER,
  refundCorrection,
  SELLER_NIP,
} from "../../../test/invoice-fixture";
import { decodeDrawnQr, readPdf } from "../../../test/pdf-reading";
import { buildFa3Xml, DEFAULT_EXEMPTION_BASIS } from "../fa3/build";
import { invoiceVerificationUrl, KSEF_QR_BASES, xmlSha256Base64Url } from "../fa3/verification";
import { renderInvoicePdf } from "./render";

/** The module size qr.ts draws with. */
const MODULE = 2.25;

const business = invoiceDocument({
  goods: [
    { name: "Tytoń fajkowy „Żółty Ptak” 50 g", quantity: 3, unitGross: 2999, discount: 300 },
    { name: "Herbata liściasta", quantity: 2, unitGross: 1599, vatRate: "8" },
    { name: "Zestaw startowy: fajka wodna + 3 tytonie", quantity: 12, unitGross: 129900 },
  ],
  delivery: 1499,
});

const linkOf = (doc: InvoiceDocument) =>
  invoiceVerificationUrl(KSEF_QR_BASES.test, {
    sellerNip: doc.seller.nip,
    issueDate: doc.issueDate,
    xmlSha256: xmlSha256Base64Url(buildFa3Xml(doc)),
  });

/** "1 234,56 zł" as the reader gives it back (non-breaking spaces as spaces). */
const zl = (grosze: number) =>
  `${grosze < 0 ? "-" : ""}${Math.floor(Math.abs(grosze) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, " ")},${String(Math.abs(grosze) % 100).padStart(2, "0")} zł`;

// The first test also loads pdf.js and the fonts.
describe("invoice PDF", { timeout: 30_000 }, () => {
  it("a business's invoice in KSeF: a PDF of one page with the number, both NIPs, the totals, the KSeF number and its QR code", async () => {
    const url = linkOf(business);
    const bytes = await renderInvoicePdf(business, { number: ORIGINAL_KSEF_NUMBER, verificationUrl: url });
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.title).toBe("Faktura VAT FV/2026/11/00042");
    for (const expected of [
      "Faktura VAT",
      "VAT invoice",
      "Nr FV/2026/11/00042",
      "Data wystawienia",
      "05.11.2026",
      "Sprzedawca",
      "Nabywca",
      `NIP: ${SELLER_NIP}`,
      `NIP: ${BUYER_NIP}`,
      "Hurtownia Żółw Sp. z o.o.",
      "90-004 Łódź",
      "Tytoń fajkowy „Żółty Ptak” 50 g",
      "rabat / discount: 3,00 zł",
      `Numer KSeF / KSeF number: ${ORIGINAL_KSEF_NUMBER}`,
      "Zapłacono",
      zl(business.totals.gross),
      "Przelew – Przelewy24",
      "PL61 1090 1014 0000 0712 1981 2874",
      "WAW-2611-7Q4K",
    ]) {
      expect(pdf.text).toContain(expected);
    }
    expect(zl(business.totals.gross)).toBe("15 721,94 zł");
    // The table's columns and the totals per rate.
    for (const label of ["Lp.", "Nazwa", "Ilość", "J.m.", "Cena netto", "Wartość netto", "Stawka VAT", "Kwota VAT", "Wartość brutto"]) {
      expect(pdf.text).toContain(label);
    }
    const [at23, at8] = business.totals.byRate;
    expect(pdf.text).toContain(
      `23% ${zl(at23?.net ?? 0).slice(0, -3)} ${zl(at23?.vat ?? 0).slice(0, -3)} ${zl(at23?.gross ?? 0).slice(0, -3)}`,
    );
    expect(pdf.text).toContain(`8% ${zl(at8?.net ?? 0).slice(0, -3)} ${zl(at8?.vat ?? 0).slice(0, -3)}`);
    expect(pdf.text).not.toContain("Podstawa zwolnienia");
    // KOD I: the code decodes to the link, labelled with the KSeF number; the link is also clickable.
    expect(decodeDrawnQr(bytes, MODULE)).toBe(url);
    expect(new Set(pdf.links)).toEqual(new Set([url])); // the code and the printed link
    expect(pdf.text).not.toContain("OFFLINE");
  });

  it("a business's invoice not yet in KSeF: said plainly, the code labelled OFFLINE", async () => {
    const url = linkOf(business);
    const bytes = await renderInvoicePdf(business, { number: null, verificationUrl: url });
    const pdf = await readPdf(bytes);
    expect(pdf.text).toContain("Faktura nie została jeszcze przesłana do KSeF / Not yet sent to KSeF");
    expect(pdf.text).toContain("OFFLINE");
    expect(pdf.text).not.toContain("Numer KSeF /");
    expect(decodeDrawnQr(bytes, MODULE)).toBe(url);
  });

  it("a private person's invoice: outside KSeF, no NIP for the buyer, no code; unpaid says what is due", async () => {
    const doc = invoiceDocument({
      goods: [{ name: "Tytoń", quantity: 2, unitGross: 2999 }],
      buyer: PRIVATE_BUYER,
      payment: { method: "in-store", paidOn: null },
    });
    const bytes = await renderInvoicePdf(doc, { number: null, verificationUrl: null });
    const pdf = await readPdf(bytes);
    expect(pdf.text).toContain("Faktura wystawiona poza KSeF (nabywca: osoba prywatna)");
    expect(pdf.text).toContain("Jan Kowalski");
    expect(pdf.text).toContain("Osoba prywatna, bez NIP");
    expect(pdf.text).toContain(`Razem do zapłaty Total due ${zl(5998)}`);
    expect(pdf.text).toContain("Gotówka – płatność w sklepie");
    expect(pdf.text).not.toContain("Zapłacono");
    expect(pdf.text.match(/NIP: \d{10}/g)).toEqual([`NIP: ${SELLER_NIP}`]);
    expect(decodeDrawnQr(bytes, MODULE)).toBeNull();
    expect(pdf.links).toEqual([]);
  });

  it("a correcting invoice for a partial refund: the corrected invoice, its KSeF number, the reason, the money given back", async () => {
    const correction = refundCorrection(business, 5000);
    const url = linkOf(correction);
    const bytes = await renderInvoicePdf(correction, { number: null, verificationUrl: url });
    const pdf = await readPdf(bytes);
    for (const expected of [
      "Faktura korygująca",
      "Correcting invoice",
      "Nr FK/2026/11/00003",
      "Faktura korygowana",
      "FV/2026/11/00042 z dnia 05.11.2026",
      ORIGINAL_KSEF_NUMBER.slice(0, 20), // the number may wrap in its column
      "Przyczyna korekty",
      "Zwrot części zapłaty",
      "Zwrócono",
      zl(5000),
      "Data zwrotu",
      "20.11.2026",
      `Razem / Total ${zl(correction.totals.net).slice(0, -3)}`,
    ]) {
      expect(pdf.text).toContain(expected);
    }
    expect(correction.totals.gross).toBe(-5000);
    expect(pdf.text).toContain("-50,00");
    expect(decodeDrawnQr(bytes, MODULE)).toBe(url);
  });

  it("a correction of an invoice outside KSeF says so", async () => {
    const original = invoiceDocument({ goods: [{ name: "Tytoń", quantity: 1, unitGross: 2999 }], buyer: PRIVATE_BUYER });
    const pdf = await readPdf(
      await renderInvoicePdf(cancellationCorrection(original, { ksefNumber: null }), { number: null, verificationUrl: null }),
    );
    expect(pdf.text).toContain("wystawiona poza KSeF / issued outside KSeF");
    expect(pdf.text).toContain("Anulowanie zamówienia");
    expect(pdf.text).toContain("-1 szt.");
  });

  it("many lines continue on further pages, the table's header on each, every page numbered", async () => {
    const doc = invoiceDocument({
      goods: Array.from({ length: 45 }, (_, index) => ({
        name: `Produkt ${index + 1} o długiej nazwie, która zawija się w drugą linię tabeli`,
        quantity: 1,
        unitGross: 1000 + index,
      })),
      payment: { method: "crypto", paidOn: "2026-11-05" },
    });
    const pdf = await readPdf(await renderInvoicePdf(doc, { number: null, verificationUrl: linkOf(doc) }));
    expect(pdf.pages.length).toBeGreaterThan(1);
    pdf.pages.forEach((page, index) => {
      expect(page).toContain(`Strona ${index + 1} z ${pdf.pages.length} / Page ${index + 1} of ${pdf.pages.length}`);
    });
    const withLines = pdf.pages.filter((page) => page.includes("Produkt "));
    expect(withLines.length).toBeGreaterThan(1);
    for (const page of withLines) expect(page).toContain("Wartość brutto");
    for (let index = 1; index <= 45; index += 1) expect(pdf.text).toContain(`Produkt ${index} o długiej`);
    expect(pdf.text).toContain("Kryptowaluta USDT (TRC20)");
  });

  it("an exempt line prints the basis of the exemption", async () => {
    const doc = invoiceDocument({ goods: [{ name: "Usługa degustacji", quantity: 1, unitGross: 2500, vatRate: "zw" }] });
    const pdf = await readPdf(await renderInvoicePdf(doc, { number: null, verificationUrl: null }));
    expect(pdf.text).toContain("Podstawa zwolnienia z VAT");
    expect(pdf.text).toContain(DEFAULT_EXEMPTION_BASIS);
    expect(pdf.text).toContain("zw");
  });

  it("is the same file for the same document and mark", async () => {
    const mark = { number: ORIGINAL_KSEF_NUMBER, verificationUrl: linkOf(business) };
    const [first, second] = await Promise.all([renderInvoicePdf(business, mark), renderInvoicePdf(structuredClone(business), mark)]);
    expect(Buffer.from(first ?? []).equals(Buffer.from(second ?? []))).toBe(true);
  });
});
