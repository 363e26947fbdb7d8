import type { PublicCity } from "@shop/contracts";
import { getPublicCities } from "./api/endpoints";
import { serverApi } from "./runtime.server";

/** The city list changes rarely and every page needs it: each process keeps it for 10 s. */
const TTL_MS = 10_000;
let cached: { at: number; cities: Promise<PublicCity[]> } | null = null;

export function getCities(request: Request): Promise<PublicCity[]> {
  const now = Date.now();
  if (!cached || now - cached.at > TTL_MS) {
    const cities = getPublicCities(serverApi(request, "en"));
    cached = { at: now, cities };
    // A failed fetch is not kept: the next request asks again.
    cities.catch(() => {
      if (cached?.cities === cities) cached = null;
    });
  }
  return cached.cities;
}
