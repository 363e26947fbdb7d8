// E-mails queued unrendered (issue 37): the order e-mail leaves the order's transaction. Its outbox row carries what it
// says (the brand and the message, JSON) and keeps it so: the mail worker renders it as it sends it, the development
// mailbox as it shows it; its HTML is never written back (outbox.ts markSent). A row with HTML was rendered as queued.
import type { schema } from "@shop/db";
import type { BrandId, Locale } from "@shop/domain";
import type { EmailMessage, QueuedEmail, RenderedEmail } from "./message";
import { renderEmail } from "./render";

type OutboxContent = Pick<typeof schema.emails.$inferSelect, "locale" | "message" | "subject" | "html" | "text">;

/** The outbox row of an e-mail to be rendered at sending; the caller's statement inserts it. */
export function unrenderedEmail(email: Omit<QueuedEmail, "attachments">) {
  return {
    toAddress: email.to.trim(),
    kind: email.message.kind,
    locale: email.locale,
    message: { brand: email.brand, message: email.message },
  };
}

/** The row rendered now, when it was queued unrendered; null when it was rendered as it was queued. */
export function renderQueued(row: Pick<OutboxContent, "locale" | "message" | "html">): RenderedEmail | null {
  if (!row.message || row.html !== "") return null;
  return renderEmail(row.message.message as EmailMessage, row.locale as Locale, row.message.brand as BrandId);
}

/** What the e-mail says, however it was queued. */
export function outboxContent(row: OutboxContent): RenderedEmail {
  return renderQueued(row) ?? { subject: row.subject, html: row.html, text: row.text };
}
