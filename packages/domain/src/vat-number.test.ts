import { describe, expect, it } from "vitest";
import { parseEuVatNumber, splitPolishAddress } from "./vat-number";

describe("EU VAT numbers", () => {
  it("reads the country code and the number, however it was typed", () => {
    expect(parseEuVatNumber("DE 123.456.789")).toEqual({ countryCode: "DE", number: "123456789" });
    expect(parseEuVatNumber("gr123456789")).toEqual({ countryCode: "EL", number: "123456789" });
    expect(parseEuVatNumber("PL 525-200-00-02")).toEqual({ countryCode: "PL", number: "5252000002" });
  });

  it("refuses a country outside the EU, a number too short, and a Polish number with a wrong checksum", () => {
    expect(parseEuVatNumber("US123456789")).toBeNull();
    expect(parseEuVatNumber("DE1")).toBeNull();
    expect(parseEuVatNumber("PL5252000003")).toBeNull();
    expect(parseEuVatNumber("")).toBeNull();
  });
});

describe("a registry's one-line address", () => {
  it("splits at the postcode", () => {
    expect(splitPolishAddress("ul. Prosta 49, 00-838 Warszawa")).toEqual({
      street: "ul. Prosta 49",
      postalCode: "00-838",
      town: "Warszawa",
    });
    expect(splitPolishAddress("GROCHOWSKA 120 04-357  WARSZAWA")).toEqual({
      street: "GROCHOWSKA 120",
      postalCode: "04-357",
      town: "WARSZAWA",
    });
  });

  it("keeps the whole text as the street without a postcode", () => {
    expect(splitPolishAddress("Rynek 1, Kraków")).toEqual({ street: "Rynek 1, Kraków", postalCode: null, town: null });
    expect(splitPolishAddress("00-838 Warszawa")).toEqual({ street: "00-838 Warszawa", postalCode: null, town: null });
  });
});
