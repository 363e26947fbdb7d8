// How the reports write their figures (issue 36): money with the shop's money format (grosze → "PLN 1,234.50" in the
// page's language), counts and shares with Intl, days and buckets in the page's language (shop days: the API's
// YYYY-MM-DD, read as dates, never shifted by a time zone).
import { formatMoney, type Locale } from "@shop/domain";
import { dateFormat, numberFormat } from "../../../lib/intl";
import type { ReportBucket, ReportMeasure } from "./query";
import { isMoney } from "./series";

const INTL: Record<Locale, string> = { en: "en-GB", uk: "uk-UA", pl: "pl-PL", ru: "ru-RU" };
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

export function reportFormat(lang: Locale) {
  const intl = INTL[lang];
  const count = (value: number) => numberFormat(intl, { maximumFractionDigits: 0 }).format(value);
  return {
    money: (grosze: number) => formatMoney(grosze, lang),
    count,
    /** A measure's value: money or a count. */
    value: (measure: ReportMeasure, value: number) => (isMoney(measure) ? formatMoney(value, lang) : count(value)),
    /** An axis label: złoty without decimals (the axis names the currency), or a count. */
    axis: (measure: ReportMeasure, value: number) => count(isMoney(measure) ? value / 100 : value),
    /** 0.1234 → "12.3%". */
    share: (fraction: number) => numberFormat(intl, { style: "percent", maximumFractionDigits: 1 }).format(fraction),
    /** A change as "+12.3%" or "−4%"; "—" when there is nothing to compare with. */
    change: (fraction: number | null) =>
      fraction === null
        ? "—"
        : numberFormat(intl, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" }).format(fraction),
    /** A shop day in full: "1 Mar 2026". */
    day: (day: string) => dateFormat(intl, { dateStyle: "medium", timeZone: "UTC" }).format(dateOf(day)),
    /** A bucket, short, for the axis: "1 Mar" (a day or a week's Monday) or "Mar 2026". */
    bucketShort: (day: string, bucket: ReportBucket) =>
      dateFormat(
        intl,
        bucket === "month" ? { month: "short", year: "numeric", timeZone: "UTC" } : { day: "numeric", month: "short", timeZone: "UTC" },
      ).format(dateOf(day)),
    /** A bucket in full, for the table: "1 Mar 2026" or "March 2026". */
    bucket: (day: string, bucket: ReportBucket) =>
      dateFormat(
        intl,
        bucket === "month" ? { month: "long", year: "numeric", timeZone: "UTC" } : { dateStyle: "medium", timeZone: "UTC" },
      ).format(dateOf(day)),
    /** An instant, in shop time: "1 Mar 2026, 14:05". */
    instant: (iso: string) =>
      dateFormat(intl, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Warsaw" }).format(new Date(iso)),
  };
}
