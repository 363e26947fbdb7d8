// Goods receipts (issue 33): a supplier's delivery into a store, typed or from a CSV (preview, then apply), posted as
// `receipt` movements with their unit costs; a bad line or file is refused naming every problem and nothing changes;
// one receipt per supplier's document and store (a repeat answers 409 naming the earlier one, also when two race);
// a city manager receives in their cities' stores only; a receipt raising a city's stock from 0 sends its alerts.
import { shopDayText } from "@shop/contracts";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, createUser, demoSession, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { ledgerDisagreements, type StockTestProduct, stockProduct, storesOf, unitsIn } from "./stock-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let manager: { id: number; token: string };
let warsaw: number[];
let krakow: number[];
let supplier = 0;

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

const receive = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  call("POST", "/api/v1/staff/stock/receipts", token, body, headers);
const importCsv = (token: string, body: Record<string, unknown>, dryRun: boolean, headers: Record<string, string> = {}) =>
  call("POST", `/api/v1/staff/stock/receipts/import${dryRun ? "?dryRun=1" : ""}`, token, body, headers);
const nextDocument = () => `FV/2026/${++supplier}`;

/** The receipt movements of these products, oldest first. */
const receiptMoves = async (productIds: number[]) =>
  (
    await database.pool.query(
      `select product_id, store_id, kind, quantity, quantity_after, unit_cost, document_type, document_id, actor_user_id
       from stock_movements where product_id = any($1::int[]) and kind = 'receipt' order by id`,
      [productIds],
    )
  ).rows;

