// The checkout's parcel locker search (packages/contracts/src/lockers.ts): what the one text box finds in a city.
import type { LockerList } from "@shop/contracts";
import type { ApiClient } from "./client";

/** At most 10 working InPost lockers, nearest first; the API decides whether `q` is a postcode, a code, a city or a street. */
export const findLockers = (api: ApiClient, city: string, q: string, signal?: AbortSignal) =>
  api.call<LockerList>(`/api/v1/city/${encodeURIComponent(city)}/lockers`, { query: q ? { q } : {}, signal });
