// Transfers racing (issue 33; docs/inventory.md "Transfers"): two clicks or two staff ship and receive a transfer
// once; two editors of one draft keep both saves or answer 409, never lose one silently; shipping races customers'
// orders for the store's last units, and no unit is sold and shipped twice. On PostgreSQL the pool holds several
// connections, so the transactions really overlap; each race runs a few rounds.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, demoSession, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { fillCarts, manyCustomers, pickupChoice, pickupOrder } from "./order-fixture";
import { ledgerDisagreements, stockProduct, storesOf, unitsIn } from "./stock-fixture";

const ROUNDS = 3;

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
const step = (token: string, id: number, what: string, body: unknown = {}) => call("POST", `${BASE}/${id}/${what}`, token, body);
const draft = async (token: string, body: unknown) => {
  const response = await call("POST", BASE, token, body);
  expect(response.status).toBe(201);
  return jsonOf(response);
};
const statuses = async (responses: Response[]) => responses.map((response) => response.status).sort();

describe("racing steps", () => {
  it("ships once and receives once when two staff click at the same moment", async () => {
    const from = krakow[0] as number;
    const to = warsaw[0] as number;
    for (let round = 0; round < ROUNDS; round++) {
      const product = await stockProduct(database, api, admin.token, { krakow: { [from]: 5 }, warszawa: {} });
      const made = await draft(manager.token, { from, to, lines: [{ product: product.id, quantity: 4 }] });
      const shipped = await Promise.all([step(manager.token, made.id, "ship"), step(admin.token, made.id, "ship")]);
      expect(await statuses(shipped)).toEqual([200, 409]);
      expect(await unitsIn(database, from, product.id)).toBe(1);
      const receipt = { lines: [{ product: product.id, received: 4 }] };
      const received = await Promise.all([step(admin.token, made.id, "receive", receipt), step(admin.token, made.id, "receive", receipt)]);
      expect(await statuses(received)).toEqual([200, 409]);
      expect(await unitsIn(database, to, product.id)).toBe(4);
      const { rows } = await database.pool.query(
        "select kind, quantity from stock_movements where document_type = 'transfer' and document_id = $1 order by id",
        [String(made.id)],
      );
      expect(rows).toEqual([
        { kind: "transfer-out", quantity: -4 },
        { kind: "transfer-in", quantity: 4 },
      ]);
      expect(await ledgerDisagreements(database, [product.id])).toEqual([]);
    }
  });

  it("settles a discrepancy once when two staff resolve it at the same moment", async () => {
    const product = await stockProduct(database, api, admin.token, { krakow: { [krakow[0] as number]: 3 } });
    const made = await draft(manager.token, { from: krakow[0], to: krakow[1], lines: [{ product: product.id, quantity: 3 }] });
    await step(manager.token, made.id, "ship");
    await step(manager.token, made.id, "receive", { lines: [{ product: product.id, received: 1, reason: "missing" }] });
    const resolve = { product: product.id, resolution: "arrived", note: "found" };
    const answers = await Promise.all([step(manager.token, made.id, "resolve", resolve), step(admin.token, made.id, "resolve", resolve)]);
    expect(await statuses(answers)).toEqual([200, 409]);
    expect(await unitsIn(database, krakow[1] as number, product.id)).toBe(3);
    expect(await ledgerDisagreements(database, [product.id])).toEqual([]);
  });

  it("answers 409 to the second of two editors who started from the same version, and keeps the first's lines", async () => {
    const product = await stockProduct(database, api, admin.token, { krakow: { [krakow[0] as number]: 9 } });
    const made = await draft(manager.token, { from: krakow[0], to: krakow[1], lines: [{ product: product.id, quantity: 1 }] });
    const edit = (quantity: number) =>
      call("PUT", `${BASE}/${made.id}`, manager.token, { version: made.version, lines: [{ product: product.ean, quantity }] });
    const answers = await Promise.all([edit(2), edit(3)]);
    expect(await statuses(answers)).toEqual([200, 409]);
    const saved = await jsonOf(answers.find((answer) => answer.status === 200) as Response);
    const refused = await jsonOf(answers.find((answer) => answer.status === 409) as Response);
    expect(refused.message).toMatch(/^Someone changed this transfer meanwhile/);
    const current = await jsonOf(await call("GET", `${BASE}/${made.id}`, manager.token));
    expect(current).toMatchObject({ version: made.version + 1, lines: [{ quantity: saved.lines[0].quantity }] });
  });
});

describe("shipping racing orders", () => {
  it("never sells and ships the same unit: either the orders take the last units or the transfer does", async () => {
    const pickup = await pickupChoice(database);
    const other = warsaw.find((id) => id !== pickup.storeId) as number;
    const customers = await manyCustomers(database, 6, "transfer-race");
    for (let round = 0; round < ROUNDS + 2; round++) {
      const product = await stockProduct(database, api, admin.token, { warszawa: { [pickup.storeId]: 3 } });
      const made = await draft(admin.token, { from: pickup.storeId, to: other, lines: [{ product: product.id, quantity: 3 }] });
      await fillCarts(
        database,
        customers.map((customer) => customer.id),
        [{ productId: product.id, quantity: 1 }],
      );
      // The ship goes out among the orders, earlier each round.
      const place = (token: string) => call("POST", "/api/v1/orders", token, pickupOrder(pickup));
      const requests = customers.map((customer) => () => place(customer.token));
      requests.splice(Math.min(round, requests.length), 0, () => step(admin.token, made.id, "ship"));
      const answers = await Promise.all(requests.map((request) => request()));
      const shipAnswer = answers[Math.min(round, customers.length)] as Response;
      const orders = answers.filter((_, index) => index !== Math.min(round, customers.length));
      // An order that lost the race is refused for the stock (409), never failed.
      expect(orders.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
      const placed = orders.filter((answer) => answer.status === 201).length;

      const left = await unitsIn(database, pickup.storeId, product.id);
      const inTransit = shipAnswer.status === 200 ? 3 : 0;
      expect(placed + inTransit + left).toBe(3);
      if (shipAnswer.status === 200) expect(placed).toBe(0);
      else {
        expect(shipAnswer.status).toBe(400);
        expect((await jsonOf(shipAnswer)).issues[0].message).toMatch(/holds only \d units? of/);
        expect(placed).toBeGreaterThan(0);
      }
      const { rows } = await database.pool.query("select status from stock_transfers where id = $1", [made.id]);
      expect(rows[0].status).toBe(shipAnswer.status === 200 ? "shipped" : "draft");
      expect(await ledgerDisagreements(database, [product.id])).toEqual([]);
    }
  });
});
