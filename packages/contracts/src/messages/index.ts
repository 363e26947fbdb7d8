// The API's messages, one catalogue per language (en.ts, uk.ts, pl.ts, ru.ts), each in areas (errors,
// validation, checkout, staff...). An area is looked up in every language at once through its `…Catalogue`
// below: `localized` picks one message, `transpose` turns a record of messages into a record of Localized.
// Each area is a separate export, so the browser bundles only the areas it imports.
import type { Locale, Localized } from "@shop/domain";
import * as en from "./en";
import * as pl from "./pl";
import * as ru from "./ru";
import type { Messages } from "./types";
import * as uk from "./uk";

export { type PluralForms, plural } from "./plural";
export type { Messages } from "./types";

const LOCALES = ["en", "uk", "pl", "ru"] as const satisfies readonly Locale[];

/** One message of an area in every language (`pick` may call a parameterised message). */
export function localized<A, T>(catalogue: Localized<A>, pick: (area: A, locale: Locale) => T): Localized<T> {
  return { en: pick(catalogue.en, "en"), uk: pick(catalogue.uk, "uk"), pl: pick(catalogue.pl, "pl"), ru: pick(catalogue.ru, "ru") };
}

/** A record of messages (by code or key) as each key's message in every language. */
export function transpose<A, K extends string, T>(
  catalogue: Localized<A>,
  pick: (area: A, locale: Locale) => Record<K, T> = (area) => area as unknown as Record<K, T>,
): Record<K, Localized<T>> {
  const byLocale = localized(catalogue, pick);
  const keys = Object.keys(byLocale.en) as K[];
  return Object.fromEntries(keys.map((key) => [key, Object.fromEntries(LOCALES.map((l) => [l, byLocale[l][key]]))])) as Record<
    K,
    Localized<T>
  >;
}

export const errorsCatalogue: Localized<Messages["errors"]> = { en: en.errors, uk: uk.errors, pl: pl.errors, ru: ru.errors };
export const validationCatalogue: Localized<Messages["validation"]> = {
  en: en.validation,
  uk: uk.validation,
  pl: pl.validation,
  ru: ru.validation,
};
export const checkoutRulesCatalogue: Localized<Messages["checkoutRules"]> = {
  en: en.checkoutRules,
  uk: uk.checkoutRules,
  pl: pl.checkoutRules,
  ru: ru.checkoutRules,
};
export const staffCustomersCatalogue: Localized<Messages["staffCustomers"]> = {
  en: en.staffCustomers,
  uk: uk.staffCustomers,
  pl: pl.staffCustomers,
  ru: ru.staffCustomers,
};
export const staffTeamCatalogue: Localized<Messages["staffTeam"]> = {
  en: en.staffTeam,
  uk: uk.staffTeam,
  pl: pl.staffTeam,
  ru: ru.staffTeam,
};
export const staffReportsCatalogue: Localized<Messages["staffReports"]> = {
  en: en.staffReports,
  uk: uk.staffReports,
  pl: pl.staffReports,
  ru: ru.staffReports,
};
export const staffCitiesCatalogue: Localized<Messages["staffCities"]> = {
  en: en.staffCities,
  uk: uk.staffCities,
  pl: pl.staffCities,
  ru: ru.staffCities,
};
export const staffTaxonomyCatalogue: Localized<Messages["staffTaxonomy"]> = {
  en: en.staffTaxonomy,
  uk: uk.staffTaxonomy,
  pl: pl.staffTaxonomy,
  ru: ru.staffTaxonomy,
};
export const staffOffersCatalogue: Localized<Messages["staffOffers"]> = {
  en: en.staffOffers,
  uk: uk.staffOffers,
  pl: pl.staffOffers,
  ru: ru.staffOffers,
};
export const orderTransitionsCatalogue: Localized<Messages["orderTransitions"]> = {
  en: en.orderTransitions,
  uk: uk.orderTransitions,
  pl: pl.orderTransitions,
  ru: ru.orderTransitions,
};
export const staffArticlesCatalogue: Localized<Messages["staffArticles"]> = {
  en: en.staffArticles,
  uk: uk.staffArticles,
  pl: pl.staffArticles,
  ru: ru.staffArticles,
};
export const staffProductsCatalogue: Localized<Messages["staffProducts"]> = {
  en: en.staffProducts,
  uk: uk.staffProducts,
  pl: pl.staffProducts,
  ru: ru.staffProducts,
};
export const staffPaymentsCatalogue: Localized<Messages["staffPayments"]> = {
  en: en.staffPayments,
  uk: uk.staffPayments,
  pl: pl.staffPayments,
  ru: ru.staffPayments,
};
export const staffShipmentsCatalogue: Localized<Messages["staffShipments"]> = {
  en: en.staffShipments,
  uk: uk.staffShipments,
  pl: pl.staffShipments,
  ru: ru.staffShipments,
};
export const checkoutCatalogue: Localized<Messages["checkout"]> = { en: en.checkout, uk: uk.checkout, pl: pl.checkout, ru: ru.checkout };
export const cartCatalogue: Localized<Messages["cart"]> = { en: en.cart, uk: uk.cart, pl: pl.cart, ru: ru.cart };
export const couponsCatalogue: Localized<Messages["coupons"]> = { en: en.coupons, uk: uk.coupons, pl: pl.coupons, ru: ru.coupons };
export const staffCouponsCatalogue: Localized<Messages["staffCoupons"]> = {
  en: en.staffCoupons,
  uk: uk.staffCoupons,
  pl: pl.staffCoupons,
  ru: ru.staffCoupons,
};
export const staffRedirectsCatalogue: Localized<Messages["staffRedirects"]> = {
  en: en.staffRedirects,
  uk: uk.staffRedirects,
  pl: pl.staffRedirects,
  ru: ru.staffRedirects,
};
export const mediaCatalogue: Localized<Messages["media"]> = { en: en.media, uk: uk.media, pl: pl.media, ru: ru.media };
export const inputHygieneCatalogue: Localized<Messages["inputHygiene"]> = {
  en: en.inputHygiene,
  uk: uk.inputHygiene,
  pl: pl.inputHygiene,
  ru: ru.inputHygiene,
};
export const lockersCatalogue: Localized<Messages["lockers"]> = { en: en.lockers, uk: uk.lockers, pl: pl.lockers, ru: ru.lockers };
export const onlinePaymentCatalogue: Localized<Messages["onlinePayment"]> = {
  en: en.onlinePayment,
  uk: uk.onlinePayment,
  pl: pl.onlinePayment,
  ru: ru.onlinePayment,
};
