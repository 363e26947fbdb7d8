// The invoice document (packages/domain InvoiceDocument) as an FA(3) XML invoice for KSeF: schema
// schemat_FA(3)_v1-0E (./schemas), elements in the schema's order, amounts in złoty with two decimals, dates
// YYYY-MM-DD. Deterministic: the same document gives the same bytes, so the SHA-256 in the verification link
// (./verification.ts) can be computed again from the stored document. Private persons' invoices are built the same
// way (BrakID), though they are not sent to KSeF. The choices are explained in docs/invoices.md.
import { type InvoiceDocument, type InvoiceLine, VAT_RATES } from "@shop/domain";
import { buyer, seller } from "./parties";
import { amount, bankAccount, dateTime, FA3_RATE, RATE_TOTAL_FIELDS, requiredToken, token } from "./values";
import { el, leaf, maybeLeaf, serializeXml, type XmlElement } from "./xml";

export const FA3_NAMESPACE = "http://crd.gov.pl/wzor/2025/06/25/13775/";

/** P_19A when the invoice has an exempt ("zw") line and no other provision is given. */
export const DEFAULT_EXEMPTION_BASIS = "art. 43 ust. 1 ustawy z dnia 11 marca 2004 r. o podatku od towarów i usług";

export interface Fa3Options {
  /** Naglowek SystemInfo: the program that made the invoice. */
  systemInfo?: string;
  /** P_19A: the provision an exempt line is exempt under (default DEFAULT_EXEMPTION_BASIS). */
  exemptionBasis?: string;
}

export function buildFa3Xml(doc: InvoiceDocument, options: Fa3Options = {}): string {
  const root = el("Faktura", header(doc, options), seller(doc.seller), buyer(doc.buyer), invoice(doc, options));
  return serializeXml(root, FA3_NAMESPACE);
}

function header(doc: InvoiceDocument, options: Fa3Options): XmlElement {
  return el(
    "Naglowek",
    leaf("KodFormularza", "FA", [
      ["kodSystemowy", "FA (3)"],
      ["wersjaSchemy", "1-0E"],
    ]),
    leaf("WariantFormularza", 3),
    leaf("DataWytworzeniaFa", dateTime(doc.issuedAt)),
    maybeLeaf("SystemInfo", options.systemInfo === undefined ? null : token(options.systemInfo, 256)),
  );
}

function invoice(doc: InvoiceDocument, options: Fa3Options): XmlElement {
  return el(
    "Fa",
    leaf("KodWaluty", doc.currency),
    leaf("P_1", doc.issueDate),
    maybeLeaf("P_1M", doc.placeOfIssue === null ? null : token(doc.placeOfIssue, 256)),
    leaf("P_2", requiredToken(doc.number, 256, "P_2")),
    leaf("P_6", doc.saleDate),
    rateTotals(doc),
    leaf("P_15", amount(doc.totals.gross)),
    annotations(doc, options),
    leaf("RodzajFaktury", doc.kind),
    doc.kind === "KOR" ? correction(doc) : null,
    doc.lines.map(line),
    payment(doc),
    el("WarunkiTransakcji", el("Zamowienia", leaf("NrZamowienia", requiredToken(doc.orderId, 256, "NrZamowienia")))),
  );
}

/** P_13_x (net) and P_14_x (VAT) of each rate present, in the schema's order (23, 8, 5, 0, zw). */
function rateTotals(doc: InvoiceDocument): XmlElement[] {
  return VAT_RATES.flatMap((rate) => {
    const total = doc.totals.byRate.find((entry) => entry.vatRate === rate);
    if (!total) return [];
    const fields = RATE_TOTAL_FIELDS[rate];
    return [leaf(fields.net, amount(total.net)), ...(fields.vat ? [leaf(fields.vat, amount(total.vat))] : [])];
  });
}

/**
 * The annotations every FA(3) invoice carries, "2"/"N" meaning "does not apply": no cash accounting (P_16), no
 * self-billing (P_17), no reverse charge (P_18), no mandatory split payment (P_18A: the shop sells none of the goods
 * of annex 15 of the VAT act), no new means of transport (P_22N), not the second taxpayer of a simplified triangular
 * transaction (P_23), no margin scheme (P_PMarzyN). Exemption: P_19 and its legal basis when a line is exempt, else
 * P_19N.
 */
