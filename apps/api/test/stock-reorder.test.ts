// Reorder points (issue 33; docs/inventory.md "Reorder points and the daily digest"): a minimum and a target per store
// and product, checked by field in the caller's language; the store's "to reorder" list (what is below its minimum and
// how much reaches the target) and its CSV; a city manager keeps to their cities' stores; and the daily digest e-mail:
// one a manager a day however many processes send it, none when nothing is low, in the manager's language.
import { schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { parseCsv } from "@shop/domain";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createReorderDigestJob } from "../src/jobs/reorder-digest";
import { type Api, caller, createUser, demoSession, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn, TEST_ORIGIN } from "./helpers";
import { ledgerDisagreements, type StockTestProduct, stockProduct, storesOf } from "./stock-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let manager: { id: number; token: string };
let warsaw: number[];
let krakow: number[];

const rule = (token: string, store: number, product: number, body: unknown, locale = "en") =>
  call("PUT", `/api/v1/staff/stock/reorder/${store}/${product}`, token, body, { locale });
const dueOf = async (token: string, store: number) => {
  const response = await call("GET", `/api/v1/staff/stock/reorder?store=${store}`, token);
  expect(response.status).toBe(200);
  return (await jsonOf(response)).items as Array<{ product: { id: number }; units: number; min: number; target: number; toOrder: number }>;
};

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  manager = await demoSession(database, "manager");
  warsaw = await storesOf(database, "warszawa");
  krakow = await storesOf(database, "krakow");
  // This file's rules only (the demo's are not this test's).
  await database.pool.query("delete from reorder_rules");
});
afterAll(() => database?.close());

