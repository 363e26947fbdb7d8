// A signed-in customer's favourites (issue 38; docs/accounts.md "Favourites"). Every call acts on the caller's own
// list only (no call takes a user id). The list is read per city: each product's card where the city sells it,
// else the active cities that do. Adding is idempotent; the browser's list merges on sign-in without duplicates.
import { FAVOURITES_MAX, type FavouriteIds, type FavouriteItem, type FavouriteList } from "@shop/contracts";
import {
  addFavourites,
  type Db,
  listFavouriteIds,
  listFavourites,
  removeFavourite,
  setFavouriteAlerts,
  unsubscribeFavourite,
} from "@shop/db";
import type { Locale, PricingCustomer } from "@shop/domain";
import { AppError } from "../../core/app-error";
import { hashToken } from "../../security/tokens";
import { loadActiveCities } from "./catalogue-city";
import { loadCategoryIndex } from "./category-index";
import { loadCards } from "./product-cards";

interface Caller {
  userId: number;
}

const idsOf = async (db: Db, userId: number): Promise<FavouriteIds> => ({ productIds: await listFavouriteIds(db, userId) });

/** Adds one product (again: no change). NOT_FOUND for an unknown product; FAVOURITES_FULL at the limit. */
export async function addFavourite(db: Db, caller: Caller, productId: number): Promise<FavouriteIds> {
  const added = await addFavourites(db, caller.userId, [productId], FAVOURITES_MAX);
  if (added.known === 0) throw new AppError("NOT_FOUND");
  if (added.full) throw new AppError("FAVOURITES_FULL");
  return idsOf(db, caller.userId);
}

/** Merges the browser's list: unknown ids skipped, kept ones unchanged, up to the limit (the rest is dropped). */
export async function mergeFavourites(db: Db, caller: Caller, productIds: readonly number[]): Promise<FavouriteIds> {
  await addFavourites(db, caller.userId, productIds, FAVOURITES_MAX);
  return idsOf(db, caller.userId);
}

/** Removes one (not a favourite: no change). */
export async function deleteFavourite(db: Db, caller: Caller, productId: number): Promise<FavouriteIds> {
  await removeFavourite(db, caller.userId, productId);
  return idsOf(db, caller.userId);
}

/** Switches a favourite's e-mails on (for a city) or off. NOT_FOUND for an unknown city or a product not a favourite. */
export async function switchFavouriteAlerts(
  db: Db,
  caller: Caller,
  request: { productId: number; city: string; on: boolean; locale: Locale; customer: PricingCustomer },
): Promise<FavouriteItem> {
  const city = (await loadActiveCities(db)).find((active) => active.slug === request.city);
  if (!city) throw new AppError("NOT_FOUND");
  if (!(await setFavouriteAlerts(db, caller.userId, request.productId, request.on ? city.id : null))) throw new AppError("NOT_FOUND");
  const { items } = await listFavouritesIn(db, caller, { city: request.city, locale: request.locale, customer: request.customer });
  const item = items.find((one) => one.productId === request.productId);
  if (!item) throw new AppError("NOT_FOUND");
  return item;
}

/** The caller's favourites, newest first, as a city sells them. NOT_FOUND for an unknown or switched-off city. */
export async function listFavouritesIn(
  db: Db,
  caller: Caller,
  request: { city: string; locale: Locale; customer: PricingCustomer },
): Promise<FavouriteList> {
  const cities = await loadActiveCities(db);
  const city = cities.find((active) => active.slug === request.city);
  if (!city) throw new AppError("NOT_FOUND");
  const rows = await listFavourites(db, caller.userId, request.locale);
  const categories = await loadCategoryIndex(db);
  const cards = await loadCards(
    db,
    rows.map((row) => row.productId),
    { cityId: city.id, locale: request.locale, customer: request.customer, categories },
  );
  const sold = new Map(cards.filter((card) => card.visible).map((card) => [card.card.id, card.card]));
  const cityById = new Map(cities.map((one) => [one.id, { slug: one.slug, name: one.names[request.locale] }]));
  return {
    items: rows.map((row) => ({
      productId: row.productId,
      slug: row.slug,
      name: row.name,
      addedAt: row.addedAt.toISOString(),
      card: sold.get(row.productId) ?? null,
      cities: row.cityIds.flatMap((id) => cityById.get(id) ?? []),
      alerts:
        row.alertCityId !== null && cityById.has(row.alertCityId)
          ? { city: cityById.get(row.alertCityId) as { slug: string; name: string } }
          : null,
    })),
  };
}

/** The unsubscribe link of a favourite's e-mail: its alerts stop (it stays a favourite). TOKEN_INVALID: unknown token. */
export async function unsubscribeFavouriteAlerts(db: Db, token: string): Promise<void> {
  if (!(await unsubscribeFavourite(db, hashToken(token)))) throw new AppError("TOKEN_INVALID");
}
