// The stock ledger in the back office (issue 33; docs/inventory.md "The ledger in the back office"): a store's and a
// product's movements with their documents and who made them (staff by name, customers never by name, the system),
// filtered by kind, days in shop time and person, 50 a page newest first, and as CSV; a city manager sees their
// cities' stores only.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { parseCsv, shopDateOf } from "@shop/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, createUser, demoSession, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { fillCart, pickupChoice, pickupOrder } from "./order-fixture";
import { ledgerDisagreements, type StockTestProduct, stockProduct, storesOf } from "./stock-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let manager: { id: number; token: string };
let warsaw: number[];
let krakow: number[];
/** The Warsaw store the test's pickup orders go to. */
let pickup: { storeId: number; pickupAt: string };
let customer: TestUser;
let product: StockTestProduct;
let orderId: string;
let writeOffId: number;

const search = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
const movements = async (token: string, query: Record<string, string | number>, headers: Record<string, string> = {}) =>
  call("GET", `/api/v1/staff/stock/movements?${search(query)}`, token, undefined, headers);
const items = async (token: string, query: Record<string, string | number>) => {
  const response = await movements(token, query);
  expect(response.status).toBe(200);
  return (await jsonOf(response)).items as Array<Record<string, any>>;
};
const csvOf = (token: string, query: Record<string, string | number>) =>
  call("GET", `/api/v1/staff/stock/movements.csv?${search(query)}`, token);
