// Invoices (issue 34, docs/invoices.md): VAT invoices and their corrections, numbered per series and month without
// gaps, each a frozen snapshot of its order (the InvoiceDocument), its FA(3) XML and how far KSeF has taken it; and the
// NIP checks of the Ministry of Finance's White List and the EU's VIES, kept per NIP per day with the registry's proof.
import type { InvoiceDocument } from "@shop/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./schema-accounts";
import { orders } from "./schema-orders";
import { cities } from "./schema-shop";

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Where an invoice is with KSeF: `not-applicable` (a private person's invoice: a PDF only), `waiting` (to be sent, by
 * the job, at `ksefNextAttemptAt`), `sent` (in a session, its status polled), `accepted` (KSeF number and UPO), or
 * `rejected` (KSeF's words in `ksefMessage`; staff fix the data and send it again).
 */
export type KsefStatus = "not-applicable" | "waiting" | "sent" | "accepted" | "rejected";

/** The last number given per series and month ("FV", "2026-11"): taken under the row's lock, so no gap and no twin. */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    series: text("series").notNull(),
    period: text("period").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.period] }), check("invoice_counters_last", sql`${t.last} > 0`)],
);

export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    /** "FV/2026/11/00042". */
    number: text("number").notNull(),
    series: text("series").notNull(),
    /** "2026-11": the month of the issue date. */
    period: text("period").notNull(),
    sequence: integer("sequence").notNull(),
    kind: text("kind").$type<"VAT" | "KOR">().notNull(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    /** A correction: the invoice it corrects. */
    correctsId: integer("corrects_id").references((): AnyPgColumn => invoices.id, { onDelete: "restrict" }),
    /** Why a correction was issued, once per cause: "cancel", or "refund:<refund id>" (a retry finds it). */
    cause: text("cause"),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "restrict" }),
    /** The customer (null: a visitor's order, or a deleted account). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    buyerKind: text("buyer_kind").$type<"business" | "private">().notNull(),
    buyerNip: text("buyer_nip"),
    buyerName: text("buyer_name").notNull(),
    issueDate: date("issue_date").notNull(),
    /** Grosze (a correction: the change, negative when money goes back). */
    net: integer("net").notNull(),
    vat: integer("vat").notNull(),
    gross: integer("gross").notNull(),
    /** The whole document as issued (packages/domain InvoiceDocument): the XML, the PDF and the CSV are drawn from it. */
    document: jsonb("document").$type<InvoiceDocument>().notNull(),
    /** The FA(3) XML as sent to KSeF, and its SHA-256 (base64url: the verification link's last part). */
    xml: text("xml").notNull(),
    xmlSha256: text("xml_sha256").notNull(),
    ksefStatus: text("ksef_status").$type<KsefStatus>().notNull(),
    ksefNumber: text("ksef_number"),
    /** The session and the invoice's reference numbers KSeF gave when it took the invoice. */
    ksefSession: text("ksef_session"),
    ksefReference: text("ksef_reference"),
    /** KSeF's words when it rejected the invoice, or why the last attempt failed. */
    ksefMessage: text("ksef_message"),
    ksefAttempts: integer("ksef_attempts").notNull().default(0),
    ksefNextAttemptAt: instant("ksef_next_attempt_at"),
    ksefAcceptedAt: instant("ksef_accepted_at"),
    /** The official receipt (Urzędowe Poświadczenie Odbioru), as KSeF gave it. */
    upoXml: text("upo_xml"),
    /**
     * The customer's e-mail with the PDF (the invoice mailer, docs/invoices.md): when it was queued (or found to have
     * no address to go to). A business invoice's comes once KSeF accepted it, with its KSeF number.
     */
    emailedAt: instant("emailed_at"),
    /** When KSeF had not accepted a business invoice 10 minutes after its issue: the PDF marked "not yet in KSeF" was queued then. */
    provisionalEmailedAt: instant("provisional_emailed_at"),
    /** Staff who issued it by hand (a resend after fixing data); null: the shop, when the order was paid or completed. */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoices_number_key").on(t.number),
    uniqueIndex("invoices_sequence_key").on(t.series, t.period, t.sequence),
    /** One VAT invoice per order. */
    uniqueIndex("invoices_order_vat_key").on(t.orderId).where(sql`kind = 'VAT'`),
    uniqueIndex("invoices_cause_key").on(t.correctsId, t.cause).where(sql`kind = 'KOR'`),
    uniqueIndex("invoices_ksef_number_key").on(t.ksefNumber),
    index("invoices_order_idx").on(t.orderId),
    index("invoices_period_idx").on(t.issueDate, t.cityId),
    index("invoices_user_idx").on(t.userId),
    index("invoices_mail_queue_idx").on(t.createdAt).where(sql`emailed_at is null`),
    index("invoices_ksef_queue_idx").on(t.ksefNextAttemptAt).where(sql`ksef_status in ('waiting', 'sent')`),
    check("invoices_kind", sql`${t.kind} in ('VAT', 'KOR')`),
    check("invoices_correction", sql`(${t.kind} = 'KOR') = (${t.correctsId} is not null and ${t.cause} is not null)`),
    check(
      "invoices_buyer",
      sql`${t.buyerKind} in ('business', 'private') and (${t.buyerKind} = 'private' or ${t.buyerNip} ~ '^[0-9]{10}$')`,
    ),
    check("invoices_money", sql`${t.net} + ${t.vat} = ${t.gross}`),
    check("invoices_ksef_status", sql`${t.ksefStatus} in ('not-applicable', 'waiting', 'sent', 'accepted', 'rejected')`),
    check("invoices_ksef_business", sql`(${t.ksefStatus} = 'not-applicable') = (${t.buyerKind} = 'private')`),
    check("invoices_ksef_accepted", sql`${t.ksefStatus} <> 'accepted' or ${t.ksefNumber} is not null`),
  ],
);

/**
 * A NIP (or an EU VAT number) as a registry saw it on a day: the White List (`whitelist`) or VIES (`vies`). One row per
 * registry, number and day: the cache, and the proof (the registry's request id) kept with what it said.
 */
export const taxIdChecks = pgTable(
  "tax_id_checks",
  {
    registry: text("registry").$type<"whitelist" | "vies">().notNull(),
    /** Ten digits (White List), or the country code and number ("DE123456789", VIES). */
    taxId: text("tax_id").notNull(),
    day: date("day").notNull(),
    /** active (an active VAT payer / a valid VAT number), inactive (registered, not active: exempt, removed...), unknown. */
    status: text("status").$type<"active" | "inactive" | "not-found" | "unknown">().notNull(),
    name: text("name"),
    address: text("address"),
    /** The registry's own words about the status ("Czynny", "Zwolniony", VIES's userError). */
    detail: text("detail"),
    /** The White List's requestId (its proof of the query), VIES's requestIdentifier when given. */
    requestId: text("request_id"),
    checkedAt: instant("checked_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.registry, t.taxId, t.day] }),
    check("tax_id_checks_registry", sql`${t.registry} in ('whitelist', 'vies')`),
    check("tax_id_checks_status", sql`${t.status} in ('active', 'inactive', 'not-found', 'unknown')`),
  ],
);
