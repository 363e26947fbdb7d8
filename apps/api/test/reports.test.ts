// Reports (issue 36): the figures of a known set of orders, computed here by hand — coupons split over lines, a bundle,
// lines at 23 % and 8 % VAT, cancellations (by the customer, and unpaid ones expired), two cities and their stores,
// orders placed around midnight and the clock changes (Europe/Warsaw) — against what the API answers, per day, week and
// month and by every dimension; a later cancellation taking an order out of its day; the files; a city manager who
// never sees another city's figures; and bad input refused.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, demoSession, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { insertReportOrder } from "./reports-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: string;
let manager: string;
const ids = { warszawa: 0, krakow: 0, s1: 0, s2: 0, k1: 0, a: 0, b: 0, c: 0, coupon: 0, categoryB: 0 };
let late = "";

const one = async <T>(text: string, values: unknown[] = []) => (await database.pool.query(text, values)).rows[0] as T;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  admin = (await demoSession(database, "admin")).token;
  manager = (await demoSession(database, "manager")).token;
  ids.warszawa = (await one<{ id: number }>("select id from cities where slug = 'warszawa'")).id;
  ids.krakow = (await one<{ id: number }>("select id from cities where slug = 'krakow'")).id;
  const stores = async (city: number) =>
    (await database.pool.query<{ id: number }>("select id from stores where city_id = $1 order by id", [city])).rows.map((r) => r.id);
  [ids.s1 = 0, ids.s2 = 0] = await stores(ids.warszawa);
  [ids.k1 = 0] = await stores(ids.krakow);
  ids.c = (await one<{ id: number }>("select id from products where kind = 'bundle' order by id limit 1")).id;
  ids.a = (await one<{ id: number }>("select id from products where kind = 'simple' order by id limit 1")).id;
  // B in a category of its own here: neither A's nor the bundle's.
  ids.b = (
    await one<{ id: number }>(
      `select id from products where kind = 'simple' and category_id not in
         (select category_id from products where id in ($1, $2)) order by id limit 1`,
      [ids.a, ids.c],
    )
  ).id;
  await database.pool.query("update products set vat_rate = '23' where id = any($1)", [[ids.a, ids.c]]);
  await database.pool.query("update products set vat_rate = '8' where id = $1", [ids.b]);
  ids.categoryB = (await one<{ category_id: number }>("select category_id from products where id = $1", [ids.b])).category_id;
  ids.coupon = (
    await one<{ id: number }>(
      "insert into coupons (code, discount_kind, discount_value, max_uses) values ('REPORT10', 'percent', 10, 100) returning id",
    )
  ).id;

  // 29 March 2025, 23:30 in Warsaw (winter time): the 29th.
  await insertReportOrder(database, {
    cityId: ids.warszawa,
    storeId: ids.s1,
    createdAt: "2025-03-29T22:30:00Z",
    lines: [{ productId: ids.a, quantity: 2, unitPrice: 1000 }],
    history: [{ to: "APPROVED" }, { to: "READY_FOR_PICKUP" }, { to: "COMPLETED" }],
  });
  // 30 March, 00:30 in Warsaw (the clocks go forward at 02:00 that night): the 30th. Courier, paid online, a coupon,
  // units from two stores (most from S2, so S2's).
  await insertReportOrder(database, {
    cityId: ids.warszawa,
    createdAt: "2025-03-29T23:30:00Z",
    payment: "online",
    delivery: "courier",
    deliveryFee: 1500,
    couponId: ids.coupon,
    lines: [
      { productId: ids.a, quantity: 1, unitPrice: 1000, discount: 100, from: [[ids.s1, 1]] },
      { productId: ids.b, quantity: 3, unitPrice: 500, discount: 150, from: [[ids.s2, 3]] },
    ],
    history: [
      { to: "AWAITING_PAYMENT", actor: "system" },
      { to: "PAID", actor: "system" },
    ],
  });
  // Canceled on the 30th: by the customer, and unpaid until it expired (23:59 summer time).
  await insertReportOrder(database, {
    cityId: ids.krakow,
    storeId: ids.k1,
    kind: "wholesale",
    createdAt: "2025-03-30T12:00:00Z",
    lines: [{ productId: ids.a, quantity: 5, unitPrice: 800 }],
    history: [{ to: "CANCELED", actor: "customer" }],
  });
  await insertReportOrder(database, {
    cityId: ids.krakow,
    createdAt: "2025-03-30T21:59:00Z",
    payment: "online",
    delivery: "parcel-locker",
    deliveryFee: 1200,
    lines: [{ productId: ids.b, quantity: 1, unitPrice: 500, from: [[ids.k1, 1]] }],
    history: [
      { to: "AWAITING_PAYMENT", actor: "system" },
      { to: "CANCELED", actor: "system", note: "payment expired" },
    ],
  });
  // Midnight of 31 March in Warsaw (summer time): the 31st. A bundle, a franchise.
  await insertReportOrder(database, {
    cityId: ids.krakow,
    storeId: ids.k1,
    kind: "franchise",
    createdAt: "2025-03-30T22:00:00Z",
    lines: [{ productId: ids.c, quantity: 1, unitPrice: 5000 }],
    history: [{ to: "APPROVED" }],
  });
  // 26 October, 00:30 in Warsaw (summer time; the clocks go back at 03:00): the 26th.
  late = await insertReportOrder(database, {
    cityId: ids.warszawa,
    storeId: ids.s1,
    createdAt: "2025-10-25T22:30:00Z",
    lines: [{ productId: ids.a, quantity: 1, unitPrice: 1000 }],
  });
});
afterAll(() => database?.close());

