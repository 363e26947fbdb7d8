import type { BrandId, Locale } from "@shop/domain";

export type EmailMessage =
  | { kind: "verify-email"; firstName: string; link: string }
  | { kind: "password-restore"; firstName: string; link: string }
  | { kind: "business-approved"; firstName: string; businessKind: "wholesale" | "franchise" }
  | { kind: "business-rejected"; firstName: string; reason: string };

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
