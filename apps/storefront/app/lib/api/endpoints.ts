import type { PublicCity } from "@shop/contracts";
import type { ApiClient } from "./client";

/** The spec's city list; no Locale header (the list carries every language in `names`). */
export const getPublicCities = (api: ApiClient) => api.call<PublicCity[]>("/api/v1/city/public", { sendLocale: false });
