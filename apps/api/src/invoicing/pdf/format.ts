// How the invoice PDF writes values: money Polish style ("1 234,56 zł", non-breaking spaces so an amount never
// breaks across lines), days as DD.MM.YYYY, VAT rates, the payment method in Polish with English beside it.
import type { InvoicePayment, VatRate } from "@shop/domain";

const NBSP = "\u00a0";

/** Grosze as złoty, digits grouped by three: 123456 -> "1 234,56", -5 -> "-0,05". */
export function plAmount(grosze: number): string {
  const magnitude = Math.abs(grosze);
  const whole = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${grosze < 0 ? "-" : ""}${whole},${String(magnitude % 100).padStart(2, "0")}`;
}

/** Grosze as money: 123456 -> "1 234,56 zł". */
export function plMoney(grosze: number): string {
  return `${plAmount(grosze)}${NBSP}zł`;
}

/** YYYY-MM-DD as DD.MM.YYYY. */
export function plDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}

export function rateLabel(rate: VatRate): string {
  return rate === "zw" ? "zw" : `${rate}%`;
}

/** The payment method: Polish, then English. */
export function paymentLabel(method: InvoicePayment["method"]): { pl: string; en: string } {
  switch (method) {
    case "in-store":
      return { pl: "Gotówka – płatność w sklepie", en: "Cash, paid in store" };
    case "online":
      return { pl: "Przelew – Przelewy24", en: "Bank transfer via Przelewy24" };
    case "crypto":
      return { pl: "Kryptowaluta USDT (TRC20)", en: "Cryptocurrency USDT (TRC20)" };
  }
}

/** A bank account as printed: an IBAN in groups of four ("PL61 1090 1014 ..."), a 26-digit NRB as "61 1090 1014 ...". */
export function groupedAccount(text: string): string {
  const compact = text.replace(/[\s-]+/g, "").toUpperCase();
  const groups = (part: string) => part.replace(/(.{4})(?=.)/g, "$1 ");
  return /^\d{26}$/.test(compact) ? `${compact.slice(0, 2)} ${groups(compact.slice(2))}` : groups(compact);
}
