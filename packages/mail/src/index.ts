// The shop's e-mails (issue 5): rendered in the customer's language and the shop's brand, queued in the
// `emails` table in the caller's transaction, and sent by the mail worker (SMTP, or the log and the
// development mailbox without SMTP_URL). Sending never blocks or fails the request that caused it. The order
// e-mail is queued unrendered and rendered by the worker (outbox-message.ts; issue 37).
import { type Db, schema } from "@shop/db";
import type { BrandId, Locale } from "@shop/domain";
import type { QueuedEmail } from "./message";
import { listUnsubscribeHeaders, renderEmail } from "./render";
import { renderSms, type SmsMessage } from "./sms/sms-texts";

export { findOutboxEmail, listOutbox, type OutboxSummary } from "./mailbox";
export type {
  EmailAttachment,
  EmailKind,
  EmailMessage,
  InvoiceMail,
  OrderMail,
  OrderMailStatus,
  QueuedEmail,
  RenderedEmail,
  ReorderDigestMail,
  StockAlertMail,
} from "./message";
export { outboxContent, unrenderedEmail } from "./outbox-message";
export { listUnsubscribeHeaders, renderEmail } from "./render";
export { renderSms, type SmsKind, type SmsMessage } from "./sms/sms-texts";
export { createSmsWorker, SMS_RETRY_DELAYS_MS, type SmsWorker, type SmsWorkerOptions, smsIdx } from "./sms/sms-worker";
export { SmsApiClient, type SmsApiOptions, SmsSendError, type SmsSender, type SmsSent, type SmsToSend } from "./sms/smsapi";
export { SmsApiStandIn, type SmsApiStandInOptions, type StandInSms, smsParts } from "./sms/smsapi-stand-in";
export { senderDomain, smtpSettings } from "./transport";
export { createMailWorker, DEFAULT_RETRY_DELAYS_MS, type MailLogger, type MailWorker, type MailWorkerOptions } from "./worker";

/**
 * Renders and queues an e-mail (an insert into `emails`, in the caller's transaction when given one); its attachments
 * ride in the row, base64 (the worker sends them as they are). An e-mail with one-click unsubscribe headers keeps its
 * message too (rendered already: the worker reads the headers' link from it, render.ts listUnsubscribeHeaders).
 */
export async function queueEmail(db: Pick<Db, "insert">, email: QueuedEmail): Promise<void> {
  const rendered = renderEmail(email.message, email.locale, email.brand);
  const keepMessage = listUnsubscribeHeaders(email.message) !== null;
  const attachments = email.attachments?.map(({ filename, contentType, content }) => ({
    filename,
    contentType,
    base64: Buffer.from(content).toString("base64"),
  }));
  await db.insert(schema.emails).values({
    toAddress: email.to.trim(),
    kind: email.message.kind,
    locale: email.locale,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    ...(attachments?.length ? { attachments } : {}),
    ...(keepMessage ? { message: { brand: email.brand, message: email.message } } : {}),
  });
}

/** A text message to queue: to an E.164 number, in the customer's language and the shop's brand. */
export interface QueuedSms {
  to: string;
  locale: Locale;
  brand: BrandId;
  message: SmsMessage;
}

/** Renders and queues a text message (a row of channel 'sms': to_address the number, text the message). */
export async function queueSms(db: Pick<Db, "insert">, sms: QueuedSms): Promise<void> {
  await db.insert(schema.emails).values({
    channel: "sms",
    toAddress: sms.to,
    kind: sms.message.kind,
    locale: sms.locale,
    subject: "",
    html: "",
    text: renderSms(sms.message, sms.locale, sms.brand),
  });
}
