// Write-offs (issue 33): units leave a store for a reason, as one document whose lines are ledger movements; a line
// the store cannot cover, an unknown code, a bundle or a product the city does not sell is refused by line and
// nothing changes; a city manager writes off in their cities' stores only; the same request key makes one document.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, demoSession, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { ledgerDisagreements, type StockTestProduct, stockProduct, storesOf, unitsIn } from "./stock-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let manager: { id: number; token: string };
let warsaw: number[];
let krakow: number[];

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

const writeOff = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  call("POST", "/api/v1/staff/stock/write-offs", token, body, headers);

describe("a write-off", () => {
  let product: StockTestProduct;
  beforeAll(async () => {
    product = await stockProduct(database, api, admin.token, { warszawa: { [warsaw[0] as number]: 5, [warsaw[1] as number]: 3 } });
  });

  it("takes the units out of the store and the city, as movements saying why, who and what is left", async () => {
    const store = warsaw[0] as number;
    const response = await writeOff(admin.token, {
      store,
      reason: "damaged",
      note: "dropped hookah",
      lines: [{ product: product.ean, quantity: 2 }],
    });
    expect(response.status).toBe(201);
    const document = await jsonOf(response);
    expect(document).toMatchObject({
      kind: "write-off",
      reason: "damaged",
      note: "dropped hookah",
      store: { id: store, city: { slug: "warszawa" } },
      created: { by: expect.any(String) },
      lines: [{ product: { id: product.id, ean: product.ean }, quantity: -2, quantityAfter: 3 }],
    });
    expect(await unitsIn(database, store, product.id)).toBe(3);
    const { rows } = await database.pool.query(
      "select kind, quantity, quantity_after, reason, document_type, document_id, actor, actor_user_id, note from stock_movements where product_id = $1 order by id desc limit 1",
      [product.id],
    );
    expect(rows).toEqual([
      {
        kind: "write-off",
        quantity: -2,
        quantity_after: 3,
        reason: "damaged",
        document_type: "adjustment",
        document_id: String(document.id),
        actor: "staff",
        actor_user_id: admin.id,
        note: "dropped hookah",
      },
    ]);
    const { rows: offer } = await database.pool.query("select stock from offers where product_id = $1", [product.id]);
    expect(offer).toEqual([{ stock: 6 }]);
    const { rows: audit } = await database.pool.query(
      "select action, city_id from audit_log where entity_id = $1 and entity_type = 'stock-adjustment'",
      [String(document.id)],
    );
    expect(audit).toEqual([{ action: "stock.write-off", city_id: expect.any(Number) }]);
    expect(await ledgerDisagreements(database, [product.id])).toEqual([]);
  });

  it("refuses every bad line at once, naming it in the caller's language, and changes nothing", async () => {
    const bundle = await database.pool.query<{ sku: string }>("select sku from products where kind = 'bundle' order by id limit 1");
    const elsewhere = await stockProduct(database, api, admin.token, { krakow: { [krakow[0] as number]: 4 } });
    const before = await unitsIn(database, warsaw[1] as number, product.id);
    const response = await writeOff(
      admin.token,
      {
        store: warsaw[1],
        reason: "lost",
        lines: [
          { product: product.sku.toLowerCase(), quantity: 4 },
          { product: "0000000000000", quantity: 1 },
          { product: bundle.rows[0]?.sku, quantity: 1 },
          { product: elsewhere.ean, quantity: 1 },
          { product: product.id, quantity: 0 },
        ],
      },
      { locale: "pl" },
    );
    expect(response.status).toBe(400);
    const { issues } = await jsonOf(response);
    expect(issues.map((issue: { path: string }) => issue.path)).toEqual([
      "lines.2.product",
      "lines.3.product",
      "lines.4.product",
      "lines.5.quantity",
      "lines.5.product",
    ]);
    expect(issues[0].message).toBe("Wiersz 2: żaden produkt nie ma EAN, SKU ani id „0000000000000”.");
    expect(issues[2].message).toMatch(/^Wiersz 4: „Stock test \d+ pl” nie jest sprzedawany w mieście Warszawa/);
    expect(issues[4].message).toMatch(/^Wiersz 5: „Stock test \d+ pl” jest już w wierszu 1/);

    // A line the store cannot cover is refused under the locks, naming what it holds.
    const short = await writeOff(admin.token, { store: warsaw[1], reason: "lost", lines: [{ product: product.sku, quantity: 4 }] });
    expect(short.status).toBe(400);
    expect((await jsonOf(short)).issues).toEqual([
      {
        path: "lines.1.quantity",
        message: expect.stringMatching(/^Line 1: ul\. Grójecka 42 holds only 3 units of “Stock test \d+ en”\.$/),
      },
    ]);
    expect(await unitsIn(database, warsaw[1] as number, product.id)).toBe(before);
  });

  it("makes one document of the same request sent twice", async () => {
    const body = { store: warsaw[1], reason: "expired", lines: [{ product: product.ean, quantity: 1 }] };
    const [first, second] = await Promise.all([
      writeOff(admin.token, body, { "idempotency-key": "write-off-twice" }),
      writeOff(admin.token, body, { "idempotency-key": "write-off-twice" }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect((await jsonOf(first)).id).toBe((await jsonOf(second)).id);
    expect(await unitsIn(database, warsaw[1] as number, product.id)).toBe(2);
  });

  it("keeps a city manager to their cities' stores: another store answers 404", async () => {
    const krakowProduct = await stockProduct(database, api, admin.token, { krakow: { [krakow[0] as number]: 4 } });
    const line = [{ product: krakowProduct.ean, quantity: 1 }];
    expect((await writeOff(manager.token, { store: warsaw[0], reason: "lost", lines: line })).status).toBe(404);
    expect((await call("GET", `/api/v1/staff/stock/adjustments?store=${warsaw[0]}`, manager.token)).status).toBe(404);
    const own = await writeOff(manager.token, { store: krakow[0], reason: "lost", lines: line });
    expect(own.status).toBe(201);
    const list = await jsonOf(await call("GET", `/api/v1/staff/stock/adjustments?store=${krakow[0]}`, manager.token));
    expect(list.items[0]).toMatchObject({ id: (await jsonOf(own)).id, kind: "write-off", lines: [{ quantity: -1, quantityAfter: 3 }] });
    const stores = await jsonOf(await call("GET", "/api/v1/staff/stock/stores", manager.token));
    expect(new Set(stores.items.map((store: { city: { slug: string } }) => store.city.slug))).toEqual(new Set(["krakow"]));
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await jsonOf(await api.request("/api/v1/openapi.json"))) as { paths: Record<string, unknown> };
    for (const path of [
      "/api/v1/staff/stock/stores",
      "/api/v1/staff/stock/products",
      "/api/v1/staff/stock/write-offs",
      "/api/v1/staff/stock/adjustments",
      "/api/v1/staff/stock/adjustments/{id}",
    ])
      expect(doc.paths).toHaveProperty([path]);
  });

  it("finds products by a scanned EAN, an SKU in any case, or words of the name, with the store's units", async () => {
    const store = warsaw[0] as number;
    const find = async (q: string) =>
      (await jsonOf(await call("GET", `/api/v1/staff/stock/products?q=${encodeURIComponent(q)}&store=${store}`, admin.token))).items;
    expect((await find(` ${product.ean.slice(0, 6)} ${product.ean.slice(6)} `))[0]).toMatchObject({
      id: product.id,
      quantity: 3,
      offered: true,
    });
    expect((await find(product.sku.toLowerCase()))[0]).toMatchObject({ id: product.id });
    expect((await find(product.slug)).map((hit: { id: number }) => hit.id)).toEqual([product.id]);
    const [seeded] = (
      await database.pool.query<{ name: string }>("select name from product_texts where locale = 'en' order by product_id limit 1")
    ).rows;
    expect((await find(seeded?.name as string)).length).toBeGreaterThan(0);
  });
});
