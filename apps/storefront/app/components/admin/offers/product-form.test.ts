import { describe, expect, it } from "vitest";
import { apiIssues, productOffersBody, readProductOffersForm } from "./product-form";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};
const stored = { visible: true, price: 1990, salePrice: null, stock: 4, storeStock: { "1": 4 }, franchisePrice: null, wholesaleTiers: [] };

describe("readProductOffersForm", () => {
  it("reads each city's row: złoty to grosze, each store's units and their total, tiers, the offer as shown, unticked cities as not offered", () => {
    const read = readProductOffersForm(
      form({
        rows: "2",
        "city.0": "warszawa",
        "expected.0": JSON.stringify(stored),
        "offered.0": "on",
        "price.0": "24,90",
        "salePrice.0": "",
        "storeStock.0.1": "7",
        "storeStock.0.2": " 3 ",
        "franchisePrice.0": "20",
        "tiers.0": "50:18.00; 10:19.00",
        "city.1": "krakow",
        "expected.1": "null",
        "price.1": "abc",
      }),
      "en",
    );
    expect(read.fieldErrors).toEqual({});
    expect(productOffersBody(read.rows)).toEqual({
      offers: [
        {
          city: "warszawa",
          expected: stored,
          offer: {
            visible: false,
            price: 2490,
            salePrice: null,
            stock: 10,
            storeStock: { "1": 7, "2": 3 },
            franchisePrice: 2000,
            wholesaleTiers: [
              { minQuantity: 10, price: 1900 },
              { minQuantity: 50, price: 1800 },
            ],
          },
        },
        { city: "krakow", expected: null, offer: null },
      ],
    });
  });

  it("names each malformed field, a store's units included, in the staff member's language and keeps what was typed", () => {
    const read = readProductOffersForm(
      form({
        rows: "1",
        "city.0": "krakow",
        "offered.0": "on",
        "price.0": "",
        "storeStock.0.5": "-1",
        "storeStock.0.6": "",
        "tiers.0": "10",
      }),
      "pl",
    );
    expect(read.fieldErrors).toEqual({
      "price.0": "Wymagana wartość.",
      "storeStock.0.5": "Wpisz liczbę całkowitą, 0 lub więcej.",
      "storeStock.0.6": "Wymagana wartość.",
      "tiers.0": expect.stringMatching(/^Wpisz progi jako 10:17.90;50:15.90/),
    });
    expect(read.values["tiers.0"]).toBe("10");
    expect(read.values["storeStock.0.5"]).toBe("-1");
  });
});

describe("apiIssues", () => {
  it("puts the API's issues next to the fields, and the stores, of the row they are about", () => {
    const read = readProductOffersForm(
      form({ rows: "2", "city.0": "", "city.1": "krakow", "offered.1": "on", "price.1": "1", "storeStock.1.5": "1" }),
      "en",
    );
    const body = {
      issues: [
        { path: "offers.0.wholesaleTiers", message: "Kraków, wholesale tiers: …" },
        { path: "offers.0.storeStock.5", message: "Kraków, stock in ul. Floriańska 31: …" },
        { path: "offers.0.city", message: "x" },
      ],
    };
    expect(apiIssues(body, read.rows)).toEqual({
      "tiers.1": "Kraków, wholesale tiers: …",
      "storeStock.1.5": "Kraków, stock in ul. Floriańska 31: …",
    });
  });
});
