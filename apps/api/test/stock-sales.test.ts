// Sales over the counter (issue 33): what a store's own cash register sold, one receipt typed or scanned or the
// register's daily CSV (preview, then apply), posted as `store-sale` movements; a line the store cannot cover is
// refused naming the product and nothing changes; each register number once per store (409 naming the earlier sale,
// also when two race); a counter sale racing online orders for a store's last units sells exactly the units there are;
// a city manager records sales in their cities' stores only.
import { shopDayText } from "@shop/contracts";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { shopDateOf } from "@shop/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, demoSession, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { fillCarts, manyCustomers, pickupChoice, pickupOrder } from "./order-fixture";
import { ledgerDisagreements, type StockTestProduct, stockProduct, storesOf, unitsIn } from "./stock-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let manager: { id: number; token: string };
let warsaw: number[];
let krakow: number[];
let receiptNo = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  manager = await demoSession(database, "manager");
  warsaw = await storesOf(database, "warszawa");
  krakow = await storesOf(database, "krakow");
});
afterAll(() => database?.close());

const sell = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  call("POST", "/api/v1/staff/stock/sales", token, body, headers);
const importCsv = (token: string, body: Record<string, unknown>, dryRun: boolean, headers: Record<string, string> = {}) =>
  call("POST", `/api/v1/staff/stock/sales/import${dryRun ? "?dryRun=1" : ""}`, token, body, headers);
const nextReference = () => `PAR-${process.pid}-${++receiptNo}`;
const today = () => {
  const { year, month, day } = shopDateOf(new Date());
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
};
const saleMoves = async (productId: number) =>
  (
    await database.pool.query(
      "select store_id, kind, quantity, quantity_after, document_type, document_id from stock_movements where product_id = $1 and kind = 'store-sale' order by id",
      [productId],
    )
  ).rows;

