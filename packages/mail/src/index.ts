// The shop's e-mails (issue 5): rendered in the customer's language and the shop's brand, queued in the
// `emails` table in the caller's transaction, and sent by the mail worker (SMTP, or the log and the
// development mailbox without SMTP_URL). Sending never blocks or fails the request that caused it.
import type { Db } from "@shop/db";
import type { BrandId, Locale } from "@shop/domain";

export type EmailMessage =
  | { kind: "verify-email"; firstName: string; link: string }
  | { kind: "password-restore"; firstName: string; link: string }
  | { kind: "business-approved"; firstName: string; businessKind: "wholesale" | "franchise" }
  | { kind: "business-rejected"; firstName: string; reason: string };

export interface QueuedEmail {
  to: string;
  locale: Locale;
  brand: BrandId;
  message: EmailMessage;
}

/** Renders and queues an e-mail (an insert into `emails`, in the caller's transaction when given one). */
export async function queueEmail(_db: Pick<Db, "insert">, _email: QueuedEmail): Promise<void> {
  throw new Error("queueEmail: not implemented yet");
}
