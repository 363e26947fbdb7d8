import type { PublicCity } from "@shop/contracts";
import { getPublicCities } from "./api/endpoints";
import { serverApi } from "./runtime.server";
import { ttlCache } from "./ttl-cache.server";

/** The city list changes rarely and every page needs it: each process keeps it for 10 s. */
const cities = ttlCache<PublicCity[]>(10_000, 1);

export function getCities(request: Request): Promise<PublicCity[]> {
  return cities("all", () => getPublicCities(serverApi(request, "en")));
}
