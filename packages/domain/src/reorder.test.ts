import { describe, expect, it } from "vitest";
import { formatReorderCsv, REORDER_MAX_QUANTITY, reorderDigestDay, reorderQuantity, reorderRuleProblems } from "./reorder";

describe("a reorder rule", () => {
  it("takes a minimum from 0 and a target from 1 and not below the minimum", () => {
    expect(reorderRuleProblems(0, 1)).toEqual([]);
    expect(reorderRuleProblems(5, 5)).toEqual([]);
    expect(reorderRuleProblems(REORDER_MAX_QUANTITY, REORDER_MAX_QUANTITY)).toEqual([]);
  });

  it("names each field that is wrong", () => {
    expect(reorderRuleProblems(-1, 0)).toEqual([
      { field: "min", problem: "range" },
      { field: "target", problem: "range" },
    ]);
    expect(reorderRuleProblems(2.5, 10)).toEqual([{ field: "min", problem: "range" }]);
    expect(reorderRuleProblems(8, 5)).toEqual([{ field: "target", problem: "belowMin", min: 8 }]);
    expect(reorderRuleProblems(1, REORDER_MAX_QUANTITY + 1)).toEqual([{ field: "target", problem: "range" }]);
    expect(reorderRuleProblems(Number.NaN, 3)).toEqual([{ field: "min", problem: "range" }]);
  });

  it("orders up to the target only below the minimum", () => {
    expect(reorderQuantity({ min: 5, target: 12 }, 4)).toBe(8);
    expect(reorderQuantity({ min: 5, target: 12 }, 0)).toBe(12);
    expect(reorderQuantity({ min: 5, target: 12 }, 5)).toBe(0);
    expect(reorderQuantity({ min: 0, target: 3 }, 0)).toBe(0);
  });
});

describe("the digest's day", () => {
  it("is today in Warsaw from 07:00 shop time, whatever the server's zone", () => {
    // Winter (UTC+1): 05:59 UTC is 06:59 in Warsaw, 06:00 UTC is 07:00.
    expect(reorderDigestDay(new Date("2026-01-15T05:59:59Z"))).toBeNull();
    expect(reorderDigestDay(new Date("2026-01-15T06:00:00Z"))).toBe("2026-01-15");
    // Summer (UTC+2): 05:00 UTC is 07:00.
    expect(reorderDigestDay(new Date("2026-07-15T04:59:00Z"))).toBeNull();
    expect(reorderDigestDay(new Date("2026-07-15T05:00:00Z"))).toBe("2026-07-15");
    // 23:30 UTC on 15 July is already 16 July in Warsaw, but only 01:30: not due yet.
    expect(reorderDigestDay(new Date("2026-07-15T23:30:00Z"))).toBeNull();
    expect(reorderDigestDay(new Date("2026-07-15T21:59:00Z"))).toBe("2026-07-15");
  });

  it("keeps to the Warsaw clock on the days the clocks change", () => {
    // 29 March 2026: 02:00 becomes 03:00 (UTC+2 from then), so 07:00 is 05:00 UTC.
    expect(reorderDigestDay(new Date("2026-03-29T04:59:00Z"))).toBeNull();
    expect(reorderDigestDay(new Date("2026-03-29T05:00:00Z"))).toBe("2026-03-29");
    // 25 October 2026: 03:00 becomes 02:00 (UTC+1 from then), so 07:00 is 06:00 UTC.
    expect(reorderDigestDay(new Date("2026-10-25T05:59:00Z"))).toBeNull();
    expect(reorderDigestDay(new Date("2026-10-25T06:00:00Z"))).toBe("2026-10-25");
  });
});

describe("the to-reorder CSV", () => {
  it("has a byte order mark, a header and a CRLF line a product", () => {
    const line = {
      storeId: 3,
      store: "ul. Długa 5",
      productId: 9,
      sku: "HK-1",
      ean: null,
      product: "+Bowl, clay",
      units: 1,
      min: 4,
      target: 10,
      toOrder: 9,
    };
    expect(formatReorderCsv([line])).toBe(
      '\uFEFFstore_id,store,product_id,sku,ean,product,units,min,target,to_order\r\n3,ul. Długa 5,9,HK-1,,"\'+Bowl, clay",1,4,10,9\r\n',
    );
  });
});
