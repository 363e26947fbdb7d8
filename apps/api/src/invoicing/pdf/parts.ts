// The invoice's top: its kind and number, the days and place, where it stands with KSeF, the seller and the buyer,
// and for a correcting invoice the invoice it corrects and why.
import type { InvoiceAddress, InvoiceDocument } from "@shop/domain";
import { plDate } from "./format";
import { MUTED, type Sheet } from "./sheet";

export interface KsefMark {
  /** The KSeF number once KSeF gave it. */
  number: string | null;
  /** The KOD I link (fa3/verification.ts); null: no QR code (a private person's invoice, outside KSeF). */
  verificationUrl: string | null;
}

/** A label (Polish, English beneath) over its value; returns the height taken. */
export function pair(sheet: Sheet, pl: string, en: string, value: string, x: number, y: number, width: number): number {
  sheet.label(pl, en, x, y, width);
  return 18 + sheet.block(value, x, y + 18, width, { size: 9 }) + 4;
}

export function title(doc: InvoiceDocument): { pl: string; en: string } {
  return doc.kind === "KOR" ? { pl: "Faktura korygująca", en: "Correcting invoice" } : { pl: "Faktura VAT", en: "VAT invoice" };
}

/** Kind, number, days and place; returns the y under them. */
export function heading(sheet: Sheet, doc: InvoiceDocument): number {
  const { pl, en } = title(doc);
  const x = sheet.left;
  sheet.line(pl, x, sheet.top, 320, { size: 18, bold: true });
  sheet.line(en, x, sheet.top + 23, 320, { size: 10, color: MUTED });
  sheet.line(`Nr ${doc.number}`, x, sheet.top + 42, 320, { size: 12, bold: true });
  const right = sheet.left + sheet.width - 160;
  let y = sheet.top;
  y += pair(sheet, "Data wystawienia", "Issue date", plDate(doc.issueDate), right, y, 160);
  y += pair(sheet, "Data sprzedaży", "Date of sale", plDate(doc.saleDate), right, y, 160);
  if (doc.placeOfIssue) y += pair(sheet, "Miejsce wystawienia", "Place of issue", doc.placeOfIssue, right, y, 160);
  return Math.max(y, sheet.top + 64) + 6;
}

/**
 * Where the invoice stands with KSeF, in a shaded bar: its KSeF number; not yet sent (a business's invoice waiting
 * for KSeF, the customer already has the PDF); or outside KSeF (a private person's invoice, never sent).
 */
export function ksefBar(sheet: Sheet, doc: InvoiceDocument, ksef: KsefMark, top: number): number {
  const text =
    ksef.number !== null
      ? `Numer KSeF / KSeF number: ${ksef.number}`
      : doc.buyer.kind === "private"
        ? "Faktura wystawiona poza KSeF (nabywca: osoba prywatna) / Issued outside KSeF (buyer: private person)"
        : "Faktura nie została jeszcze przesłana do KSeF / Not yet sent to KSeF";
  sheet.shade(sheet.left, top, sheet.width, 20);
  sheet.line(text, sheet.left + 6, top + 5.5, sheet.width - 12, { size: 8.5, bold: true });
  return top + 30;
}

const addressLines = (address: InvoiceAddress | null): string[] =>
  address === null
    ? []
    : [address.line1, ...(address.line2 ? [address.line2] : []), ...(address.countryCode === "PL" ? [] : [address.countryCode])];

function party(sheet: Sheet, pl: string, en: string, lines: { name: string; rest: string[] }, x: number, y: number, width: number): number {
  let at = y + sheet.label(pl, en, x, y, width) + 2;
  at += sheet.block(lines.name, x, at, width, { size: 9.5, bold: true });
  for (const text of lines.rest) at += sheet.block(text, x, at, width, { size: 8.5 });
  return at - y;
}

/** Seller at the left, buyer at the right; returns the y under them. */
export function parties(sheet: Sheet, doc: InvoiceDocument, top: number): number {
  const half = (sheet.width - 20) / 2;
  const { seller, buyer } = doc;
  const sellerHeight = party(
    sheet,
    "Sprzedawca",
    "Seller",
    { name: seller.name, rest: [...addressLines(seller.address), `NIP: ${seller.nip}`] },
    sheet.left,
    top,
    half,
  );
  const buyerRest =
    buyer.kind === "business"
      ? [...addressLines(buyer.address), `NIP: ${buyer.nip}`]
      : [...addressLines(buyer.address), "Osoba prywatna, bez NIP / Private person, no tax number"];
  const buyerHeight = party(
    sheet,
    "Nabywca",
    "Buyer",
    { name: buyer.name.trim() || "—", rest: buyerRest },
    sheet.left + half + 20,
    top,
    half,
  );
  return top + Math.max(sellerHeight, buyerHeight) + 12;
}

/** A correcting invoice: the invoice it corrects (number, day, KSeF number) and the reason; returns the y under it. */
export function corrected(sheet: Sheet, doc: InvoiceDocument, top: number): number {
  const correction = doc.correction;
  if (!correction) return top;
  const { original } = correction;
  const third = (sheet.width - 20) / 3;
  const y = sheet.room(top, 50);
  sheet.rule(y - 4);
  const heights = [
    pair(sheet, "Faktura korygowana", "Corrected invoice", `${original.number} z dnia ${plDate(original.issueDate)}`, sheet.left, y, third),
    pair(
      sheet,
      "Numer KSeF faktury korygowanej",
      "KSeF number of the corrected invoice",
      original.ksefNumber ?? "wystawiona poza KSeF / issued outside KSeF",
      sheet.left + third + 10,
      y,
      third,
    ),
    pair(sheet, "Przyczyna korekty", "Reason for correction", correction.reason, sheet.left + 2 * third + 20, y, third),
  ];
  return y + Math.max(...heights) + 8;
}
