// The invoice e-mails' queue (issue 34, docs/invoices.md "E-mails"): the invoices whose e-mail is due, and the claim
// that makes one process queue each e-mail once. Due: a private person's invoice at once; a business invoice once KSeF
// accepted it (with its KSeF number); one KSeF has not accepted by `provisionalBefore` (its issue plus the outage
// delay), its PDF marked "not yet in KSeF", then again once KSeF accepts it.
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../client";
import { users } from "../../schema-accounts";
import { invoices } from "../../schema-invoices";
import { orders } from "../../schema-orders";
import { cities } from "../../schema-shop";
import type { InvoiceRow } from "./invoices";

/** Which e-mail: `final` (a private person's invoice, or one in KSeF), `provisional` ("not yet in KSeF"). */
export type InvoiceEmailForm = "final" | "provisional";

export interface InvoiceToEmail {
  invoice: InvoiceRow;
  form: InvoiceEmailForm;
  order: {
    /** The order's contact address, else its account's; null when neither is left (a deleted account). */
    email: string | null;
    locale: string;
    firstName: string;
    citySlug: string;
  };
}

const FINAL_STATES = ["not-applicable", "accepted"] as const;
const UNDECIDED_STATES = ["waiting", "sent"] as const;

/** Up to `limit` invoices whose e-mail is due, oldest first. */
export async function findInvoicesToEmail(
  db: DbOrTx,
  { provisionalBefore, limit }: { provisionalBefore: Date; limit: number },
): Promise<InvoiceToEmail[]> {
  const rows = await db
    .select({
      invoice: invoices,
      email: sql<string | null>`coalesce(${orders.email}, ${users.email})`,
      locale: orders.locale,
      firstName: orders.firstName,
      citySlug: cities.slug,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        isNull(invoices.emailedAt),
        or(
          inArray(invoices.ksefStatus, [...FINAL_STATES]),
          and(
            inArray(invoices.ksefStatus, [...UNDECIDED_STATES]),
            isNull(invoices.provisionalEmailedAt),
            lte(invoices.createdAt, provisionalBefore),
          ),
        ),
      ),
    )
    .orderBy(asc(invoices.createdAt), asc(invoices.id))
    .limit(limit);
  return rows.map(({ invoice, ...order }) => ({
    invoice,
    form: (FINAL_STATES as readonly string[]).includes(invoice.ksefStatus) ? "final" : "provisional",
    order,
  }));
}

/**
 * Claims the invoice's e-mail of this form, in the transaction that queues it: true for the one caller that finds it
 * still unsent and still of that form (a provisional one is not sent once KSeF accepted the invoice meanwhile).
 */
export async function claimInvoiceEmail(tx: Tx, invoiceId: number, form: InvoiceEmailForm): Promise<boolean> {
  const claimed =
    form === "final"
      ? await tx
          .update(invoices)
          .set({ emailedAt: sql`now()` })
          .where(and(eq(invoices.id, invoiceId), isNull(invoices.emailedAt), inArray(invoices.ksefStatus, [...FINAL_STATES])))
          .returning({ id: invoices.id })
      : await tx
          .update(invoices)
          .set({ provisionalEmailedAt: sql`now()` })
          .where(
            and(
              eq(invoices.id, invoiceId),
              isNull(invoices.emailedAt),
              isNull(invoices.provisionalEmailedAt),
              inArray(invoices.ksefStatus, [...UNDECIDED_STATES]),
            ),
          )
          .returning({ id: invoices.id });
  return claimed.length === 1;
}
