import type { CabinetCoupon } from "@shop/contracts";
import { formatMoney, type Locale } from "@shop/domain";
import { dateFormat, numberFormat } from "../intl";

const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", uk: "uk-UA", pl: "pl-PL", ru: "ru-RU" };

/** A date in shop time (Europe/Warsaw, decisions.md), the same on the server and in the browser. */
export function formatShopDate(iso: string, lang: Locale, withTime = false): string {
  return dateFormat(INTL_LOCALE[lang], {
    dateStyle: "medium",
    ...(withTime ? { timeStyle: "short" } : {}),
    timeZone: "Europe/Warsaw",
  }).format(new Date(iso));
}

/** "10%" or "PLN 20.00" (grosze formatted per locale). */
export function formatDiscount(discount: CabinetCoupon["discount"], lang: Locale): string {
  if (discount.kind === "amount") return formatMoney(discount.value, lang);
  return numberFormat(INTL_LOCALE[lang], { style: "percent", maximumFractionDigits: 2 }).format(discount.value / 100);
}
