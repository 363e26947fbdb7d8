// The shop's parcel lockers over InPost's Points API (the adapter), against the stand-in over real HTTP: what each
// kind of search asks InPost, what it keeps, and what it answers when InPost cannot be asked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LockerArea, LockersUnavailable } from "../../core/lockers";
import { inpostLockers } from "./lockers";
import { InPostPointsClient } from "./points-client";
import { InPostPointsStandIn } from "./points-stand-in";

const WARSZAWA: LockerArea = { centre: { latitude: 52.2354, longitude: 20.99 }, town: "Warszawa" };
const standIn = new InPostPointsStandIn();
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await standIn.start();
});
afterAll(() => standIn.stop());

/** A fresh adapter (its own cache) on the stand-in, with a clock the test moves. */
function lockers() {
  const clock = { now: 1_000_000 };
  return { clock, lockers: inpostLockers(new InPostPointsClient({ baseUrl }), () => clock.now) };
}
const asked = async (run: () => Promise<unknown>) => {
  const before = standIn.requests.length;
  await run();
  return standIn.requests.slice(before);
};

describe("the parcel locker adapter", () => {
  it("answers the working lockers nearest the city's centre, nearest first, as the shop shows them", async () => {
    const found = await lockers().lockers.search({ kind: "nearby" }, WARSZAWA, 10);
    expect(found).toHaveLength(10);
    expect(found[0]).toMatchObject({
      code: expect.stringMatching(/^WAW\d+[MNA]$/),
      name: expect.any(String),
      address: expect.stringMatching(/^.+ \d+, 0\d-\d{3} Warszawa$/),
      openingHours: expect.any(String),
    });
    const distances = found.map((locker) => locker.distance as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const broken = new Set(standIn.points.filter((point) => point.status !== "Operating").map((point) => point.name));
    expect(found.some((locker) => broken.has(locker.code))).toBe(false);
  });

  it("keeps InPost's answer five minutes", async () => {
    const { clock, lockers: cached } = lockers();
    const search = () => cached.search({ kind: "postcode", postcode: "31-019" }, WARSZAWA, 10);
    expect(await asked(search)).toHaveLength(1);
    expect(await asked(search)).toHaveLength(0);
    clock.now += 5 * 60_000;
    expect(await asked(search)).toHaveLength(1);
  });

  it("finds a street among the city's lockers, without a distance; a town when the city has no such street", async () => {
    const { lockers: adapter } = lockers();
    const street = await adapter.search({ kind: "street", street: "ul. Grójecka 12" }, WARSZAWA, 10);
    expect(street.length).toBeGreaterThan(1);
    for (const locker of street) {
      expect(locker.address).toMatch(/^Grójecka \d+, 02-320 Warszawa$/);
      expect(locker.distance).toBeNull();
    }
    const town = await adapter.search({ kind: "street", street: "gdańsk" }, WARSZAWA, 10);
    expect(town).toHaveLength(10);
    expect(town.every((locker) => locker.address.endsWith(" Gdańsk"))).toBe(true);
    expect(await adapter.search({ kind: "street", street: "Nieistniejąca" }, WARSZAWA, 10)).toEqual([]);
  });

  it("finds a working locker by its code, from a search's answer without asking again", async () => {
    const { lockers: adapter } = lockers();
    const [first] = await adapter.search({ kind: "postcode", postcode: "80-827" }, WARSZAWA, 3);
    expect(first).toBeDefined();
    expect(await asked(() => adapter.find(first?.code as string))).toHaveLength(0);
    expect(await adapter.find(first?.code as string)).toEqual({ ...first, distance: null });
    expect(await adapter.find("KRA01M")).toMatchObject({ code: "KRA01M", address: expect.stringMatching(/Kraków$/) });
    expect(await adapter.find("KRA99999X")).toBeNull();
    const broken = standIn.points.find((point) => point.status !== "Operating");
    expect(await adapter.find(broken?.name as string)).toBeNull();
    expect(await adapter.search({ kind: "code", code: broken?.name as string }, WARSZAWA, 10)).toEqual([]);
  });

  it("answers no lockers for a postcode with none near, and LockersUnavailable when InPost cannot be asked", async () => {
    const { lockers: adapter } = lockers();
    expect(await adapter.search({ kind: "postcode", postcode: "99-999" }, WARSZAWA, 10)).toEqual([]);
    const down = inpostLockers(new InPostPointsClient({ baseUrl: "http://127.0.0.1:9", timeoutMs: 500 }));
    await expect(down.search({ kind: "nearby" }, WARSZAWA, 10)).rejects.toBeInstanceOf(LockersUnavailable);
    await expect(down.find("WAW01M")).rejects.toBeInstanceOf(LockersUnavailable);
  });
});
