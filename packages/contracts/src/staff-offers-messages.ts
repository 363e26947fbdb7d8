// What is wrong with an offer or a line of an offers CSV, in every language: "Line 3, sale_price: the sale
// price must be lower than the price." The API answers with these; the back office's forms show the same.
import type { Locale, Localized, OfferField, OfferProblem } from "@shop/domain";
import { localized, staffOffersCatalogue, transpose } from "./messages";

export const OFFER_PROBLEM_MESSAGES: Record<OfferProblem, Localized> = /* @__PURE__ */ transpose(
  staffOffersCatalogue,
  (m) => m.offerProblemMessages,
);

export const OFFER_FIELD_LABELS: Record<OfferField, Localized> = /* @__PURE__ */ transpose(staffOffersCatalogue, (m) => m.offerFieldLabels);

const LINE: Localized = /* @__PURE__ */ localized(staffOffersCatalogue, (m) => m.line);

/** "stock in ul. Grójecka 42": a store's units, named by its address. */
export const storeStockLabel = (locale: Locale, store: string): string =>
  localized(staffOffersCatalogue, (m) => m.storeStock({ store }))[locale];

/**
 * "Line 3, sale_price: …" for a line of a CSV (the column as its header names it), "Warsaw, sale price: …" for
 * a city's row of a product's offers, "Warsaw, stock in ul. Grójecka 42: …" for one of its stores.
 */
export function offerIssueMessage(
  locale: Locale,
  where: { line: number } | { city: string },
  what: { column: string } | { field: OfferField } | { store: string } | null,
  problem: OfferProblem,
): string {
  const place = "line" in where ? `${LINE[locale]} ${where.line}` : where.city;
  const label =
    what === null
      ? ""
      : "column" in what
        ? `, ${what.column}`
        : "store" in what
          ? `, ${storeStockLabel(locale, what.store)}`
          : `, ${OFFER_FIELD_LABELS[what.field][locale]}`;
  return `${place}${label}: ${OFFER_PROBLEM_MESSAGES[problem][locale]}`;
}

/** A save met another one that changed the same fields to something else (409 CONFLICT). */
export function offerConflictMessage(locale: Locale, city: string, fields: readonly OfferField[]): string {
  const names = fields.map((field) => OFFER_FIELD_LABELS[field][locale]).join(", ");
  const text: Localized = localized(staffOffersCatalogue, (m) => m.offerConflictMessage({ city, names }));
  return text[locale];
}
