import type { BrandId, Locale } from "@shop/domain";

export type EmailMessage =
  | { kind: "verify-email"; firstName: string; link: string }
  | { kind: "password-restore"; firstName: string; link: string }
  | { kind: "business-approved"; firstName: string; businessKind: "wholesale" | "franchise" }
  | { kind: "business-rejected"; firstName: string; reason: string }
  | { kind: "second-factor-removed"; firstName: string }
  | { kind: "new-device-sign-in"; firstName: string; device: string; ip: string; at: string }
  | ({ kind: "order-placed" } & OrderMail)
  | ({ kind: "order-status"; note?: string } & OrderMail)
  | ({ kind: "order-pickup-reminder" } & OrderMail)
  | ({ kind: "stock-alert-confirm" } & StockAlertMail)
  | ({ kind: "back-in-stock" } & StockAlertMail)
  | ({ kind: "review-request" } & ReviewRequestMail)
  | ({ kind: "favourite-alert" } & FavouriteAlertMail)
  | ({ kind: "reorder-digest" } & ReorderDigestMail)
  | ({ kind: "invoice" } & InvoiceMail);

/**
 * An invoice's e-mail (issue 34), its PDF attached: a private person's invoice; a business invoice in KSeF (its KSeF
 * number; `followUp`: after the "not yet in KSeF" one); or, when KSeF has not accepted it for a while, `not-yet`.
 */
export interface InvoiceMail {
  firstName: string;
  orderId: string;
  /** The order's page on the shop (absolute): its invoices can be downloaded there. */
  link: string;
  /** "FV/2026/11/00042". */
  number: string;
  /** A correcting invoice (KOR): the number of the invoice it corrects; null: a VAT invoice. */
  corrects: string | null;
  /** YYYY-MM-DD. */
  issueDate: string;
  /** Grosze; a correction's change (negative: money given back). */
  gross: number;
  ksef: { state: "not-applicable" } | { state: "not-yet" } | { state: "in-ksef"; number: string; followUp: boolean };
}

/** The daily "to reorder" digest of a city manager (issue 33): their cities' stores' products below the minimum. */
export interface ReorderDigestMail {
  firstName: string;
  /** The shop day it is for, YYYY-MM-DD. */
  day: string;
  /** Each store with something below its minimum, in the shop's order; names in the e-mail's language. */
  stores: Array<{
    /** Its street: "ul. Grójecka 42". */
    name: string;
    cityName: string;
    /** The store's "to reorder" page in the back office (absolute). */
    link: string;
    lines: Array<{ name: string; sku: string; units: number; min: number; target: number; toOrder: number }>;
  }>;
}

/** The one e-mail asking a customer to review what a completed order brought (issue 38). */
interface ReviewRequestMail {
  firstName: string;
  orderId: string;
  /** Each product of the order with its review form's page (absolute). */
  products: Array<{ name: string; link: string }>;
  /** One click: no more review requests for this customer. */
  unsubscribeLink: string;
  /** The API's one-click unsubscribe URL (RFC 8058; absolute, POST only): the List-Unsubscribe header. */
  oneClickLink: string;
}

/**
 * A favourite's alert (issue 38): back in stock in the city, or a lower price there. Money in grosze: the price a
 * shopper pays now, the regular price when it is reduced, and the lowest of the 30 days before the reduction.
 */
interface FavouriteAlertMail {
  firstName: string;
  productName: string;
  cityName: string;
  change: "back-in-stock" | "lower-price";
  price: number;
  regular: number | null;
  lowest30Days: number | null;
  /** The product page in the city and the customer's language. */
  link: string;
  unsubscribeLink: string;
  /** The API's one-click unsubscribe URL (RFC 8058; absolute, POST only): the List-Unsubscribe header. */
  oneClickLink: string;
}

/** A "notify me when back in stock" e-mail: the product in its city, the page link, and the unsubscribe link. */
export interface StockAlertMail {
  /** Empty for a visitor: the greeting then has no name. */
  firstName: string;
  productName: string;
  cityName: string;
  /** Confirmation: the confirm page; back in stock: the product page in that city and language. */
  link: string;
  unsubscribeLink: string;
  /** The API's one-click unsubscribe URL (RFC 8058; absolute, POST only): the List-Unsubscribe header. */
  oneClickLink: string;
}

export type OrderMailStatus = "CREATED" | "AWAITING_PAYMENT" | "PAID" | "APPROVED" | "READY_FOR_PICKUP" | "COMPLETED" | "CANCELED";

/** What an order's e-mails tell (money in grosze, instants as ISO text; formatted in the e-mail's language). */
export interface OrderMail {
  firstName: string;
  orderId: string;
  /** The order's tracking page on the shop (absolute). */
  link: string;
  cityName: string;
  status: OrderMailStatus;
  items: Array<{ name: string; quantity: number; lineTotal: number }>;
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  payment: "in-store" | "online" | "crypto";
  delivery: "local-pickup" | "parcel-locker" | "post-box" | "weekend-delivery" | "courier";
  /** Local pickup: the store and the chosen slot. */
  pickup?: { storeAddress: string; at: string };
  /** Online or crypto: when an unpaid order is canceled. */
  payUntil?: string;
  /** Crypto: where and how much to send. */
  crypto?: { address: string; amountText: string };
  /**
   * A pickup order's hold (issue 33): until when it waits in the store and for how many days; `ended` on the
   * cancellation at the hold's end (the order was not collected).
   */
  hold?: { until: string; days: number; ended?: boolean };
  /** A delivery order's InPost parcel, once it has a tracking number: the number and InPost's tracking page. */
  parcel?: { trackingNumber: string; url: string };
}

export type EmailKind = EmailMessage["kind"];

export interface QueuedEmail {
  to: string;
  locale: Locale;
  brand: BrandId;
  message: EmailMessage;
  attachments?: EmailAttachment[];
}

/** A file sent with an e-mail (an invoice's PDF). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** A rendered e-mail: what the outbox stores and the worker sends. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}
