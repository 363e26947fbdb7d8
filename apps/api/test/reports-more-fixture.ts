// The shop of reports-more.test.ts (issue 36): products of a category of the test's own (the demo's hundreds of
// products hold stock and would bury the figures), their stock put in through the back office (offers, goods receipts
// with and without unit costs, a transfer in transit and a draft, reorder points), and orders and refunds written
// straight into the database (reports-fixture.ts) with figures the test computes by hand.
import type { Database } from "@shop/db";
import { expect } from "vitest";
import { type Api, caller, jsonOf } from "./cabinet-fixture";
import { insertPaidPayment, insertRefund, insertReportOrder } from "./reports-fixture";
import { type StockTestProduct, stockProduct, storesOf } from "./stock-fixture";

export interface ReportsWorld {
  w1: number;
  w2: number;
  k1: number;
  /** The test's category, and its subcategory (P3's). */
  category: number;
  subcategory: number;
  p1: StockTestProduct;
  p2: StockTestProduct;
  p3: StockTestProduct;
  p4: StockTestProduct;
  p5: StockTestProduct;
  p6: StockTestProduct;
  /** REPTEN (10 % off) and REPFIVE (5 zł off). */
  c1: number;
  c2: number;
}

const one = async <T>(database: Database, text: string, values: unknown[] = []) => (await database.pool.query(text, values)).rows[0] as T;

