// Stock counts (issue 33; docs/inventory.md "Stock counts"): a count of a store (all products or a category's tree),
// one open at a time; lines counted by EAN, SKU or id with the units expected read then (the newest count wins);
// bad lines refused by row and field; nothing changes until the count is applied, which posts `count` movements with
// the count as their document, once; cancel; a city manager's own stores only. Orders racing a count:
// stock-count-races.test.ts.
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
/** The category the test products are made in (a subcategory), and its parent. */
let category: { id: number; parent: number };

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  manager = await demoSession(database, "manager");
  warsaw = await storesOf(database, "warszawa");
  krakow = await storesOf(database, "krakow");
  const { rows } = await database.pool.query<{ id: number; parent_id: number }>(
    "select id, parent_id from categories where parent_id is not null order by id limit 1",
  );
  category = { id: rows[0]?.id as number, parent: rows[0]?.parent_id as number };
});
afterAll(() => database?.close());

const start = (body: unknown, token = admin.token, headers: Record<string, string> = {}) =>
  call("POST", "/api/v1/staff/stock/counts", token, body, headers);
const countLines = (id: number, lines: unknown[], token = admin.token, headers: Record<string, string> = {}) =>
  call("POST", `/api/v1/staff/stock/counts/${id}/lines`, token, { lines }, headers);
const view = async (id: number, query = "", token = admin.token) =>
  jsonOf(await call("GET", `/api/v1/staff/stock/counts/${id}${query}`, token));
const apply = (id: number, body?: unknown, token = admin.token) => call("POST", `/api/v1/staff/stock/counts/${id}/apply`, token, body);
const cancel = (id: number, token = admin.token) => call("POST", `/api/v1/staff/stock/counts/${id}/cancel`, token);

/** A new count of the store (201 expected); its id. */
async function started(body: Record<string, unknown>): Promise<number> {
  const response = await start(body);
  expect(response.status).toBe(201);
  return (await jsonOf(response)).id;
}

const countMovements = async (countId: number) =>
  (
    await database.pool.query(
      "select product_id, store_id, kind, quantity, quantity_after, actor, actor_user_id from stock_movements where document_type = 'count' and document_id = $1 order by product_id",
      [String(countId)],
    )
  ).rows;

describe("starting a count", () => {
  it("makes a line for every simple product the store's city sells, one open count per store, also when two start at once", async () => {
    const store = warsaw[2] as number;
    const response = await start({ store, note: "quarterly" });
    expect(response.status).toBe(201);
    const count = await jsonOf(response);
    const { rows } = await database.pool.query<{ n: number }>(
      `select count(*)::int as n from offers o join products p on p.id = o.product_id and p.kind = 'simple'
       where o.city_id = (select city_id from stores where id = $1)`,
      [store],
    );
    expect(count).toMatchObject({
      status: "open",
      note: "quarterly",
      category: null,
      store: { id: store, city: { slug: "warszawa" } },
      totals: { lines: rows[0]?.n, counted: 0, uncounted: rows[0]?.n, differences: 0 },
      applied: null,
      canceled: null,
    });

    const second = await start({ store }, admin.token, { locale: "pl" });
    expect(second.status).toBe(409);
    expect(await jsonOf(second)).toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(new RegExp(`^Sklep .+ ma już otwartą inwentaryzację \\(nr ${count.id}\\): zakończ ją lub anuluj`)),
      details: { count: count.id },
    });
    const list = await jsonOf(await call("GET", `/api/v1/staff/stock/counts?store=${store}`, admin.token));
    expect(list).toMatchObject({ open: count.id, items: [{ id: count.id, status: "open" }] });
    expect(list.categories).toContainEqual({ id: category.id, name: expect.any(String), depth: 1 });
    expect((await cancel(count.id)).status).toBe(200);

    const racing = await Promise.all([start({ store }), start({ store }), start({ store })]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    const open = (await jsonOf(await call("GET", `/api/v1/staff/stock/counts?store=${store}`, admin.token))).open;
    expect((await cancel(open)).status).toBe(200);
    const { rows: audit } = await database.pool.query(
      "select action from audit_log where entity_type = 'stock-count' and entity_id = $1 order by id",
      [String(count.id)],
    );
    expect(audit.map((row) => row.action)).toEqual(["stock.count-start", "stock.count-cancel"]);
  });

  it("limits a count to a category and the categories under it, and refuses an unknown category", async () => {
    const product = await stockProduct(database, api, admin.token, { warszawa: { [warsaw[1] as number]: 2 } });
    const id = await started({ store: warsaw[1], category: category.parent });
    const lines = await view(id, `?q=${product.sku}`);
    expect(lines.category).toEqual({ id: category.parent, name: expect.any(String) });
    expect(lines.lines).toMatchObject([{ product: { id: product.id }, expected: 2, counted: null, difference: null }]);
    const { rows } = await database.pool.query<{ ean: string | null; id: number }>(
      `with recursive scope(id) as (select $1::int union select c.id from categories c join scope s on c.parent_id = s.id)
       select p.id, p.ean from products p join offers o on o.product_id = p.id and o.city_id = (select city_id from stores where id = $2)
       where p.kind = 'simple' and p.category_id not in (select id from scope) order by p.id limit 1`,
      [category.parent, warsaw[1]],
    );
    const outside = await countLines(id, [{ product: rows[0]?.id, quantity: 1 }]);
    expect(outside.status).toBe(400);
    expect((await jsonOf(outside)).issues).toEqual([
      { path: "lines.1.product", message: expect.stringMatching(/^Line 1: “.+” is not in .+, the category of this count: count it in/) },
    ]);
    expect((await cancel(id)).status).toBe(200);

    const unknown = await start({ store: warsaw[1], category: 999_999 });
    expect(unknown.status).toBe(400);
    expect((await jsonOf(unknown)).issues).toEqual([{ path: "category", message: "There is no such category." }]);
  });
});

