import type { ProductCard } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { canQuickAdd } from "./quick-add";

const price: ProductCard["price"] = {
  currency: "PLN",
  unit: 999,
  kind: "retail",
  regular: 999,
  sale: null,
  lowest30Days: null,
  wholesaleTiers: [],
  franchise: null,
};
const card = (values: Partial<Pick<ProductCard, "availability" | "tpd" | "price">> = {}) => ({
  availability: { inStock: true, count: 4 },
  tpd: false,
  price,
  ...values,
});
const everything = { localPickupAvailable: true, cashPaymentAvailable: true };
const noPickup = { localPickupAvailable: false, cashPaymentAvailable: true };

describe("quick add on a product card", () => {
  it("is offered for a product in stock", () => {
    expect(canQuickAdd(card(), everything)).toBe(true);
    expect(canQuickAdd(card(), noPickup)).toBe(true);
  });

  it("is not offered when the product is out of stock", () => {
    expect(canQuickAdd(card({ availability: { inStock: false, count: 0 } }), everything)).toBe(false);
  });

  it("offers a TPD product to a retail shopper only where store pickup and payment in store exist", () => {
    expect(canQuickAdd(card({ tpd: true }), everything)).toBe(true);
    expect(canQuickAdd(card({ tpd: true }), noPickup)).toBe(false);
    expect(canQuickAdd(card({ tpd: true }), { localPickupAvailable: true, cashPaymentAvailable: false })).toBe(false);
  });

  it("offers a TPD product to a business customer in any shop", () => {
    expect(canQuickAdd(card({ tpd: true, price: { ...price, wholesaleTiers: [{ minQuantity: 10, price: 800 }] } }), noPickup)).toBe(true);
    expect(canQuickAdd(card({ tpd: true, price: { ...price, kind: "franchise", franchise: 700 } }), noPickup)).toBe(true);
  });
});
