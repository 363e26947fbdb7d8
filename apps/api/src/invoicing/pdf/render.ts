// The invoice as a PDF in Polish, the legal language, with English beneath the labels: the heading, where it stands
// with KSeF, seller and buyer, for a correction the corrected invoice, the lines, the totals per rate, what was paid
// and how, and the KOD I verification QR code labelled with the KSeF number ("OFFLINE" while it has none). Drawn from
// the invoice document alone; the same document and mark give the same bytes (the file's dates are the issue instant).
import type { InvoiceDocument } from "@shop/domain";
import { DEFAULT_EXEMPTION_BASIS } from "../fa3/build";
import { groupedAccount, paymentLabel, plDate, plMoney } from "./format";
import { corrected, heading, type KsefMark, ksefBar, pair, parties, title } from "./parts";
import { drawLabelledQr } from "./qr";
import { MUTED, Sheet } from "./sheet";
import { linesTable, rateSummary } from "./table";

export type { KsefMark } from "./parts";

export interface InvoicePdfOptions {
  /** The legal basis printed when a line is exempt (the FA(3) P_19A; default DEFAULT_EXEMPTION_BASIS). */
  exemptionBasis?: string;
}

export async function renderInvoicePdf(doc: InvoiceDocument, ksef: KsefMark, options: InvoicePdfOptions = {}): Promise<Uint8Array> {
  const { pl } = title(doc);
  const sheet = await Sheet.open({
    title: `${pl} ${doc.number}`,
    author: doc.seller.name,
    subject: `Zamówienie ${doc.orderId}`,
    createdAt: new Date(doc.issuedAt),
  });
  let y = heading(sheet, doc);
  y = ksefBar(sheet, doc, ksef, y);
  y = parties(sheet, doc, y);
  y = corrected(sheet, doc, y);
  y = linesTable(sheet, doc, y);
  y = rateSummary(sheet, doc, y);
  settlement(sheet, doc, ksef, y + 16, options);
  return sheet.finish();
}

/** What is due or was paid: a correction that gives money back says "refunded" or "to be refunded". */
function amountDue(doc: InvoiceDocument): { pl: string; en: string; value: number; note: string | null } {
  const { gross } = doc.totals;
  const paid = doc.payment.paidOn !== null;
  if (gross < 0) {
    return paid
      ? { pl: "Zwrócono", en: "Refunded", value: -gross, note: null }
      : { pl: "Do zwrotu", en: "To be refunded", value: -gross, note: null };
  }
  return paid
    ? { pl: "Zapłacono", en: "Paid", value: gross, note: `Pozostało do zapłaty / Amount due: ${plMoney(0)}` }
    : { pl: "Razem do zapłaty", en: "Total due", value: gross, note: null };
}

/** Payment at the left, the QR code at the right. */
function settlement(sheet: Sheet, doc: InvoiceDocument, ksef: KsefMark, top: number, options: InvoicePdfOptions): void {
  const exempt = doc.lines.some((line) => line.vatRate === "zw");
  const width = sheet.width - 170;
  const needed = 165 + (exempt ? 30 : 0);
  let y = sheet.room(top, needed);
  const qrTop = y;
  sheet.rule(y - 6);

  const due = amountDue(doc);
  sheet.label(due.pl, due.en, sheet.left, y, width);
  sheet.line(plMoney(due.value), sheet.left + 150, y, width - 150, { size: 13, bold: true });
  y += 20;
  if (due.note) {
    sheet.line(due.note, sheet.left, y, width, { size: 8, color: MUTED });
    y += 14;
  }
  const method = paymentLabel(doc.payment.method);
  const half = (width - 10) / 2;
  const left = sheet.left;
  const right = sheet.left + half + 10;
  const methodHeight = pair(sheet, "Forma płatności", "Payment method", `${method.pl} / ${method.en}`, left, y, half);
  const paidHeight = doc.payment.paidOn
    ? pair(
        sheet,
        doc.kind === "KOR" && doc.totals.gross < 0 ? "Data zwrotu" : "Data zapłaty",
        doc.kind === "KOR" && doc.totals.gross < 0 ? "Refund date" : "Payment date",
        plDate(doc.payment.paidOn),
        right,
        y,
        half,
      )
    : 0;
  y += Math.max(methodHeight, paidHeight);
  const accountHeight = doc.seller.bankAccount
    ? pair(sheet, "Rachunek bankowy", "Bank account", groupedAccount(doc.seller.bankAccount), left, y, half)
    : 0;
  const orderHeight = pair(sheet, "Numer zamówienia", "Order number", doc.orderId, doc.seller.bankAccount ? right : left, y, half);
  y += Math.max(accountHeight, orderHeight);
  if (exempt) {
    pair(
      sheet,
      "Podstawa zwolnienia z VAT",
      "Basis of the VAT exemption",
      options.exemptionBasis ?? DEFAULT_EXEMPTION_BASIS,
      left,
      y,
      width,
    );
  }

  if (ksef.verificationUrl) verificationCode(sheet, ksef.verificationUrl, ksef.number, qrTop);
}

/** KOD I at the right: the code, its label, what it is for and the link itself. */
function verificationCode(sheet: Sheet, url: string, ksefNumber: string | null, top: number): void {
  const x = sheet.left + sheet.width - 125;
  const { height } = drawLabelledQr(sheet, url, ksefNumber ?? "OFFLINE", x, top);
  let y = top + height + 4;
  y += sheet.block("Sprawdź fakturę w KSeF (KOD I) / Verify this invoice in KSeF", x - 25, y, 150, { size: 6.5, align: "center" });
  sheet.pdf
    .font("regular")
    .fontSize(5.5)
    .fillColor(MUTED)
    .text(url, x - 25, y + 2, { width: 150, align: "center", link: url });
}
