/** Every date of the demo catalogue is relative to this instant, so two seeds give the same rows. */
export const CATALOGUE_DATE = new Date("2026-11-01T00:00:00.000Z");
export const DAY_MS = 24 * 60 * 60 * 1000;
export const daysBefore = (days: number, extraMs = 0) => new Date(CATALOGUE_DATE.getTime() - days * DAY_MS - extraMs);

/** A product renamed once: its old slug is kept in product_slug_history (the product-slug middleware answers it with a 301). */
export const DEMO_OLD_SLUG = { oldSlug: "al-fakher-mint-250g", slug: "al-fakher-mint-250-g" } as const;

/** A product Kraków offers and Warsaw does not. */
export const DEMO_NOT_IN_WARSZAWA = "anatolia-craft-lale-hookah-red";

/** What share of the catalogue each demo city offers, and how its prices compare with the base price. */
export const CITY_OFFERS: Record<string, { share: number; factor: number }> = {
  warszawa: { share: 0.9, factor: 1.06 },
  krakow: { share: 0.75, factor: 1 },
  wroclaw: { share: 0.65, factor: 0.97 },
  gdansk: { share: 0.55, factor: 1.03 },
};
