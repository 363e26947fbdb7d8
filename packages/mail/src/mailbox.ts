// Reading the outbox for the development mailbox (never mounted in production): each e-mail as it is sent.
import { type Db, schema } from "@shop/db";
import { desc, eq, sql } from "drizzle-orm";
import { outboxContent } from "./outbox-message";

const { emails } = schema;

export interface OutboxSummary {
  id: number;
  to: string;
  kind: string;
  locale: string;
  subject: string;
  status: "queued" | "sent" | "logged" | "failed";
  createdAt: string;
}

/** The latest e-mails, newest first; optionally only those to one address. */
export async function listOutbox(db: Db, options: { limit?: number; to?: string | undefined } = {}): Promise<OutboxSummary[]> {
  const rows = await db
    .select({
      id: emails.id,
      to: emails.toAddress,
      kind: emails.kind,
      locale: emails.locale,
      subject: emails.subject,
      html: emails.html,
      text: emails.text,
      message: emails.message,
      status: emails.status,
      createdAt: emails.createdAt,
    })
    .from(emails)
    .where(options.to ? sql`lower(${emails.toAddress}) = ${options.to.trim().toLowerCase()}` : undefined)
    .orderBy(desc(emails.id))
    .limit(options.limit ?? 50);
  // An e-mail the worker has not rendered yet (outbox-message.ts) is rendered for its subject.
  return rows.map(({ html, text, message, ...row }) => ({
    ...row,
    subject: outboxContent({ ...row, html, text, message }).subject,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** An e-mail as it is (or will be) sent: one queued unrendered is rendered now. */
export async function findOutboxEmail(db: Db, id: number): Promise<{ subject: string; html: string; text: string } | null> {
  const [row] = await db
    .select({ subject: emails.subject, html: emails.html, text: emails.text, locale: emails.locale, message: emails.message })
    .from(emails)
    .where(eq(emails.id, id))
    .limit(1);
  return row ? outboxContent(row) : null;
}
