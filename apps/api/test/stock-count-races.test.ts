// Orders racing a stock count (issue 33; docs/inventory.md "Stock counts", THE COUNT RULE): customers place pickup
// orders of a product while staff count it and while the count is applied. Whatever the interleaving, no order is
// lost or counted twice: after the apply the store holds what was counted less what was ordered after the line was
// counted (the orders before it are in its expected units), and the ledger agrees with the stock.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, demoSession, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { fillCarts, manyCustomers, pickupChoice, pickupOrder } from "./order-fixture";
import { ledgerDisagreements, stockProduct, unitsIn } from "./stock-fixture";

const ROUNDS = 3;

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let pickup: { storeId: number; pickupAt: string };
let category: number;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  pickup = await pickupChoice(database);
  const { rows } = await database.pool.query<{ id: number }>("select id from categories where parent_id is not null order by id limit 1");
  category = rows[0]?.id as number;
});
afterAll(() => database?.close());

/** Customers, each with a Warsaw cart of one unit of the product, and a function placing their orders at once. */
async function buyers(productId: number, count: number, label: string) {
  const customers = await manyCustomers(database, count, label);
  await fillCarts(
    database,
    customers.map((customer) => customer.id),
    [{ productId, quantity: 1 }],
  );
  return () => customers.map((customer) => call("POST", "/api/v1/orders", customer.token, pickupOrder(pickup)));
}

async function placed(orders: ReadonlyArray<Response | Promise<Response>>): Promise<number> {
  const statuses = await Promise.all(orders.map(async (order) => (await order).status));
  expect(statuses.every((status) => status === 201)).toBe(true);
  return statuses.length;
}

describe("orders racing a count", () => {
  it("neither loses nor double counts an order placed before, while or after a line is counted", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const initial = 20;
      const product = await stockProduct(database, api, admin.token, { warszawa: { [pickup.storeId]: initial } });
      const before = await buyers(product.id, 2, `count-before-${round}`);
      const duringFirst = await buyers(product.id, 2, `count-during-${round}`);
      const duringNext = await buyers(product.id, 2, `count-during-next-${round}`);
      const after = await buyers(product.id, 2, `count-after-${round}`);
      const applying = await buyers(product.id, 3, `count-applying-${round}`);
      const started = await call("POST", "/api/v1/staff/stock/counts", admin.token, { store: pickup.storeId, category });
      expect(started.status).toBe(201);
      const countId = (await jsonOf(started)).id as number;

      let ordered = await placed(before());
      // Staff count 13 on the shelf while four more orders come in.
      const first = duringFirst();
      const counting = call("POST", `/api/v1/staff/stock/counts/${countId}/lines`, admin.token, {
        lines: [{ product: product.ean, quantity: 13 }],
      });
      ordered += await placed([...first, ...duringNext()]);
      const counted = await counting;
      expect(counted.status).toBe(200);
      const [line] = (await jsonOf(counted)).lines;
      // The orders that had taken their units when the line was counted are in its expected units; the rest came after.
      const orderedBeforeCounting = initial - line.expected;
      expect(orderedBeforeCounting).toBeGreaterThanOrEqual(2);
      expect(orderedBeforeCounting).toBeLessThanOrEqual(6);
      expect(line).toMatchObject({ counted: 13, difference: 13 - line.expected });

      ordered += await placed(after());
      const applied = call("POST", `/api/v1/staff/stock/counts/${countId}/apply`, admin.token, {});
      ordered += await placed(applying());
      expect((await applied).status).toBe(200);

      const orderedAfterCounting = ordered - orderedBeforeCounting;
      expect(await unitsIn(database, pickup.storeId, product.id)).toBe(13 - orderedAfterCounting);
      const { rows } = await database.pool.query<{ stock: number }>("select stock from offers where city_id = 1 and product_id = $1", [
        product.id,
      ]);
      expect(rows[0]?.stock).toBe(13 - orderedAfterCounting);
      const { rows: moves } = await database.pool.query<{ quantity: number }>(
        "select quantity from stock_movements where document_type = 'count' and document_id = $1 and product_id = $2",
        [String(countId), product.id],
      );
      expect(moves).toEqual([{ quantity: 13 - line.expected }]);
      expect(await ledgerDisagreements(database, [product.id])).toEqual([]);
    }
  });

  it("stops at zero when more was sold after counting than the shelf held, and records what it posted", async () => {
    const product = await stockProduct(database, api, admin.token, { warszawa: { [pickup.storeId]: 3 } });
    const started = await call("POST", "/api/v1/staff/stock/counts", admin.token, { store: pickup.storeId, category });
    const countId = (await jsonOf(started)).id as number;
    // One unit on the shelf where the ledger says 3; then two are ordered (the shop still thinks it has them).
    await call("POST", `/api/v1/staff/stock/counts/${countId}/lines`, admin.token, { lines: [{ product: product.id, quantity: 1 }] });
    await placed((await buyers(product.id, 2, "count-floor"))());
    expect(await unitsIn(database, pickup.storeId, product.id)).toBe(1);

    expect((await call("POST", `/api/v1/staff/stock/counts/${countId}/apply`, admin.token, {})).status).toBe(200);
    expect(await unitsIn(database, pickup.storeId, product.id)).toBe(0);
    const view = await jsonOf(await call("GET", `/api/v1/staff/stock/counts/${countId}?q=${product.sku}`, admin.token));
    expect(view.lines).toMatchObject([{ expected: 3, counted: 1, difference: -2, adjustment: -1, units: 0 }]);
    const { rows } = await database.pool.query(
      "select after from audit_log where entity_type = 'stock-count' and action = 'stock.count-apply' and entity_id = $1",
      [String(countId)],
    );
    expect(rows[0]?.after.stoppedAtZero).toEqual([`${product.sku} Stock test ${product.slug.split("-").pop()} en`]);
    expect(await ledgerDisagreements(database, [product.id])).toEqual([]);
  });

  it("takes a line counted while the count is applied either into the apply or not at all", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const product = await stockProduct(database, api, admin.token, { warszawa: { [pickup.storeId]: 6 } });
      const started = await call("POST", "/api/v1/staff/stock/counts", admin.token, { store: pickup.storeId, category });
      const countId = (await jsonOf(started)).id as number;
      const [counted, applied] = await Promise.all([
        call("POST", `/api/v1/staff/stock/counts/${countId}/lines`, admin.token, { lines: [{ product: product.id, quantity: 2 }] }),
        call("POST", `/api/v1/staff/stock/counts/${countId}/apply`, admin.token, {}),
      ]);
      expect(applied.status).toBe(200);
      const view = await jsonOf(await call("GET", `/api/v1/staff/stock/counts/${countId}?q=${product.sku}`, admin.token));
      if (counted.status === 200) {
        expect(view.lines).toMatchObject([{ expected: 6, counted: 2, adjustment: -4 }]);
        expect(await unitsIn(database, pickup.storeId, product.id)).toBe(2);
      } else {
        expect(counted.status).toBe(409);
        expect(view.lines).toMatchObject([{ counted: null, adjustment: null }]);
        expect(await unitsIn(database, pickup.storeId, product.id)).toBe(6);
      }
      expect(await ledgerDisagreements(database, [product.id])).toEqual([]);
    }
  });
});