const get = async (path: string, token = admin) => {
  const response = await call("GET", path, token);
  return { status: response.status, body: await jsonOf(response) };
};
const MARCH = "from=2025-03-29&to=2025-03-31";
const figures = (orders: number, units: number, gross: number, net: number, discount: number) => ({
  orders,
  units,
  gross,
  net,
  discount,
  averageOrder: orders ? Math.round(gross / orders) : 0,
});

describe("sales over time", () => {
  it("counts each order not canceled on the shop day it was placed, with net per line as the invoices", async () => {
    const { status, body } = await get(`/api/v1/staff/reports/sales?${MARCH}&bucket=day`);
    expect(status).toBe(200);
    // Net: 2000/1.23 = 1626; 900/1.23 = 732, 1350/1.08 = 1250, delivery 1500 at 23 % (two rates) = 1220; 5000/1.23 = 4065.
    expect(body.series).toEqual([
      { period: "2025-03-29", ...figures(1, 2, 2000, 1626, 0) },
      { period: "2025-03-30", ...figures(1, 4, 3750, 3202, 250) },
      { period: "2025-03-31", ...figures(1, 1, 5000, 4065, 0) },
    ]);
    expect(body.totals).toEqual(figures(3, 7, 10750, 8893, 250));
    expect(body.previous).toEqual({ from: "2025-03-26", to: "2025-03-28" });
    expect(body.previousTotals).toEqual(figures(0, 0, 0, 0, 0));
    expect(body.currency).toBe("PLN");
    const month = await get(`/api/v1/staff/reports/sales?from=2025-03-01&to=2025-03-31&bucket=month`);
    expect(month.body.series).toEqual([{ period: "2025-03-01", ...figures(3, 7, 10750, 8893, 250) }]);
    // The week of Monday 24 March holds the 29th and 30th; the 31st starts the next.
    const weeks = await get(`/api/v1/staff/reports/sales?${MARCH}&bucket=week`);
    expect(weeks.body.series.map((p: { period: string; orders: number }) => [p.period, p.orders])).toEqual([
      ["2025-03-24", 2],
      ["2025-03-31", 1],
    ]);
  });

  it("filters by city, store, customer kind and category (its products' lines)", async () => {
    const krakow = await get(`/api/v1/staff/reports/sales?${MARCH}&cities=krakow`);
    expect(krakow.body.totals).toEqual(figures(1, 1, 5000, 4065, 0));
    const s2 = await get(`/api/v1/staff/reports/sales?${MARCH}&stores=${ids.s2}`);
    expect(s2.body.totals.gross).toBe(3750);
    const retail = await get(`/api/v1/staff/reports/sales?${MARCH}&kinds=retail`);
    expect(retail.body.totals).toMatchObject({ orders: 2, gross: 5750 });
    const category = await get(`/api/v1/staff/reports/sales?${MARCH}&categories=${ids.categoryB}`);
    expect(category.body.totals).toMatchObject({ units: 3, gross: 1350, net: 1250, discount: 150 });
  });

  it("takes an order canceled later out of the day it was placed, on both sides of the autumn clock change", async () => {
    const before = await get("/api/v1/staff/reports/sales?from=2025-10-26&to=2025-10-26");
    expect(before.body.totals).toEqual(figures(1, 1, 1000, 813, 0));
    expect((await get("/api/v1/staff/reports/sales?from=2025-10-25&to=2025-10-25")).body.totals.orders).toBe(0);
    await database.pool.query("update orders set status = 'CANCELED' where id = $1", [late]);
    const after = await get("/api/v1/staff/reports/sales?from=2025-10-26&to=2025-10-26");
    expect(after.body.totals).toEqual(figures(0, 0, 0, 0, 0));
    expect(Date.parse(after.body.asOf)).toBeGreaterThan(Date.parse(before.body.asOf));
  });
});

