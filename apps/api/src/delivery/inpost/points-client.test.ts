// InPost's Points API client against the local stand-in over real HTTP, and the stand-in's made-up lockers.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InPostError, InPostPointsClient } from "./points-client";
import { InPostPointsStandIn } from "./points-stand-in";
import { metresBetween, standInPoints } from "./points-stand-in-data";

const standIn = new InPostPointsStandIn();
let client: InPostPointsClient;

beforeAll(async () => {
  client = new InPostPointsClient({ baseUrl: await standIn.start() });
});
afterAll(() => standIn.stop());

/** A server on 127.0.0.1 that answers every request with `status` and `body` (or never, with `hang`). */
async function serverAnswering(status: number, body: string, hang = false): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    if (!hang) response.writeHead(status, { "Content-Type": "application/json" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

describe("the stand-in's lockers", () => {
  const points = standInPoints();
  const BOUNDS: Record<string, { lat: [number, number]; lng: [number, number]; post: RegExp }> = {
    Warszawa: { lat: [52.09, 52.37], lng: [20.85, 21.27], post: /^0[0-4]-\d{3}$/ },
    Kraków: { lat: [49.97, 50.13], lng: [19.79, 20.22], post: /^3[01]-\d{3}$/ },
    Wrocław: { lat: [51.04, 51.21], lng: [16.8, 17.18], post: /^5[0-4]-\d{3}$/ },
    Gdańsk: { lat: [54.27, 54.45], lng: [18.43, 18.95], post: /^80-\d{3}$/ },
  };

  it("are a few hundred, the same on every start, with unique codes", () => {
    expect(points.length).toBeGreaterThan(200);
    expect(points.length).toBeLessThan(500);
    expect(standInPoints()).toEqual(points);
    expect(new Set(points.map((point) => point.name)).size).toBe(points.length);
  });

  it("stand in their city, with its postcodes and codes, mostly open day and night", () => {
    for (const point of points) {
      const city = BOUNDS[point.address_details.city];
      expect(city, point.name).toBeDefined();
      if (!city) continue;
      expect(point.location.latitude).toBeGreaterThan(city.lat[0]);
      expect(point.location.latitude).toBeLessThan(city.lat[1]);
      expect(point.location.longitude).toBeGreaterThan(city.lng[0]);
      expect(point.location.longitude).toBeLessThan(city.lng[1]);
      expect(point.address_details.post_code).toMatch(city.post);
      expect(point.name).toMatch(/^(WAW|KRA|WRO|GDA)\d{2,3}[MNA]$/);
      expect(point.address.line2).toBe(`${point.address_details.post_code} ${point.address_details.city}`);
    }
    const open247 = points.filter((point) => point.opening_hours === "24/7").length;
    expect(open247 / points.length).toBeGreaterThan(0.7);
    expect(points.some((point) => point.status !== "Operating")).toBe(true);
    for (const code of ["WAW01M", "KRA01M", "WRO01M", "GDA01M"])
      expect(points.find((point) => point.name === code)?.status, code).toBe("Operating");
  });
});

describe("InPostPointsClient", () => {
  it("finds the working lockers nearest a postcode, nearest first, with their distance", async () => {
    const found = await client.points({ relativePostCode: "00-017", maxDistance: 20_000, perPage: 10 });
    expect(found).toHaveLength(10);
    // 00-017 is Marszałkowska's (where it crosses Aleje Jerozolimskie, in the middle of it).
    expect(found[0]).toMatchObject({ city: "Warszawa", status: "Operating", types: ["parcel_locker"] });
    expect(found.slice(0, 5).some((point) => point.street === "Marszałkowska")).toBe(true);
    const distances = found.map((point) => point.distance ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeGreaterThanOrEqual(0);
    expect(distances[0]).toBeLessThan(1_500);
    expect(found[0]?.line2).toMatch(/^0\d-\d{3} Warszawa$/);
    expect(standIn.requests.at(-1)).toMatch(/type=parcel_locker&status=Operating&fields=/);
  });

  it("measures from a relative point and keeps to max_distance", async () => {
    const centre = { latitude: 50.0659, longitude: 19.9425 };
    const found = await client.points({ relativePoint: centre, maxDistance: 1_000, perPage: 50 });
    expect(found.length).toBeGreaterThan(0);
    for (const point of found) {
      expect(point.city).toBe("Kraków");
      expect(point.distance).toBeLessThanOrEqual(1_000);
      expect(Math.abs(metresBetween(centre, point) - (point.distance ?? 0))).toBeLessThan(2);
    }
  });

  it("filters by city, in InPost's spelling", async () => {
    const found = await client.points({ city: "Gdańsk", perPage: 500 });
    expect(found.length).toBeGreaterThan(20);
    expect(new Set(found.map((point) => point.city))).toEqual(new Set(["Gdańsk"]));
    expect(found.every((point) => point.distance === null)).toBe(true);
  });

  it("reads one point by its code, of any status; null for a code InPost does not know", async () => {
    expect(await client.point("WAW01M")).toMatchObject({ name: "WAW01M", status: "Operating", open247: true, openingHours: "24/7" });
    const broken = standIn.points.find((point) => point.status !== "Operating");
    expect(await client.point(broken?.name as string)).toMatchObject({ status: "NonOperating" });
    expect(await client.point("WAW99999X")).toBeNull();
  });

  it("says InPost is unavailable when it cannot be reached, times out, fails or answers something else", async () => {
    const closed = await serverAnswering(200, "{}");
    await close(closed.server);
    const slow = await serverAnswering(200, "{}", true);
    const failing = await serverAnswering(502, "<html>Bad gateway</html>");
    const odd = await serverAnswering(200, "<html>maintenance</html>");
    try {
      for (const [baseUrl, message] of [
        [closed.url, /could not be reached/],
        [slow.url, /timed out/],
        [failing.url, /answered 502/],
        [odd.url, /without JSON/],
      ] as const) {
        const error = await new InPostPointsClient({ baseUrl, timeoutMs: 300 }).points({ city: "Kraków" }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(InPostError);
        expect(error).toMatchObject({ kind: "unavailable", message: expect.stringMatching(message) });
      }
    } finally {
      await Promise.all([close(slow.server), close(failing.server), close(odd.server)]);
    }
  });

  it("says a request was refused when InPost answers 4xx (a bad parameter)", async () => {
    const error = await client.points({ relativePostCode: "0-17" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "refused", status: 400, message: expect.stringMatching(/relative_post_code/) });
  });
});
