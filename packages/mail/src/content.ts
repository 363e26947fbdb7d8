// What a template produces: the parts of one e-mail in one language, laid out by layout-html and layout-text.
import type { Brand, Locale, Localized } from "@shop/domain";
import type { EmailKind, EmailMessage } from "./message";

export interface EmailContent {
  subject: string;
  /** The preview line mail clients show after the subject. */
  preheader: string;
  heading: string;
  /** Paragraphs before the highlighted value and the button. */
  intro: string[];
  /** A value set apart: the rejection reason, the account type. */
  highlight?: { label: string; value: string };
  /** An order's lines and totals: a table in HTML, aligned lines in the text. */
  table?: EmailTable;
  /** Facts set out as "label: value" (order number, delivery, store, payment); a value with a url links there. */
  facts?: Array<{ label: string; value: string; url?: string }>;
  /** The button; its link is also shown as plain text. */
  action?: { label: string; url: string; note: string };
  /** Paragraphs after the button. */
  outro: string[];
  /** A subscription's way out (stock alerts): a line with the link, in the footer. */
  unsubscribe?: { text: string; label: string; url: string };
}

export interface EmailTable {
  caption: string;
  rows: Array<{ label: string; value: string }>;
  /** Below the rows; the strong one (the total) stands out. */
  totals: Array<{ label: string; value: string; strong?: boolean }>;
}

/** One kind's texts: for each language, the content of a message in the brand's name. */
export type Template<K extends EmailKind> = Localized<(message: Extract<EmailMessage, { kind: K }>, brandName: string) => EmailContent>;

/** Words shared by every e-mail. */
export interface CommonTexts {
  greeting(firstName: string): string;
  linkFallback: string;
  signoff(brandName: string): [string, string];
  /** With the placeholders {email} and {phone} (the layouts make them links). */
  contacts: string;
  automatic: string;
}

export type CommonTemplate = Record<Locale, CommonTexts>;

/** What the HTML and text layouts lay out. */
export interface LayoutInput {
  content: EmailContent;
  greeting: string;
  common: CommonTexts;
  brand: Brand;
  locale: Locale;
}
