import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";
import { bundleSavings, bundleStock, lineTotal, lowestPriceBeforeReduction, type OfferPrices, unitPrice } from "./pricing";

const offer: OfferPrices = {
  price: 10_000,
  salePrice: null,
  franchisePrice: 8_000,
  wholesaleTiers: [
    { minQuantity: 10, price: 9_000 },
    { minQuantity: 50, price: 8_200 },
  ],
};

describe("unit price", () => {
  it("is the regular price for a retail customer, the sale price when on sale", () => {
    expect(unitPrice(offer, { kind: "retail" })).toEqual({ unit: 10_000, kind: "retail", regular: 10_000 });
    expect(unitPrice({ ...offer, salePrice: 7_500 }, { kind: "retail" }, 3)).toEqual({ unit: 7_500, kind: "sale", regular: 10_000 });
  });

  it("gives an approved wholesale business the tier price once the line quantity reaches its threshold", () => {
    expect(unitPrice(offer, { kind: "wholesale" }, 9).unit).toBe(10_000);
    expect(unitPrice(offer, { kind: "wholesale" }, 10)).toEqual({ unit: 9_000, kind: "wholesale", regular: 10_000 });
    expect(unitPrice(offer, { kind: "wholesale" }, 49).unit).toBe(9_000);
    expect(unitPrice(offer, { kind: "wholesale" }, 50).unit).toBe(8_200);
    expect(lineTotal(offer, { kind: "wholesale" }, 50)).toBe(410_000);
  });

  it("gives an approved franchise business the franchise price at any quantity", () => {
    expect(unitPrice(offer, { kind: "franchise" })).toEqual({ unit: 8_000, kind: "franchise", regular: 10_000 });
    expect(unitPrice({ ...offer, franchisePrice: null }, { kind: "franchise" }).kind).toBe("retail");
  });

  it("never charges a business more than the retail (sale) price", () => {
    const onSale = { ...offer, salePrice: 7_000 };
    expect(unitPrice(onSale, { kind: "wholesale" }, 60)).toMatchObject({ unit: 7_000, kind: "sale" });
    expect(unitPrice(onSale, { kind: "franchise" })).toMatchObject({ unit: 7_000, kind: "sale" });
  });

  it("refuses a quantity that is not a positive whole number", () => {
    expect(() => unitPrice(offer, { kind: "retail" }, 0)).toThrow(RangeError);
    expect(() => unitPrice(offer, { kind: "retail" }, 1.5)).toThrow(RangeError);
  });
});

describe("the lowest price of the 30 days before a reduction (Omnibus)", () => {
  const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n));
  it("looks at the prices in force during the 30 days before the current price started", () => {
    const history = [
      { price: 12_000, validFrom: day(0) },
      { price: 9_900, validFrom: day(20) }, // a short promotion
      { price: 11_000, validFrom: day(25) },
      { price: 8_000, validFrom: day(40) }, // the current sale
    ];
    expect(lowestPriceBeforeReduction(history, day(45))).toBe(9_900);
  });

  it("ignores prices that ended before the window", () => {
    const history = [
      { price: 5_000, validFrom: day(0) },
      { price: 11_000, validFrom: day(5) },
      { price: 8_000, validFrom: day(60) },
    ];
    expect(lowestPriceBeforeReduction(history, day(61))).toBe(11_000);
    expect(lowestPriceBeforeReduction([{ price: 8_000, validFrom: day(1) }], day(2))).toBeNull();
  });

  it.each([
    [29, 7_000],
    [31, 12_000],
  ])("counts a price that ended %i days before the reduction only inside the 30 days (lowest %i)", (daysBefore, lowest) => {
    // 70.00 zł until day 10, then 120.00 zł, then the sale of 80.00 zł `daysBefore` days after day 10.
    const history = [
      { price: 7_000, validFrom: day(0) },
      { price: 12_000, validFrom: day(10) },
      { price: 8_000, validFrom: day(10 + daysBefore) },
    ];
    expect(lowestPriceBeforeReduction(history, day(10 + daysBefore))).toBe(lowest);
    // Not reduced yet the day before the sale: the current price is 120.00 zł and the 70.00 zł is within its 30 days.
    expect(lowestPriceBeforeReduction(history.slice(0, 2), day(10 + daysBefore))).toBe(7_000);
  });
});

describe("bundles", () => {
  it("save the items' prices minus the bundle's price, and stock what the items allow", () => {
    expect(
      bundleSavings(
        [
          { unitPrice: 5_000, quantity: 2 },
          { unitPrice: 3_000, quantity: 1 },
        ],
        11_000,
      ),
    ).toBe(2_000);
    expect(
      bundleStock([
        { stock: 7, quantity: 2 },
        { stock: 10, quantity: 1 },
      ]),
    ).toBe(3);
    expect(bundleStock([{ stock: 0, quantity: 1 }])).toBe(0);
  });
});

describe("money", () => {
  it("is formatted per locale from grosze", () => {
    expect(formatMoney(4_999, "pl").replace(/\s/g, " ")).toBe("49,99 zł");
    expect(formatMoney(4_999, "en").replace(/\s/g, " ")).toBe("PLN 49.99");
    expect(formatMoney(123_456, "uk").replace(/\s/g, " ")).toMatch(/^1 234,56/);
  });
});
