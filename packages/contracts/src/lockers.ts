// InPost parcel lockers at checkout (issue 19; docs/orders.md "InPost parcel lockers"): the search a shopper
// makes from the one search box, and the lockers it answers. The shop decides what the text is (a postcode, a
// locker's code, a city or a street: packages/domain/src/locker-search.ts); InPost's Points API answers it.
import { LOCKER_SEARCH_MAX_LENGTH } from "@shop/domain";
import { z } from "zod";
import { CitySlug } from "./orders";

export const LockerSearchParams = z.object({
  city: CitySlug.describe("The shop's city the order is for (its centre is the default place)").meta({ example: "warszawa" }),
});

export const LockerSearchQuery = z.object({
  q: z
    .string()
    .max(LOCKER_SEARCH_MAX_LENGTH, "tooLong")
    .optional()
    .describe("A postcode (00-017), a locker's code (WAW01M), a city or a street; empty: the city's centre")
    .meta({ example: "00-017" }),
});

export const Locker = z
  .object({
    code: z.string().describe('InPost\'s name of the point, e.g. "WAW01M": what the order names').meta({ example: "WAW01M" }),
    name: z.string().describe('Where it stands, as InPost describes it ("Przy sklepie Żabka"), else "Paczkomat <code>"'),
    address: z.string().describe('Street and number, postcode and town: "Marszałkowska 12, 00-017 Warszawa"'),
    openingHours: z.string().describe('As InPost gives them: "24/7" for most lockers'),
    open247: z.boolean(),
    distance: z.number().int().nullable().describe("Metres from the searched place; null when the search had no place"),
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: "ParcelLocker" });
export type Locker = z.infer<typeof Locker>;

export const LockerSearchKind = z.enum(["nearby", "postcode", "code", "city", "street"]);
export type LockerSearchKind = z.infer<typeof LockerSearchKind>;

export const LockerList = z
  .object({
    kind: LockerSearchKind.describe(
      "What the text was taken for: nearby (empty: the city's centre), postcode, code, city (one of the shop's), street (of the city, else a town)",
    ),
    lockers: z.array(Locker).describe("At most 10 working parcel lockers, nearest first"),
  })
  .meta({ id: "ParcelLockerList" });
export type LockerList = z.infer<typeof LockerList>;
