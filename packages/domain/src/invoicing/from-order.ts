// The invoice document drawn from an order (issue 34, docs/invoices.md): its lines in cart order, the delivery fee as
// a service line, the per-line rounding of amounts.ts; and a correcting invoice (KOR) of what was given back. Pure:
// the use-case brings the facts, the number and the clock.

import type { VatRate } from "../product-codes";
import { shopDateOf } from "../shop-calendar";
import { amountLine, deliveryVatRate, invoiceLine, invoiceTotals, splitRefund } from "./amounts";
import type { InvoiceBuyer, InvoiceDocument, InvoiceLine, InvoicePayment, InvoiceRateTotal, InvoiceSeller } from "./model";

/** The seller and the series, from the configuration (SELLER_*, INVOICE_*). */
export interface InvoicingSettings {
  seller: InvoiceSeller;
  /** "FV": VAT invoices. */
  series: string;
  /** "KOR": correcting invoices. */
  correctionSeries: string;
  /** The town printed as the place of issue; null: none. */
  placeOfIssue: string | null;
}

export interface OrderForInvoice {
  id: string;
  paymentMethod: InvoicePayment["method"];
  deliveryFee: number;
  total: number;
  buyer: InvoiceBuyer;
  items: { productId: number; name: string; quantity: number; unitPrice: number; discount: number; vatRate: VatRate }[];
}

/** YYYY-MM-DD of an instant in shop time (Europe/Warsaw). */
export function shopDay(instant: Date): string {
  const { year, month, day } = shopDateOf(instant);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** "2026-11": the month an invoice issued at this instant is numbered in. */
export function invoicePeriod(instant: Date): { year: number; month: number; key: string } {
  const { year, month } = shopDateOf(instant);
  return { year, month, key: `${year}-${String(month).padStart(2, "0")}` };
}

/** Polish names of the delivery methods, for the invoice's service line. */
const DELIVERY_LINE = "Dostawa";

export function invoiceOfOrder(
  order: OrderForInvoice,
  settings: InvoicingSettings,
  issue: { number: string; issuedAt: Date; saleAt: Date; paidAt: Date | null },
): InvoiceDocument {
  const goods = order.items.map((item, i) =>
    invoiceLine(i + 1, {
      productId: item.productId,
      name: item.name,
      quantity: item.quantity,
      unitGross: item.unitPrice,
      discount: item.discount,
      vatRate: item.vatRate,
      unit: "szt.",
    }),
  );
  const lines: InvoiceLine[] =
    order.deliveryFee > 0
      ? [
          ...goods,
          invoiceLine(goods.length + 1, {
            productId: null,
            name: DELIVERY_LINE,
            quantity: 1,
            unitGross: order.deliveryFee,
            discount: 0,
            vatRate: deliveryVatRate(goods),
            unit: "usł.",
          }),
        ]
      : goods;
  const totals = invoiceTotals(lines);
  if (totals.gross !== order.total) throw new Error(`invoice of order ${order.id} adds up to ${totals.gross}, the order to ${order.total}`);
  return {
    kind: "VAT",
    number: issue.number,
    issueDate: shopDay(issue.issuedAt),
    saleDate: shopDay(issue.saleAt),
    issuedAt: issue.issuedAt.toISOString(),
    placeOfIssue: settings.placeOfIssue,
    currency: "PLN",
    seller: settings.seller,
    buyer: order.buyer,
    orderId: order.id,
    lines,
    totals,
    payment: { method: order.paymentMethod, paidOn: issue.paidAt ? shopDay(issue.paidAt) : null },
    correction: null,
  };
}

/** What is still invoiced per rate: the original's totals plus every correction issued so far. */
export function invoicedLeft(original: InvoiceDocument, corrections: readonly InvoiceDocument[]): InvoiceRateTotal[] {
  return original.totals.byRate.map((rate) => {
    const corrected = corrections.flatMap((doc) => doc.totals.byRate).filter((r) => r.vatRate === rate.vatRate);
    const sum = (pick: (r: InvoiceRateTotal) => number) => corrected.reduce((total, r) => total + pick(r), pick(rate));
    return { vatRate: rate.vatRate, net: sum((r) => r.net), vat: sum((r) => r.vat), gross: sum((r) => r.gross) };
  });
}

export type CorrectionCause = { kind: "cancel" } | { kind: "refund"; amount: number };

export const CORRECTION_REASONS = {
  cancel: "Anulowanie zamówienia (zwrot całości zapłaty)",
  refund: "Zwrot części zapłaty",
} as const;

/**
 * The correcting invoice of an original: a cancellation takes back everything still invoiced (the original's lines
 * with negative quantities when nothing was corrected before, else the amounts left per rate); a refund takes back
 * its amount split over the rates (splitRefund). Null when nothing is left to correct.
 */
export function correctionOf(
  original: InvoiceDocument & { ksefNumber: string | null },
  corrections: readonly InvoiceDocument[],
  cause: CorrectionCause,
  issue: { number: string; issuedAt: Date },
): InvoiceDocument | null {
  const { ksefNumber, ...document } = original;
  const left = invoicedLeft(original, corrections);
  let lines: InvoiceLine[];
  if (cause.kind === "cancel" && corrections.length === 0) {
    lines = original.lines.map((line) => ({
      ...line,
      quantity: line.quantity === null ? null : -line.quantity,
      discount: -line.discount,
      gross: -line.gross,
      net: -line.net,
      vat: -line.vat,
    }));
  } else {
    const parts =
      cause.kind === "cancel"
        ? left.filter((rate) => rate.gross > 0).map((rate) => ({ vatRate: rate.vatRate, gross: rate.gross }))
        : splitRefund(cause.amount, left);
    lines = parts.map((part, i) => amountLine(i + 1, CORRECTION_REASONS[cause.kind], -part.gross, part.vatRate));
  }
  if (lines.length === 0 || lines.every((line) => line.gross === 0)) return null;
  const totals = invoiceTotals(lines);
  return {
    ...document,
    kind: "KOR",
    number: issue.number,
    issueDate: shopDay(issue.issuedAt),
    issuedAt: issue.issuedAt.toISOString(),
    lines,
    totals,
    correction: {
      reason: CORRECTION_REASONS[cause.kind],
      original: { number: original.number, issueDate: original.issueDate, ksefNumber },
    },
  };
}
