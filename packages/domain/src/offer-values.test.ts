import { describe, expect, it } from "vitest";
import {
  changedStores,
  formatTiers,
  formatZloty,
  mergeOffer,
  type OfferValues,
  offerProblems,
  parseTiers,
  parseZloty,
  sameOffer,
  storeStockForTotal,
  storeTotal,
} from "./offer-values";

/** Warsaw-like: stores 11 and 12 hold 3 and 2 units. */
const offer = (values: Partial<OfferValues> = {}): OfferValues => ({
  visible: true,
  price: 1990,
  salePrice: null,
  stock: 5,
  storeStock: { "11": 3, "12": 2 },
  franchisePrice: null,
  wholesaleTiers: [],
  ...values,
});

describe("money and tiers as text", () => {
  it("formats grosze as złoty with a dot and reads złoty written in several ways", () => {
    expect(formatZloty(1990)).toBe("19.90");
    expect(formatZloty(5)).toBe("0.05");
    expect(formatZloty(120000)).toBe("1200.00");
    expect([parseZloty("19.90"), parseZloty("19.9"), parseZloty("19"), parseZloty(" 19,90 "), parseZloty("0.05")]).toEqual([
      1990, 1990, 1900, 1990, 5,
    ]);
    for (const bad of ["", "abc", "19.999", "-1", "1 000", "19.90 zł", "1e3"]) expect(parseZloty(bad), bad).toBeNull();
  });

  it("writes tiers lowest quantity first and reads them back", () => {
    const tiers = [
      { minQuantity: 50, price: 1790 },
      { minQuantity: 10, price: 1890 },
    ];
    expect(formatTiers(tiers)).toBe("10:18.90;50:17.90");
    expect(parseTiers("10:18.90;50:17.90")).toEqual([tiers[1], tiers[0]]);
    expect(parseTiers(" 50 : 17.9 ; 10:18.90; ")).toEqual([tiers[1], tiers[0]]);
    expect(parseTiers("")).toEqual([]);
    for (const bad of ["10", "10:", ":19.90", "ten:1.00", "10:1.00:2", "10-19.90"]) expect(parseTiers(bad), bad).toBeNull();
  });
});

describe("offerProblems", () => {
  it("accepts a valid offer", () => {
    expect(offerProblems(offer({ salePrice: 1790, franchisePrice: 1500, wholesaleTiers: [{ minQuantity: 10, price: 1700 }] }))).toEqual([]);
    expect(offerProblems(offer(), { kind: "simple", storeIds: [11, 12, 13] })).toEqual([]);
  });

  it("names the field, the store and the rule each bad value breaks", () => {
    expect(offerProblems(offer({ price: 0, storeStock: { "11": -1, "12": 1.5 }, franchisePrice: 0 }))).toEqual([
      { field: "price", problem: "notPrice" },
      { field: "storeStock", problem: "notStock", store: "11" },
      { field: "storeStock", problem: "notStock", store: "12" },
      { field: "franchisePrice", problem: "notPrice" },
    ]);
    expect(offerProblems(offer({ salePrice: 1990 }))).toEqual([{ field: "salePrice", problem: "saleNotBelowPrice" }]);
    expect(offerProblems(offer({ price: 100_000_01, storeStock: { "11": 2_000_000 } }))).toEqual([
      { field: "price", problem: "priceTooHigh" },
      { field: "storeStock", problem: "stockTooHigh", store: "11" },
    ]);
    const tiers = (wholesaleTiers: OfferValues["wholesaleTiers"]) => offerProblems(offer({ wholesaleTiers }));
    expect(tiers([{ minQuantity: 1, price: 1000 }])).toEqual([{ field: "wholesaleTiers", problem: "notTiers" }]);
    expect(tiers([{ minQuantity: 10, price: 1990 }])).toEqual([{ field: "wholesaleTiers", problem: "tierNotBelowPrice" }]);
    expect(
      tiers([
        { minQuantity: 10, price: 1000 },
        { minQuantity: 10, price: 900 },
      ]),
    ).toEqual([{ field: "wholesaleTiers", problem: "tierDuplicate" }]);
  });

  it("refuses a store of another city, and units of a bundle's own", () => {
    expect(offerProblems(offer({ storeStock: { "11": 1, "99": 0 } }), { storeIds: [11, 12] })).toEqual([
      { field: "storeStock", problem: "unknownStore", store: "99" },
    ]);
    expect(offerProblems(offer({ storeStock: { "11": 0, "12": 4 } }), { kind: "bundle" })).toEqual([
      { field: "storeStock", problem: "bundleStock", store: "12" },
    ]);
    expect(offerProblems(offer({ storeStock: {} }), { kind: "bundle", storeIds: [11] })).toEqual([]);
  });
});

