import { RETAIL } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { priceInfo } from "./price-info";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-22T12:00:00Z");
const offer = { price: 4000, salePrice: null, franchisePrice: 2500, wholesaleTiers: [{ minQuantity: 10, price: 3000 }] };

describe("priceInfo", () => {
  it("prices a retail caller without business prices", () => {
    expect(priceInfo(offer, RETAIL, [], now)).toEqual({
      currency: "PLN",
      unit: 4000,
      kind: "retail",
      regular: 4000,
      sale: null,
      lowest30Days: null,
      wholesaleTiers: [],
      franchise: null,
    });
  });

  it("shows the tiers only to a wholesale business and the franchise price only to a franchise", () => {
    expect(priceInfo(offer, { kind: "wholesale" }, [], now)).toMatchObject({
      unit: 4000,
      wholesaleTiers: [{ minQuantity: 10, price: 3000 }],
      franchise: null,
    });
    expect(priceInfo(offer, { kind: "franchise" }, [], now)).toMatchObject({
      unit: 2500,
      kind: "franchise",
      wholesaleTiers: [],
      franchise: 2500,
    });
  });

  it("leaves out business prices that are not below the sale price the shopper would pay", () => {
    const tiers = [
      { minQuantity: 5, price: 3500 },
      { minQuantity: 10, price: 3000 },
    ];
    const sale = { ...offer, salePrice: 3200, wholesaleTiers: tiers };
    expect(priceInfo(sale, { kind: "wholesale" }, [], now)).toMatchObject({
      unit: 3200,
      wholesaleTiers: [{ minQuantity: 10, price: 3000 }],
    });
    expect(priceInfo({ ...sale, franchisePrice: 3300 }, { kind: "franchise" }, [], now)).toMatchObject({ unit: 3200, franchise: null });
  });

  it("gives a sale item its sale price and the lowest price of the 30 days before the reduction", () => {
    const history = [
      { price: 4000, validFrom: new Date(now.getTime() - 60 * DAY) },
      { price: 3800, validFrom: new Date(now.getTime() - 20 * DAY) },
      { price: 3200, validFrom: new Date(now.getTime() - DAY) },
    ];
    expect(priceInfo({ ...offer, salePrice: 3200 }, RETAIL, history, now)).toMatchObject({
      unit: 3200,
      kind: "sale",
      regular: 4000,
      sale: 3200,
      lowest30Days: 3800,
    });
  });
});
