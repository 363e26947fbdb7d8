// Accounts (issue 5): users with their business application, sessions (opaque access tokens, stored hashed),
// single-use e-mail tokens, the e-mail outbox, and coupons (listed in the cabinet; applied by checkout).
import type { TaxIdCheckProof } from "@shop/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const instant = (name: string) => timestamp(name, { withTimezone: true });
const created = () => instant("created_at").notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Trimmed and lower-cased; null once the account is deleted (the row stays for its orders). */
    email: text("email"),
    /** argon2id (PHC string); null once deleted. */
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    /** The language of the customer's e-mails: the one they signed up in, or last changed to. */
    locale: text("locale").notNull().default("en"),
    role: text("role").$type<"customer" | "staff">().notNull().default("customer"),
    /** Staff only: an admin may do everything; a city manager only what concerns their cities (staff_cities). */
    staffRole: text("staff_role").$type<"admin" | "city-manager">(),
    emailVerifiedAt: instant("email_verified_at"),
    /** The customer's own referral code; `referredBy` is who brought them. */
    referralCode: text("referral_code").notNull().unique(),
    referredBy: integer("referred_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** GDPR: what was agreed to, when, in which text version. */
    termsVersion: text("terms_version").notNull(),
    termsAcceptedAt: instant("terms_accepted_at").notNull(),
    adultConfirmedAt: instant("adult_confirmed_at").notNull(),
    businessStatus: text("business_status").$type<"none" | "pending" | "approved" | "rejected">().notNull().default("none"),
    businessKind: text("business_kind").$type<"wholesale" | "franchise">(),
    companyName: text("company_name"),
    companyAddress: text("company_address"),
    companySsn: text("company_ssn"),
    companyPostalIndex: text("company_postal_index"),
    /** What the White List said of the company's NIP when the application was sent (issue 34), for staff to see. */
    companyNipCheck: jsonb("company_nip_check").$type<TaxIdCheckProof>(),
    businessRejectionReason: text("business_rejection_reason"),
    businessSubmittedAt: instant("business_submitted_at"),
    businessDecidedAt: instant("business_decided_at"),
    businessDecidedBy: integer("business_decided_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    deletedAt: instant("deleted_at"),
    /** Blocked by staff (issue 7): cannot sign in, their sessions are revoked; null when not blocked. */
    blockedAt: instant("blocked_at"),
    blockedReason: text("blocked_reason"),
    createdAt: created(),
    updatedAt: instant("updated_at")
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    index("users_business_status_idx").on(t.businessStatus),
    index("users_referred_by_idx").on(t.referredBy),
    check("users_role", sql`${t.role} in ('customer', 'staff')`),
    check(
      "users_staff_role",
      sql`(${t.role} = 'staff') = (${t.staffRole} is not null) and (${t.staffRole} is null or ${t.staffRole} in ('admin', 'city-manager'))`,
    ),
    check("users_locale", sql`${t.locale} in ('en', 'uk', 'pl', 'ru')`),
    check("users_email_lower", sql`${t.email} = lower(${t.email})`),
    check("users_business_status", sql`${t.businessStatus} in ('none', 'pending', 'approved', 'rejected')`),
    check("users_business_kind", sql`${t.businessKind} is null or ${t.businessKind} in ('wholesale', 'franchise')`),
    check("users_approved_has_kind", sql`${t.businessStatus} <> 'approved' or ${t.businessKind} is not null`),
    check("users_live_has_credentials", sql`${t.deletedAt} is not null or (${t.email} is not null and ${t.passwordHash} is not null)`),
  ],
);

