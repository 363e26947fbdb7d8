// The invoice as the shop issues it (issue 34, docs/invoices.md): a snapshot taken from the order when it is paid or
// completed, never changed afterwards. The FA(3) XML for KSeF, the PDF and the accountant's CSV are all drawn from
// this one document. Money is integer grosze, dates are the shop's calendar days (Europe/Warsaw).
import type { VatRate } from "../product-codes";

export type InvoiceKind = "VAT" | "KOR";

export interface InvoiceAddress {
  /** Street and number (FA(3) AdresL1). */
  line1: string;
  /** Postal code and town (AdresL2); null when unknown. */
  line2: string | null;
  /** ISO 3166 alpha-2; "PL" for Polish addresses. */
  countryCode: string;
}

export interface InvoiceSeller {
  /** Ten digits. */
  nip: string;
  name: string;
  address: InvoiceAddress;
  /** The account payments go to (26-digit NRB or an IBAN), printed and sent in FA(3) Platnosc; null: none given. */
  bankAccount: string | null;
}

/** A business (its NIP: the invoice goes to KSeF) or a private person (a PDF only, not sent to KSeF). */
export type InvoiceBuyer =
  | { kind: "business"; nip: string; name: string; address: InvoiceAddress }
  | { kind: "private"; name: string; address: InvoiceAddress | null };

export interface InvoiceLine {
  /** 1, 2, ... (FA(3) NrWierszaFa). */
  position: number;
  name: string;
  /** The product; null for the delivery fee and for a correction's amount lines. */
  productId: number | null;
  /** Units (negative in a correction that takes units back); null for an amount-only line. */
  quantity: number | null;
  /** "szt." (pieces) for goods, "usł." for the delivery service; null with an amount-only line. */
  unit: "szt." | "usł." | null;
  vatRate: VatRate;
  /** Gross price of one unit before the coupon; null for an amount-only line. */
  unitGross: number | null;
  /** Net price of one unit after the coupon's share, rounded to the grosz (shown only); null for an amount-only line. */
  unitNet: number | null;
  /** The coupon's share of the line (already taken off `gross`). */
  discount: number;
  /** What the line costs after the coupon: net + vat. */
  gross: number;
  net: number;
  vat: number;
}

export interface InvoiceRateTotal {
  vatRate: VatRate;
  net: number;
  vat: number;
  gross: number;
}

export interface InvoiceTotals {
  /** One entry per rate present, in the order 23, 8, 5, 0, zw. */
  byRate: InvoiceRateTotal[];
  net: number;
  vat: number;
  /** Equals the order's total (a correction: the change, negative when money goes back). */
  gross: number;
}

export interface InvoicePayment {
  method: "in-store" | "online" | "crypto";
  /** The day it was paid (online, crypto) or the order completed in the store; null: not paid yet. */
  paidOn: string | null;
}

export interface InvoiceCorrection {
  /** Why, in Polish (FA(3) PrzyczynaKorekty): "Zwrot części zapłaty", "Anulowanie zamówienia". */
  reason: string;
  original: { number: string; issueDate: string; ksefNumber: string | null };
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  /** "FV/2026/11/00042". */
  number: string;
  /** Day of issue, YYYY-MM-DD (FA(3) P_1). */
  issueDate: string;
  /** Day the sale was completed (paid or collected), YYYY-MM-DD (P_6). */
  saleDate: string;
  /** The instant the document was made, ISO 8601 UTC (Naglowek DataWytworzeniaFa). */
  issuedAt: string;
  /** The town of issue (P_1M), the seller's; null: none. */
  placeOfIssue: string | null;
  currency: "PLN";
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** The shop's order number, printed and sent as the order reference. */
  orderId: string;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  payment: InvoicePayment;
  /** Set on a correcting invoice (KOR): what it corrects and why. */
  correction: InvoiceCorrection | null;
}

/** What a registry (the White List, VIES) said of a tax number on a day, with its request id as proof. */
export interface TaxIdCheckProof {
  status: "active" | "inactive" | "not-found" | "unknown";
  requestId: string | null;
  /** YYYY-MM-DD. */
  day: string;
}

/** Who an order's invoice is for, fixed when the order is placed (the order's `invoice_buyer`); null: no invoice. */
export type InvoiceRequest = InvoiceBuyer & { check?: TaxIdCheckProof | null };
