// Public content of issue 8: the info pages (privacy policy, terms) and the stores a city's contacts page lists.
import { z } from "zod";

export const INFO_PAGE_SLUGS = ["privacy-policy", "terms-and-conditions"] as const;
export const InfoPageSlug = z.enum(INFO_PAGE_SLUGS).describe("Which info page");
export type InfoPageSlug = z.infer<typeof InfoPageSlug>;

const SlugParam = z
  .string()
  .max(64)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const InfoPageParams = z.object({
  slug: z
    .string()
    .max(64)
    .describe(`The page: ${INFO_PAGE_SLUGS.join(" or ")} (any other: 404)`)
    .meta({ example: "privacy-policy" }),
});

export const InfoPage = z
  .object({
    slug: InfoPageSlug,
    locale: z.enum(["en", "uk", "pl", "ru"]).describe("The language of the text: the Locale header's, or en when it has none"),
    title: z.string(),
    body: z.string().describe('Plain text: paragraphs separated by a blank line, "## " heading lines, "- " list item lines'),
    updatedAt: z.iso.datetime({ offset: true }).describe("When the text was last changed"),
  })
  .meta({ id: "InfoPage" });
export type InfoPage = z.infer<typeof InfoPage>;

export const CityStoresParams = z.object({
  slug: SlugParam.describe("The city's slug (an unknown or inactive city: 404)").meta({ example: "warszawa" }),
});

export const StoreOpeningDay = z.object({
  day: z.number().int().min(1).max(7).describe("1 = Monday … 7 = Sunday"),
  opens: z.string().describe('"HH:MM", shop time (Europe/Warsaw)'),
  closes: z.string().describe('"HH:MM", shop time (Europe/Warsaw)'),
});
export type StoreOpeningDay = z.infer<typeof StoreOpeningDay>;

export const CityStore = z
  .object({
    id: z.number().int(),
    address: z.string(),
    phone: z.string(),
    openingHours: z.array(StoreOpeningDay).describe("The open days as stored; a day not listed is closed"),
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: "CityStore" });
export type CityStore = z.infer<typeof CityStore>;

export const CityStores = z.array(CityStore).describe("The city's active stores in the shop's order").meta({ id: "CityStores" });
export type CityStores = z.infer<typeof CityStores>;
