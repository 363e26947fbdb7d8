// The parcel lockers the use-cases rely on (issue 19), as a port: the implementation is InPost's Points API
// (src/delivery/inpost: the HTTP client, its local stand-in, the cache), chosen by apps/server's configuration.
import type { Locker } from "@shop/contracts";

/** Where a search without a place of its own looks: a shop city's centre and its name as InPost writes it. */
export interface LockerArea {
  /** The middle of the city's stores; null for a city without one (the city's lockers are then in InPost's order). */
  centre: { latitude: number; longitude: number } | null;
  /** The city's Polish name ("Kraków"): InPost's city filter. */
  town: string;
}

/** A search the adapter runs (the use-case has turned a shop city's name into its area already). */
export type LockerQuery =
  | { kind: "nearby" }
  | { kind: "postcode"; postcode: string }
  | { kind: "code"; code: string }
  | { kind: "street"; street: string };

export interface LockerPoints {
  /** At most `limit` working parcel lockers for the query, nearest first. Throws LockersUnavailable. */
  search(query: LockerQuery, area: LockerArea, limit: number): Promise<Locker[]>;
  /** The working parcel locker with this code, or null (unknown, or not working). Throws LockersUnavailable. */
  find(code: string): Promise<Locker | null>;
}

/** InPost could not be asked (unreachable, timed out, answered an error or something that is not its JSON). */
export class LockersUnavailable extends Error {
  override readonly name = "LockersUnavailable";
}