function annotations(doc: InvoiceDocument, options: Fa3Options): XmlElement {
  const exempt = doc.lines.some((entry) => entry.vatRate === "zw");
  const basis = requiredToken(options.exemptionBasis ?? DEFAULT_EXEMPTION_BASIS, 256, "P_19A");
  return el(
    "Adnotacje",
    leaf("P_16", 2),
    leaf("P_17", 2),
    leaf("P_18", 2),
    leaf("P_18A", 2),
    el("Zwolnienie", exempt ? [leaf("P_19", 1), leaf("P_19A", basis)] : leaf("P_19N", 1)),
    el("NoweSrodkiTransportu", leaf("P_22N", 1)),
    leaf("P_23", 2),
    el("PMarzy", leaf("P_PMarzyN", 1)),
  );
}

/**
 * A correcting invoice's reason, its effect (TypKorekty 2: in the period of the correction, as a refund or a
 * cancellation lowers the tax base when the correction is issued, art. 29a ust. 13 of the VAT act) and the invoice
 * it corrects: with its KSeF number, or NrKSeFN when that one never went to KSeF (a private person's invoice).
 */
function correction(doc: InvoiceDocument): XmlElement[] {
  const of = doc.correction;
  if (!of) throw new Error("FA(3): a correcting invoice (KOR) needs the invoice it corrects");
  const ksef = of.original.ksefNumber;
  return [
    leaf("PrzyczynaKorekty", requiredToken(of.reason, 256, "PrzyczynaKorekty")),
    leaf("TypKorekty", 2),
    el(
      "DaneFaKorygowanej",
      leaf("DataWystFaKorygowanej", of.original.issueDate),
      leaf("NrFaKorygowanej", requiredToken(of.original.number, 256, "NrFaKorygowanej")),
      ksef ? [leaf("NrKSeF", 1), leaf("NrKSeFFaKorygowanej", ksef)] : leaf("NrKSeFN", 1),
    ),
  ];
}

/**
 * A line: name, unit, quantity, unit net price after the coupon, net value, rate. A correction's amount-only line
 * (the difference at one rate) has no unit, quantity or price; a cancellation's lines have negative quantities.
 */
function line(of: InvoiceLine): XmlElement {
  const units = of.quantity !== null;
  return el(
    "FaWiersz",
    leaf("NrWierszaFa", of.position),
    leaf("P_7", requiredToken(of.name, 512, `P_7 of line ${of.position}`)),
    units && of.unit !== null ? leaf("P_8A", of.unit) : null,
    units ? leaf("P_8B", String(of.quantity)) : null,
    units && of.unitNet !== null ? leaf("P_9A", amount(of.unitNet)) : null,
    leaf("P_11", amount(of.net)),
    leaf("P_12", FA3_RATE[of.vatRate]),
  );
}

/**
 * Paid (Zaplacono and the day) or not; the form: in store is cash (1: the brands' in-store payment is their cash
 * payment), online through Przelewy24 a transfer (6: the money reaches the seller's account by P24's transfer,
 * whichever method the customer picked there), USDT another form (PlatnoscInna with its description); the
 * seller's bank account when configured.
 */
function payment(doc: InvoiceDocument): XmlElement {
  const { method, paidOn } = doc.payment;
  const form =
    method === "crypto"
      ? [leaf("PlatnoscInna", 1), leaf("OpisPlatnosci", CRYPTO_PAYMENT)]
      : leaf("FormaPlatnosci", method === "in-store" ? 1 : 6);
  const account = doc.seller.bankAccount;
  return el(
    "Platnosc",
    paidOn === null ? null : [leaf("Zaplacono", 1), leaf("DataZaplaty", paidOn)],
    form,
    account === null ? null : el("RachunekBankowy", leaf("NrRB", bankAccount(account))),
  );
}

const CRYPTO_PAYMENT = "USDT (TRC20)";
