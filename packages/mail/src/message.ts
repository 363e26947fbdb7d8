import type { BrandId, Locale } from "@shop/domain";

export type EmailMessage =
  | { kind: "verify-email"; firstName: string; link: string }
  | { kind: "password-restore"; firstName: string; link: string }
  | { kind: "business-approved"; firstName: string; businessKind: "wholesale" | "franchise" }
  | { kind: "business-rejected"; firstName: string; reason: string }
  | ({ kind: "order-placed" } & OrderMail)
  | ({ kind: "order-status"; note?: string } & OrderMail)
  | ({ kind: "stock-alert-confirm" } & StockAlertMail)
  | ({ kind: "back-in-stock" } & StockAlertMail);

/** A "notify me when back in stock" e-mail: the product in its city, the page link, and the unsubscribe link. */
export interface StockAlertMail {
  /** Empty for a visitor: the greeting then has no name. */
  firstName: string;
  productName: string;
  cityName: string;
  /** Confirmation: the confirm page; back in stock: the product page in that city and language. */
  link: string;
  unsubscribeLink: string;
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
  /** A delivery order's InPost parcel, once it has a tracking number: the number and InPost's tracking page. */
  parcel?: { trackingNumber: string; url: string };
}

export type EmailKind = EmailMessage["kind"];

export interface QueuedEmail {
  to: string;
  locale: Locale;
  brand: BrandId;
  message: EmailMessage;
}

/** A rendered e-mail: what the outbox stores and the worker sends. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}