describe("a reorder rule", () => {
  let product: StockTestProduct;
  beforeAll(async () => {
    product = await stockProduct(database, api, admin.token, { warszawa: { [warsaw[0] as number]: 3 } });
  });

  it("is set, changed, listed with the store's units and deleted, each change in the audit log", async () => {
    const store = warsaw[0] as number;
    const made = await rule(admin.token, store, product.id, { min: 5, target: 12 });
    expect(made.status).toBe(201);
    expect(await jsonOf(made)).toMatchObject({
      product: { id: product.id, sku: product.sku, ean: product.ean },
      min: 5,
      target: 12,
      units: 3,
      offered: true,
      toOrder: 9,
      updated: { at: expect.any(String), by: "Alicja Nowak" },
    });
    const changed = await rule(admin.token, store, product.id, { min: 2, target: 12 });
    expect(changed.status).toBe(200);
    expect(await jsonOf(changed)).toMatchObject({ min: 2, target: 12, toOrder: 0 });
    const list = await jsonOf(await call("GET", `/api/v1/staff/stock/reorder/rules?store=${store}`, admin.token));
    expect(list).toMatchObject({
      store: { id: store },
      total: 1,
      page: 1,
      hasMore: false,
      items: [{ product: { id: product.id }, min: 2 }],
    });
    const { rows: audit } = await database.pool.query(
      "select action, before, after from audit_log where entity_type = 'reorder-rule' and entity_id = $1 order by id",
      [`${store}:${product.id}`],
    );
    expect(audit.map((row) => [row.action, row.before, row.after?.min, row.after?.target])).toEqual([
      ["reorder-rule.set", null, 5, 12],
      ["reorder-rule.set", { min: 5, target: 12 }, 2, 12],
    ]);
    expect((await call("DELETE", `/api/v1/staff/stock/reorder/${store}/${product.id}`, admin.token)).status).toBe(204);
    expect((await call("DELETE", `/api/v1/staff/stock/reorder/${store}/${product.id}`, admin.token)).status).toBe(404);
    expect((await jsonOf(await call("GET", `/api/v1/staff/stock/reorder/rules?store=${store}`, admin.token))).total).toBe(0);
  });

  it("refuses a bad minimum or target naming the field in the caller's language, and stores nothing", async () => {
    const store = warsaw[0] as number;
    const bad = async (body: unknown, locale: string) => {
      const response = await rule(admin.token, store, product.id, body, locale);
      expect(response.status).toBe(400);
      return (await jsonOf(response)).issues;
    };
    expect(await bad({ min: -1, target: 0 }, "pl")).toEqual([
      { path: "min", message: expect.stringMatching(/^Minimum: liczba całkowita od 0 do 1\s000\s000\.$/) },
      { path: "target", message: expect.stringMatching(/^Stan docelowy: liczba całkowita od 1 do 1\s000\s000\.$/) },
    ]);
    expect(await bad({ min: 8, target: 5 }, "en")).toEqual([{ path: "target", message: "Target: not below the minimum (8)." }]);
    expect(await bad({ min: 1.5, target: 2 }, "ru")).toEqual([
      { path: "min", message: expect.stringMatching(/^Минимум: целое число от 0 до 1\s000\s000\.$/) },
    ]);
    expect(await bad({ min: 1 }, "uk")).toEqual([{ path: "target", message: "Поле обов'язкове" }]);
    expect(await bad({ min: 1, target: 2_000_000 }, "uk")).toEqual([
      { path: "target", message: expect.stringMatching(/^Цільова кількість: ціле число від 1 до 1\s000\s000\.$/) },
    ]);
    const bundle = (await database.pool.query<{ id: number }>("select id from products where kind = 'bundle' order by id limit 1")).rows[0];
    const bundled = await rule(admin.token, store, bundle?.id as number, { min: 1, target: 2 });
    expect((await jsonOf(bundled)).issues).toEqual([{ path: "product", message: expect.stringMatching(/is a bundle: it holds no stock/) }]);
    const elsewhere = await stockProduct(database, api, admin.token, { krakow: { [krakow[0] as number]: 1 } });
    const foreign = await rule(admin.token, store, elsewhere.id, { min: 1, target: 2 }, "pl");
    expect((await jsonOf(foreign)).issues).toEqual([
      { path: "product", message: expect.stringMatching(/^„Stock test \d+ pl” nie jest sprzedawany w mieście Warszawa/) },
    ]);
    expect((await rule(admin.token, store, 2_000_000_000, { min: 1, target: 2 })).status).toBe(404);
    const { rows } = await database.pool.query("select count(*)::int as n from reorder_rules where store_id = $1", [store]);
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe("to reorder", () => {
  it("lists what is below its minimum with the units that reach the target, live, and as CSV", async () => {
    const store = warsaw[1] as number;
    const low = await stockProduct(database, api, admin.token, { warszawa: { [store]: 2 } }, "Low");
    const fine = await stockProduct(database, api, admin.token, { warszawa: { [store]: 7 } }, "Fine");
    const empty = await stockProduct(database, api, admin.token, { warszawa: { [warsaw[0] as number]: 5 } }, "Empty");
    for (const [product, min, target] of [
      [low, 5, 10],
      [fine, 5, 10],
      [empty, 1, 4],
    ] as const)
      expect((await rule(admin.token, store, product.id, { min, target })).status).toBe(201);
    expect((await dueOf(admin.token, store)).map((line) => [line.product.id, line.units, line.toOrder])).toEqual([
      [empty.id, 0, 4],
      [low.id, 2, 8],
    ]);
    // A write-off takes `fine` below its minimum: it is to reorder at once.
    const writeOff = await call("POST", "/api/v1/staff/stock/write-offs", admin.token, {
      store,
      reason: "expired",
      lines: [{ product: fine.ean, quantity: 3 }],
    });
    expect(writeOff.status).toBe(201);
    expect((await dueOf(admin.token, store)).map((line) => [line.product.id, line.toOrder])).toEqual([
      [empty.id, 4],
      [fine.id, 6],
      [low.id, 8],
    ]);

    const csv = await call("GET", `/api/v1/staff/stock/reorder.csv?store=${store}`, admin.token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="to-reorder-store-${store}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain("\r\n");
    const records = parseCsv(text).records.map((record) => record.fields);
    expect(records[0]).toEqual(["store_id", "store", "product_id", "sku", "ean", "product", "units", "min", "target", "to_order"]);
    expect(records.slice(1).map((fields) => [fields[2], fields[3], fields[6], fields[9]])).toEqual([
      [String(empty.id), empty.sku, "0", "4"],
      [String(fine.id), fine.sku, "4", "6"],
      [String(low.id), low.sku, "2", "8"],
    ]);
    expect(await ledgerDisagreements(database, [low.id, fine.id, empty.id])).toEqual([]);
  });

  it("keeps a city manager to their cities' stores: another store answers 404 everywhere", async () => {
    const store = warsaw[0] as number;
    const product = await stockProduct(database, api, admin.token, { krakow: { [krakow[0] as number]: 1 }, warszawa: { [store]: 1 } });
    for (const [method, path, body] of [
      ["GET", `/api/v1/staff/stock/reorder?store=${store}`],
      ["GET", `/api/v1/staff/stock/reorder.csv?store=${store}`],
      ["GET", `/api/v1/staff/stock/reorder/rules?store=${store}`],
      ["PUT", `/api/v1/staff/stock/reorder/${store}/${product.id}`, { min: 2, target: 3 }],
      ["DELETE", `/api/v1/staff/stock/reorder/${store}/${product.id}`],
    ] as const)
      expect((await call(method, path, manager.token, body)).status).toBe(404);
    expect((await rule(manager.token, krakow[0] as number, product.id, { min: 2, target: 3 })).status).toBe(201);
    expect((await dueOf(manager.token, krakow[0] as number)).map((line) => line.product.id)).toContain(product.id);
    const customer = await createUser(database, "reorder-customer");
    expect((await call("GET", `/api/v1/staff/stock/reorder?store=${krakow[0]}`, customer.token)).status).toBe(404);
  });
});

describe("the daily digest", () => {
  const logger = pino({ level: "silent" });
  const job = () => createReorderDigestJob({ database, logger, brand: "default", publicOrigin: TEST_ORIGIN });
  /** 08:00 in Warsaw on 1 December 2026 (winter: UTC+1), and the next day. */
  const morning = new Date("2026-12-01T07:00:00Z");
  const nextMorning = new Date("2026-12-02T07:00:00Z");
  let krakowManager: { id: number; email: string };
  let warsawManager: TestUser;
  let calmManager: TestUser;
  let products: { krakow: StockTestProduct; warsaw: StockTestProduct; gdansk: StockTestProduct };

  const digests = async () =>
    (
      await database.pool.query<{ to_address: string; locale: string; subject: string; text: string }>(
        "select to_address, locale, subject, text from emails where kind = 'reorder-digest' order by id",
      )
    ).rows;

  beforeAll(async () => {
    const cityId = async (slug: string) => Number((await database.pool.query("select id from cities where slug = $1", [slug])).rows[0].id);
    const gdansk = await storesOf(database, "gdansk");
    products = {
      krakow: await stockProduct(database, api, admin.token, { krakow: { [krakow[0] as number]: 1 } }, "Digest"),
      warsaw: await stockProduct(
        database,
        api,
        admin.token,
        { warszawa: { [warsaw[0] as number]: 0, [warsaw[1] as number]: 1 } },
        "Digest",
      ),
      gdansk: await stockProduct(database, api, admin.token, { gdansk: { [gdansk[0] as number]: 9 } }, "Digest"),
    };
    const email = (await database.pool.query<{ email: string }>("select email from users where id = $1", [manager.id])).rows[0]?.email;
    krakowManager = { id: manager.id, email: email as string };
    warsawManager = await createUser(database, "digest-warsaw", { role: "staff", staffRole: "city-manager", locale: "uk" });
    calmManager = await createUser(database, "digest-gdansk", { role: "staff", staffRole: "city-manager", locale: "ru" });
    await database.db.insert(schema.staffCities).values([
      { userId: warsawManager.id, cityId: await cityId("warszawa") },
      { userId: calmManager.id, cityId: await cityId("gdansk") },
    ]);
    await database.pool.query("delete from reorder_rules");
    await rule(admin.token, krakow[0] as number, products.krakow.id, { min: 3, target: 10 });
    await rule(admin.token, warsaw[0] as number, products.warsaw.id, { min: 2, target: 6 });
    await rule(admin.token, gdansk[0] as number, products.gdansk.id, { min: 5, target: 20 });
  });
  beforeEach(async () => {
    await database.pool.query("delete from reorder_digests");
    await database.pool.query("delete from emails where kind = 'reorder-digest'");
  });

  it("is not sent before 07:00 shop time", async () => {
    expect(await job().tickOnce(new Date("2026-12-01T05:59:00Z"))).toEqual({ day: null, sent: 0, failed: 0 });
    expect(await digests()).toEqual([]);
  });

  it("goes once a manager even when two processes send at the same moment, in each manager's language", async () => {
    const [first, second] = await Promise.all([job().tickOnce(morning), job().tickOnce(morning)]);
    expect(first.sent + second.sent).toBe(2);
    expect(first.failed + second.failed).toBe(0);
    const sent = await digests();
    expect(sent.map((mail) => [mail.to_address, mail.locale]).sort()).toEqual(
      [
        [krakowManager.email, "pl"],
        [warsawManager.email, "uk"],
      ].sort(),
    );
    const polish = sent.find((mail) => mail.locale === "pl");
    expect(polish?.subject).toMatch(/^Do zamówienia: 1 produkt – /);
    expect(polish?.text).toContain(products.krakow.sku);
    expect(polish?.text).toContain(`${TEST_ORIGIN}/pl/admin/stock/reorder?store=${krakow[0]}`);
    expect(polish?.text).not.toContain(products.warsaw.sku);
    const ukrainian = sent.find((mail) => mail.locale === "uk");
    expect(ukrainian?.subject).toMatch(/^До замовлення: 1 товар — /);
    expect(ukrainian?.text).toContain("замовити 6");
    const { rows } = await database.pool.query("select user_id, day::text as day from reorder_digests order by user_id");
    expect(rows).toEqual(
      [
        { user_id: krakowManager.id, day: "2026-12-01" },
        { user_id: warsawManager.id, day: "2026-12-01" },
      ].sort((a, b) => a.user_id - b.user_id),
    );
  });

  it("sends nothing to a manager whose stores have nothing low, nor to an admin", async () => {
    await job().tickOnce(morning);
    const to = (await digests()).map((mail) => mail.to_address);
    expect(to).not.toContain(calmManager.email);
    const adminEmail = (await database.pool.query("select email from users where id = $1", [admin.id])).rows[0]?.email;
    expect(to).not.toContain(adminEmail);
    const { rows } = await database.pool.query("select 1 from reorder_digests where user_id = $1", [calmManager.id]);
    expect(rows).toEqual([]);
  });

  it("sends nothing more the same day, and again the next day", async () => {
    expect((await job().tickOnce(morning)).sent).toBe(2);
    expect((await job().tickOnce(new Date("2026-12-01T20:00:00Z"))).sent).toBe(0);
    expect(await digests()).toHaveLength(2);
    expect(await job().tickOnce(nextMorning)).toEqual({ day: "2026-12-02", sent: 2, failed: 0 });
    expect(await digests()).toHaveLength(4);
  });

  it("sends later in the day to a manager whose store fell below its minimum after the morning", async () => {
    expect((await job().tickOnce(morning)).sent).toBe(2);
    const gdansk = (await storesOf(database, "gdansk"))[0] as number;
    const writeOff = await call("POST", "/api/v1/staff/stock/write-offs", admin.token, {
      store: gdansk,
      reason: "lost",
      lines: [{ product: products.gdansk.ean, quantity: 6 }],
    });
    expect(writeOff.status).toBe(201);
    expect((await job().tickOnce(new Date("2026-12-01T14:00:00Z"))).sent).toBe(1);
    const russian = (await digests()).find((mail) => mail.to_address === calmManager.email);
    expect(russian?.subject).toMatch(/^К заказу: 1 товар — /);
    expect(russian?.text).toContain("заказать 17");
  });
});

it("is described in the OpenAPI document", async () => {
  const doc = (await jsonOf(await api.request("/api/v1/openapi.json"))) as { paths: Record<string, unknown> };
  for (const path of [
    "/api/v1/staff/stock/reorder",
    "/api/v1/staff/stock/reorder.csv",
    "/api/v1/staff/stock/reorder/rules",
    "/api/v1/staff/stock/reorder/{store}/{product}",
  ])
    expect(doc.paths).toHaveProperty([path]);
});
