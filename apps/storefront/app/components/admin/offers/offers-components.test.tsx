// @vitest-environment happy-dom
import type { CityOfferItem, OffersImportChange, ProductOffers } from "@shop/contracts";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInAdmin } from "../dashboard/test-render";
import { CityOffersTable } from "./city-offers-table";
import { OffersImport } from "./offers-import";
import { ProductOffersForm } from "./product-offers-form";

afterEach(cleanup);

const offer = {
  visible: true,
  price: 1990,
  salePrice: 1790,
  stock: 4,
  storeStock: { "1": 3, "2": 1 },
  franchisePrice: null,
  wholesaleTiers: [{ minQuantity: 10, price: 1700 }],
};
const warsawStores = [
  { id: 1, address: "ul. Marszałkowska 104/122, 00-017 Warszawa", active: true },
  { id: 2, address: "ul. Grójecka 42, 02-320 Warszawa", active: false },
];
const table: ProductOffers = {
  product: { id: 15, slug: "al-fakher-mint", kind: "simple", name: "Al Fakher Mint" },
  rows: [
    { city: { slug: "warszawa", name: "Warsaw", active: true }, stores: warsawStores, offer, updatedAt: "2026-11-20T09:30:00.000Z" },
    { city: { slug: "gdansk", name: "Gdańsk", active: false }, stores: [], offer: null, updatedAt: null },
  ],
};
const input = (city: string, field: string) =>
  document.querySelector(`[data-admin-product-offer="${city}"] [data-admin-offer-field="${field}"]`) as HTMLInputElement;
const storeInput = (city: string, store: number) =>
  document.querySelector(`[data-admin-product-offer="${city}"] [data-admin-offer-store="${store}"]`) as HTMLInputElement;
const total = (city: string) => document.querySelector(`[data-admin-product-offer="${city}"] [data-admin-offer-total]`)?.textContent;

describe("the per-product offers form", () => {
  it("shows each city's offer in złoty, a quantity per store labelled by its street, their total, and an unoffered city empty", async () => {
    await renderInAdmin("en", () => <ProductOffersForm table={table} answer={null} />);
    await screen.findByText("Save all cities");
    expect(input("warszawa", "price").value).toBe("19.90");
    expect(input("warszawa", "salePrice").value).toBe("17.90");
    expect(input("warszawa", "tiers").value).toBe("10:17.00");
    expect([storeInput("warszawa", 1).value, storeInput("warszawa", 2).value]).toEqual(["3", "1"]);
    expect(storeInput("warszawa", 1).name).toBe("storeStock.0.1");
    expect(screen.getByText("ul. Marszałkowska 104/122")).toBeTruthy();
    expect(screen.getByText("ul. Grójecka 42 (closed)")).toBeTruthy();
    expect(total("warszawa")).toBe("4");
    // The total follows what is typed.
    fireEvent.input(storeInput("warszawa", 2), { target: { value: "10" } });
    expect(total("warszawa")).toBe("13");
    expect(input("gdansk", "price").value).toBe("");
    expect(screen.getByText("Gdańsk (not active)")).toBeTruthy();
    expect(screen.getByText("No stores in this city yet: add one under Cities to hold its stock.")).toBeTruthy();
    const expected = document.querySelector('input[name="expected.0"]') as HTMLInputElement;
    expect(JSON.parse(expected.value)).toEqual(offer);
    cleanup();

    await renderInAdmin("en", () => (
      <ProductOffersForm
        table={table}
        answer={{
          fieldErrors: { "price.0": "Write an amount.", "storeStock.0.2": "Write a whole number." },
          values: { "price.0": "abc", "offered.0": "on", "storeStock.0.1": "5", "storeStock.0.2": "-1" },
        }}
      />
    ));
    await screen.findByText("Write an amount.");
    expect(input("warszawa", "price").value).toBe("abc");
    expect(input("warszawa", "price").getAttribute("aria-invalid")).toBe("true");
    expect(storeInput("warszawa", 2).value).toBe("-1");
    expect(storeInput("warszawa", 2).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Write a whole number.")).toBeTruthy();
  });

  it("has no stock inputs for a bundle", async () => {
    await renderInAdmin("en", () => (
      <ProductOffersForm table={{ ...table, product: { ...table.product, kind: "bundle" } }} answer={null} />
    ));
    await screen.findByText("Save all cities");
    expect(document.querySelector("[data-admin-offer-store]")).toBeNull();
  });
});

describe("a city's offers", () => {
  it("shows the city's total and a column per store", async () => {
    const items: CityOfferItem[] = [{ product: table.product, offer, updatedAt: "2026-11-20T09:30:00.000Z" }];
    await renderInAdmin("pl", () => <CityOffersTable city={{ slug: "warszawa", name: "Warszawa" }} stores={warsawStores} items={items} />);
    await screen.findByText("Stan, wszystkie sklepy");
    expect(screen.getByText("ul. Grójecka 42 (zamknięty)")).toBeTruthy();
    const row = document.querySelector('[data-admin-offer-row="al-fakher-mint"]') as HTMLElement;
    expect(row.querySelector("[data-admin-offer-total]")?.textContent).toBe("4");
    expect([...row.querySelectorAll("[data-admin-offer-store]")].map((cell) => cell.textContent)).toEqual(["3", "1"]);
  });
});

describe("the CSV import", () => {
  const change: OffersImportChange = {
    line: 2,
    product: { id: 15, slug: "al-fakher-mint", kind: "simple", name: "Al Fakher Mint" },
    before: offer,
    after: { ...offer, price: 2490, stock: 9, storeStock: { "1": 3, "2": 6 } },
  };
  const city = { slug: "warszawa", name: "Warsaw", active: true };

  it("offers the download and the upload, then previews only what changes with an Apply button carrying the file", async () => {
    await renderInAdmin("en", () => <OffersImport city={city} state={null} />);
    await screen.findByText("Show the changes");
    expect(document.querySelector("[data-admin-offers-export]")?.getAttribute("href")).toBe("/en/admin/offers?city=warszawa&format=csv");
    cleanup();

    const preview = { lines: 3, changes: [change], stores: warsawStores };
    await renderInAdmin("pl", () => <OffersImport city={city} state={{ kind: "preview", city: "warszawa", preview, csv: "x,y" }} />);
    await screen.findByText("Zastosuj 1 zmianę");
    const rows = [...document.querySelectorAll('[data-admin-offers-change="al-fakher-mint"]')].map((row) => row.textContent);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain("19.90");
    expect(rows[0]).toContain("24.90");
    expect(rows[1]).toContain("Stan, wszystkie sklepy");
    expect(rows[1]).toContain("49");
    expect(rows[2]).toContain("Stan: ul. Grójecka 42");
    expect(rows[2]).toContain("16");
    expect((document.querySelector('input[name="csv"]') as HTMLInputElement).value).toBe("x,y");
  });

  it("lists every problem of a refused file", async () => {
    await renderInAdmin("en", () => (
      <OffersImport city={city} state={{ kind: "import", messages: ["Line 2, price: …", "Line 3, product_slug: …"] }} />
    ));
    await screen.findByText("Line 2, price: …");
    expect(screen.getByText("Line 3, product_slug: …")).toBeTruthy();
  });
});
