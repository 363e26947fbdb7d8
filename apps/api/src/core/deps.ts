// What the API needs from the process that hosts it (apps/server builds it): the database, the logger,
// rate limits, payments, the media store and the content version. Use-cases take it (or a part of it).
import type { BuildInfo } from "@shop/contracts";
import type { Database } from "@shop/db";
import type { BrandId, InvoicingSettings } from "@shop/domain";
import type { Logger } from "pino";
import type { LockerPoints } from "./lockers";
import type { PaymentOptions, PaymentServices } from "./payments";
import type { ShipmentCarrier } from "./shipments";
import type { TaxRegistries } from "./tax-ids";

/** What the API needs from the process that hosts it. */
export interface ApiDeps {
  database: Database;
  logger: Logger;
  build: () => BuildInfo;
  /** Stack traces appear in error bodies only in development. */
  development: boolean;
  /** The shop's public origins (PUBLIC_ORIGIN): an e-mail's callbackUrl must be on one of them. */
  publicOrigins: string[];
  /** The brand the shop's e-mails speak for (PUBLIC_BRAND). */
  brand: BrandId;
  /** Rate limits: in memory, or in Redis when REDIS_URL is set (shared by every process). */
  limits: RateLimits;
  /** With REDIS_URL: whether Redis answers now (readiness reports it, without going unready); undefined without Redis. */
  redisConnected?: () => boolean | undefined;
  /** Wakes the outbox workers (e-mails and text messages) after messages were queued (they also poll). */
  mailQueued?: () => void;
  /**
   * Wakes only the mail worker: an e-mail was queued and no text message (a placed order). Without it, mailQueued.
   * Waking the SMS worker for nothing costs a claim statement per order (docs/performance.md "Orders per second").
   */
  emailQueued?: () => void;
  /** Counts an order this API placed (the /metrics counter, by payment method). */
  orderPlaced?: (paymentMethod: string) => void;
  /** Online (sandbox provider) and crypto payments, and the options they were made with. */
  payments: PaymentServices;
  paymentOptions: PaymentOptions;
  /** Staff changed content the storefront caches (catalogue, cities, redirects, articles): drop those caches. */
  contentChanged?: () => void;
  /**
   * The shop's content version (ContentChanges.version: it grows on staff edits in any process): the API's own
   * caches of cities, categories and redirects (content/content-cache.ts) load anew when it moves.
   */
  contentVersion?: () => number;
  /** Where uploaded images are kept (under DATA_DIR by default); absent: uploads are refused. */
  media?: MediaStore;
  /** InPost's parcel lockers (the Points API, or its local stand-in). */
  lockers: LockerPoints;
  /** The seller and the invoice series (SELLER_*, INVOICE_*; issue 34); absent: invoicing is off, no invoice is issued. */
  invoicing?: InvoicingSettings;
  /**
   * The host of the invoices' KOD I verification links (the QR code on a PDF of an invoice in KSeF): the KSeF
   * environment's the shop sends to (fa3/verification.ts KSEF_QR_BASES), or its stand-in's; absent: the Ministry's
   * production host.
   */
  invoiceVerificationBase?: string;
  /** Where invoices go (issue 34), as the back office's settings page shows it; absent: KSeF is not configured. */
  invoicingStatus?: InvoicingStatus;
  /** InPost's ShipX (SHIPX_*) or its stand-in: staff create the orders' parcels there; absent, InPost is not configured. */
  shipments?: ShipmentCarrier;
  /** The White List and VIES (WHITELIST_BASE, VIES_BASE), or their stand-in: NIP and VAT number checks (issue 34). */
  taxRegistries: TaxRegistries;
}

export interface InvoicingStatus {
  ksef: {
    /** The KSeF API's host ("api-test.ksef.mf.gov.pl"; "stand-in" for the local stand-in). */
    host: string;
    /** The local stand-in (the demo), not the Ministry's. */
    standIn: boolean;
  } | null;
}

/** Bytes by key: the back office's uploaded images and their resized variants. */
export interface MediaStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
  remove(prefix: string): Promise<void>;
}

/**
 * What createApi takes: the payments default to the sandbox provider and the demo crypto settings, the parcel
 * lockers to the InPost stand-in's points and the tax registries to their stand-in's, answered in this process.
 */
export type ApiInput = Omit<ApiDeps, "payments" | "paymentOptions" | "lockers" | "taxRegistries"> &
  Partial<Pick<ApiDeps, "payments" | "paymentOptions" | "lockers" | "taxRegistries">>;

/** A named limit: consume() throws AppError TOO_MANY_REQUESTS (with Retry-After) once the key is used up. */
export interface RateLimits {
  consume(limit: RateLimitName, key: string): Promise<void>;
  /** Forgets a key (a successful sign-in clears its failures). */
  reset(limit: RateLimitName, key: string): Promise<void>;
  /** Gives one call back (a sign-in that succeeded does not count against its address). */
  refund(limit: RateLimitName, key: string): Promise<void>;
}

export type RateLimitName =
  | "sign-in"
  | "sign-in-address"
  | "sign-up"
  | "password-restore"
  | "verify-resend"
  | "coupon-check"
  | "order-lookup"
  | "stock-alert"
  | "tax-id-check"
  | "second-factor"
  | "passkey-options"
  | "review-write"
  | "review-vote"
  | "review-report";