export async function buildReportsWorld(database: Database, api: Api, admin: string): Promise<ReportsWorld> {
  const call = caller(api);
  const [w1 = 0, w2 = 0] = await storesOf(database, "warszawa");
  const [k1 = 0] = await storesOf(database, "krakow");
  const warszawa = (await one<{ id: number }>(database, "select id from cities where slug = 'warszawa'")).id;
  const krakow = (await one<{ id: number }>(database, "select id from cities where slug = 'krakow'")).id;
  const category = async (slug: string, parent: number | null) =>
    (
      await one<{ id: number }>(
        database,
        `insert into categories (slug, parent_id, name_en, name_uk, name_pl, name_ru, colour, icon)
         values ($1, $2, 'Reports', 'Звіти', 'Raporty', 'Отчёты', '#336699', 'accessory') returning id`,
        [slug, parent],
      )
    ).id;
  const root = await category("reports-test", null);
  const sub = await category("reports-test-sub", root);

  // Stock through the offers (manual corrections): P1 5 in W1 (Kraków sells it, none there); P2 3 in W1; P3 8 in K1;
  // P4 sold in Warsaw, none in stock; P5 6 in W2; P6 2 in K1.
  const product = async (name: string, units: Record<string, Record<number, number>>, vat: string, categoryId = root) => {
    const made = await stockProduct(database, api, admin, units, name);
    await database.pool.query("update products set category_id = $2, vat_rate = $3 where id = $1", [made.id, categoryId, vat]);
    return made;
  };
  const p1 = await product("Report P1", { warszawa: { [w1]: 5 }, krakow: {} }, "23");
  const p2 = await product("Report P2", { warszawa: { [w1]: 3 } }, "8");
  const p3 = await product("Report P3", { krakow: { [k1]: 8 } }, "23", sub);
  const p4 = await product("Report P4", { warszawa: {} }, "23");
  const p5 = await product("Report P5", { warszawa: { [w2]: 6 } }, "23");
  const p6 = await product("Report P6", { krakow: { [k1]: 2 } }, "23");

  // Goods receipts, in this order: P1's last known cost is 15.00 (W2's), whatever the store; its later receipt
  // without a cost keeps it. P3 at 7.00. P2, P5 and P6 never get a cost.
  let document = 0;
  const receive = async (store: number, lines: Array<{ product: string; quantity: number; unitCost?: number }>) => {
    const response = await call("POST", "/api/v1/staff/stock/receipts", admin, {
      store,
      supplierName: "Report Supplier",
      supplierDocument: `RPT/${++document}`,
      lines,
    });
    expect(response.status).toBe(201);
  };
  await receive(w1, [{ product: p1.ean, quantity: 10, unitCost: 1200 }]);
  await receive(w2, [{ product: p1.ean, quantity: 4, unitCost: 1500 }]);
  await receive(w1, [{ product: p1.ean, quantity: 2 }]);
  await receive(k1, [{ product: p3.ean, quantity: 2, unitCost: 700 }]);

  // 3 of P1 shipped from W1 to K1 (in transit: W1 keeps 14); a draft of P2 from W1 to W2 moves nothing.
  const transfer = async (from: number, to: number, line: { product: string; quantity: number }, ship: boolean) => {
    const made = await call("POST", "/api/v1/staff/stock/transfers", admin, { from, to, lines: [line] });
    expect(made.status).toBe(201);
    const { id, version } = await jsonOf(made);
    if (ship) expect((await call("POST", `/api/v1/staff/stock/transfers/${id}/ship`, admin, { version })).status).toBe(200);
  };
  await transfer(w1, k1, { product: p1.ean, quantity: 3 }, true);
  await transfer(w1, w2, { product: p2.ean, quantity: 1 }, false);

  // Reorder points: P2 in W1 (3 < 5: order 5), P3 in K1 (10 < 12: order 10); P1 in W2 is not below (4 ≥ 2).
  const rule = async (store: number, productId: number, min: number, target: number) =>
    expect((await call("PUT", `/api/v1/staff/stock/reorder/${store}/${productId}`, admin, { min, target })).status).toBe(201);
  await rule(w1, p2.id, 5, 8);
  await rule(k1, p3.id, 12, 20);
  await rule(w2, p1.id, 2, 6);

  const coupon = async (code: string, kind: string, value: number) =>
    (
      await one<{ id: number }>(
        database,
        "insert into coupons (code, discount_kind, discount_value, max_uses) values ($1, $2, $3, 100) returning id",
        [code, kind, value],
      )
    ).id;
  const c1 = await coupon("REPTEN", "percent", 10);
  const c2 = await coupon("REPFIVE", "amount", 500);

  const completed = [{ to: "APPROVED" }, { to: "READY_FOR_PICKUP" }, { to: "COMPLETED" }] as const;
  const paidOnline = [
    { to: "AWAITING_PAYMENT", actor: "system" },
    { to: "PAID", actor: "system" },
  ] as const;
  // O1: Warsaw, W1, completed in the store (paid): P1 2 × 10.00.
  await insertReportOrder(database, {
    cityId: warszawa,
    storeId: w1,
    createdAt: "2025-03-10T10:00:00Z",
    lines: [{ productId: p1.id, quantity: 2, unitPrice: 1000 }],
    history: [...completed],
  });
  // O2: Warsaw, courier from W2, paid online, open; REPTEN: P1 1 × 10.00 − 1.00, P4 2 × 25.00 − 5.00; delivery 15.00.
  const o2 = await insertReportOrder(database, {
    cityId: warszawa,
    createdAt: "2025-03-15T12:00:00Z",
    payment: "online",
    delivery: "courier",
    deliveryFee: 1500,
    couponId: c1,
    lines: [
      { productId: p1.id, quantity: 1, unitPrice: 1000, discount: 100, from: [[w2, 1]] },
      { productId: p4.id, quantity: 2, unitPrice: 2500, discount: 500, from: [[w2, 2]] },
    ],
    history: [...paidOnline],
  });
  // O3: Warsaw, W1, wholesale, REPTEN, canceled by the customer: P2 5 × 4.00 − 2.00.
  await insertReportOrder(database, {
    cityId: warszawa,
    storeId: w1,
    kind: "wholesale",
    createdAt: "2025-03-20T09:00:00Z",
    couponId: c1,
    lines: [{ productId: p2.id, quantity: 5, unitPrice: 400, discount: 200 }],
    history: [{ to: "CANCELED", actor: "customer" }],
  });
  // O4: Warsaw, parcel locker from W1, not paid in time: P5 1 × 30.00.
  await insertReportOrder(database, {
    cityId: warszawa,
    createdAt: "2025-03-21T10:00:00Z",
    payment: "online",
    delivery: "parcel-locker",
    lines: [{ productId: p5.id, quantity: 1, unitPrice: 3000, from: [[w1, 1]] }],
    history: [
      { to: "AWAITING_PAYMENT", actor: "system" },
      { to: "CANCELED", actor: "system", note: "payment expired" },
    ],
  });
  // O5: Kraków, K1, franchise, completed (paid); REPFIVE: P3 3 × 15.00 − 5.00, P1 1 × 10.00.
  await insertReportOrder(database, {
    cityId: krakow,
    storeId: k1,
    kind: "franchise",
    createdAt: "2025-03-22T10:00:00Z",
    couponId: c2,
    lines: [
      { productId: p3.id, quantity: 3, unitPrice: 1500, discount: 500 },
      { productId: p1.id, quantity: 1, unitPrice: 1000 },
    ],
    history: [...completed],
  });
  // O6: Kraków, K1, paid online, then not collected: P3 1 × 15.00.
  const o6 = await insertReportOrder(database, {
    cityId: krakow,
    storeId: k1,
    createdAt: "2025-03-25T10:00:00Z",
    payment: "online",
    lines: [{ productId: p3.id, quantity: 1, unitPrice: 1500 }],
    history: [
      ...paidOnline,
      { to: "APPROVED" },
      { to: "READY_FOR_PICKUP" },
      { to: "CANCELED", actor: "system", note: "pickup hold ended" },
    ],
  });
  // O7: Kraków, K1, canceled by staff: P3 2 × 15.00.
  await insertReportOrder(database, {
    cityId: krakow,
    storeId: k1,
    createdAt: "2025-03-28T10:00:00Z",
    lines: [{ productId: p3.id, quantity: 2, unitPrice: 1500 }],
    history: [{ to: "CANCELED", actor: "staff" }],
  });
  // O8: Warsaw, W2, open; 31 March 23:30 in Warsaw (summer time), so still March; REPTEN: P1 1 × 10.00 − 1.00.
  await insertReportOrder(database, {
    cityId: warszawa,
    storeId: w2,
    createdAt: "2025-03-31T21:30:00Z",
    couponId: c1,
    lines: [{ productId: p1.id, quantity: 1, unitPrice: 1000, discount: 100 }],
  });
  // O9: 1 April 00:30 in Warsaw: after the period. P5 sells, but not by 31 March.
  await insertReportOrder(database, {
    cityId: warszawa,
    storeId: w2,
    createdAt: "2025-03-31T22:30:00Z",
    lines: [{ productId: p5.id, quantity: 1, unitPrice: 3000 }],
    history: [{ to: "APPROVED" }],
  });
  // Older sales: P2 in Warsaw on 10 February, P6 in Kraków on 15 December 2024.
  await insertReportOrder(database, {
    cityId: warszawa,
    storeId: w1,
    createdAt: "2025-02-10T10:00:00Z",
    lines: [{ productId: p2.id, quantity: 1, unitPrice: 400 }],
    history: [...completed],
  });
  await insertReportOrder(database, {
    cityId: krakow,
    storeId: k1,
    createdAt: "2024-12-15T10:00:00Z",
    lines: [{ productId: p6.id, quantity: 1, unitPrice: 2000 }],
    history: [...completed],
  });

  // Refunds of O2 (69.00) and O6 (15.00), by when staff asked for them (Warsaw days).
  const pay2 = await insertPaidPayment(database, o2, 6900);
  const pay6 = await insertPaidPayment(database, o6, 1500);
  await insertRefund(database, pay2, { amount: 1000, requestedAt: "2025-03-16T10:00:00Z", call: "requested", notice: "done" });
  await insertRefund(database, pay2, { amount: 2000, requestedAt: "2025-03-17T10:00:00Z", call: "requested", notice: "rejected" });
  await insertRefund(database, pay2, { amount: 500, requestedAt: "2025-03-18T10:00:00Z", call: "failed" });
  // The call failed, yet P24 made it: its notice is the last word.
  await insertRefund(database, pay2, { amount: 400, requestedAt: "2025-03-20T10:00:00Z", call: "failed", notice: "done" });
  // 31 March 23:59 in Warsaw, no answer from P24 yet (requested), and 1 April 00:00 (after the period).
  await insertRefund(database, pay2, { amount: 700, requestedAt: "2025-03-31T21:59:00Z", call: "requested" });
  await insertRefund(database, pay2, { amount: 300, requestedAt: "2025-03-31T22:00:00Z", call: "requested" });
  await insertRefund(database, pay6, { amount: 1500, requestedAt: "2025-03-26T10:00:00Z", call: "requested", notice: "done" });

  return { w1, w2, k1, category: root, subcategory: sub, p1, p2, p3, p4, p5, p6, c1, c2 };
}