describe("a typed goods receipt", () => {
  let product: StockTestProduct;
  let other: StockTestProduct;
  beforeAll(async () => {
    product = await stockProduct(database, api, admin.token, { warszawa: { [warsaw[0] as number]: 2 } });
    other = await stockProduct(database, api, admin.token, { warszawa: {} });
  });

  it("raises the store's and the city's units as `receipt` movements that keep each line's unit cost", async () => {
    const store = warsaw[0] as number;
    const document = nextDocument();
    const response = await receive(admin.token, {
      store,
      supplierName: "Hookah Hurt Sp. z o.o.",
      supplierDocument: document,
      note: "pallet 1 of 2",
      lines: [
        { product: product.ean, quantity: 10, unitCost: 1250 },
        { product: other.sku.toLowerCase(), quantity: 4 },
      ],
    });
    expect(response.status).toBe(201);
    const receipt = await jsonOf(response);
    expect(receipt).toMatchObject({
      store: { id: store, city: { slug: "warszawa" } },
      supplierName: "Hookah Hurt Sp. z o.o.",
      supplierDocument: document,
      note: "pallet 1 of 2",
      source: "form",
      created: { by: expect.any(String) },
      lines: [
        { product: { id: product.id, ean: product.ean }, quantity: 10, unitCost: 1250, quantityAfter: 12 },
        { product: { id: other.id }, quantity: 4, unitCost: null, quantityAfter: 4 },
      ],
      units: 14,
      value: 12_500,
      uncosted: 1,
    });
    expect(await unitsIn(database, store, product.id)).toBe(12);
    expect(await receiptMoves([product.id, other.id])).toEqual([
      {
        product_id: product.id,
        store_id: store,
        kind: "receipt",
        quantity: 10,
        quantity_after: 12,
        unit_cost: 1250,
        document_type: "receipt",
        document_id: String(receipt.id),
        actor_user_id: admin.id,
      },
      expect.objectContaining({ product_id: other.id, quantity: 4, quantity_after: 4, unit_cost: null }),
    ]);
    const { rows: offers } = await database.pool.query(
      "select product_id, stock from offers where product_id = any($1::int[]) order by product_id",
      [[product.id, other.id]],
    );
    expect(offers).toEqual([
      { product_id: product.id, stock: 12 },
      { product_id: other.id, stock: 4 },
    ]);
    const { rows: audit } = await database.pool.query(
      "select action, after from audit_log where entity_type = 'goods-receipt' and entity_id = $1",
      [String(receipt.id)],
    );
    expect(audit).toEqual([
      {
        action: "stock.receipt",
        after: expect.objectContaining({ supplier: "Hookah Hurt Sp. z o.o.", document, unitCosts: expect.objectContaining({}) }),
      },
    ]);
    expect(await jsonOf(await call("GET", `/api/v1/staff/stock/receipts/${receipt.id}`, admin.token))).toEqual(receipt);
    expect(await ledgerDisagreements(database, [product.id, other.id])).toEqual([]);
  });

  it("refuses every bad line at once, a unit cost out of range among them, and changes nothing", async () => {
    const before = await unitsIn(database, warsaw[0] as number, product.id);
    const response = await receive(
      admin.token,
      {
        store: warsaw[0],
        supplierName: "Bad lines",
        supplierDocument: nextDocument(),
        lines: [
          { product: product.ean, quantity: 1, unitCost: -5 },
          { product: "0000000000000", quantity: 1 },
          { product: product.sku, quantity: 2 },
          { product: other.ean, quantity: 1, unitCost: 10_000_001 },
        ],
      },
      { locale: "pl" },
    );
    expect(response.status).toBe(400);
    const { issues } = await jsonOf(response);
    expect(issues).toEqual([
      { path: "lines.1.unitCost", message: "Wiersz 1: cena jednostkowa musi być kwotą w złotych od 0 do 100000.00." },
      { path: "lines.2.product", message: "Wiersz 2: żaden produkt nie ma EAN, SKU ani id „0000000000000”." },
      { path: "lines.3.product", message: expect.stringMatching(/^Wiersz 3: „Stock test \d+ pl” jest już w wierszu 1/) },
      { path: "lines.4.unitCost", message: "Wiersz 4: cena jednostkowa musi być kwotą w złotych od 0 do 100000.00." },
    ]);
    expect(await unitsIn(database, warsaw[0] as number, product.id)).toBe(before);
    const empty = await receive(admin.token, { store: warsaw[0], supplierName: " ", supplierDocument: "X", lines: [] });
    expect((await jsonOf(empty)).issues.map((issue: { path: string }) => issue.path)).toEqual(["supplierName"]);
  });

  it("answers the same supplier's document again with 409 naming the earlier receipt, and posts nothing twice", async () => {
    const store = warsaw[1] as number;
    const document = nextDocument();
    const body = { store, supplierName: "Dostawca Twice", supplierDocument: document, lines: [{ product: product.ean, quantity: 3 }] };
    const first = await jsonOf(await receive(admin.token, body, { "idempotency-key": "receipt-twice-1" }));
    // The form sent again (its key): the receipt it made.
    const again = await receive(admin.token, body, { "idempotency-key": "receipt-twice-1" });
    expect(again.status).toBe(200);
    expect((await jsonOf(again)).id).toBe(first.id);
    // The same document in another case, typed anew: refused, naming the receipt and its day.
    const repeat = await receive(admin.token, { ...body, supplierName: "DOSTAWCA twice", supplierDocument: document.toLowerCase() });
    expect(repeat.status).toBe(409);
    const refusal = await jsonOf(repeat);
    expect(refusal.message).toBe(
      `Document ${document.toLowerCase()} of DOSTAWCA twice was received in this store already: goods receipt no. ${first.id} of ${shopDayText("en", new Date(first.created.at))}.`,
    );
    expect(refusal.details).toEqual({ receipt: { id: first.id, createdAt: first.created.at } });
    // Another store may receive a document of the same number.
    expect((await receive(admin.token, { ...body, store: warsaw[0] })).status).toBe(201);
    expect(await unitsIn(database, store, product.id)).toBe(3);
    expect(await ledgerDisagreements(database, [product.id])).toEqual([]);
  });

  it("makes one receipt of two identical requests racing: the other answers 409", async () => {
    const store = warsaw[2] as number;
    const body = {
      store,
      supplierName: "Racer",
      supplierDocument: nextDocument(),
      lines: [{ product: other.ean, quantity: 5, unitCost: 100 }],
    };
    const answers = await Promise.all([receive(admin.token, body), receive(admin.token, body), receive(admin.token, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await unitsIn(database, store, other.id)).toBe(5);
    const { rows } = await database.pool.query("select count(*)::int as n from goods_receipts where supplier_name = 'Racer'");
    expect(rows[0].n).toBe(1);
    expect(await ledgerDisagreements(database, [other.id])).toEqual([]);
  });
});

describe("a goods receipt from a CSV", () => {
  let a: StockTestProduct;
  let b: StockTestProduct;
  beforeAll(async () => {
    a = await stockProduct(database, api, admin.token, { warszawa: { [warsaw[0] as number]: 1 } });
    b = await stockProduct(database, api, admin.token, { warszawa: {} });
  });

  it("shows what it would post, changes nothing until applied, then posts it with the file's unit costs", async () => {
    const store = warsaw[0] as number;
    const csv = `Name,Quantity,Unit_cost,EAN,SKU\r\nBowl,6,"7,50",${a.ean},\r\nTongs,2,,,${b.sku}\r\n`;
    const head = { store, supplierName: "CSV Supplier", supplierDocument: nextDocument(), csv };
    const preview = await importCsv(admin.token, head, true);
    expect(preview.status).toBe(200);
    expect(await jsonOf(preview)).toMatchObject({
      supplierName: "CSV Supplier",
      lines: [
        { line: 2, product: { id: a.id }, quantity: 6, unitCost: 750, before: 1, after: 7 },
        { line: 3, product: { id: b.id }, quantity: 2, unitCost: null, before: 0, after: 2 },
      ],
      units: 8,
      value: 4500,
      uncosted: 1,
    });
    expect(await unitsIn(database, store, a.id)).toBe(1);
    expect(await receiptMoves([a.id, b.id])).toEqual([]);

    const applied = await importCsv(admin.token, head, false, { "idempotency-key": "csv-receipt-1" });
    expect(applied.status).toBe(201);
    const receipt = await jsonOf(applied);
    expect(receipt).toMatchObject({
      source: "csv",
      lines: [
        { quantity: 6, unitCost: 750, quantityAfter: 7 },
        { quantity: 2, quantityAfter: 2 },
      ],
    });
    expect((await receiptMoves([a.id])).map((move) => move.unit_cost)).toEqual([750]);
    // Applied again (the form sent twice): the same receipt; a preview of it now says it was received.
    expect((await jsonOf(await importCsv(admin.token, head, false, { "idempotency-key": "csv-receipt-1" }))).id).toBe(receipt.id);
    expect((await importCsv(admin.token, head, true)).status).toBe(409);
    expect(await unitsIn(database, store, a.id)).toBe(7);
    expect(await ledgerDisagreements(database, [a.id, b.id])).toEqual([]);
  });

  it("takes the file as a multipart upload too", async () => {
    const form = new FormData();
    form.set("store", String(warsaw[1]));
    form.set("supplierName", "Multipart");
    form.set("supplierDocument", nextDocument());
    form.set("file", new File([`product,quantity\n${a.sku},2\n`], "delivery.csv", { type: "text/csv" }));
    const response = await api.request("/api/v1/staff/stock/receipts/import", {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(response.status).toBe(201);
    expect(await unitsIn(database, warsaw[1] as number, a.id)).toBe(2);
  });

  it("lists every problem of a bad file by line and column, and changes nothing", async () => {
    const bundle = await database.pool.query<{ sku: string }>("select sku from products where kind = 'bundle' order by id limit 1");
    const elsewhere = await stockProduct(database, api, admin.token, { krakow: { [krakow[0] as number]: 1 } });
    const csv = [
      "ean,sku,quantity,unit_cost",
      `${a.ean},,0,`,
      `5.90123E+12,,1,`,
      `,${bundle.rows[0]?.sku},1,1.00`,
      `${elsewhere.ean},,1,`,
      `${a.ean},${b.sku},1,`,
      `,${a.sku},1,abc`,
      `0000000000000,,1,`,
      `${b.ean},,1`,
    ].join("\n");
    const before = await unitsIn(database, warsaw[0] as number, a.id);
    const response = await importCsv(
      admin.token,
      { store: warsaw[0], supplierName: "Bad file", supplierDocument: nextDocument(), csv },
      false,
    );
    expect(response.status).toBe(400);
    const body = await jsonOf(response);
    expect(body.message).toBe("The file was not imported; nothing was changed.");
    expect(body.issues).toEqual([
      { path: "lines.2.quantity", message: "Line 2, quantity: the quantity must be a whole number from 1 to 1000000." },
      { path: "lines.3.ean", message: expect.stringMatching(/^Line 3, ean: the spreadsheet saved the EAN as a number/) },
      { path: "lines.4.sku", message: expect.stringMatching(/^Line 4, sku: “.+” is a bundle/) },
      { path: "lines.5.ean", message: expect.stringMatching(/^Line 5, ean: “Stock test \d+ en” is not sold in Warsaw/) },
      {
        path: "lines.6.sku",
        message: expect.stringMatching(
          /^Line 6, sku: the line's columns name two products: “Stock test \d+ en” and “Stock test \d+ en”\.$/,
        ),
      },
      { path: "lines.7.unit_cost", message: expect.stringMatching(/^Line 7, unit_cost: write the unit cost in złoty/) },
      { path: "lines.8.ean", message: "Line 8, ean: no product has the EAN, SKU or id “0000000000000”." },
      { path: "lines.9", message: "Line 9: the line has a different number of values than the header." },
    ]);
    const header = await importCsv(
      admin.token,
      { store: warsaw[0], supplierName: "x", supplierDocument: nextDocument(), csv: "code;qty\n1;2\n" },
      true,
    );
    expect((await jsonOf(header)).issues).toEqual([
      { path: "lines.1", message: expect.stringMatching(/^Line 1: the values are separated by semicolons/) },
    ]);
    const twice = await importCsv(
      admin.token,
      {
        store: warsaw[0],
        supplierName: "x",
        supplierDocument: nextDocument(),
        csv: `sku,quantity\n${a.sku},1\n${a.ean.slice(0, 0)}${a.sku.toLowerCase()},2\n`,
      },
      true,
    );
    expect((await jsonOf(twice)).issues).toEqual([
      { path: "lines.3.sku", message: expect.stringMatching(/^Line 3, sku: “Stock test \d+ en” is already on line 2/) },
    ]);
    expect(await unitsIn(database, warsaw[0] as number, a.id)).toBe(before);
    const { rows } = await database.pool.query("select count(*)::int as n from goods_receipts where supplier_name in ('Bad file', 'x')");
    expect(rows[0].n).toBe(0);
  });
});

describe("who may receive goods", () => {
  it("keeps a city manager to their cities' stores: another store, its receipts and its lists answer 404", async () => {
    const product = await stockProduct(database, api, admin.token, { krakow: {}, warszawa: {} });
    const warsawReceipt = await jsonOf(
      await receive(admin.token, {
        store: warsaw[0],
        supplierName: "Scoped",
        supplierDocument: nextDocument(),
        lines: [{ product: product.ean, quantity: 1 }],
      }),
    );
    const line = [{ product: product.ean, quantity: 2, unitCost: 300 }];
    expect(
      (await receive(manager.token, { store: warsaw[0], supplierName: "M", supplierDocument: nextDocument(), lines: line })).status,
    ).toBe(404);
    expect(
      (
        await importCsv(
          manager.token,
          { store: warsaw[0], supplierName: "M", supplierDocument: nextDocument(), csv: "sku,quantity\nx,1\n" },
          true,
        )
      ).status,
    ).toBe(404);
    expect((await call("GET", `/api/v1/staff/stock/receipts?store=${warsaw[0]}`, manager.token)).status).toBe(404);
    expect((await call("GET", `/api/v1/staff/stock/receipts/${warsawReceipt.id}`, manager.token)).status).toBe(404);
    const own = await receive(manager.token, {
      store: krakow[0],
      supplierName: "Kraków Supplier",
      supplierDocument: "WZ 7/2026",
      lines: line,
    });
    expect(own.status).toBe(201);
    const list = await jsonOf(await call("GET", `/api/v1/staff/stock/receipts?store=${krakow[0]}&q=wz%207`, manager.token));
    expect(list).toMatchObject({
      page: 1,
      hasMore: false,
      items: [{ id: (await jsonOf(own)).id, supplierDocument: "WZ 7/2026", lines: 1, units: 2, value: 600, uncosted: 0 }],
    });
    const customer = await createUser(database, "receipt-customer");
    expect((await receive(customer.token, { store: krakow[0], supplierName: "C", supplierDocument: "C", lines: line })).status).toBe(404);
  });
});

describe("a receipt that brings a product back", () => {
  it("sends the city's confirmed back-in-stock alerts, once", async () => {
    const product = await stockProduct(database, api, admin.token, { warszawa: {} });
    const customer = await createUser(database, "receipt-alert");
    const asked = await call("POST", "/api/v1/stock-alerts", customer.token, { city: "warszawa", productSlug: product.slug });
    expect(await jsonOf(asked)).toEqual({ status: "subscribed" });
    const mails = async () =>
      (await database.pool.query("select kind from emails where to_address = $1 order by id", [customer.email])).rows.map(
        (row) => row.kind,
      );
    expect(await mails()).toEqual([]);
    const lines = [{ product: product.ean, quantity: 6 }];
    expect((await receive(admin.token, { store: warsaw[1], supplierName: "Alerts", supplierDocument: nextDocument(), lines })).status).toBe(
      201,
    );
    expect(await mails()).toEqual(["back-in-stock"]);
    expect((await receive(admin.token, { store: warsaw[0], supplierName: "Alerts", supplierDocument: nextDocument(), lines })).status).toBe(
      201,
    );
    expect(await mails()).toEqual(["back-in-stock"]);
  });
});

describe("the receipts' API", () => {
  it("is described in the OpenAPI document", async () => {
    const doc = (await jsonOf(await api.request("/api/v1/openapi.json"))) as { paths: Record<string, unknown> };
    for (const path of ["/api/v1/staff/stock/receipts", "/api/v1/staff/stock/receipts/import", "/api/v1/staff/stock/receipts/{id}"])
      expect(doc.paths).toHaveProperty([path]);
  });
});
