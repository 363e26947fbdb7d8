import { describe, expect, it, vi } from "vitest";
import { negotiateLocale, preferredLanguages } from "./negotiate";
import { type GuardInput, type GuardPorts, isSameSitePath, runGuards } from "./run-guards";

const cities = [
  { id: 1, slug: "warszawa" },
  { id: 2, slug: "krakow" },
];
const TEST_TOKEN = "test-token";

function guard(path: string, over: Partial<GuardInput> = {}, ports: Partial<GuardPorts> & { token?: string } = {}) {
  const url = new URL(path, "http://shop.test");
  return runGuards(
    { pathname: url.pathname, search: url.search, defaultLocale: "en", cities, ...over },
    {
      isAuthenticated: async () => ports.token === TEST_TOKEN,
      lookupRedirect: ports.lookupRedirect ?? (async () => null),
    },
  );
}

describe("locale guard", () => {
  it.each([
    ["/", {}, "/en/select-city"],
    ["/", { localeCookie: "pl" }, "/pl/select-city"],
    ["/", { acceptLanguage: "de-DE,uk;q=0.8,en;q=0.5" }, "/uk/select-city"],
    ["/", { localeCookie: "ru", acceptLanguage: "uk" }, "/ru/select-city"],
    ["/", { localeCookie: "de", acceptLanguage: "pl-PL" }, "/pl/select-city"],
    ["/", { localeCookie: "uk", activeCitySlug: "krakow" }, "/uk/krakow"],
    ["/krakow", { activeCitySlug: "krakow" }, "/en/select-city"],
    ["/krakow/cart", { localeCookie: "pl" }, "/pl/select-city"],
    ["/de/krakow/cart", { activeCitySlug: "warszawa" }, "/en/krakow/cart"],
    ["/checkout?step=2", { activeCitySlug: "warszawa" }, "/en/warszawa/checkout?step=2"],
  ])("%s with %o redirects to %s", async (path, over, location) => {
    expect(await guard(path, over)).toMatchObject({ type: "redirect", status: 302, location });
  });

  it("passes a path that has a shop locale", async () => {
    expect(await guard("/pl/krakow", { activeCitySlug: "krakow" })).toEqual({
      type: "pass",
      lang: "pl",
      city: cities[1],
      activateCity: null,
    });
  });
});

describe("authentication guard", () => {
  it("sends an unauthenticated visitor of the cabinet to the localised root, which lands on the active city", async () => {
    expect(await guard("/uk/krakow/cabinet/coupons", { activeCitySlug: "krakow" })).toMatchObject({
      type: "redirect",
      location: "/uk/krakow",
      reason: "auth",
    });
    expect(await guard("/uk/krakow/cabinet", {})).toMatchObject({ location: "/uk/select-city" });
  });

  it("lets a signed-in customer (test token) into the cabinet", async () => {
    expect(await guard("/uk/krakow/cabinet/coupons", { activeCitySlug: "krakow" }, { token: TEST_TOKEN })).toMatchObject({ type: "pass" });
    expect(await guard("/uk/krakow/cabinet", {}, { token: "wrong" })).toMatchObject({ type: "redirect" });
  });

  it("asks about authentication only on pages that need it", async () => {
    const isAuthenticated = vi.fn(async () => false);
    await runGuards({ pathname: "/en/krakow/cart", search: "", defaultLocale: "en", cities }, { isAuthenticated });
    expect(isAuthenticated).not.toHaveBeenCalled();
  });
});

