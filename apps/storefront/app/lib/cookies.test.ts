import { describe, expect, it } from "vitest";
import { parseCookies, visitorCookieWrites } from "./cookies";

const KRAKOW = { id: 2, slug: "krakow" };
const YEAR = 365 * 24 * 60 * 60;

describe("the locale and city cookies a page makes say its language and city", () => {
  it("writes the locale cookie and, on a city page, both city cookies, for 365 days, readable by scripts", () => {
    expect(visitorCookieWrites({}, "uk", KRAKOW, false)).toEqual([
      `citySlug=krakow; Path=/; Max-Age=${YEAR}; SameSite=Lax`,
      `cityId=2; Path=/; Max-Age=${YEAR}; SameSite=Lax`,
      `locale=uk; Path=/; Max-Age=${YEAR}; SameSite=Lax`,
    ]);
    expect(visitorCookieWrites({}, "en", null, true)).toEqual([`locale=en; Path=/; Max-Age=${YEAR}; SameSite=Lax; Secure`]);
  });

  it("writes nothing the cookies already say, and only what changed", () => {
    const jar = parseCookies("locale=uk; citySlug=krakow; cityId=2");
    expect(visitorCookieWrites(jar, "uk", KRAKOW, false)).toEqual([]);
    expect(visitorCookieWrites(jar, "pl", KRAKOW, false)).toEqual([`locale=pl; Path=/; Max-Age=${YEAR}; SameSite=Lax`]);
    expect(visitorCookieWrites(jar, "uk", { id: 4, slug: "gdansk" }, false)).toHaveLength(2);
  });
});
