// How net and VAT come from the shop's gross prices (docs/adr/0024): per line. Each line's gross (after its share of
// the coupon) is split as net = round(gross x 100 / (100 + rate)) to the grosz, half away from zero, and VAT = gross -
// net; the totals per rate are the sums of their lines. So every line, every rate and the invoice add up to the grosz,
// and the invoice's gross is exactly the order's total (coupons and bundles included: a bundle is one line).
import { VAT_RATES, type VatRate } from "../product-codes";
import type { InvoiceLine, InvoiceRateTotal, InvoiceTotals } from "./model";

const percent = (rate: VatRate) => (rate === "zw" ? 0 : Number(rate));

/** Splits a gross amount (grosze, may be negative) into net and VAT at a rate. */
export function splitGross(gross: number, rate: VatRate): { net: number; vat: number } {
  const r = percent(rate);
  if (r === 0) return { net: gross, vat: 0 };
  const magnitude = Math.abs(gross);
  // Integer half-up of magnitude * 100 / (100 + r): floor((2 * m * 100 + (100 + r)) / (2 * (100 + r))).
  const net = Math.floor((2 * magnitude * 100 + (100 + r)) / (2 * (100 + r)));
  const signed = gross < 0 ? -net : net;
  return { net: signed, vat: gross - signed };
}

/** A line of goods or the delivery fee as the order holds it. */
export interface OrderLineForInvoice {
  productId: number | null;
  name: string;
  quantity: number;
  unitGross: number;
  /** The coupon's share, grosze. */
  discount: number;
  vatRate: VatRate;
  unit: "szt." | "usł.";
}

export function invoiceLine(position: number, line: OrderLineForInvoice): InvoiceLine {
  const gross = line.unitGross * line.quantity - line.discount;
  const { net, vat } = splitGross(gross, line.vatRate);
  return {
    position,
    name: line.name,
    productId: line.productId,
    quantity: line.quantity,
    unit: line.unit,
    vatRate: line.vatRate,
    unitGross: line.unitGross,
    unitNet: line.quantity === 0 ? 0 : Math.round(net / line.quantity),
    discount: line.discount,
    gross,
    net,
    vat,
  };
}

/** An amount-only line (a correction's difference at one rate). */
export function amountLine(position: number, name: string, gross: number, vatRate: VatRate): InvoiceLine {
  const { net, vat } = splitGross(gross, vatRate);
  return {
    position,
    name,
    productId: null,
    quantity: null,
    unit: null,
    vatRate,
    unitGross: null,
    unitNet: null,
    discount: 0,
    gross,
    net,
    vat,
  };
}

export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const byRate: InvoiceRateTotal[] = [];
  for (const vatRate of VAT_RATES) {
    const of = lines.filter((line) => line.vatRate === vatRate);
    if (of.length === 0) continue;
    byRate.push({
      vatRate,
      net: of.reduce((sum, line) => sum + line.net, 0),
      vat: of.reduce((sum, line) => sum + line.vat, 0),
      gross: of.reduce((sum, line) => sum + line.gross, 0),
    });
  }
  const sum = (pick: (rate: InvoiceRateTotal) => number) => byRate.reduce((total, rate) => total + pick(rate), 0);
  return { byRate, net: sum((r) => r.net), vat: sum((r) => r.vat), gross: sum((r) => r.gross) };
}

/**
 * The rate of the delivery fee: delivery is part of the supply of the goods it brings, so it takes their rate when
 * they share one; with goods at several rates, the standard 23 % (docs/adr/0024).
 */
export function deliveryVatRate(goods: readonly { vatRate: VatRate }[]): VatRate {
  const rates = new Set(goods.map((line) => line.vatRate));
  return rates.size === 1 ? ([...rates][0] as VatRate) : "23";
}

/**
 * Splits an amount given back (grosze, positive) over what is left of the invoice per rate, in proportion to each
 * rate's gross, largest remainder first, so the parts add up to the amount exactly. `left`: gross per rate still
 * invoiced (the original plus its corrections so far).
 */
export function splitRefund(amount: number, left: readonly { vatRate: VatRate; gross: number }[]): { vatRate: VatRate; gross: number }[] {
  const positive = left.filter((rate) => rate.gross > 0);
  const base = positive.reduce((sum, rate) => sum + rate.gross, 0);
  if (amount <= 0 || base <= 0) return [];
  const capped = Math.min(amount, base);
  const shares = positive.map((rate) => {
    const exact = (capped * rate.gross) / base;
    return { vatRate: rate.vatRate, gross: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let missing = capped - shares.reduce((sum, share) => sum + share.gross, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (missing === 0) break;
    share.gross += 1;
    missing -= 1;
  }
  return shares.filter((share) => share.gross > 0).map(({ vatRate, gross }) => ({ vatRate, gross }));
}

/** "FV/2026/11/00042": series, year, month, number within the month (five digits, more past 99,999). */
export function formatInvoiceNumber(series: string, period: { year: number; month: number }, sequence: number): string {
  return `${series}/${period.year}/${String(period.month).padStart(2, "0")}/${String(sequence).padStart(5, "0")}`;
}
