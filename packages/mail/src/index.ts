// The shop's e-mails (issue 5): rendered in the customer's language and the shop's brand, queued in the
// `emails` table in the caller's transaction, and sent by the mail worker (SMTP, or the log and the
// development mailbox without SMTP_URL). Sending never blocks or fails the request that caused it.
import { type Db, schema } from "@shop/db";
import type { QueuedEmail } from "./message";
import { renderEmail } from "./render";

export { findOutboxEmail, listOutbox, type OutboxSummary } from "./mailbox";
export type { EmailKind, EmailMessage, OrderMail, OrderMailStatus, QueuedEmail, RenderedEmail, StockAlertMail } from "./message";
export { renderEmail } from "./render";
export { senderDomain, smtpSettings } from "./transport";
export { createMailWorker, DEFAULT_RETRY_DELAYS_MS, type MailLogger, type MailWorker, type MailWorkerOptions } from "./worker";

/** Renders and queues an e-mail (an insert into `emails`, in the caller's transaction when given one). */
export async function queueEmail(db: Pick<Db, "insert">, email: QueuedEmail): Promise<void> {
  const rendered = renderEmail(email.message, email.locale, email.brand);
  await db.insert(schema.emails).values({
    toAddress: email.to.trim(),
    kind: email.message.kind,
    locale: email.locale,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
  });
}