/** An access token (opaque, random): only its SHA-256 is kept. Revoked by log out, password change and restore. */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: created(),
    expiresAt: instant("expires_at").notNull(),
    revokedAt: instant("revoked_at"),
    lastUsedAt: instant("last_used_at"),
    /** The device as the sign-in's User-Agent named it (issue 35: the sessions list reads it); at most 400 characters. */
    userAgent: text("user_agent"),
    /** The address the sign-in came from (the socket's, or behind a trusted proxy the forwarded one). */
    ip: text("ip"),
    /**
     * When this session last proved a second factor: the sign-in's second step, an enrolment confirmed in it, or a
     * step-up (issue 35). Staff need it set; refunds and the other step-up actions need it within the last 5 minutes.
     */
    secondFactorAt: instant("second_factor_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use e-mail tokens (verify 24 h, restore 1 h): only their SHA-256 is kept. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<"verify-email" | "password-restore">().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: created(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [
    index("account_tokens_user_idx").on(t.userId),
    check("account_tokens_purpose", sql`${t.purpose} in ('verify-email', 'password-restore')`),
  ],
);

/** A file attached to an outbox e-mail: its name, its MIME type and its bytes as base64. */
export interface EmailAttachmentRow {
  filename: string;
  contentType: string;
  base64: string;
}

/**
 * What an e-mail queued unrendered says (issue 37: the order e-mail): the brand it speaks for and the message
 * (@shop/mail's EmailMessage, as JSON). The mail worker renders it after the commit.
 */
export interface EmailMessageRow {
  brand: string;
  message: { kind: string };
}

/**
 * E-mails to send: written in the same transaction as what causes them, sent by the mail worker (retried
 * with back-off). Without SMTP_URL they are printed to the log and kept for the development mailbox.
 */
export const emails = pgTable(
  "emails",
  {
    id: serial("id").primaryKey(),
    /** An e-mail, or a text message (issue 33: SMSAPI; to_address is then the phone in E.164, text the message). */
    channel: text("channel").$type<"email" | "sms">().notNull().default("email"),
    toAddress: text("to_address").notNull(),
    kind: text("kind").notNull(),
    locale: text("locale").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Files sent with the e-mail (issue 34: an invoice's PDF), their bytes in base64; null: none. */
    attachments: jsonb("attachments").$type<EmailAttachmentRow[]>(),
    /**
     * Set with html empty: queued unrendered (subject, html and text empty until the mail worker renders the message,
     * as it sends it). Set with html: rendered when queued, kept for its one-click unsubscribe link (the worker's
     * List-Unsubscribe headers). Null: rendered when queued.
     */
    message: jsonb("message").$type<EmailMessageRow>(),
    status: text("status").$type<"queued" | "sent" | "logged" | "failed">().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: created(),
    sentAt: instant("sent_at"),
  },
  (t) => [
    index("emails_due_idx").on(t.status, t.nextAttemptAt),
    check("emails_channel", sql`${t.channel} in ('email', 'sms')`),
    check("emails_status", sql`${t.status} in ('queued', 'sent', 'logged', 'failed')`),
  ],
);

/** Coupons: public (userId null) or a customer's own. Percent or an amount in grosze, optionally "up to". */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    /** Upper case. */
    code: text("code").notNull().unique(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    discountKind: text("discount_kind").$type<"percent" | "amount">().notNull(),
    discountValue: integer("discount_value").notNull(),
    /** The most a percent coupon takes off, grosze ("up to"). */
    maxDiscount: integer("max_discount"),
    /** The least an order must cost, grosze. */
    minOrder: integer("min_order"),
    maxUses: integer("max_uses"),
    /** How many orders one customer may use it on (null: no limit of its own). */
    maxUsesPerCustomer: integer("max_uses_per_customer"),
    usedCount: integer("used_count").notNull().default(0),
    activeUntil: instant("active_until"),
    active: boolean("active").notNull().default(true),
    createdAt: created(),
  },
  (t) => [
    index("coupons_user_idx").on(t.userId),
    check("coupons_code_upper", sql`${t.code} = upper(${t.code})`),
    check("coupons_kind", sql`${t.discountKind} in ('percent', 'amount')`),
    check("coupons_value", sql`${t.discountValue} > 0 and (${t.discountKind} <> 'percent' or ${t.discountValue} <= 100)`),
    check("coupons_uses", sql`${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses})`),
    check("coupons_uses_per_customer", sql`${t.maxUsesPerCustomer} is null or ${t.maxUsesPerCustomer} > 0`),
  ],
);