describe("counting and applying", () => {
  let store: number;
  let found: StockTestProduct;
  let same: StockTestProduct;
  let missing: StockTestProduct;
  let untouched: StockTestProduct;
  let countId: number;

  beforeAll(async () => {
    store = warsaw[0] as number;
    const units = (n: number) => ({ warszawa: { [store]: n, [warsaw[1] as number]: 1 } });
    [found, same, missing, untouched] = [
      await stockProduct(database, api, admin.token, units(2)),
      await stockProduct(database, api, admin.token, units(4)),
      await stockProduct(database, api, admin.token, units(5)),
      await stockProduct(database, api, admin.token, units(3)),
    ];
    countId = await started({ store, category: category.id });
  });

  it("stores each line with the units expected when it was counted; the newest count wins and the store is unchanged", async () => {
    const spaced = `${missing.ean.slice(0, 4)} ${missing.ean.slice(4, 8)}-${missing.ean.slice(8)}`;
    const response = await countLines(countId, [
      { product: spaced, quantity: 3 },
      { product: found.sku.toLowerCase(), quantity: 6 },
      { product: `#${same.id}`, quantity: 4 },
    ]);
    expect(response.status).toBe(200);
    const answer = await jsonOf(response);
    expect(answer.lines).toMatchObject([
      { product: { id: missing.id }, expected: 5, counted: 3, difference: -2, units: 5, countedBy: expect.any(String), adjustment: null },
      { product: { id: found.id }, expected: 2, counted: 6, difference: 4 },
      { product: { id: same.id }, expected: 4, counted: 4, difference: 0 },
    ]);
    expect(answer.totals).toMatchObject({ counted: 3, differences: 2, over: 4, short: 2 });
    // Counted again: the newest count replaces the line.
    const again = await jsonOf(await countLines(countId, [{ product: missing.id, quantity: 4 }]));
    expect(again.lines).toMatchObject([{ expected: 5, counted: 4, difference: -1 }]);
    expect(await unitsIn(database, store, missing.id)).toBe(5);
    expect(await unitsIn(database, store, found.id)).toBe(2);
    expect(await countMovements(countId)).toEqual([]);

    const differences = await view(countId, "?filter=differences");
    expect(differences.lines.map((line: { product: { id: number } }) => line.product.id).sort()).toEqual([found.id, missing.id].sort());
    const uncounted = await view(countId, `?filter=uncounted&q=${untouched.ean}`);
    expect(uncounted.lines).toMatchObject([{ product: { id: untouched.id }, expected: 3, counted: null, difference: null }]);
    expect((await view(countId, `?filter=counted&q=${untouched.sku}`)).lines).toEqual([]);
  });

  it("refuses a negative count and every other bad line at once, naming the row and field, and stores nothing", async () => {
    const bundle = await database.pool.query<{ sku: string }>("select sku from products where kind = 'bundle' order by id limit 1");
    const elsewhere = await stockProduct(database, api, admin.token, { krakow: { [krakow[0] as number]: 1 } });
    const badEan = `${same.ean.slice(0, 12)}${(Number(same.ean[12]) + 1) % 10}`;
    const response = await countLines(
      countId,
      [
        { product: same.ean, quantity: -3 },
        { product: "NO-SUCH-SKU", quantity: 1 },
        { product: badEan, quantity: 1 },
        { product: bundle.rows[0]?.sku, quantity: 1 },
        { product: elsewhere.id, quantity: 1 },
        { product: same.sku, quantity: 1_000_001 },
      ],
      admin.token,
      { locale: "pl" },
    );
    expect(response.status).toBe(400);
    const { issues } = await jsonOf(response);
    expect(issues).toEqual([
      {
        path: "lines.1.quantity",
        message: expect.stringMatching(
          /^Wiersz 1: policzona liczba sztuk „Stock test \d+ pl” nie może być ujemna \(-3\): wpisz 0, gdy ich nie ma\.$/,
        ),
      },
      { path: "lines.2.product", message: "Wiersz 2: żaden produkt nie ma EAN, SKU ani id „NO-SUCH-SKU”." },
      {
        path: "lines.3.product",
        message: `Wiersz 3: „${badEan}” nie jest poprawnym EAN: cyfra kontrolna się nie zgadza. Zeskanuj go jeszcze raz lub wpisz.`,
      },
      { path: "lines.4.product", message: expect.stringMatching(/^Wiersz 4: „.+” to zestaw/) },
      { path: "lines.5.product", message: expect.stringMatching(/^Wiersz 5: „Stock test \d+ pl” nie jest sprzedawany w mieście Warszawa/) },
      {
        path: "lines.6.quantity",
        message: expect.stringMatching(
          /^Wiersz 6: policzona liczba sztuk „Stock test \d+ pl” musi być liczbą całkowitą od 0 do 1000000\.$/,
        ),
      },
      { path: "lines.6.product", message: expect.stringMatching(/^Wiersz 6: „Stock test \d+ pl” jest już w wierszu 1/) },
    ]);
    expect((await view(countId, `?q=${same.sku}`)).lines).toMatchObject([{ counted: 4 }]);
  });

  it("posts counted − expected per counted line when applied, the count as the document; uncounted lines stay; once", async () => {
    const response = await apply(countId, {});
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toMatchObject({ status: "applied", applied: { by: expect.any(String) } });
    expect(await unitsIn(database, store, missing.id)).toBe(4);
    expect(await unitsIn(database, store, found.id)).toBe(6);
    expect(await unitsIn(database, store, same.id)).toBe(4);
    expect(await unitsIn(database, store, untouched.id)).toBe(3);
    expect(await countMovements(countId)).toEqual(
      [
        { product_id: found.id, quantity: 4, quantity_after: 6 },
        { product_id: missing.id, quantity: -1, quantity_after: 4 },
      ]
        .sort((a, b) => a.product_id - b.product_id)
        .map((move) => ({ ...move, store_id: store, kind: "count", actor: "staff", actor_user_id: admin.id })),
    );
    const applied = await view(countId, `?q=${missing.sku}`);
    expect(applied.lines).toMatchObject([{ expected: 5, counted: 4, difference: -1, adjustment: -1 }]);
    expect((await view(countId, `?q=${untouched.sku}`)).lines).toMatchObject([{ expected: null, counted: null, adjustment: null }]);

    // Applying again (with a body or without) posts nothing; the count takes no more lines and cannot be canceled.
    const twice = await Promise.all([apply(countId), apply(countId)]);
    expect(twice.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await countMovements(countId)).toHaveLength(2);
    const late = await countLines(countId, [{ product: found.id, quantity: 1 }]);
    expect(late.status).toBe(409);
    expect((await jsonOf(late)).message).toBe(`Count No. ${countId} has been applied: nothing can be counted in it or changed any more.`);
    expect((await cancel(countId)).status).toBe(409);
    const { rows: audit } = await database.pool.query(
      "select action, after from audit_log where entity_type = 'stock-count' and entity_id = $1 order by id",
      [String(countId)],
    );
    expect(audit.map((row) => row.action)).toEqual(["stock.count-start", "stock.count-apply"]);
    expect(audit[1]?.after).toMatchObject({ status: "applied", counted: 3, countedAsZero: 0 });
    expect(await ledgerDisagreements(database, [found.id, same.id, missing.id, untouched.id])).toEqual([]);
  });

  it("counts the uncounted products as 0 when the manager says so, reading their units at apply time", async () => {
    const id = await started({ store, category: category.id });
    await countLines(id, [{ product: found.id, quantity: 6 }]);
    const response = await apply(id, { uncountedAsZero: true });
    expect(response.status).toBe(200);
    for (const product of [untouched, same, missing]) expect(await unitsIn(database, store, product.id)).toBe(0);
    expect(await unitsIn(database, store, found.id)).toBe(6);
    expect(await unitsIn(database, warsaw[1] as number, untouched.id)).toBe(1);
    expect((await view(id, `?q=${untouched.sku}`)).lines).toMatchObject([
      { expected: 3, counted: 0, difference: -3, adjustment: -3, countedBy: expect.any(String) },
    ]);
    expect(await ledgerDisagreements(database, [found.id, same.id, missing.id, untouched.id])).toEqual([]);
  });

  it("cancels an open count without changing anything, and a canceled count can be neither counted nor applied", async () => {
    const id = await started({ store, category: category.id });
    await countLines(id, [{ product: found.id, quantity: 0 }]);
    const canceled = await cancel(id);
    expect(await jsonOf(canceled)).toMatchObject({ status: "canceled", canceled: { by: expect.any(String) } });
    expect((await cancel(id)).status).toBe(200);
    expect(await unitsIn(database, store, found.id)).toBe(6);
    expect((await apply(id)).status).toBe(409);
    expect((await countLines(id, [{ product: found.id, quantity: 1 }])).status).toBe(409);
    expect(await countMovements(id)).toEqual([]);
  });
});

