// Public content (issue 8): the info pages and a city's stores. Texts follow the client's Locale.
import type { CityStores, InfoPage, InfoPageSlug } from "@shop/contracts";
import { type ApiClient, ApiError } from "./client";

async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}

/** An info page in the client's language (English when that has none); null when the page has no text. */
export const getInfoPage = (api: ApiClient, slug: InfoPageSlug) => orNull(api.call<InfoPage>(`/api/v1/info/${slug}`));

/** The active stores of a city; null for a city the API does not know (or switched off). */
export const getCityStores = (api: ApiClient, city: string) =>
  orNull(api.call<CityStores>(`/api/v1/city/${encodeURIComponent(city)}/stores`));
