// GET /city/{city}/lockers?q= (issue 19; docs/orders.md "InPost parcel lockers"): the parcel lockers a shopper's
// one search box finds for an order in a shop city. The text's meaning is the domain's rule (lockerSearchOf):
// nothing is the city's centre (the middle of its stores), a postcode, a locker's code, another shop city by name,
// else a street of the city (or a town). InPost answers through the lockers port; when it cannot, 503.
import type { LockerList } from "@shop/contracts";
import { type CityRow, type Db, findCityStores } from "@shop/db";
import { lockerSearchOf } from "@shop/domain";
import { contentCache } from "../../content/content-cache";
import { AppError } from "../../core/app-error";
import { type LockerArea, type LockerPoints, LockersUnavailable } from "../../core/lockers";
import { loadActiveCities } from "../catalogue/catalogue-city";

/** How many lockers a search answers. */
const LOCKERS_SHOWN = 10;

/** Each active city's area: the middle of its active stores, and its Polish name (kept like the cities). */
const cityAreas = contentCache(async (db: Db): Promise<Map<string, LockerArea>> => {
  const cities = await loadActiveCities(db);
  const areas = await Promise.all(
    cities.map(async (city: CityRow) => [city.slug, areaOf(city, (await findCityStores(db, city.slug)) ?? [])] as const),
  );
  return new Map(areas);
});

function areaOf(city: CityRow, stores: ReadonlyArray<{ latitude: number; longitude: number }>): LockerArea {
  if (stores.length === 0) return { centre: null, town: city.names.pl };
  const mean = (pick: (store: { latitude: number; longitude: number }) => number) =>
    stores.reduce((sum, store) => sum + pick(store), 0) / stores.length;
  return { centre: { latitude: mean((store) => store.latitude), longitude: mean((store) => store.longitude) }, town: city.names.pl };
}

export async function findLockers(
  deps: { db: Db; lockers: LockerPoints },
  input: { city: string; q?: string | undefined },
): Promise<LockerList> {
  const { db, lockers } = deps;
  const areas = await cityAreas(db);
  const home = areas.get(input.city);
  if (!home) throw new AppError("NOT_FOUND");
  const cities = await loadActiveCities(db);
  const search = lockerSearchOf(
    input.q ?? "",
    cities.map((city) => ({ slug: city.slug, names: Object.values(city.names) })),
  );
  try {
    if (search.kind === "city") {
      const area = areas.get(search.city) ?? home;
      return { kind: "city", lockers: await lockers.search({ kind: "nearby" }, area, LOCKERS_SHOWN) };
    }
    return { kind: search.kind, lockers: await lockers.search(search, home, LOCKERS_SHOWN) };
  } catch (error) {
    if (error instanceof LockersUnavailable) throw new AppError("LOCKERS_UNAVAILABLE", { cause: error });
    throw error;
  }
}