describe("who may count", () => {
  it("keeps a city manager to their cities' stores: another store and its counts answer 404", async () => {
    const foreign = await started({ store: warsaw[2], category: category.id });
    expect((await start({ store: warsaw[2] }, manager.token)).status).toBe(404);
    expect((await call("GET", `/api/v1/staff/stock/counts?store=${warsaw[2]}`, manager.token)).status).toBe(404);
    expect((await call("GET", `/api/v1/staff/stock/counts/${foreign}`, manager.token)).status).toBe(404);
    expect((await countLines(foreign, [{ product: 1, quantity: 1 }], manager.token)).status).toBe(404);
    expect((await apply(foreign, {}, manager.token)).status).toBe(404);
    expect((await cancel(foreign, manager.token)).status).toBe(404);
    expect((await call("GET", "/api/v1/staff/stock/counts/999999", admin.token)).status).toBe(404);
    expect((await cancel(foreign)).status).toBe(200);

    const product = await stockProduct(database, api, admin.token, { krakow: { [krakow[0] as number]: 2 } });
    const own = await start({ store: krakow[0], category: category.id }, manager.token);
    expect(own.status).toBe(201);
    const id = (await jsonOf(own)).id;
    expect((await countLines(id, [{ product: product.ean, quantity: 1 }], manager.token)).status).toBe(200);
    expect((await apply(id, {}, manager.token)).status).toBe(200);
    expect(await unitsIn(database, krakow[0] as number, product.id)).toBe(1);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await jsonOf(await api.request("/api/v1/openapi.json"))) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths["/api/v1/staff/stock/counts"] ?? {}).sort()).toEqual(["get", "post"]);
    for (const path of [
      "/api/v1/staff/stock/counts/{id}/lines",
      "/api/v1/staff/stock/counts/{id}/apply",
      "/api/v1/staff/stock/counts/{id}/cancel",
    ])
      expect(doc.paths[path]).toHaveProperty("post");
    expect(doc.paths["/api/v1/staff/stock/counts/{id}"]).toHaveProperty("get");
  });
});