const today = () => {
  const date = shopDateOf(new Date());
  return `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
};

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  manager = await demoSession(database, "manager");
  warsaw = await storesOf(database, "warszawa");
  krakow = await storesOf(database, "krakow");
  pickup = await pickupChoice(database);
  customer = await createUser(database, "ledger-customer");

  // An offer edit (a manual correction), a write-off, an order and its cancellation by the customer; and units in Kraków.
  product = await stockProduct(database, api, admin.token, {
    warszawa: { [pickup.storeId]: 6 },
    krakow: { [krakow[0] as number]: 4 },
  });
  const writeOff = await call("POST", "/api/v1/staff/stock/write-offs", admin.token, {
    store: pickup.storeId,
    reason: "damaged",
    note: "=dropped",
    lines: [{ product: product.ean, quantity: 1 }],
  });
  expect(writeOff.status).toBe(201);
  writeOffId = (await jsonOf(writeOff)).id;
  await fillCart(database, customer.id, [{ productId: product.id, quantity: 2 }]);
  const placed = await call("POST", "/api/v1/orders", customer.token, pickupOrder(pickup));
  expect(placed.status).toBe(201);
  orderId = (await jsonOf(placed)).order.id;
  expect((await call("POST", `/api/v1/orders/${orderId}/cancel`, customer.token, {})).status).toBe(200);
  const krakowWriteOff = await call("POST", "/api/v1/staff/stock/write-offs", manager.token, {
    store: krakow[0],
    reason: "lost",
    lines: [{ product: product.sku, quantity: 1 }],
  });
  expect(krakowWriteOff.status).toBe(201);
});
afterAll(() => database?.close());

describe("the stock ledger", () => {
  it("lists a store's movements of a product newest first, each with its document and who made it", async () => {
    const adminName = (
      await database.pool.query("select first_name || ' ' || last_name as name, email from users where id = $1", [admin.id])
    ).rows[0];
    const response = await movements(admin.token, { store: pickup.storeId, product: product.id });
    expect(response.status).toBe(200);
    const page = await jsonOf(response);
    expect(page).toMatchObject({ product: { id: product.id, sku: product.sku, ean: product.ean }, page: 1, pageSize: 50, hasMore: false });
    expect(
      page.items.map((item: Record<string, any>) => [item.kind, item.quantity, item.quantityAfter, item.document, item.actor]),
    ).toEqual([
      ["return", 2, 5, { type: "order", id: orderId }, { kind: "customer", name: null, email: null }],
      ["reservation", -2, 3, { type: "order", id: orderId }, { kind: "customer", name: null, email: null }],
      ["write-off", -1, 5, { type: "adjustment", id: String(writeOffId) }, { kind: "staff", ...adminName }],
      ["correction", 6, 6, { type: "adjustment", id: expect.stringMatching(/^\d+$/) }, { kind: "staff", ...adminName }],
    ]);
    expect(page.items[2]).toMatchObject({
      reason: "damaged",
      note: "=dropped",
      unitCost: null,
      store: { id: pickup.storeId, city: { slug: "warszawa", name: "Warsaw" }, label: expect.any(String) },
      product: { id: product.id, name: expect.stringMatching(/^Stock test \d+ en$/) },
      at: expect.any(String),
    });
    // A customer is never named: the order is their trace.
    expect(JSON.stringify(page)).not.toContain(customer.lastName);
    expect(await ledgerDisagreements(database, [product.id])).toEqual([]);
  });

  it("filters by kind, person and days in shop time", async () => {
    const base = { store: pickup.storeId, product: `${product.ean.slice(0, 7)} ${product.ean.slice(7)}` };
    expect((await items(admin.token, { ...base, kind: "write-off" })).map((item) => item.id)).toHaveLength(1);
    expect((await items(admin.token, { ...base, actor: "customer" })).map((item) => item.kind)).toEqual(["return", "reservation"]);
    const email = (await database.pool.query<{ email: string }>("select email from users where id = $1", [admin.id])).rows[0]?.email;
    expect((await items(admin.token, { ...base, actor: String(email).toUpperCase() })).map((item) => item.kind)).toEqual([
      "write-off",
      "correction",
    ]);
    expect(await items(admin.token, { ...base, actor: "system" })).toEqual([]);
    expect(await items(admin.token, { ...base, actor: "nobody@example.test" })).toEqual([]);
    expect(await items(admin.token, { ...base, from: today(), to: today() })).toHaveLength(4);
    expect(await items(admin.token, { ...base, to: "2020-01-01" })).toEqual([]);
    // The demo's opening balances are the system's.
    const opening = await items(admin.token, { store: warsaw[0] as number, actor: "system" });
    expect(opening.length).toBeGreaterThan(0);
    expect(new Set(opening.map((item) => `${item.kind}:${item.document}:${item.actor.kind}`))).toEqual(new Set(["opening:null:system"]));
  });

  it("refuses malformed filters naming them in the caller's language", async () => {
    const none = await movements(admin.token, { kind: "receipt" }, { locale: "pl" });
    expect(none.status).toBe(400);
    expect((await jsonOf(none)).issues).toEqual([{ path: "store", message: "Wybierz sklep lub produkt." }]);
    const dates = await movements(admin.token, { store: pickup.storeId, from: "2026-02-30", to: "yesterday" }, { locale: "uk" });
    expect((await jsonOf(dates)).issues).toEqual([
      { path: "from", message: "З: введіть день у форматі РРРР-ММ-ДД." },
      { path: "to", message: "По: введіть день у форматі РРРР-ММ-ДД." },
    ]);
    const backwards = await movements(admin.token, { store: pickup.storeId, from: "2026-05-02", to: "2026-05-01" });
    expect((await jsonOf(backwards)).issues).toEqual([{ path: "to", message: "“From” is after “to”." }]);
    const unknown = await movements(admin.token, { product: "NO-SUCH-SKU" }, { locale: "ru" });
    expect(unknown.status).toBe(400);
    expect((await jsonOf(unknown)).issues).toEqual([{ path: "product", message: "нет товара с EAN, SKU или id «NO-SUCH-SKU»." }]);
  });

  it("shows a product across the caller's stores: all for an admin, their cities' for a city manager", async () => {
    const stores = async (token: string, query: Record<string, string | number>) =>
      new Set((await items(token, query)).map((item) => item.store.id));
    expect(await stores(admin.token, { product: `#${product.id}` })).toEqual(new Set([pickup.storeId, krakow[0]]));
    expect(await stores(manager.token, { product: product.sku.toLowerCase() })).toEqual(new Set([krakow[0]]));
    const own = await items(manager.token, { store: krakow[0] as number, product: product.id });
    expect(own.map((item) => [item.kind, item.actor.kind, item.reason])).toEqual([
      ["write-off", "staff", "lost"],
      ["correction", "staff", null],
    ]);
    expect((await movements(manager.token, { store: pickup.storeId })).status).toBe(404);
    expect((await csvOf(manager.token, { store: pickup.storeId })).status).toBe(404);
    // Not staff: the ledger does not exist.
    expect((await movements(customer.token, { store: krakow[0] as number })).status).toBe(404);
  });

  it("pages 50 at a time, newest first, without a movement twice", async () => {
    const store = warsaw[0] as number;
    const { rows } = await database.pool.query<{ n: number }>(
      "select count(*)::int as n from stock_movements where store_id = $1 and kind = 'opening'",
      [store],
    );
    const total = rows[0]?.n as number;
    expect(total).toBeGreaterThan(100);
    const seen: number[] = [];
    for (let page = 1; ; page++) {
      const body = await jsonOf(await movements(admin.token, { store, kind: "opening", page }));
      seen.push(...body.items.map((item: { id: number }) => item.id));
      expect(body.items.length).toBe(body.hasMore ? 50 : total - (page - 1) * 50);
      if (!body.hasMore) break;
    }
    expect(seen).toHaveLength(total);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });
});

