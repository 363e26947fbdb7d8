// Back office: a product's offers per city and a city's offers in bulk (issue 7). Money is integer grosze in
// JSON; the CSV (domain offers-csv.ts) writes złoty. Stock is held per store (issue 19): `storeStock` by store id,
// `stock` the city's total (their sum). The values' rules are the domain's offerProblems, their messages
// staff-offers-messages.ts.
import { z } from "zod";

export * from "./staff-offers-messages";

export const StaffOfferTier = z.object({
  minQuantity: z.number().int().describe("From this line quantity on (above 1)"),
  price: z.number().int().describe("Unit price for an approved wholesale business, grosze"),
});

export const StaffOfferValues = z
  .object({
    visible: z.boolean().describe("Shown in the city's catalogue"),
    price: z.number().int().describe("Regular retail price, grosze (above 0)"),
    salePrice: z.number().int().nullable().describe("Sale price below `price`, grosze, or null"),
    stock: z
      .number()
      .int()
      .describe("Units in the city: the sum of `storeStock` (answered; in a request it is ignored and worked out again)"),
    storeStock: z
      .record(z.string().regex(/^\d{1,9}$/), z.number().int())
      .describe(
        "Units per store of the city, by store id (0 to 1000000; a store left out keeps its units, or holds none in a new " +
          "offer); a bundle has none (its items' stock decides)",
      )
      .meta({ example: { "1": 12, "2": 0 } }),
    franchisePrice: z.number().int().nullable().describe("Price for an approved franchise business, grosze, or null"),
    wholesaleTiers: z.array(StaffOfferTier).max(50).describe("Each below `price`, lowest minimum quantity first"),
  })
  .meta({ id: "StaffOfferValues" });
export type StaffOfferValues = z.infer<typeof StaffOfferValues>;

export const StaffOfferCity = z
  .object({ slug: z.string(), name: z.string(), active: z.boolean().describe("Shoppers can choose it") })
  .meta({ id: "StaffOfferCity" });
export type StaffOfferCity = z.infer<typeof StaffOfferCity>;

export const StaffOfferStore = z
  .object({
    id: z.number().int(),
    address: z.string(),
    active: z.boolean().describe("Open: shoppers can pick up there"),
  })
  .meta({ id: "StaffOfferStore" });
export type StaffOfferStore = z.infer<typeof StaffOfferStore>;

const CityStores = z.array(StaffOfferStore).describe("The city's stores (open or not), in the shop's order");

export const StaffOfferProduct = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    kind: z.enum(["simple", "bundle"]),
    name: z.string().describe("In the Locale language"),
  })
  .meta({ id: "StaffOfferProduct" });
export type StaffOfferProduct = z.infer<typeof StaffOfferProduct>;

const CitySlug = z.string().trim().min(1).max(64).describe("The city's slug").meta({ example: "warszawa" });

export const ProductOffersRow = z.object({
  city: StaffOfferCity,
  stores: CityStores,
  offer: StaffOfferValues.nullable().describe("null: the city does not offer the product"),
  updatedAt: z.iso.datetime().nullable(),
});
export type ProductOffersRow = z.infer<typeof ProductOffersRow>;

export const ProductOffers = z
  .object({ product: StaffOfferProduct, rows: z.array(ProductOffersRow).describe("One per city the caller may act on") })
  .meta({ id: "ProductOffers" });
export type ProductOffers = z.infer<typeof ProductOffers>;

export const ProductOfferChange = z.object({
  city: CitySlug,
  offer: StaffOfferValues.nullable().describe("The offer as it should be; null removes the city's offer"),
  expected: StaffOfferValues.nullable()
    .optional()
    .describe(
      "The offer as the form showed it (null: not offered). When given, fields the form left unchanged keep what another " +
        "save stored meanwhile, and a field both changed is a 409 CONFLICT",
    ),
});
export type ProductOfferChange = z.infer<typeof ProductOfferChange>;

export const ProductOffersUpdate = z
  .object({ offers: z.array(ProductOfferChange).min(1).max(100).describe("Cities left out stay as they are") })
  .meta({ id: "ProductOffersUpdate" });
export type ProductOffersUpdate = z.infer<typeof ProductOffersUpdate>;

export const CITY_OFFERS_PAGE_SIZE = 50;

export const CityOffersQuery = z.object({
  city: CitySlug.optional().describe("Default: the first city the caller may act on"),
  q: z.string().trim().max(100).optional().describe("Part of the product's slug or name (any language)"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type CityOffersQuery = z.infer<typeof CityOffersQuery>;

export const CityOfferItem = z.object({
  product: StaffOfferProduct,
  offer: StaffOfferValues,
  updatedAt: z.iso.datetime(),
});
export type CityOfferItem = z.infer<typeof CityOfferItem>;

export const CityOffers = z
  .object({
    city: StaffOfferCity,
    stores: CityStores,
    cities: z.array(StaffOfferCity).describe("Every city the caller may act on"),
    items: z.array(CityOfferItem).describe("By product slug"),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: "CityOffers" });
export type CityOffers = z.infer<typeof CityOffers>;

export const OffersCityQuery = z.object({ city: CitySlug });

export const OffersImportQuery = z.object({
  city: CitySlug,
  dryRun: z
    .enum(["0", "1", "true", "false"])
    .optional()
    .transform((value) => value === "1" || value === "true")
    .describe("1: only answer what would change"),
});

/** JSON form of the import (the storefront's API client sends JSON); text/csv and multipart are the others. */
export const OffersImportJson = z.object({ csv: z.string().max(5_000_000) }).meta({ id: "OffersImportJson" });

export const OffersImportChange = z.object({
  line: z.number().int().describe("Line of the file (the header is line 1)"),
  product: StaffOfferProduct,
  before: StaffOfferValues.nullable().describe("null: the city did not offer it yet"),
  after: StaffOfferValues,
});
export type OffersImportChange = z.infer<typeof OffersImportChange>;

export const OffersImportResult = z
  .object({
    dryRun: z.boolean(),
    city: StaffOfferCity,
    stores: CityStores,
    lines: z.number().int().describe("Data lines read"),
    changes: z.array(OffersImportChange),
    unchanged: z.number().int(),
  })
  .meta({ id: "OffersImportResult" });
export type OffersImportResult = z.infer<typeof OffersImportResult>;
