import { describe, expect, it } from "vitest";
import { lockerSearchOf, streetMatches, streetWords } from "./locker-search";

const CITIES = [
  { slug: "warszawa", names: ["Warsaw", "Варшава", "Warszawa", "Варшава"] },
  { slug: "krakow", names: ["Kraków", "Краків", "Kraków", "Краков"] },
  { slug: "gdansk", names: ["Gdańsk", "Гданськ", "Gdańsk", "Гданьск"] },
];
const search = (text: string) => lockerSearchOf(text, CITIES);

describe("lockerSearchOf: what the one search box means", () => {
  it("nothing typed: the lockers nearest the city's centre", () => {
    expect(search("")).toEqual({ kind: "nearby" });
    expect(search("   ")).toEqual({ kind: "nearby" });
  });

  it("a Polish postcode, with or without its dash, alone or within an address", () => {
    expect(search("00-017")).toEqual({ kind: "postcode", postcode: "00-017" });
    expect(search(" 31-019 ")).toEqual({ kind: "postcode", postcode: "31-019" });
    expect(search("80827")).toEqual({ kind: "postcode", postcode: "80-827" });
    expect(search("Marszałkowska 104, 00-017 Warszawa")).toEqual({ kind: "postcode", postcode: "00-017" });
    // Not a postcode: too many digits, or a house number.
    expect(search("800270")).toEqual({ kind: "street", street: "800270" });
    expect(search("Grójecka 42")).toEqual({ kind: "street", street: "Grójecka 42" });
  });

  it("a locker's code, in any case and spacing", () => {
    expect(search("WAW01M")).toEqual({ kind: "code", code: "WAW01M" });
    expect(search("kra 045m")).toEqual({ kind: "code", code: "KRA045M" });
    expect(search("gda117n")).toEqual({ kind: "code", code: "GDA117N" });
  });

  it("a shop city by any of its names, with or without Polish letters", () => {
    expect(search("Kraków")).toEqual({ kind: "city", city: "krakow" });
    expect(search("krakow")).toEqual({ kind: "city", city: "krakow" });
    expect(search("Краків")).toEqual({ kind: "city", city: "krakow" });
    expect(search("WARSAW")).toEqual({ kind: "city", city: "warszawa" });
    expect(search("Гданьск")).toEqual({ kind: "city", city: "gdansk" });
  });

  it("anything else is a street (or, failing that, a town)", () => {
    expect(search("Marszałkowska")).toEqual({ kind: "street", street: "Marszałkowska" });
    expect(search("Sopot")).toEqual({ kind: "street", street: "Sopot" });
  });
});

describe("street matching", () => {
  it("drops the street's kind and the house number", () => {
    expect(streetWords("ul. Grójecka 42")).toEqual(["groyecka"]); // j folds to y, on both sides of a match;
    expect(streetWords("al. Jana Pawła II 82")).toEqual(["yana", "pawla", "ii"]);
    expect(streetWords("Marszałkowska 104/122")).toEqual(["marszalkowska"]);
    expect(streetWords("3 Maja")).toEqual(["3", "maya"]);
  });

  it("matches word beginnings, Polish letters or not", () => {
    expect(streetMatches(streetWords("marszalk"), "Marszałkowska")).toBe(true);
    expect(streetMatches(streetWords("Jerozolimskie"), "Aleje Jerozolimskie")).toBe(true);
    expect(streetMatches(streetWords("Pawła"), "Jana Pawła II")).toBe(true);
    expect(streetMatches(streetWords("Puławska"), "Marszałkowska")).toBe(false);
    expect(streetMatches([], "Marszałkowska")).toBe(false);
  });
});
