// @vitest-environment happy-dom
import type { OffersImportChange, ProductOffers } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInAdmin } from "../dashboard/test-render";
import { OffersImport } from "./offers-import";
import { ProductOffersForm } from "./product-offers-form";

afterEach(cleanup);

const offer = {
  visible: true,
  price: 1990,
  salePrice: 1790,
  stock: 4,
  franchisePrice: null,
  wholesaleTiers: [{ minQuantity: 10, price: 1700 }],
};
const table: ProductOffers = {
  product: { id: 15, slug: "al-fakher-mint", kind: "simple", name: "Al Fakher Mint" },
  rows: [
    { city: { slug: "warszawa", name: "Warsaw", active: true }, offer, updatedAt: "2026-11-20T09:30:00.000Z" },
    { city: { slug: "gdansk", name: "Gdańsk", active: false }, offer: null, updatedAt: null },
  ],
};
const input = (city: string, field: string) =>
  document.querySelector(`[data-admin-product-offer="${city}"] [data-admin-offer-field="${field}"]`) as HTMLInputElement;

describe("the per-product offers form", () => {
  it("shows each city's offer in złoty, an unoffered city empty, and a refused save as typed with its messages", async () => {
    await renderInAdmin("en", () => <ProductOffersForm table={table} answer={null} />);
    await screen.findByText("Save all cities");
    expect(input("warszawa", "price").value).toBe("19.90");
    expect(input("warszawa", "salePrice").value).toBe("17.90");
    expect(input("warszawa", "tiers").value).toBe("10:17.00");
    expect(input("gdansk", "price").value).toBe("");
    expect(screen.getByText("Gdańsk (not active)")).toBeTruthy();
    const expected = document.querySelector('input[name="expected.0"]') as HTMLInputElement;
    expect(JSON.parse(expected.value)).toEqual(offer);
    cleanup();

    await renderInAdmin("en", () => (
      <ProductOffersForm
        table={table}
        answer={{ fieldErrors: { "price.0": "Write an amount." }, values: { "price.0": "abc", "offered.0": "on" } }}
      />
    ));
    await screen.findByText("Write an amount.");
    expect(input("warszawa", "price").value).toBe("abc");
    expect(input("warszawa", "price").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("the CSV import", () => {
  const change: OffersImportChange = {
    line: 2,
    product: { id: 15, slug: "al-fakher-mint", kind: "simple", name: "Al Fakher Mint" },
    before: offer,
    after: { ...offer, price: 2490, stock: 9 },
  };
  const city = { slug: "warszawa", name: "Warsaw", active: true };

  it("offers the download and the upload, then previews only what changes with an Apply button carrying the file", async () => {
    await renderInAdmin("en", () => <OffersImport city={city} state={null} />);
    await screen.findByText("Show the changes");
    expect(document.querySelector("[data-admin-offers-export]")?.getAttribute("href")).toBe("/en/admin/offers?city=warszawa&format=csv");
    cleanup();

    await renderInAdmin("pl", () => (
      <OffersImport city={city} state={{ kind: "preview", city: "warszawa", preview: { lines: 3, changes: [change] }, csv: "x,y" }} />
    ));
    await screen.findByText("Zastosuj 1 zmianę");
    const rows = [...document.querySelectorAll('[data-admin-offers-change="al-fakher-mint"]')].map((row) => row.textContent);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain("19.90");
    expect(rows[0]).toContain("24.90");
    expect(rows[1]).toContain("Stan");
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
