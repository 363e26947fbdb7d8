// The shop's parcel lockers over InPost's Points API (core/lockers.ts's port; docs/orders.md "InPost parcel
// lockers"). A search becomes one InPost call: around the city's centre, around a postcode, one point by its code,
// or the city's lockers (the 500 nearest its centre) whose street matches, else a town of that name. Answers are
// kept five minutes per call in each process, and every locker a search showed is kept as long, so that placing
// the order with it needs no call. Only working parcel lockers ("Operating") are ever answered.
import type { Locker } from "@shop/contracts";
import { streetMatches, streetWords } from "@shop/domain";
import { type LockerArea, type LockerPoints, type LockerQuery, LockersUnavailable } from "../../core/lockers";
import { InPostError, type InPostPoint, type InPostPointsClient, type PointsQuery } from "./points-client";

const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 500;
/** How far around a place a search looks (metres): the demo cities fit in it. */
const AROUND_METRES = 20_000;
/** The city's lockers a street is looked for among (InPost has no street filter). */
const CITY_LOCKERS = 500;

type PointsSource = Pick<InPostPointsClient, "points" | "point">;

interface Kept<T> {
  at: number;
  value: T;
}

const usable = (point: InPostPoint) => point.status === "Operating" && (point.types.length === 0 || point.types.includes("parcel_locker"));

/** Nearest first, whatever order InPost answered in. */
const nearestFirst = (found: InPostPoint[]) =>
  [...found].sort((a, b) => (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY));

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A locker as the shop shows and stores it. */
function lockerOf(point: InPostPoint): Locker {
  const line1 = point.line1 || [point.street, point.buildingNumber].filter(Boolean).join(" ");
  const line2 = point.line2 || [point.postCode, point.city].filter(Boolean).join(" ");
  return {
    code: point.name,
    name: cut(point.description || `Paczkomat ${point.name}`, 200),
    address: cut([line1, line2].filter(Boolean).join(", "), 300),
    openingHours: cut(point.openingHours || (point.open247 ? "24/7" : ""), 200),
    open247: point.open247,
    distance: point.distance,
    latitude: point.latitude,
    longitude: point.longitude,
  };
}

/** "sopot" → "Sopot", "zielona góra" → "Zielona Góra": how InPost spells a town. */
const townCase = (text: string) =>
  text
    .trim()
    .toLocaleLowerCase("pl")
    .replace(/(^|[\s-])(\p{L})/gu, (_, gap, letter) => gap + letter.toLocaleUpperCase("pl"));

export function inpostLockers(source: PointsSource, now: () => number = Date.now): LockerPoints {
  const answers = new Map<string, Kept<Promise<InPostPoint[]>>>();
  const seen = new Map<string, Kept<Locker>>();

  const remember = (lockers: Locker[]) => {
    if (seen.size >= MAX_ENTRIES * 10) seen.clear();
    for (const locker of lockers) seen.set(locker.code, { at: now(), value: locker });
    return lockers;
  };

  /** InPost's answer to a query (kept five minutes); a refusal (an unknown postcode…) is no lockers. */
  const points = (query: PointsQuery): Promise<InPostPoint[]> => {
    const key = JSON.stringify(query);
    const kept = answers.get(key);
    if (kept && now() - kept.at < TTL_MS) return kept.value;
    const value = source.points(query).then(
      (found) => found.filter(usable),
      (error: unknown) => {
        answers.delete(key);
        if (error instanceof InPostError && error.kind === "refused") return [];
        throw new LockersUnavailable((error as Error).message, { cause: error });
      },
    );
    if (answers.size >= MAX_ENTRIES) answers.clear();
    answers.set(key, { at: now(), value });
    return value;
  };

  /** The locker of a code, without a distance (a search's was from its own place). */
  const find = async (code: string): Promise<Locker | null> => {
    const kept = seen.get(code);
    if (kept && now() - kept.at < TTL_MS) return { ...kept.value, distance: null };
    let point: InPostPoint | null;
    try {
      point = await source.point(code);
    } catch (error) {
      if (error instanceof InPostError && error.kind === "refused") return null;
      throw new LockersUnavailable((error as Error).message, { cause: error });
    }
    if (!point || point.name !== code || !usable(point)) return null;
    return remember([lockerOf(point)])[0] ?? null;
  };

  const search = async (query: LockerQuery, area: LockerArea, limit: number): Promise<Locker[]> => {
    // Around the centre, or (a city without stores) the town's lockers in InPost's order.
    const around = area.centre ? { relativePoint: area.centre, maxDistance: AROUND_METRES } : { city: area.town };
    switch (query.kind) {
      case "nearby":
        return remember(nearestFirst(await points({ ...around, perPage: limit })).map(lockerOf));
      case "postcode": {
        const found = await points({ relativePostCode: query.postcode, maxDistance: AROUND_METRES, perPage: limit });
        return remember(nearestFirst(found).map(lockerOf));
      }
      case "code": {
        const locker = await find(query.code);
        return locker ? [locker] : [];
      }
      case "street": {
        const words = streetWords(query.street);
        const city = await points({ ...around, city: area.town, perPage: CITY_LOCKERS });
        // Their distance is from the city's centre, not from the street: not shown.
        const onStreet = nearestFirst(city)
          .filter((point) => streetMatches(words, point.street || point.line1))
          .slice(0, limit)
          .map((point) => ({ ...lockerOf(point), distance: null }));
        if (onStreet.length > 0) return remember(onStreet);
        // No such street in the city: perhaps a town ("Sopot"), as InPost's city filter names it.
        return remember((await points({ city: townCase(query.street), perPage: limit })).map(lockerOf));
      }
    }
  };

  return { search, find };
}
