// @vitest-environment happy-dom
import type { StaffCoupon } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInAdmin } from "../dashboard/test-render";
import { CouponForm } from "./coupon-form";
import { CouponsTable } from "./coupons-table";
import { couponFormOf, couponInputOf, readCouponForm, toFormPaths } from "./form-values";

afterEach(cleanup);

const coupon: StaffCoupon = {
  id: 7,
  code: "SPRING10",
  kind: "percent",
  value: 10,
  maxDiscount: 3000,
  minOrder: 10000,
  maxUses: 100,
  maxUsesPerCustomer: 1,
  usedCount: 4,
  activeUntil: "2026-12-31T22:59:00.000Z",
  active: true,
  owner: { id: 3, email: "ola@example.test", name: "Ola Nowak" },
  categories: [{ categoryId: 12, name: "Shisha", percent: 25 }],
  state: "active",
  deletable: false,
  createdAt: "2026-11-01T10:00:00.000Z",
};
const categories = [
  { id: 11, name: "Hookahs", depth: 0 },
  { id: 12, name: "Shisha", depth: 1 },
];

describe("the coupon form", () => {
  it("shows a stored coupon in złoty and shop time, its uses read-only, and no delete for a used one", async () => {
    await renderInAdmin("en", () => (
      <CouponForm
        id={7}
        values={couponFormOf(coupon)}
        usedCount={4}
        deletable={false}
        categories={categories}
        messages={[]}
        fieldErrors={{ maxUses: "Uses so far: 4; the limit cannot be lower." }}
        back="/en/admin/coupons"
      />
    ));
    const form = (await screen.findByText("Coupon SPRING10")).closest("section") as HTMLElement;
    const field = (name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement;
    expect(field("maxDiscount").value).toBe("30.00");
    expect(field("minOrder").value).toBe("100.00");
    expect(field("activeUntil").value).toBe("2026-12-31T23:59");
    expect(field("ownerEmail").value).toBe("ola@example.test");
    expect(form.querySelector("[data-admin-coupon-used]")?.textContent).toBe("4");
    expect(field("maxUses").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Uses so far: 4; the limit cannot be lower.")).toBeTruthy();
    expect(form.querySelectorAll("[data-admin-coupon-category-row]")).toHaveLength(3);
    expect(form.querySelector("[data-admin-coupon-delete]")).toBeNull();
  });

  it("lists coupons with their discount, uses and state in the page's language", async () => {
    await renderInAdmin("pl", () => <CouponsTable coupons={[coupon]} editing={null} />);
    const row = (await screen.findByText("SPRING10")).closest("tr") as HTMLElement;
    const text = (row.textContent ?? "").replace(/\s/g, " ");
    expect(text).toContain("10% · najwyżej 30,00 zł · do 25%");
    expect(text).toContain("4 z 100");
    expect(text).toContain("1 na klienta");
    expect(row.querySelector("[data-admin-coupon-state]")?.textContent).toBe("Aktywny");
  });
});

describe("reading the coupon form", () => {
  it("turns złoty, shop time and category rows into the API request, skipping blank rows", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      code: "summer5",
      kind: "amount",
      value: "12,50",
      maxDiscount: "",
      minOrder: "100",
      maxUses: "",
      maxUsesPerCustomer: "2",
      activeUntil: "2026-07-01T19:30",
      active: "on",
      ownerEmail: " ",
    }))
      form.append(name, value);
    for (const [id, percent] of [
      ["", ""],
      ["12", "30"],
    ]) {
      form.append("categoryId", id as string);
      form.append("categoryPercent", percent as string);
    }
    const read = couponInputOf(readCouponForm(form));
    expect(read.input).toEqual({
      code: "summer5",
      kind: "amount",
      value: 1250,
      maxDiscount: null,
      minOrder: 10000,
      maxUses: null,
      maxUsesPerCustomer: 2,
      activeUntil: "2026-07-01T17:30:00.000Z",
      active: true,
      ownerEmail: null,
      categories: [{ categoryId: 12, percent: 30 }],
    });
    expect(toFormPaths({ "categories.0.categoryId": "No such category" }, read.rows)).toEqual({
      "categories.1.categoryId": "No such category",
    });
  });

  it("names the fields it cannot read", () => {
    const values = {
      ...couponFormOf(null),
      value: "ten",
      minOrder: "1.234",
      activeUntil: "soon",
      categories: [{ categoryId: "", percent: "5" }],
    };
    expect(couponInputOf(values).problems).toEqual({
      value: "percent",
      minOrder: "money",
      activeUntil: "date",
      "categories.0.categoryId": "category",
    });
  });
});
