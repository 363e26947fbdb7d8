import { LOCALES, type Locale } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { translatorIn } from "../lib/texts/testing";
import { resources } from "./index";

function keysOf(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, v]) => (typeof v === "object" ? keysOf(v, `${prefix}${key}.`) : [`${prefix}${key}`]));
}
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");

describe("storefront texts", () => {
  it("exist in every language with the same keys (plural forms aside)", () => {
    const english = new Set(keysOf(resources.en.translation).map(base));
    for (const locale of LOCALES) {
      expect(new Set(keysOf(resources[locale].translation).map(base))).toEqual(english);
    }
  });

  it("give every plural form that each language's rules ask for", () => {
    const say = (lng: string, count: number) => translatorIn(lng as Locale)("cities.count", { count });
    expect([1, 4].map((n) => say("en", n))).toEqual(["1 city", "4 cities"]);
    expect([1, 2, 4, 5, 21, 22, 25].map((n) => say("uk", n))).toEqual([
      "1 місто",
      "2 міста",
      "4 міста",
      "5 міст",
      "21 місто",
      "22 міста",
      "25 міст",
    ]);
    expect([1, 2, 4, 5, 21, 22, 25].map((n) => say("pl", n))).toEqual([
      "1 miasto",
      "2 miasta",
      "4 miasta",
      "5 miast",
      "21 miast",
      "22 miasta",
      "25 miast",
    ]);
    expect([1, 2, 4, 5, 21, 22, 25].map((n) => say("ru", n))).toEqual([
      "1 город",
      "2 города",
      "4 города",
      "5 городов",
      "21 город",
      "22 города",
      "25 городов",
    ]);
  });

  it("count the catalogue's products with each language's plural forms", () => {
    const say = (lng: string) => [1, 3, 5, 22].map((count) => translatorIn(lng as Locale)("catalogue.listing.products", { count }));
    expect(say("en")).toEqual(["1 product", "3 products", "5 products", "22 products"]);
    expect(say("uk")).toEqual(["1 товар", "3 товари", "5 товарів", "22 товари"]);
    expect(say("pl")).toEqual(["1 produkt", "3 produkty", "5 produktów", "22 produkty"]);
    expect(say("ru")).toEqual(["1 товар", "3 товара", "5 товаров", "22 товара"]);
  });

  it("count a referral link's customers with each language's plural forms", () => {
    const say = (lng: string) => [1, 3, 5, 21, 22].map((count) => translatorIn(lng as Locale)("account.referrals.brought", { count }));
    expect(say("en")).toEqual([1, 3, 5, 21, 22].map((n) => `Your link has brought ${n} ${n === 1 ? "customer" : "customers"} so far.`));
    expect(say("uk")).toEqual([
      "За вашим посиланням уже прийшов 1 клієнт.",
      "За вашим посиланням уже прийшли 3 клієнти.",
      "За вашим посиланням уже прийшло 5 клієнтів.",
      "За вашим посиланням уже прийшов 21 клієнт.",
      "За вашим посиланням уже прийшли 22 клієнти.",
    ]);
    expect(say("pl")).toEqual([
      "Twój link przyprowadził już 1 osobę.",
      "Twój link przyprowadził już 3 osoby.",
      "Twój link przyprowadził już 5 osób.",
      "Twój link przyprowadził już 21 osób.",
      "Twój link przyprowadził już 22 osoby.",
    ]);
    expect(say("ru")).toEqual([
      "По вашей ссылке уже пришёл 1 покупатель.",
      "По вашей ссылке уже пришли 3 покупателя.",
      "По вашей ссылке уже пришло 5 покупателей.",
      "По вашей ссылке уже пришёл 21 покупатель.",
      "По вашей ссылке уже пришли 22 покупателя.",
    ]);
  });

  it("count a store's units of a product with each language's plural forms (issue 19)", () => {
    const say = (lng: string) =>
      [1, 3, 5, 22].map((count) =>
        translatorIn(lng as Locale)("catalogue.availability.storeUnits", { address: "Marszałkowska 12", count }),
      );
    expect(say("en")).toEqual([1, 3, 5, 22].map((n) => `Marszałkowska 12: ${n} available`));
    expect(say("uk")).toEqual([
      "Marszałkowska 12: в наявності 1 штука",
      "Marszałkowska 12: в наявності 3 штуки",
      "Marszałkowska 12: в наявності 5 штук",
      "Marszałkowska 12: в наявності 22 штуки",
    ]);
    expect(say("pl")).toEqual([
      "Marszałkowska 12: dostępna 1 sztuka",
      "Marszałkowska 12: dostępne 3 sztuki",
      "Marszałkowska 12: dostępnych 5 sztuk",
      "Marszałkowska 12: dostępne 22 sztuki",
    ]);
    expect(say("ru")).toEqual([
      "Marszałkowska 12: в наличии 1 штука",
      "Marszałkowska 12: в наличии 3 штуки",
      "Marszałkowska 12: в наличии 5 штук",
      "Marszałkowska 12: в наличии 22 штуки",
    ]);
  });
});
