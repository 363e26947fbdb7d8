// Transfers between stores (issue 33; docs/inventory.md "Transfers"): draft → shipped (the units left the sending
// store and are sellable nowhere) → received, within a city and between cities; a product the receiving city does
// not sell is named before shipping and refused when shipping; a shortfall is a discrepancy until settled (written
// off, or arrived later); who may do what. The ledger agrees with the stock after every step.
// Racing steps and orders: stock-transfers-races.test.ts.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, demoSession, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { ledgerDisagreements, stockProduct, storesOf, unitsIn } from "./stock-fixture";

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

const BASE = "/api/v1/staff/stock/transfers";
const w = (i: number) => warsaw[i] as number;
const k = (i: number) => krakow[i] as number;
const create = (token: string, body: unknown, headers: Record<string, string> = {}) => call("POST", BASE, token, body, headers);
const step = (token: string, id: number, what: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  call("POST", `${BASE}/${id}/${what}`, token, body, headers);
const view = async (token: string, id: number) => jsonOf(await call("GET", `${BASE}/${id}`, token));
const listOf = async (token: string, query: string) => jsonOf(await call("GET", `${BASE}?${query}`, token));
const cityStock = async (city: string, productId: number) =>
  (
    await database.pool.query<{ stock: number }>(
      "select o.stock from offers o join cities c on c.id = o.city_id where c.slug = $1 and o.product_id = $2",
      [city, productId],
    )
  ).rows[0]?.stock;
const audits = async (id: number) =>
  (
    await database.pool.query<{ action: string }>(
      "select action from audit_log where entity_type = 'stock-transfer' and entity_id = $1 order by id",
      [String(id)],
    )
  ).rows.map((row) => row.action);
const draft = async (token: string, body: unknown) => {
  const response = await create(token, body);
  expect(response.status).toBe(201);
  return jsonOf(response);
};

describe("a transfer within a city", () => {
  it("goes draft → shipped (in transit: in no store) → received, once per request key, the ledger agreeing at each step", async () => {
    const product = await stockProduct(database, api, admin.token, { warszawa: { [w(0)]: 5 } });
    const body = { from: w(0), to: w(1), note: "for the weekend", lines: [{ product: product.ean, quantity: 3 }] };
    const [first, second] = await Promise.all([
      create(admin.token, body, { "idempotency-key": "transfer-twice" }),
      create(admin.token, body, { "idempotency-key": "transfer-twice" }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const made = await jsonOf(first);
    expect((await jsonOf(second)).id).toBe(made.id);
    expect(made).toMatchObject({
      status: "draft",
      note: "for the weekend",
      units: 3,
      from: { id: w(0), city: { slug: "warszawa" } },
      to: { id: w(1) },
      shipped: null,
      lines: [{ product: { id: product.id }, quantity: 3, received: null, offeredAtDestination: true }],
      may: { edit: true, ship: true, cancel: true, receive: false, resolve: false },
    });
    expect(await unitsIn(database, w(0), product.id)).toBe(5);

    const shipped = await step(admin.token, made.id, "ship", { version: made.version });
    expect(shipped.status).toBe(200);
    expect(await jsonOf(shipped)).toMatchObject({ status: "shipped", shipped: { by: expect.any(String) }, may: { receive: true } });
    // In transit: the sending store no longer has them, the receiving store not yet, the city sells neither.
    expect([await unitsIn(database, w(0), product.id), await unitsIn(database, w(1), product.id)]).toEqual([2, 0]);
    expect(await cityStock("warszawa", product.id)).toBe(2);
    expect(await ledgerDisagreements(database, [product.id])).toEqual([]);
    const { rows: out } = await database.pool.query(
      "select store_id, kind, quantity, document_type, document_id, actor_user_id from stock_movements where product_id = $1 and kind like 'transfer%'",
      [product.id],
    );
    expect(out).toEqual([
      {
        store_id: w(0),
        kind: "transfer-out",
        quantity: -3,
        document_type: "transfer",
        document_id: String(made.id),
        actor_user_id: admin.id,
      },
    ]);
    const incoming = await listOf(admin.token, `store=${w(1)}&direction=in&status=shipped`);
    expect(incoming.items.map((item: { id: number }) => item.id)).toContain(made.id);
    expect(incoming.inTransit.incoming).toEqual({ transfers: expect.any(Number), units: expect.any(Number) });
    expect(incoming.inTransit.incoming.units).toBeGreaterThanOrEqual(3);
    expect((await listOf(admin.token, `store=${w(0)}&direction=out`)).items[0]).toMatchObject({ id: made.id, status: "shipped" });

    const received = await step(admin.token, made.id, "receive", { lines: [{ product: product.id, received: 3 }] });
    expect(received.status).toBe(200);
    expect(await jsonOf(received)).toMatchObject({ status: "received", openDiscrepancies: 0, lines: [{ received: 3, missing: 0 }] });
    expect([await unitsIn(database, w(0), product.id), await unitsIn(database, w(1), product.id)]).toEqual([2, 3]);
    expect(await cityStock("warszawa", product.id)).toBe(5);
    expect(await ledgerDisagreements(database, [product.id])).toEqual([]);
    expect(await audits(made.id)).toEqual(["stock.transfer-create", "stock.transfer-ship", "stock.transfer-receive"]);
  });

  it("cancels only a draft: a shipped transfer can only be received", async () => {
    const product = await stockProduct(database, api, admin.token, { krakow: { [k(0)]: 4 } });
    const lines = [{ product: product.sku, quantity: 1 }];
    const a = await draft(manager.token, { from: k(0), to: k(1), lines });
    const canceled = await step(manager.token, a.id, "cancel", { version: a.version });
    expect(await jsonOf(canceled)).toMatchObject({ status: "canceled", canceled: { by: expect.any(String) } });
    expect((await step(manager.token, a.id, "ship")).status).toBe(409);
    const b = await draft(manager.token, { from: k(0), to: k(1), lines });
    expect((await step(manager.token, b.id, "ship")).status).toBe(200);
    const refused = await step(manager.token, b.id, "cancel", {}, { locale: "pl" });
    expect(refused.status).toBe(409);
    expect((await jsonOf(refused)).message).toBe("To przesunięcie zostało już wysłane: teraz można je tylko przyjąć.");
    expect(await unitsIn(database, k(0), product.id)).toBe(3);
    expect(await audits(a.id)).toEqual(["stock.transfer-create", "stock.transfer-cancel"]);
    expect(await ledgerDisagreements(database, [product.id])).toEqual([]);
  });
});

describe("a transfer between cities", () => {
  it("names what the receiving city does not sell before shipping and refuses to ship it; an edit takes it off", async () => {
    const both = await stockProduct(database, api, admin.token, { krakow: { [k(0)]: 6 }, warszawa: {} });
    const krakowOnly = await stockProduct(database, api, admin.token, { krakow: { [k(0)]: 2 } });
    const made = await draft(manager.token, {
      from: k(0),
      to: w(0),
      lines: [
        { product: both.ean, quantity: 4 },
        { product: krakowOnly.ean, quantity: 1 },
      ],
    });
    expect(made.lines.map((line: { offeredAtDestination: boolean }) => line.offeredAtDestination)).toEqual([true, false]);

    const refused = await step(manager.token, made.id, "ship", { version: made.version });
    expect(refused.status).toBe(400);
    const answer = await jsonOf(refused);
    expect(answer.message).toMatch(/^Warsaw does not sell “Stock test \d+ en”: add them to its offers, or take them off the transfer/);
    expect(answer.issues).toEqual([
      { path: "lines.2.product", message: expect.stringMatching(/^Line 2: “Stock test \d+ en” is not sold in Warsaw/) },
    ]);
    expect(await unitsIn(database, k(0), krakowOnly.id)).toBe(2);

    const edited = await call("PUT", `${BASE}/${made.id}`, manager.token, {
      version: made.version,
      note: "only what Warsaw sells",
      lines: [{ product: both.ean, quantity: 4 }],
    });
    expect(edited.status).toBe(200);
    const current = await jsonOf(edited);
    expect(current).toMatchObject({ version: made.version + 1, note: "only what Warsaw sells", lines: [{ quantity: 4 }] });
    expect((await step(manager.token, made.id, "ship", { version: made.version })).status).toBe(409);
    expect((await step(manager.token, made.id, "ship", { version: current.version })).status).toBe(200);
    expect([await unitsIn(database, k(0), both.id), await cityStock("krakow", both.id), await cityStock("warszawa", both.id)]).toEqual([
      2, 2, 0,
    ]);
    expect(await ledgerDisagreements(database, [both.id, krakowOnly.id])).toEqual([]);

    // The sending city's manager sees it but does not receive for Warsaw's store.
    expect((await view(manager.token, made.id)).may).toMatchObject({ receive: false });
    const notTheirs = await step(manager.token, made.id, "receive", { lines: [{ product: both.id, received: 4 }] });
    expect(notTheirs.status).toBe(403);
    expect((await jsonOf(notTheirs)).message).toMatch(/^Only the receiving store's staff/);

    // Warsaw's staff receive 1 of 4: the 3 missing are a discrepancy with its reason.
    const noReason = await step(admin.token, made.id, "receive", { lines: [{ product: both.id, received: 1 }] }, { locale: "pl" });
    expect((await jsonOf(noReason)).issues).toEqual([
      { path: "lines.1.reason", message: "Wiersz 1: podaj, dlaczego nie dotarły 3 sztuki." },
    ]);
    const received = await step(admin.token, made.id, "receive", { lines: [{ product: both.id, received: 1, reason: "box torn" }] });
    expect(await jsonOf(received)).toMatchObject({
      status: "received",
      openDiscrepancies: 1,
      lines: [{ quantity: 4, received: 1, missing: 3, reason: "box torn", resolution: null }],
      may: { resolve: true },
    });
    expect([await unitsIn(database, w(0), both.id), await cityStock("warszawa", both.id)]).toEqual([1, 1]);
    expect(await ledgerDisagreements(database, [both.id])).toEqual([]);
    const open = await listOf(admin.token, `store=${w(0)}&discrepancy=open`);
    expect(open.items.map((item: { id: number }) => item.id)).toContain(made.id);
    expect(open.openDiscrepancies).toBeGreaterThanOrEqual(1);

    // Found later: the missing units are posted into the receiving store.
    const arrived = await step(admin.token, made.id, "resolve", { product: both.id, resolution: "arrived", note: "in the next van" });
    expect(await jsonOf(arrived)).toMatchObject({
      openDiscrepancies: 0,
      lines: [{ resolution: { kind: "arrived", note: "in the next van", by: expect.any(String) } }],
      may: { resolve: false },
    });
    expect([await unitsIn(database, w(0), both.id), await cityStock("warszawa", both.id)]).toEqual([4, 4]);
    expect(await ledgerDisagreements(database, [both.id])).toEqual([]);
    expect((await listOf(admin.token, `store=${w(0)}&discrepancy=open`)).items.map((item: { id: number }) => item.id)).not.toContain(
      made.id,
    );
    expect(await audits(made.id)).toEqual([
      "stock.transfer-create",
      "stock.transfer-edit",
      "stock.transfer-ship",
      "stock.transfer-receive",
      "stock.transfer-resolve",
    ]);
  });

  it("writes lost units off without posting anything, once", async () => {
    const product = await stockProduct(database, api, admin.token, { warszawa: { [w(1)]: 5 }, krakow: {} });
    const made = await draft(admin.token, { from: w(1), to: k(1), lines: [{ product: product.id, quantity: 5 }] });
    expect((await step(admin.token, made.id, "ship")).status).toBe(200);
    // Kraków's manager receives for their store.
    const received = await step(manager.token, made.id, "receive", { lines: [{ product: product.id, received: 3, reason: "2 broken" }] });
    expect(received.status).toBe(200);
    const movements = async () =>
      (await database.pool.query("select count(*)::int as n from stock_movements where product_id = $1", [product.id])).rows[0].n;
    const before = await movements();
    const lost = await step(manager.token, made.id, "resolve", {
      product: product.id,
      resolution: "written-off",
      note: "broken in the van",
    });
    expect(await jsonOf(lost)).toMatchObject({ openDiscrepancies: 0, lines: [{ missing: 2, resolution: { kind: "written-off" } }] });
    expect(await movements()).toBe(before);
    expect([await unitsIn(database, w(1), product.id), await unitsIn(database, k(1), product.id)]).toEqual([0, 3]);
    const again = await step(manager.token, made.id, "resolve", { product: product.id, resolution: "arrived", note: "twice" });
    expect(again.status).toBe(409);
    expect(await unitsIn(database, k(1), product.id)).toBe(3);
    expect(await ledgerDisagreements(database, [product.id])).toEqual([]);
  });

  it("refuses a receipt while the receiving city no longer sells a product, and takes it once the offer is back", async () => {
    const product = await stockProduct(database, api, admin.token, { warszawa: { [w(2)]: 2 }, krakow: {} });
    const made = await draft(admin.token, { from: w(2), to: k(0), lines: [{ product: product.id, quantity: 2 }] });
    expect((await step(admin.token, made.id, "ship")).status).toBe(200);
    await database.pool.query("delete from offers where product_id = $1 and city_id = (select id from cities where slug = 'krakow')", [
      product.id,
    ]);
    const receipt = { lines: [{ product: product.id, received: 2 }] };
    const refused = await step(admin.token, made.id, "receive", receipt);
    expect(refused.status).toBe(409);
    expect((await jsonOf(refused)).message).toMatch(/^Kraków no longer sells “Stock test \d+ en”: add them to its offers again/);
    expect((await view(admin.token, made.id)).status).toBe("shipped");
    const offer = { visible: true, price: 1990, salePrice: null, stock: 0, storeStock: {}, franchisePrice: null, wholesaleTiers: [] };
    expect(
      (await call("PUT", `/api/v1/staff/products/${product.id}/offers`, admin.token, { offers: [{ city: "krakow", offer }] })).status,
    ).toBe(200);
    expect((await step(admin.token, made.id, "receive", receipt)).status).toBe(200);
    expect(await unitsIn(database, k(0), product.id)).toBe(2);
    expect(await ledgerDisagreements(database, [product.id])).toEqual([]);
  });
});

describe("who may do what", () => {
  it("keeps a city manager to transfers from or to their cities' stores", async () => {
    const product = await stockProduct(database, api, admin.token, { warszawa: { [w(0)]: 3, [w(1)]: 3 }, krakow: {} });
    const lines = [{ product: product.ean, quantity: 1 }];
    expect((await create(manager.token, { from: w(0), to: k(0), lines })).status).toBe(404);
    expect((await call("GET", `${BASE}?store=${w(0)}`, manager.token)).status).toBe(404);
    const inWarsaw = await draft(admin.token, { from: w(0), to: w(1), lines });
    expect((await call("GET", `${BASE}/${inWarsaw.id}`, manager.token)).status).toBe(404);
    expect((await step(manager.token, inWarsaw.id, "ship")).status).toBe(404);

    const toKrakow = await draft(admin.token, { from: w(1), to: k(0), lines });
    expect((await view(manager.token, toKrakow.id)).may).toEqual({
      edit: false,
      ship: false,
      cancel: false,
      receive: false,
      resolve: false,
    });
    const notSender = await step(manager.token, toKrakow.id, "ship");
    expect(notSender.status).toBe(403);
    expect((await jsonOf(notSender)).message).toMatch(/^Only the sending store's staff/);
    expect((await step(manager.token, toKrakow.id, "cancel")).status).toBe(403);

    const destinations = await jsonOf(await call("GET", "/api/v1/staff/stock/transfer-destinations", manager.token));
    expect(new Set(destinations.items.map((store: { city: { slug: string } }) => store.city.slug))).toEqual(
      new Set(["warszawa", "krakow", "wroclaw", "gdansk"]),
    );
    const same = await create(admin.token, { from: w(0), to: w(0), lines: [{ product: "nothing-like-it", quantity: 1 }] });
    expect((await jsonOf(same)).issues.map((issue: { path: string }) => issue.path)).toEqual(["to", "lines.1.product"]);
    expect(await ledgerDisagreements(database, [product.id])).toEqual([]);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await jsonOf(await api.request("/api/v1/openapi.json"))) as { paths: Record<string, unknown> };
    for (const path of [
      BASE,
      `${BASE}/{id}`,
      `${BASE}/{id}/ship`,
      `${BASE}/{id}/cancel`,
      `${BASE}/{id}/receive`,
      `${BASE}/{id}/resolve`,
      "/api/v1/staff/stock/transfer-destinations",
    ])
      expect(doc.paths).toHaveProperty([path]);
  });
});
