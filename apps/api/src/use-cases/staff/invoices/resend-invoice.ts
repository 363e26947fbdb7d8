// Sending a rejected invoice again (issue 34, docs/invoices.md "KSeF rejected an invoice"). An invoice KSeF rejected never
// legally existed, so once staff fixed the data (the order's invoice buyer, or the seller's settings in the configuration)
// its document and FA(3) XML are drawn again from the order's current data and the current settings, under the same
// number and issue date, and it goes back to the sender job's queue: waiting, no attempt made, due now. One transaction,
// audited as `invoice.resend`. Any other invoice stays as issued (409): only a correction changes it.
import { type StaffInvoiceDetail, staffInvoiceTexts } from "@shop/contracts";
import {
  findOrderInvoiceFacts,
  findOrderInvoices,
  type InvoiceRow,
  lockInvoice,
  redrawRejectedInvoice,
  type Tx,
  type UserRow,
  writeAudit,
} from "@shop/db";
import {
  type CorrectionCause,
  correctionOf,
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceRequest,
  type InvoicingSettings,
  invoiceOfOrder,
  type Locale,
} from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { buildFa3Xml } from "../../../invoicing/fa3/build";
import { xmlSha256Base64Url } from "../../../invoicing/fa3/verification";
import { getStaffInvoice } from "./get-staff-invoice";
import { staffInvoiceOf } from "./invoice-view";

const notRejected = () => new AppError("CONFLICT", { messages: staffInvoiceTexts((m) => m.notRejected) });

const withoutProof = ({ check: _proof, ...buyer }: InvoiceRequest): InvoiceBuyer => buyer;

/** A VAT invoice drawn again from its order as it is now; its issue and sale dates and payment stay the original's. */
async function redrawnInvoice(tx: Tx, row: InvoiceRow, settings: InvoicingSettings, now: Date): Promise<InvoiceDocument> {
  const old = row.document;
  const facts = await findOrderInvoiceFacts(tx, row.orderId);
  if (!facts) throw new Error(`invoice ${row.number}: its order ${row.orderId} is gone`);
  const requested: InvoiceBuyer = facts.invoiceBuyer ? withoutProof(facts.invoiceBuyer) : old.buyer;
  // A business invoice stays one (KSeF's): a buyer that is not a business now keeps the buyer it was issued to.
  const buyer = requested.kind === old.buyer.kind ? requested : old.buyer;
  const drawn = invoiceOfOrder(
    { id: facts.id, paymentMethod: facts.paymentMethod, deliveryFee: facts.deliveryFee, total: facts.total, buyer, items: facts.items },
    settings,
    { number: row.number, issuedAt: now, saleAt: now, paidAt: null },
  );
  return { ...drawn, issueDate: old.issueDate, saleDate: old.saleDate, payment: old.payment };
}

/** A correction drawn again from the invoice it corrects (as that is now) and the corrections issued before it. */
async function redrawnCorrection(tx: Tx, row: InvoiceRow, settings: InvoicingSettings, now: Date): Promise<InvoiceDocument> {
  const all = await findOrderInvoices(tx, row.orderId);
  const original = all.find((invoice) => invoice.id === row.correctsId);
  if (!original) throw new Error(`correction ${row.number}: the invoice it corrects is gone`);
  const before = all.filter((invoice) => invoice.kind === "KOR" && invoice.id < row.id && invoice.correctsId === original.id);
  const cause: CorrectionCause = row.cause === "cancel" ? { kind: "cancel" } : { kind: "refund", amount: -row.gross };
  const drawn = correctionOf(
    {
      ...original.document,
      seller: settings.seller,
      placeOfIssue: settings.placeOfIssue,
      ksefNumber: original.ksefNumber,
    },
    before.map((invoice) => invoice.document),
    cause,
    { number: row.number, issuedAt: now },
  );
  if (!drawn) throw new Error(`correction ${row.number}: nothing is left to correct`);
  return { ...drawn, issueDate: row.document.issueDate };
}

const buyerOf = (document: InvoiceDocument) => ({
  name: document.buyer.name,
  nip: document.buyer.kind === "business" ? document.buyer.nip : null,
  address: document.buyer.address,
});

export async function resendInvoice(
  deps: Pick<ApiDeps, "database" | "invoicing">,
  staff: UserRow,
  id: number,
  locale: Locale,
  now: Date = new Date(),
): Promise<StaffInvoiceDetail> {
  const { db } = deps.database;
  await staffInvoiceOf(db, staff, id);
  const settings = deps.invoicing;
  if (!settings) throw new AppError("CONFLICT", { messages: staffInvoiceTexts((m) => m.invoicingOff) });
  await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    if (!row) throw new AppError("NOT_FOUND");
    if (row.ksefStatus !== "rejected") throw notRejected();
    const document = row.kind === "VAT" ? await redrawnInvoice(tx, row, settings, now) : await redrawnCorrection(tx, row, settings, now);
    const xml = buildFa3Xml(document);
    const redrawn = await redrawRejectedInvoice(tx, id, { document, xml, xmlSha256: xmlSha256Base64Url(xml), createdBy: staff.id });
    if (!redrawn) throw notRejected();
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "invoice.resend",
      entityType: "invoice",
      entityId: String(id),
      cityId: row.cityId,
      before: { number: row.number, ksefStatus: row.ksefStatus, ksefMessage: row.ksefMessage, buyer: buyerOf(row.document) },
      after: { number: redrawn.number, ksefStatus: redrawn.ksefStatus, buyer: buyerOf(document), seller: document.seller },
    });
  });
  return getStaffInvoice(db, staff, id, locale);
}
