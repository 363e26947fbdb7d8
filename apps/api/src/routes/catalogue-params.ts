// Path and query parameters shared by the catalogue routes, and who the caller is for pricing.
import { z } from "zod";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const CityParams = z.object({
  city: z.string().max(64).regex(SLUG).describe("The city's slug (an unknown or inactive city: 404)").meta({ example: "warszawa" }),
});

export const ProductParams = CityParams.extend({
  slug: z.string().max(200).regex(SLUG).describe("The product's slug, current or old").meta({ example: "al-fakher-mint-50-g" }),
});

export const LIST_LIMIT_DEFAULT = 12;
export const LimitQuery = z.object({
  limit: z.coerce.number().int().min(1).max(48).optional().describe(`How many (1-48, default ${LIST_LIMIT_DEFAULT})`),
});

export const SuggestionsQuery = z.object({
  q: z.string().trim().min(1).max(100).describe("What the shopper has typed so far (1-100 characters)").meta({ example: "mint" }),
});

export { catalogueDbOf, pricingCustomerOf } from "../http/auth";
