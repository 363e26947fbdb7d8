// INPOST_POINTS_BASE: the stand-in by default in demo mode (and only there), InPost's public Points API elsewhere;
// with `stand-in` the server starts the local stand-in and its lockers answer over HTTP.
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { setUpInPostPoints } from "./inpost-points";

const REAL = { DATABASE_URL: "postgres://shop@db.internal/shop", PAYMENT_SANDBOX_SECRET: "a-long-production-secret" };

describe("INPOST_POINTS_BASE", () => {
  it("is the stand-in in demo mode and InPost's public Points API elsewhere, unless set", () => {
    expect(loadConfig({}).INPOST_POINTS_BASE).toBe("stand-in");
    expect(loadConfig(REAL).INPOST_POINTS_BASE).toBe("https://api-pl-points.easypack24.net/v1");
    expect(loadConfig({ ...REAL, INPOST_POINTS_BASE: "https://points.example/v1" }).INPOST_POINTS_BASE).toBe("https://points.example/v1");
  });

  it("refuses the stand-in outside demo mode, and anything but an http(s) URL", () => {
    expect(() => loadConfig({ ...REAL, INPOST_POINTS_BASE: "stand-in" })).toThrow(/INPOST_POINTS_BASE=stand-in .* only in demo mode/);
    expect(() => loadConfig({ INPOST_POINTS_BASE: "ftp://points.example" })).toThrow(
      /INPOST_POINTS_BASE="ftp:\/\/points.example" is not allowed/,
    );
  });

  it("starts the stand-in, whose lockers answer, and stops it", async () => {
    const setUp = await setUpInPostPoints(loadConfig({}), pino({ level: "silent" }));
    try {
      const [locker] = await setUp.lockers.search({ kind: "postcode", postcode: "50-068" }, { centre: null, town: "Wrocław" }, 1);
      expect(locker).toMatchObject({ code: expect.stringMatching(/^WRO/), address: expect.stringMatching(/Wrocław$/) });
    } finally {
      await setUp.stop();
    }
  });
});
