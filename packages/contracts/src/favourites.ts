// A customer's favourites (issue 38; docs/accounts.md "Favourites"): listed per city with each product's card
// where the city sells it (else the cities that do), added, removed, merged from the browser on sign-in, and
// alerts (back in stock, a lower price) switched per favourite.
import { z } from "zod";
import { ProductCard } from "./catalogue";
import { CitySlug } from "./orders";

/** The most favourites an account keeps (and a browser's list sends at once). */
export const FAVOURITES_MAX = 500;

export const FavouritesQuery = z.object({ city: CitySlug });

export const FavouriteIds = z
  .object({ productIds: z.array(z.number().int()).describe("The customer's favourite product ids, newest first") })
  .meta({ id: "FavouriteIds" });
export type FavouriteIds = z.infer<typeof FavouriteIds>;

export const MergeFavouritesRequest = z
  .object({
    productIds: z
      .array(z.number().int().positive().max(2_147_483_647))
      .max(FAVOURITES_MAX)
      .describe("The browser's favourites, newest first; unknown ids are skipped, ids already kept change nothing"),
  })
  .meta({ id: "MergeFavouritesRequest" });
export type MergeFavouritesRequest = z.infer<typeof MergeFavouritesRequest>;

export const FavouriteAlertsRequest = z
  .object({
    city: CitySlug.describe("The city whose stock and price the alerts watch"),
    on: z.boolean().describe("true: e-mail when it is back in stock or cheaper there; false: no e-mails"),
  })
  .meta({ id: "FavouriteAlertsRequest" });
export type FavouriteAlertsRequest = z.infer<typeof FavouriteAlertsRequest>;

const CityRef = z.object({ slug: z.string(), name: z.string() });

export const FavouriteItem = z
  .object({
    productId: z.number().int(),
    slug: z.string(),
    name: z.string(),
    addedAt: z.string().describe("ISO 8601"),
    card: ProductCard.nullable().describe("The product as the asked city sells it; null: not sold there"),
    cities: z.array(CityRef).describe("The active cities that sell it"),
    alerts: z.object({ city: CityRef }).nullable().describe("The city whose return to stock or lower price is e-mailed; null: no e-mails"),
  })
  .meta({ id: "FavouriteItem" });
export type FavouriteItem = z.infer<typeof FavouriteItem>;

export const FavouriteList = z.object({ items: z.array(FavouriteItem) }).meta({ id: "FavouriteList" });
export type FavouriteList = z.infer<typeof FavouriteList>;

export const FavouriteUnsubscribe = z.object({ token: z.string().min(1).max(200) }).meta({ id: "FavouriteUnsubscribe" });
