// The favourites API (packages/contracts/src/favourites.ts; issue 38): a signed-in customer's own list.
import type { FavouriteIds, FavouriteItem, FavouriteList } from "@shop/contracts";
import type { ApiClient } from "./client";

const PATH = "/api/v1/cabinet/favourites";

export const listFavourites = (api: ApiClient, city: string) => api.call<FavouriteList>(PATH, { query: { city }, auth: true });

export const addFavourite = (api: ApiClient, productId: number) =>
  api.call<FavouriteIds>(`${PATH}/${productId}`, { method: "PUT", auth: true, finalCodes: ["FAVOURITES_FULL", "NOT_FOUND"] });

export const removeFavourite = (api: ApiClient, productId: number) =>
  api.call<FavouriteIds>(`${PATH}/${productId}`, { method: "DELETE", auth: true });

export const mergeFavourites = (api: ApiClient, productIds: number[]) =>
  api.call<FavouriteIds>(`${PATH}/merge`, { method: "POST", body: { productIds }, auth: true });

export const switchFavouriteAlerts = (api: ApiClient, productId: number, city: string, on: boolean) =>
  api.call<FavouriteItem>(`${PATH}/${productId}/alerts`, { method: "PUT", body: { city, on }, auth: true });

/** The unsubscribe link of a favourite's e-mail (no sign-in: the token is the proof). */
export const unsubscribeFavourite = (api: ApiClient, token: string) =>
  api.call<unknown>("/api/v1/favourites/unsubscribe", { method: "POST", body: { token }, finalCodes: ["TOKEN_INVALID"] });