describe("a counter sale", () => {
  let product: StockTestProduct;
  let other: StockTestProduct;
  beforeAll(async () => {
    product = await stockProduct(database, api, admin.token, { warszawa: { [warsaw[0] as number]: 6, [warsaw[1] as number]: 2 } });
    other = await stockProduct(database, api, admin.token, { warszawa: { [warsaw[0] as number]: 3 } });
  });

  it("takes the units from the store and the city as `store-sale` movements of the register's receipt, today by default", async () => {
    const store = warsaw[0] as number;
    const reference = nextReference();
    const response = await sell(admin.token, {
      store,
      reference,
      lines: [
        { product: ` ${product.ean.slice(0, 7)}-${product.ean.slice(7)} `, quantity: 2 },
        { product: `#${other.id}`, quantity: 1 },
      ],
    });
    const sale = await jsonOf(response);
    expect(sale.issues).toBeUndefined();
    expect(sale).toMatchObject({
      store: { id: store },
      reference,
      source: "counter",
      soldOn: today(),
      created: { by: expect.any(String) },
      units: 3,
      lines: [
        { product: { id: product.id }, quantity: 2, quantityAfter: 4 },
        { product: { id: other.id }, quantity: 1, quantityAfter: 2 },
      ],
    });
    expect(await saleMoves(product.id)).toEqual([
      { store_id: store, kind: "store-sale", quantity: -2, quantity_after: 4, document_type: "sale", document_id: String(sale.id) },
    ]);
    const { rows: offer } = await database.pool.query("select stock from offers where product_id = $1", [product.id]);
    expect(offer).toEqual([{ stock: 6 }]);
    const { rows: audit } = await database.pool.query(
      "select action, city_id from audit_log where entity_type = 'store-sale' and entity_id = $1",
      [String(sale.id)],
    );
    expect(audit).toEqual([{ action: "stock.sale", city_id: expect.any(Number) }]);
    expect(await jsonOf(await call("GET", `/api/v1/staff/stock/sales/${sale.id}`, admin.token))).toEqual(sale);
    expect(await ledgerDisagreements(database, [product.id, other.id])).toEqual([]);
  });

  it("refuses a line the store cannot cover, naming the product and what the shelf holds, and a day after today", async () => {
    const store = warsaw[1] as number;
    const short = await sell(
      admin.token,
      { store, reference: nextReference(), lines: [{ product: product.sku, quantity: 3 }] },
      { locale: "uk" },
    );
    expect(short.status).toBe(400);
    expect((await jsonOf(short)).issues).toEqual([
      {
        path: "lines.1.quantity",
        message: expect.stringMatching(/^Рядок 1: У магазині ul\. Grójecka 42 лише 2 одиниці товару «Stock test \d+ uk»\.$/),
      },
    ]);
    const elsewhere = await sell(admin.token, { store, reference: nextReference(), lines: [{ product: other.sku, quantity: 1 }] });
    expect((await jsonOf(elsewhere)).issues[0].message).toMatch(/holds only 0 units of “Stock test \d+ en”\.$/);
    const future = await sell(admin.token, {
      store,
      reference: nextReference(),
      soldOn: "2999-01-01",
      lines: [{ product: product.sku, quantity: 1 }],
    });
    expect((await jsonOf(future)).issues).toEqual([{ path: "soldOn", message: "the day of the sales cannot be after today." }]);
    expect(await unitsIn(database, store, product.id)).toBe(2);
    expect(await saleMoves(other.id)).toHaveLength(1);
  });

  it("answers the same register number again with 409 naming the earlier sale; the same key answers the sale it made", async () => {
    const store = warsaw[0] as number;
    const reference = nextReference();
    const body = { store, reference, soldOn: "2026-01-15", lines: [{ product: product.ean, quantity: 1 }] };
    const first = await jsonOf(await sell(admin.token, body, { "idempotency-key": "sale-twice" }));
    expect(first.soldOn).toBe("2026-01-15");
    const again = await sell(admin.token, body, { "idempotency-key": "sale-twice" });
    expect(again.status).toBe(200);
    expect((await jsonOf(again)).id).toBe(first.id);
    const repeat = await sell(admin.token, { ...body, reference: reference.toLowerCase() }, { locale: "pl" });
    expect(repeat.status).toBe(409);
    expect(await jsonOf(repeat)).toMatchObject({
      message: `Numer ${reference.toLowerCase()} został już zapisany w tym sklepie: sprzedaż w sklepie nr ${first.id} z ${shopDayText("pl", new Date(first.created.at))}.`,
      details: { sale: { id: first.id, createdAt: first.created.at } },
    });
    expect(await unitsIn(database, store, product.id)).toBe(3);
  });

  it("makes one sale of identical requests racing for the same shelf: the others answer 409, not a shortage", async () => {
    const racer = await stockProduct(database, api, admin.token, { warszawa: { [warsaw[2] as number]: 4 } });
    const body = { store: warsaw[2], reference: nextReference(), lines: [{ product: racer.ean, quantity: 4 }] };
    const answers = await Promise.all([sell(admin.token, body), sell(admin.token, body), sell(admin.token, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await unitsIn(database, warsaw[2] as number, racer.id)).toBe(0);
    expect(await saleMoves(racer.id)).toHaveLength(1);
    expect(await ledgerDisagreements(database, [racer.id])).toEqual([]);
  });
});

describe("a counter sale racing online orders", () => {
  it("sells exactly the units the store has: no unit twice, none below zero", async () => {
    const pickup = await pickupChoice(database);
    // A few rounds: on PostgreSQL the transactions really overlap, each round in another order.
    for (let round = 0; round < 3; round++) {
      const product = await stockProduct(database, api, admin.token, { warszawa: { [pickup.storeId]: 5 } });
      const customers = await manyCustomers(database, 6, `counter-race-${round}`);
      await fillCarts(
        database,
        customers.map((customer) => customer.id),
        [{ productId: product.id, quantity: 1 }],
      );
      const sale = sell(admin.token, { store: pickup.storeId, reference: nextReference(), lines: [{ product: product.sku, quantity: 2 }] });
      const orders = customers.map((customer) => call("POST", "/api/v1/orders", customer.token, pickupOrder(pickup)));
      const [saleAnswer, ...orderAnswers] = await Promise.all([sale, ...orders]);
      const ordered = orderAnswers.filter((answer) => answer.status === 201).length;
      const sold = saleAnswer?.status === 201 ? 2 : 0;
      // Six orders of one unit and a sale of two want eight of the five: whatever the order, all five go, none twice.
      expect(ordered + sold).toBe(5);
      expect([201, 400]).toContain(saleAnswer?.status);
      expect(orderAnswers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
      expect(await unitsIn(database, pickup.storeId, product.id)).toBe(0);
      expect(await ledgerDisagreements(database, [product.id])).toEqual([]);
    }
  });
});

describe("a day's sales from the register's CSV", () => {
  let a: StockTestProduct;
  let b: StockTestProduct;
  beforeAll(async () => {
    a = await stockProduct(database, api, admin.token, { warszawa: { [warsaw[0] as number]: 10 } });
    b = await stockProduct(database, api, admin.token, { warszawa: { [warsaw[0] as number]: 4 } });
  });

  it("sums a product's lines, shows what it would post, changes nothing until applied, then posts one sale", async () => {
    const store = warsaw[0] as number;
    const csv = `name,ean,quantity\r\nBowl,${a.ean},2\r\nTongs,${b.ean},1\r\nBowl,${a.ean},3\r\n`;
    const head = { store, reference: nextReference(), soldOn: "2026-11-20", csv };
    const preview = await importCsv(admin.token, head, true);
    expect(preview.status).toBe(200);
    expect(await jsonOf(preview)).toMatchObject({
      reference: head.reference,
      soldOn: "2026-11-20",
      rows: 3,
      units: 6,
      lines: [
        { lines: [2, 4], product: { id: a.id }, quantity: 5, before: 10, after: 5 },
        { lines: [3], product: { id: b.id }, quantity: 1, before: 4, after: 3 },
      ],
    });
    expect(await saleMoves(a.id)).toEqual([]);
    const applied = await importCsv(admin.token, head, false, { "idempotency-key": "daily-csv-1" });
    expect(applied.status).toBe(201);
    expect(await jsonOf(applied)).toMatchObject({
      source: "csv",
      soldOn: "2026-11-20",
      units: 6,
      lines: [
        { quantity: 5, quantityAfter: 5 },
        { quantity: 1, quantityAfter: 3 },
      ],
    });
    expect((await importCsv(admin.token, head, false, { "idempotency-key": "daily-csv-1" })).status).toBe(200);
    expect((await importCsv(admin.token, head, false)).status).toBe(409);
    expect(await unitsIn(database, store, a.id)).toBe(5);
    expect(await ledgerDisagreements(database, [a.id, b.id])).toEqual([]);
  });

  it("lists every problem of a bad file by line and column, a product sold beyond the shelf with its lines, and changes nothing", async () => {
    const store = warsaw[0] as number;
    const csv = ["sku,quantity,product", `${a.sku},4,`, `,x,${b.sku}`, `${b.sku},5,`, ",1,", `${a.sku},3,`, `nope,1,`].join("\n");
    const response = await importCsv(admin.token, { store, reference: nextReference(), csv }, false);
    expect(response.status).toBe(400);
    // The good lines are checked against the shelf too: one answer of every problem.
    expect((await jsonOf(response)).issues).toEqual([
      {
        path: "lines.2.quantity",
        message: expect.stringMatching(
          /^Line 2, quantity: ul\. .+ holds only 5 units of “Stock test \d+ en”; the file sells 7 \(lines 2, 6\)\.$/,
        ),
      },
      { path: "lines.3.quantity", message: "Line 3, quantity: the quantity must be a whole number from 1 to 1000000." },
      {
        path: "lines.4.quantity",
        message: expect.stringMatching(/^Line 4, quantity: ul\. .+ holds only 3 units of “Stock test \d+ en”\.$/),
      },
      { path: "lines.5.sku", message: "Line 5, sku: name the product: its EAN, SKU or #id." },
      { path: "lines.7.sku", message: "Line 7, sku: no product has the EAN, SKU or id “nope”." },
    ]);
    // The file is right but the shelf holds less: each product named at its first line, with its lines when several.
    const short = await importCsv(
      admin.token,
      { store, reference: nextReference(), csv: `sku,quantity\n${a.sku},4\n${b.sku},5\n${a.sku},3\n` },
      true,
    );
    expect((await jsonOf(short)).issues).toEqual([
      {
        path: "lines.2.quantity",
        message: expect.stringMatching(
          /^Line 2, quantity: ul\. .+ holds only 5 units of “Stock test \d+ en”; the file sells 7 \(lines 2, 4\)\.$/,
        ),
      },
      {
        path: "lines.3.quantity",
        message: expect.stringMatching(/^Line 3, quantity: ul\. .+ holds only 3 units of “Stock test \d+ en”\.$/),
      },
    ]);
    const unitCost = await importCsv(
      admin.token,
      { store, reference: nextReference(), csv: `sku,quantity,unit_cost\n${a.sku},1,2.00\n` },
      true,
    );
    expect((await jsonOf(unitCost)).issues).toEqual([
      { path: "lines.1.unit_cost", message: "Line 1, unit_cost: unknown column; the columns are ean, sku, product, quantity, name." },
    ]);
    expect(await unitsIn(database, store, a.id)).toBe(5);
  });
});

describe("who may record counter sales", () => {
  it("keeps a city manager to their cities' stores", async () => {
    const product = await stockProduct(database, api, admin.token, {
      krakow: { [krakow[0] as number]: 3 },
      warszawa: { [warsaw[0] as number]: 3 },
    });
    const warsawSale = await jsonOf(
      await sell(admin.token, { store: warsaw[0], reference: nextReference(), lines: [{ product: product.ean, quantity: 1 }] }),
    );
    const lines = [{ product: product.ean, quantity: 1 }];
    expect((await sell(manager.token, { store: warsaw[0], reference: nextReference(), lines })).status).toBe(404);
    expect(
      (await importCsv(manager.token, { store: warsaw[0], reference: nextReference(), csv: "sku,quantity\nx,1\n" }, true)).status,
    ).toBe(404);
    expect((await call("GET", `/api/v1/staff/stock/sales?store=${warsaw[0]}`, manager.token)).status).toBe(404);
    expect((await call("GET", `/api/v1/staff/stock/sales/${warsawSale.id}`, manager.token)).status).toBe(404);
    const own = await sell(manager.token, { store: krakow[0], reference: "KR/0001", lines });
    expect(own.status).toBe(201);
    const list = await jsonOf(await call("GET", `/api/v1/staff/stock/sales?store=${krakow[0]}&q=kr/0`, manager.token));
    expect(list).toMatchObject({ items: [{ id: (await jsonOf(own)).id, reference: "KR/0001", lines: 1, units: 1 }], hasMore: false });
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await jsonOf(await api.request("/api/v1/openapi.json"))) as { paths: Record<string, unknown> };
    for (const path of ["/api/v1/staff/stock/sales", "/api/v1/staff/stock/sales/import", "/api/v1/staff/stock/sales/{id}"])
      expect(doc.paths).toHaveProperty([path]);
  });
});
