// WHITELIST_BASE and VIES_BASE: the stand-in by default in demo mode (and only there), the Ministry of Finance's White
// List and the EU's VIES elsewhere; with `stand-in` the server starts one local stand-in that answers both over HTTP.
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { setUpTaxRegistries } from "./tax-registries";

const REAL = { DATABASE_URL: "postgres://shop@db.internal/shop", PAYMENT_SANDBOX_SECRET: "a-long-production-secret" };
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe("WHITELIST_BASE and VIES_BASE", () => {
  it("are the stand-in in demo mode and the registries' public hosts elsewhere, unless set", () => {
    expect(loadConfig({})).toMatchObject({ WHITELIST_BASE: "stand-in", VIES_BASE: "stand-in" });
    expect(loadConfig(REAL)).toMatchObject({
      WHITELIST_BASE: "https://wl-api.mf.gov.pl",
      VIES_BASE: "https://ec.europa.eu/taxation_customs/vies/rest-api",
    });
    expect(loadConfig({ ...REAL, WHITELIST_BASE: "https://wl-test.mf.gov.pl" }).WHITELIST_BASE).toBe("https://wl-test.mf.gov.pl");
  });

  it("refuses the stand-in outside demo mode, and anything but an http(s) URL", () => {
    expect(() => loadConfig({ ...REAL, WHITELIST_BASE: "stand-in" })).toThrow(/WHITELIST_BASE=stand-in .* only in demo mode/);
    expect(() => loadConfig({ ...REAL, VIES_BASE: "stand-in" })).toThrow(/VIES_BASE=stand-in .* only in demo mode/);
    expect(() => loadConfig({ WHITELIST_BASE: "ftp://wl.example" })).toThrow(/WHITELIST_BASE="ftp:\/\/wl.example" is not allowed/);
  });

  it("starts one stand-in for both, whose demo register answers, and stops it", async () => {
    const setUp = await setUpTaxRegistries(loadConfig({}), pino({ level: "silent" }));
    try {
      expect(setUp.standInUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await setUp.registries.whiteList("5252000002", yesterday())).toMatchObject({ status: "active", detail: "Czynny" });
      expect(await setUp.registries.whiteList("8992000006", yesterday())).toMatchObject({ status: "inactive", detail: "Zwolniony" });
      expect(await setUp.registries.vies("DE", "811234567")).toMatchObject({ status: "active" });
    } finally {
      await setUp.stop();
    }
  });
});
