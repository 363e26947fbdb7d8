// Reading the outbox for the development mailbox (never mounted in production).
import { type Db, schema } from "@shop/db";
import { desc, eq, sql } from "drizzle-orm";

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
      status: emails.status,
      createdAt: emails.createdAt,
    })
    .from(emails)
    .where(options.to ? sql`lower(${emails.toAddress}) = ${options.to.trim().toLowerCase()}` : undefined)
    .orderBy(desc(emails.id))
    .limit(options.limit ?? 50);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function findOutboxEmail(db: Db, id: number): Promise<{ subject: string; html: string; text: string } | null> {
  const [row] = await db
    .select({ subject: emails.subject, html: emails.html, text: emails.text })
    .from(emails)
    .where(eq(emails.id, id))
    .limit(1);
  return row ?? null;
}