describe("city guard", () => {
  it.each([
    ["/en", {}, "/en/select-city"],
    ["/en/", { activeCitySlug: "krakow" }, "/en/krakow"],
    ["/pl", { activeCitySlug: "gone" }, "/pl/select-city"],
    ["/en/nowhere", {}, "/en/select-city"],
    ["/en/nowhere/cart?x=1", { activeCitySlug: "krakow" }, "/en/krakow/cart?x=1"],
  ])("%s with %o redirects to %s", async (path, over, location) => {
    expect(await guard(path, over)).toMatchObject({ type: "redirect", reason: "city", location });
  });

  it.each(["/en/select-city", "/uk/blog", "/ru/blog/article/12"])("%s skips the city check", async (path) => {
    expect(await guard(path)).toMatchObject({ type: "pass", city: null });
  });

  it("makes a different valid city the active city", async () => {
    expect(await guard("/en/krakow/cart", { activeCitySlug: "warszawa" })).toMatchObject({ type: "pass", activateCity: cities[1] });
    expect(await guard("/en/krakow/cart", {})).toMatchObject({ type: "pass", activateCity: cities[1] });
    expect(await guard("/en/krakow/cart", { activeCitySlug: "krakow" })).toMatchObject({ type: "pass", activateCity: null });
  });
});

describe("site resources", () => {
  it.each(["/sitemap.xml", "/robots.txt"])("%s passes every guard without a locale, a city or a lookup", async (path) => {
    const lookupRedirect = vi.fn(async () => ({ target: "/en/krakow", status: 301 as const }));
    const isAuthenticated = vi.fn(async () => false);
    expect(
      await runGuards(
        { pathname: path, search: "", localeCookie: "pl", defaultLocale: "en", cities, activeCitySlug: "krakow" },
        { isAuthenticated, lookupRedirect },
      ),
    ).toEqual({ type: "pass", lang: "pl", city: null, activateCity: null });
    expect(lookupRedirect).not.toHaveBeenCalled();
    expect(isAuthenticated).not.toHaveBeenCalled();
  });

  it("only at the root: other paths ending in .xml still get a locale", async () => {
    expect(await guard("/catalogue/sitemap.xml")).toMatchObject({ type: "redirect", reason: "locale" });
    expect(await guard("/sitemap.xml/")).toMatchObject({ type: "redirect", reason: "locale" });
  });
});

describe("brands page", () => {
  it("/{lang}/brands is a page of the active city, not a city called brands", async () => {
    expect(await guard("/pl/brands", { activeCitySlug: "krakow" })).toMatchObject({ type: "redirect", location: "/pl/krakow/brands" });
    expect(await guard("/pl/krakow/brands", { activeCitySlug: "krakow" })).toMatchObject({ type: "pass", city: cities[1] });
  });
});

describe("server redirect lookup", () => {
  it("runs last, with the guarded path, and answers the table's status", async () => {
    const lookupRedirect = vi.fn(async (path: string) =>
      path === "/en/warszawa/promo" ? { target: "/en/warszawa/products/sale", status: 302 as const } : null,
    );
    expect(await guard("/en/warszawa/promo?utm=x", {}, { lookupRedirect })).toMatchObject({
      type: "redirect",
      status: 302,
      location: "/en/warszawa/products/sale?utm=x",
      reason: "lookup",
    });
    expect(lookupRedirect).toHaveBeenCalledWith("/en/warszawa/promo");
    expect(await guard("/en/warszawa/other", {}, { lookupRedirect })).toMatchObject({ type: "pass" });
  });

  it("is not asked while an earlier guard redirects", async () => {
    const lookupRedirect = vi.fn(async () => ({ target: "/en/krakow", status: 301 as const }));
    expect(await guard("/krakow", {}, { lookupRedirect })).toMatchObject({ reason: "locale" });
    expect(lookupRedirect).not.toHaveBeenCalled();
  });

  it.each(["//evil.example/x", "https://evil.example", "/\\evil.example"])("never follows %s (not same-site)", async (target) => {
    expect(isSameSitePath(target)).toBe(false);
    expect(await guard("/en/krakow/x", {}, { lookupRedirect: async () => ({ target, status: 301 }) })).toMatchObject({ type: "pass" });
  });
});

describe("negotiation", () => {
  it("orders Accept-Language by quality and drops q=0", () => {
    expect(preferredLanguages("en;q=0.1, pl-PL, ru;q=0, uk;q=0.9")).toEqual(["pl-pl", "uk", "en"]);
    expect(negotiateLocale(null, "fr, de", "pl")).toBe("pl");
  });
});
