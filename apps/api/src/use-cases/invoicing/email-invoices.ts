// The invoice e-mails (issue 34, docs/invoices.md "E-mails"): each invoice's PDF goes to its order's e-mail address,
// in the order's language, from the invoice mailer job:
// - a private person's invoice as soon as it is issued (it never goes to KSeF);
// - a business invoice once KSeF accepted it, with its KSeF number and verification QR code;
// - a business invoice KSeF has not accepted `provisionalAfterMs` (10 minutes) after its issue (KSeF down, or slow):
//   its PDF marked "not yet in KSeF" then, so the customer is not left waiting; and once KSeF accepts it, a second
//   e-mail with the KSeF number (the copy the buyer books and verifies). A rejected invoice waits for staff's resend.
// Corrections alike. Each e-mail is claimed (invoices.emailed_at / provisional_emailed_at) in the transaction that
// queues it, so several processes send it once; the PDF is rendered before, outside the transaction.
import { claimInvoiceEmail, type Db, findInvoicesToEmail, type InvoiceToEmail } from "@shop/db";
import { type BrandId, isLocale, type Locale } from "@shop/domain";
import { type InvoiceMail, queueEmail } from "@shop/mail";
import type { Logger } from "pino";
import { orderTrackingLink } from "../../core/links";
import { invoiceFileName, invoicePdfOf } from "./invoice-files";

export interface InvoiceMailDeps {
  database: { db: Db };
  logger: Pick<Logger, "error">;
  brand: BrandId;
  /** The shop's public origin: the e-mail links the order's page. */
  publicOrigin: string;
  invoiceVerificationBase?: string | undefined;
}

/** How long a business invoice may wait for KSeF before its customer gets the PDF marked "not yet in KSeF". */
const PROVISIONAL_AFTER_MS = 10 * 60 * 1000;

export interface InvoiceMailResult {
  /** E-mails queued: final ones (a private person's, or in KSeF) and "not yet in KSeF" ones. */
  final: number;
  provisional: number;
  /** Invoices whose e-mail failed this time (the PDF, or the database): logged, tried again at the next pass. */
  failed: number;
}

function mailOf({ invoice, form, order }: InvoiceToEmail, locale: Locale, publicOrigin: string): InvoiceMail {
  const { document } = invoice;
  const ksef: InvoiceMail["ksef"] =
    form === "provisional"
      ? { state: "not-yet" }
      : invoice.ksefStatus === "accepted" && invoice.ksefNumber
        ? { state: "in-ksef", number: invoice.ksefNumber, followUp: invoice.provisionalEmailedAt !== null }
        : { state: "not-applicable" };
  return {
    firstName: order.firstName,
    orderId: invoice.orderId,
    link: orderTrackingLink(publicOrigin, locale, order.citySlug, invoice.orderId),
    number: invoice.number,
    corrects: document.correction?.original.number ?? null,
    issueDate: invoice.issueDate,
    gross: invoice.gross,
    ksef,
  };
}

/** One pass: queues the e-mails due at `now` (at most `limit`); returns how many of each form. */
export async function emailInvoices(
  deps: InvoiceMailDeps,
  now: Date = new Date(),
  { provisionalAfterMs = PROVISIONAL_AFTER_MS, limit = 20 }: { provisionalAfterMs?: number | undefined; limit?: number } = {},
): Promise<InvoiceMailResult> {
  const result: InvoiceMailResult = { final: 0, provisional: 0, failed: 0 };
  const provisionalBefore = new Date(now.getTime() - provisionalAfterMs);
  // Batch after batch while full ones come: each one's invoices are no longer due after it (claimed here or elsewhere),
  // unless one failed, which ends the pass.
  for (;;) {
    const due = await findInvoicesToEmail(deps.database.db, { provisionalBefore, limit });
    for (const item of due) {
      try {
        if (await emailInvoice(deps, item)) result[item.form]++;
      } catch (error) {
        result.failed++;
        deps.logger.error({ err: error, invoiceId: item.invoice.id }, "invoice e-mail not queued; trying again at the next pass");
      }
    }
    if (due.length < limit || result.failed > 0) return result;
  }
}

/** Renders the PDF, then claims and queues the e-mail in one transaction; false when another process had it. */
async function emailInvoice(deps: InvoiceMailDeps, item: InvoiceToEmail): Promise<boolean> {
  const { invoice, form, order } = item;
  const pdf = await invoicePdfOf(invoice, deps.invoiceVerificationBase);
  const locale = isLocale(order.locale) ? order.locale : "en";
  return deps.database.db.transaction(async (tx) => {
    if (!(await claimInvoiceEmail(tx, invoice.id, form))) return false;
    // No address left (the account was deleted): claimed all the same, there is nobody to write to.
    if (!order.email) return false;
    await queueEmail(tx, {
      to: order.email,
      locale,
      brand: deps.brand,
      message: { kind: "invoice", ...mailOf(item, locale, deps.publicOrigin) },
      attachments: [{ filename: invoiceFileName(invoice.number, "pdf"), contentType: "application/pdf", content: pdf }],
    });
    return true;
  });
}
