// Issuing invoices (issue 34, docs/invoices.md), in the transaction that changes the order's status, so an order
// is never paid without its invoice nor invoiced without being paid (a crash loses neither):
// - an order with an invoice buyer (an approved business customer, or one who asked at checkout) gets its VAT invoice
//   when it is paid (online, crypto) or completed (paid in the store);
// - a cancellation or a refund after that issues a correcting invoice (KOR) of what was given back.
// A business buyer's invoice waits for the KSeF sender job (ksef_status 'waiting'); a private person's is a PDF only.
import {
  findOrderInvoiceFacts,
  findOrderInvoices,
  type InvoiceRow,
  insertInvoice,
  lockOrderVatInvoice,
  type Tx,
  takeInvoiceSequence,
} from "@shop/db";
import {
  type CorrectionCause,
  correctionOf,
  formatInvoiceNumber,
  type InvoiceDocument,
  type InvoicingSettings,
  invoiceOfOrder,
  invoicePeriod,
} from "@shop/domain";
import { buildFa3Xml } from "../../invoicing/fa3/build";
import { xmlSha256Base64Url } from "../../invoicing/fa3/verification";

async function numbered(tx: Tx, series: string, issuedAt: Date) {
  const period = invoicePeriod(issuedAt);
  const sequence = await takeInvoiceSequence(tx, series, period.key);
  return { series, period: period.key, sequence, number: formatInvoiceNumber(series, period, sequence) };
}

async function insert(
  tx: Tx,
  document: InvoiceDocument,
  row: { series: string; period: string; sequence: number },
  facts: { orderId: string; cityId: number; userId: number | null },
  link: { correctsId: number | null; cause: string | null; createdBy: number | null },
) {
  const xml = buildFa3Xml(document);
  return insertInvoice(tx, {
    ...row,
    number: document.number,
    document,
    ...facts,
    ...link,
    xml,
    xmlSha256: xmlSha256Base64Url(xml),
  });
}

/**
 * The order's VAT invoice, issued now if it has an invoice buyer and none yet (a repeat returns the one issued).
 * `saleAt`: when it was paid or completed. Null when the order asks for no invoice or invoicing is off.
 */
export async function issueOrderInvoiceIn(
  tx: Tx,
  orderId: string,
  settings: InvoicingSettings | undefined,
  now: Date = new Date(),
): Promise<InvoiceRow | null> {
  if (!settings) return null;
  const existing = await lockOrderVatInvoice(tx, orderId);
  if (existing) return existing;
  const facts = await findOrderInvoiceFacts(tx, orderId);
  if (!facts?.invoiceBuyer) return null;
  const { check: _proof, ...buyer } = facts.invoiceBuyer;
  const row = await numbered(tx, settings.series, now);
  const document = invoiceOfOrder(
    { id: facts.id, paymentMethod: facts.paymentMethod, deliveryFee: facts.deliveryFee, total: facts.total, buyer, items: facts.items },
    settings,
    { number: row.number, issuedAt: now, saleAt: facts.paidAt ?? now, paidAt: facts.paidAt ?? now },
  );
  return insert(
    tx,
    document,
    row,
    { orderId, cityId: facts.cityId, userId: facts.userId },
    { correctsId: null, cause: null, createdBy: null },
  );
}

/**
 * A correcting invoice of the order's VAT invoice for a cancellation or a refund, once per cause (`causeKey`:
 * "cancel", "refund:<id>"; a repeat returns the one issued). Null when the order has no invoice or nothing is left.
 */
export async function issueCorrectionIn(
  tx: Tx,
  orderId: string,
  cause: CorrectionCause,
  causeKey: string,
  settings: InvoicingSettings | undefined,
  createdBy: number | null,
  now: Date = new Date(),
): Promise<InvoiceRow | null> {
  if (!settings) return null;
  const original = await lockOrderVatInvoice(tx, orderId);
  if (!original) return null;
  const all = await findOrderInvoices(tx, orderId);
  const corrections = all.filter((invoice) => invoice.kind === "KOR");
  const repeat = corrections.find((invoice) => invoice.cause === causeKey);
  if (repeat) return repeat;
  const draft = correctionOf(
    { ...original.document, ksefNumber: original.ksefNumber },
    corrections.map((invoice) => invoice.document),
    cause,
    { number: "", issuedAt: now },
  );
  // Nothing left to give back (already corrected to zero): no document, and no number taken.
  if (!draft) return null;
  const row = await numbered(tx, settings.correctionSeries, now);
  const document = { ...draft, number: row.number };
  return insert(
    tx,
    document,
    row,
    { orderId, cityId: original.cityId, userId: original.userId },
    { correctsId: original.id, cause: causeKey, createdBy },
  );
}