describe("sales by dimension", () => {
  const rows = async (by: string) =>
    (await get(`/api/v1/staff/reports/breakdown?${MARCH}&by=${by}`)).body.rows.map(
      (row: { key: string; orders: number; gross: number }) => [row.key, row.orders, row.gross],
    );

  it("splits the period's sales by every dimension, largest revenue first", async () => {
    expect(await rows("city")).toEqual([
      ["warszawa", 2, 5750],
      ["krakow", 1, 5000],
    ]);
    expect(await rows("store")).toEqual([
      [String(ids.k1), 1, 5000],
      [String(ids.s2), 1, 3750],
      [String(ids.s1), 1, 2000],
    ]);
    expect(await rows("payment")).toEqual([
      ["in-store", 2, 7000],
      ["online", 1, 3750],
    ]);
    expect(await rows("delivery")).toEqual([
      ["local-pickup", 2, 7000],
      ["courier", 1, 3750],
    ]);
    expect(await rows("kind")).toEqual([
      ["retail", 2, 5750],
      ["franchise", 1, 5000],
    ]);
    expect(await rows("coupon")).toEqual([
      ["0", 2, 7000],
      [String(ids.coupon), 1, 3750],
    ]);
    expect(await rows("product")).toEqual([
      [String(ids.c), 1, 5000],
      [String(ids.a), 2, 2900],
      [String(ids.b), 1, 1350],
    ]);
    const byProduct = (await get(`/api/v1/staff/reports/breakdown?${MARCH}&by=product`)).body;
    expect(byProduct.rows[1]).toMatchObject({ units: 3, net: 1626 + 732 });
    expect(byProduct.rows.map((row: { label: string }) => row.label).every((label: string) => label.length > 0)).toBe(true);
    const coupon = (await get(`/api/v1/staff/reports/breakdown?${MARCH}&by=coupon`)).body.rows[1];
    expect(coupon).toMatchObject({ label: "REPORT10", discount: 250, share: 3750 / 10750 });
  });
});

describe("files, scope and bad input", () => {
  it("exports the same figures as CSV and XLSX", async () => {
    const csv = await call("GET", `/api/v1/staff/reports/sales?${MARCH}&format=csv`, admin);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toContain('filename="sales-2025-03-29-2025-03-31.csv"');
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8").split("\r\n").slice(0, 3)).toEqual([
      "day,orders,units,revenue_gross_pln,revenue_net_pln,discount_pln,average_order_pln",
      "2025-03-29,1,2,20.00,16.26,0.00,20.00",
      "2025-03-30,1,4,37.50,32.02,2.50,37.50",
    ]);
    const xlsx = await call("GET", `/api/v1/staff/reports/breakdown?${MARCH}&by=city&format=xlsx`, admin);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(2).values).toEqual([undefined, "warszawa", "Warsaw", 2, 6, 57.5, 48.28, 2.5, 28.75, 5750 / 10750]);
  });

  it("shows a city manager only their cities, and another city is 404", async () => {
    const mine = await get(`/api/v1/staff/reports/sales?${MARCH}`, manager);
    expect(mine.body.cities.map((city: { slug: string }) => city.slug)).toEqual(["krakow"]);
    expect(mine.body.totals).toEqual(figures(1, 1, 5000, 4065, 0));
    const byCity = await get(`/api/v1/staff/reports/breakdown?${MARCH}&by=city`, manager);
    expect(byCity.body.rows.map((row: { key: string }) => row.key)).toEqual(["krakow"]);
    expect((await get(`/api/v1/staff/reports/sales?${MARCH}&cities=warszawa`, manager)).status).toBe(404);
    expect((await get(`/api/v1/staff/reports/breakdown?${MARCH}&stores=${ids.s1}`, manager)).status).toBe(404);
  });

  it("refuses a bad period in the request's language and changes nothing", async () => {
    const backwards = await call("GET", "/api/v1/staff/reports/sales?from=2025-03-31&to=2025-03-01", admin, undefined, { Locale: "pl" });
    expect(backwards.status).toBe(400);
    expect(await jsonOf(backwards)).toMatchObject({ code: "VALIDATION_FAILED", message: expect.stringContaining("Okres") });
    expect((await get("/api/v1/staff/reports/sales?from=2020-01-01&to=2025-01-01")).status).toBe(400);
    expect((await get("/api/v1/staff/reports/sales?from=31.03.2025")).status).toBe(400);
    expect((await get("/api/v1/staff/reports/sales?cities=atlantis")).status).toBe(400);
    expect((await get("/api/v1/staff/reports/breakdown?by=weather")).status).toBe(400);
    expect((await call("GET", "/api/v1/staff/reports/sales", null)).status).toBe(404);
  });
});