describe("the ledger's CSV", () => {
  it("holds the filtered movements with a byte order mark, CRLF and a header, scoped like the list", async () => {
    const response = await csvOf(admin.token, { product: product.id });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="stock-ledger-product-\d+-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split("\r\n").at(-1)).toBe("");
    const { records, error } = parseCsv(text);
    expect(error).toBeNull();
    const [header, ...lines] = records.map((record) => record.fields);
    expect(header?.slice(0, 3)).toEqual(["id", "at", "at_utc"]);
    const column = (name: string) => (header as string[]).indexOf(name);
    const rowsOf = (kind: string) => lines.filter((line) => line[column("kind")] === kind);
    expect(lines).toHaveLength(6);
    expect(rowsOf("write-off").map((line) => [line[column("store_id")], line[column("quantity")], line[column("reason")]])).toEqual([
      [String(krakow[0]), "-1", "lost"],
      [String(pickup.storeId), "-1", "damaged"],
    ]);
    const damaged = rowsOf("write-off")[1] as string[];
    expect(damaged[column("note")]).toBe("'=dropped");
    expect(damaged[column("document_type")]).toBe("adjustment");
    expect(damaged[column("document_id")]).toBe(String(writeOffId));
    expect(damaged[column("actor")]).toBe("staff");
    expect(damaged[column("actor_name")]).not.toBe("");
    expect(damaged[column("at")]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const reservation = rowsOf("reservation")[0] as string[];
    expect([reservation[column("actor")], reservation[column("actor_name")], reservation[column("document_id")]]).toEqual([
      "customer",
      "",
      orderId,
    ]);

    const managers = parseCsv(await (await csvOf(manager.token, { product: product.id })).text()).records.slice(1);
    expect(managers.map((record) => record.fields[column("store_id")])).toEqual([String(krakow[0]), String(krakow[0])]);
  });

  it("refuses more lines than it holds, asking for a narrower choice, rather than cutting the file short", async () => {
    const big = await stockProduct(database, api, admin.token, {});
    await database.pool.query(
      `insert into stock_movements (store_id, product_id, kind, quantity, quantity_after, actor)
       select $1, $2, 'opening', 1, n, 'system' from generate_series(1, 100001) as n`,
      [warsaw[1], big.id],
    );
    const response = await csvOf(admin.token, { product: big.id });
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).issues).toEqual([
      { path: "csv", message: "More than 100,000 movements match: choose a store, a product or fewer days." },
    ]);
    // The list itself pages through them.
    expect((await jsonOf(await movements(admin.token, { product: big.id }))).hasMore).toBe(true);
  });
});

it("is described in the OpenAPI document", async () => {
  const doc = (await jsonOf(await api.request("/api/v1/openapi.json"))) as { paths: Record<string, unknown> };
  expect(doc.paths).toHaveProperty(["/api/v1/staff/stock/movements"]);
  expect(doc.paths).toHaveProperty(["/api/v1/staff/stock/movements.csv"]);
});
