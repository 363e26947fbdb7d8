// The demo shop's checkout data: the coupons with their limits and per-category percents, and a delivery
// fee for every city and delivery method.
import { couponDiscount, couponUpTo, DELIVERY_METHODS } from "@shop/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_COUPONS } from "../src/seed/accounts";
import { createTestDatabase, type TestDatabase } from "../src/testing";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.pool.query(text, values)).rows as T[];
}

interface CouponRow {
  id: number;
  code: string;
  user_id: number | null;
  discount_kind: "percent" | "amount";
  discount_value: number;
  max_discount: number | null;
  min_order: number | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  used_count: number;
  active: boolean;
  days_left: number | null;
}

const couponRow = async (code: string) => {
  const [row] = await rows<CouponRow>(
    `select *, round(extract(epoch from active_until - now()) / 86400)::int as days_left from coupons where code = $1`,
    [code],
  );
  if (!row) throw new Error(`coupon ${code} is not seeded`);
  return row;
};

const categoriesOf = (couponId: number) =>
  rows<{ slug: string; percent: number }>(
    "select c.slug, cc.percent from coupon_categories cc join categories c on c.id = cc.category_id where cc.coupon_id = $1 order by c.slug",
    [couponId],
  );

/** The category of one product of this category, then its ancestors up to the top. */
async function categoryPathOfProductIn(slug: string): Promise<number[]> {
  const found = await rows<{ path: number[] }>(
    `with recursive up(id, parent_id, depth) as (
       select c.id, c.parent_id, 0 from categories c
       where c.id = (select p.category_id from products p join categories k on k.id = p.category_id where k.slug = $1 order by p.id limit 1)
       union all select c.id, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id)
     select array_agg(id order by depth) as path from up`,
    [slug],
  );
  const path = found[0]?.path;
  if (!path?.length) throw new Error(`no product in ${slug}`);
  return path;
}

describe("the demo coupons", () => {
  it("are seeded as defined, with their limits and per-category percents", async () => {
    for (const coupon of DEMO_COUPONS) {
      const row = await couponRow(coupon.code);
      expect(row, coupon.code).toMatchObject({
        discount_kind: coupon.discountKind,
        discount_value: coupon.discountValue,
        max_discount: coupon.maxDiscount,
        min_order: coupon.minOrder,
        max_uses: coupon.maxUses,
        max_uses_per_customer: coupon.maxUsesPerCustomer,
        used_count: coupon.usedCount,
        days_left: coupon.activeDays,
        active: true,
      });
      expect(row.user_id === null, coupon.code).toBe(coupon.owner === null);
      const expected = coupon.categoryPercents.map((c) => ({ slug: c.categorySlug, percent: c.percent }));
      expect(await categoriesOf(row.id), coupon.code).toEqual(expected.sort((a, b) => a.slug.localeCompare(b.slug)));
    }
  });

  it("let WELCOME15 be used once per customer", async () => {
    expect(await couponRow("WELCOME15")).toMatchObject({ user_id: null, max_uses_per_customer: 1, max_uses: null });
  });

  it("have HOOKAH30: 10% on anything, 30% on hookahs and their gear, 20% on shisha tobacco, shown as up to 30%", async () => {
    const row = await couponRow("HOOKAH30");
    expect(row).toMatchObject({ user_id: null, discount_kind: "percent", discount_value: 10, max_discount: null, max_uses: null });
    expect(row.days_left).toBe(365);
    const percents = await rows<{ category_id: number; percent: number }>(
      "select category_id, percent from coupon_categories where coupon_id = $1",
      [row.id],
    );
    const terms = {
      kind: row.discount_kind,
      value: row.discount_value,
      maxDiscount: row.max_discount,
      minOrder: row.min_order,
      categoryPercents: new Map(percents.map((p) => [p.category_id, p.percent])),
    };
    expect(couponUpTo(terms)).toBe(30);
    const lines = await Promise.all(
      ["hookahs", "shisha", "bowls", "cigarettes"].map(async (slug) => ({
        lineTotal: 10_000,
        categoryPath: await categoryPathOfProductIn(slug),
      })),
    );
    expect(couponDiscount(terms, lines).perLine).toEqual([3_000, 2_000, 3_000, 1_000]);
  });

  it("have ONCE50: 50 zł off an order from 200 zł, usable exactly once in all", async () => {
    expect(await couponRow("ONCE50")).toMatchObject({
      user_id: null,
      discount_kind: "amount",
      discount_value: 5_000,
      min_order: 20_000,
      max_uses: 1,
      used_count: 0,
      days_left: 365,
    });
  });
});

describe("the demo delivery fees", () => {
  it("price every delivery method in every city, local pickup free", async () => {
    const cities = await rows<{ id: number; slug: string }>("select id, slug from cities order by id");
    expect(cities.length).toBeGreaterThanOrEqual(4);
    const fees = await rows<{ city_id: number; method: string; fee: number; free_from: number | null }>(
      "select city_id, method, fee, free_from from delivery_fees",
    );
    for (const city of cities) {
      const mine = fees.filter((fee) => fee.city_id === city.id);
      expect(mine.map((fee) => fee.method).sort(), city.slug).toEqual([...DELIVERY_METHODS].sort());
      for (const fee of mine) {
        if (fee.method === "local-pickup") expect(fee, city.slug).toMatchObject({ fee: 0, free_from: null });
        else {
          expect(fee.fee, `${city.slug} ${fee.method}`).toBeGreaterThan(0);
          expect(fee.free_from, `${city.slug} ${fee.method}`).toBeGreaterThan(fee.fee);
        }
      }
    }
  });
});