describe("stock per store", () => {
  it("sums the stores, and compares them with a store not listed holding none", () => {
    expect(storeTotal({ "11": 3, "12": 2 })).toBe(5);
    expect(storeTotal({})).toBe(0);
    expect(changedStores({ "11": 3, "12": 0 }, { "11": 3 })).toEqual([]);
    expect(changedStores({ "11": 3 }, { "11": 4, "13": 1 })).toEqual(["11", "13"]);
    expect(sameOffer(offer({ storeStock: { "11": 3, "12": 2, "13": 0 } }), offer())).toBe(true);
    // The city's total follows the stores: it is not a value of its own.
    expect(sameOffer(offer({ stock: 99 }), offer())).toBe(true);
  });

  it("puts a rise of the city's total into the first store and takes a fall from the stores in order", () => {
    expect(storeStockForTotal({ "11": 3, "12": 2 }, [11, 12], 9)).toEqual({ "11": 7, "12": 2 });
    expect(storeStockForTotal({ "11": 3, "12": 2 }, [11, 12], 1)).toEqual({ "11": 0, "12": 1 });
    expect(storeStockForTotal({ "11": 3, "12": 2 }, [11, 12], 0)).toEqual({ "11": 0, "12": 0 });
    expect(storeStockForTotal({}, [12, 11], 4)).toEqual({ "12": 4 });
    // A city without a store holds nothing, whatever is asked.
    expect(storeTotal(storeStockForTotal({}, [], 4))).toBe(0);
  });
});

describe("mergeOffer", () => {
  it("keeps what another save changed in the fields the form left alone", () => {
    const expected = offer();
    const current = offer({ storeStock: { "11": 1, "12": 2 } });
    const submitted = offer({ price: 2490 });
    expect(mergeOffer(current, expected, submitted)).toEqual({
      offer: offer({ price: 2490, storeStock: { "11": 1, "12": 2 } }),
      conflicts: [],
    });
  });

  it("merges each store on its own: a sale from one store is kept while staff set another", () => {
    // The form showed 3 and 2; an order took 1 from store 11 meanwhile; staff counted 6 in store 12.
    const merged = mergeOffer(offer({ storeStock: { "11": 2, "12": 2 } }), offer(), offer({ storeStock: { "11": 3, "12": 6 } }));
    expect(merged).toEqual({ offer: offer({ storeStock: { "11": 2, "12": 6 } }), conflicts: [] });
    // Both changed store 11 to different numbers: a conflict, not a silent overwrite.
    expect(mergeOffer(offer({ storeStock: { "11": 2, "12": 2 } }), offer(), offer({ storeStock: { "11": 5, "12": 2 } })).conflicts).toEqual(
      ["storeStock"],
    );
  });

  it("reports the fields both changed to different values", () => {
    expect(mergeOffer(offer({ price: 2190 }), offer(), offer({ price: 2490 })).conflicts).toEqual(["price"]);
    expect(mergeOffer(offer({ price: 2490 }), offer(), offer({ price: 2490 })).conflicts).toEqual([]);
    expect(mergeOffer(offer(), null, offer({ price: 990 })).conflicts).toHaveLength(6);
    expect(mergeOffer(null, offer(), offer({ price: 990 }))).toEqual({ offer: offer({ price: 990 }), conflicts: [] });
    expect(mergeOffer(offer({ storeStock: { "11": 1 } }), offer(), null)).toEqual({ offer: null, conflicts: [] });
  });
});
