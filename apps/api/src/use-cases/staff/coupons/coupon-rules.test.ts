import { StaffCouponInput } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { couponCodeOf, couponProblems } from "./coupon-rules";

const values = (input: Record<string, unknown>) => StaffCouponInput.parse({ code: "SPRING10", kind: "percent", value: 10, ...input });
const paths = (input: Record<string, unknown>) => couponProblems(values(input)).map((problem) => problem.path);

describe("couponProblems", () => {
  it("accepts a plain percent or amount coupon", () => {
    expect(paths({})).toEqual([]);
    expect(paths({ kind: "amount", value: 2500, minOrder: 10000, maxUses: 1, maxUsesPerCustomer: 1 })).toEqual([]);
    expect(couponCodeOf(" thanks-abc_1 ")).toBe("THANKS-ABC_1");
  });

  it("names each field that checkout or the table could not take", () => {
    expect(paths({ code: "spring 10!" })).toEqual(["code"]);
    expect(paths({ code: "-LEADING" })).toEqual(["code"]);
    expect(paths({ value: 0 })).toEqual(["value"]);
    expect(paths({ value: 101 })).toEqual(["value"]);
    expect(paths({ kind: "amount", value: 100_000_001 })).toEqual(["value"]);
    expect(paths({ maxDiscount: 0, minOrder: 0, maxUses: 0, maxUsesPerCustomer: 0 })).toEqual([
      "maxDiscount",
      "minOrder",
      "maxUses",
      "maxUsesPerCustomer",
    ]);
    expect(
      paths({
        categories: [
          { categoryId: 3, percent: 20 },
          { categoryId: 3, percent: 0 },
        ],
      }),
    ).toEqual(["categories.1.categoryId", "categories.1.percent"]);
  });
});
