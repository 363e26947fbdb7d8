// The stock ledger's invariant under random operations (issue 33; docs/inventory.md "The model"): fast-check makes
// sequences of steps, each a few operations sent at once through the API (orders for pickup and delivery, the
// customer's and staff's cancellations, write-offs, staff typing a store's units, transfers shipped within Warsaw
// and to Kraków and received whole or short, the shortfall arriving later or lost, goods receipts, counter sales,
// counts applied while orders come in); after every step each store's
// units must be the sum of its movements, each movement's units-after the running sum, and each city's stock the
// sum of its stores. Any answer but the refusals an operation may meet (not enough units…) fails the run; a failing
// run prints its seed and the shrunk sequence, so it can be replayed.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, demoSession, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { COURIER, fillCart, manyCustomers, pickupChoice, pickupOrder } from "./order-fixture";
import { ledgerDisagreements, type StockTestProduct, stockProduct, storesOf } from "./stock-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let customers: Array<{ id: number; token: string }>;
let products: StockTestProduct[];
let warsaw: number[];
let krakow: number;
let pickupAt: string;
/** Orders placed so far and still open, by customer. */
const placed: Array<{ id: string; customer: number }> = [];
/** Numbers of the suppliers' documents and register receipts made so far. */
let documents = 0;
/** Transfers shipped and not yet received, with their units. */
const inTransit: Array<{ id: number; product: number; quantity: number }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  customers = await manyCustomers(database, 4, "ledger-property");
  warsaw = await storesOf(database, "warszawa");
  krakow = (await storesOf(database, "krakow"))[0] as number;
  pickupAt = (await pickupChoice(database)).pickupAt;
  const first = warsaw[0] as number;
  const second = warsaw[1] as number;
  products = [];
  for (let n = 0; n < 3; n++)
    products.push(await stockProduct(database, api, admin.token, { warszawa: { [first]: 6, [second]: 3 } }, "Ledger"));
});
afterAll(() => database?.close());

type Operation =
  | { op: "order"; product: number; quantity: number; store: number | null }
  | { op: "cancel"; pick: number; byStaff: boolean }
  | { op: "write-off"; store: number; product: number; quantity: number }
  | { op: "set-units"; store: number; product: number; quantity: number }
  | { op: "ship"; from: number; to: number; product: number; quantity: number }
  | { op: "receive"; pick: number; short: number }
  | { op: "goods-in"; store: number; product: number; quantity: number }
  | { op: "counter-sale"; store: number; product: number; quantity: number }
  | { op: "count"; store: number; product: number; counted: number };

const operation = (): fc.Arbitrary<Operation> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        op: fc.constant("order" as const),
        product: fc.nat(2),
        quantity: fc.integer({ min: 1, max: 3 }),
        store: fc.option(fc.nat(1), { nil: null }),
      }),
    },
    { weight: 2, arbitrary: fc.record({ op: fc.constant("cancel" as const), pick: fc.nat(50), byStaff: fc.boolean() }) },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant("write-off" as const),
        store: fc.nat(1),
        product: fc.nat(2),
        quantity: fc.integer({ min: 1, max: 2 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant("set-units" as const),
        store: fc.nat(2),
        product: fc.nat(2),
        quantity: fc.integer({ min: 0, max: 8 }),
      }),
    },
    // A transfer from one of Warsaw's first two stores to its third, or to Kraków (3).
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant("ship" as const),
        from: fc.nat(1),
        to: fc.integer({ min: 2, max: 3 }),
        product: fc.nat(2),
        quantity: fc.integer({ min: 1, max: 3 }),
      }),
    },
    { weight: 2, arbitrary: fc.record({ op: fc.constant("receive" as const), pick: fc.nat(50), short: fc.nat(2) }) },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant("goods-in" as const),
        store: fc.nat(2),
        product: fc.nat(2),
        quantity: fc.integer({ min: 1, max: 5 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant("counter-sale" as const),
        store: fc.nat(1),
        product: fc.nat(2),
        quantity: fc.integer({ min: 1, max: 2 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ op: fc.constant("count" as const), store: fc.nat(2), product: fc.nat(2), counted: fc.nat(6) }),
    },
  );

/** Runs one operation; answers its status, which must be one the operation may meet. */
async function run(operation: Operation, slot: number): Promise<{ status: number; expected: number[] }> {
  const product = products[("product" in operation ? operation.product : 0) % products.length] as StockTestProduct;
  switch (operation.op) {
    case "order": {
      // One customer per operation of a step: a customer's cart is one at a time.
      const customer = customers[slot] as { id: number; token: string };
      await fillCart(database, customer.id, [{ productId: product.id, quantity: operation.quantity }]);
      const store = operation.store === null ? null : (warsaw[operation.store] as number);
      const body =
        store === null
          ? pickupOrder({ storeId: warsaw[0] as number, pickupAt }, { delivery: COURIER, payment: "online" })
          : pickupOrder({ storeId: store, pickupAt });
      const response = await call("POST", "/api/v1/orders", customer.token, body);
      if (response.status === 201) placed.push({ id: (await jsonOf(response)).order.id, customer: slot });
      // Not enough units (409 CART_CHANGED or STORE_LACKS_STOCK), or a cart another step emptied meanwhile.
      return { status: response.status, expected: [201, 200, 409, 400] };
    }
    case "cancel": {
      const order = placed.splice(operation.pick % Math.max(placed.length, 1), 1)[0];
      if (!order) return { status: 0, expected: [0] };
      const response = operation.byStaff
        ? await call("POST", `/api/v1/staff/orders/${order.id}/status`, admin.token, { to: "CANCELED", note: "property test" })
        : await call("POST", `/api/v1/orders/${order.id}/cancel`, customers[order.customer]?.token, {});
      return { status: response.status, expected: [200, 409] };
    }
    case "write-off": {
      const response = await call("POST", "/api/v1/staff/stock/write-offs", admin.token, {
        store: warsaw[operation.store],
        reason: "damaged",
        lines: [{ product: product.ean, quantity: operation.quantity }],
      });
      return { status: response.status, expected: [201, 400] };
    }
    case "ship": {
      const to = operation.to === 3 ? krakow : (warsaw[operation.to] as number);
      const created = await call("POST", "/api/v1/staff/stock/transfers", admin.token, {
        from: warsaw[operation.from],
        to,
        lines: [{ product: product.id, quantity: operation.quantity }],
      });
      if (created.status !== 201) return { status: created.status, expected: [201] };
      const { id } = await jsonOf(created);
      const shipped = await call("POST", `/api/v1/staff/stock/transfers/${id}/ship`, admin.token, {});
      if (shipped.status === 200) inTransit.push({ id, product: product.id, quantity: operation.quantity });
      // Not enough units in the sending store: refused, the draft stays.
      return { status: shipped.status, expected: [200, 400] };
    }
    case "receive": {
      const transfer = inTransit.splice(operation.pick % Math.max(inTransit.length, 1), 1)[0];
      if (!transfer) return { status: 0, expected: [0] };
      const received = Math.max(0, transfer.quantity - operation.short);
      const response = await call("POST", `/api/v1/staff/stock/transfers/${transfer.id}/receive`, admin.token, {
        lines: [{ product: transfer.product, received, ...(received < transfer.quantity ? { reason: "box damaged" } : {}) }],
      });
      if (response.status !== 200 || received === transfer.quantity) return { status: response.status, expected: [200] };
      // Half the shortfalls turn up later, the other half are lost.
      const resolution = operation.short % 2 === 0 ? "arrived" : "written-off";
      const settled = await call("POST", `/api/v1/staff/stock/transfers/${transfer.id}/resolve`, admin.token, {
        product: transfer.product,
        resolution,
        note: "property test",
      });
      return { status: settled.status, expected: [200] };
    }
    case "goods-in": {
      const response = await call("POST", "/api/v1/staff/stock/receipts", admin.token, {
        store: warsaw[operation.store],
        supplierName: "Property Supplies",
        supplierDocument: `WZ/${++documents}`,
        lines: [{ product: product.ean, quantity: operation.quantity, unitCost: 1250 }],
      });
      return { status: response.status, expected: [201] };
    }
    case "counter-sale": {
      const response = await call("POST", "/api/v1/staff/stock/sales", admin.token, {
        store: warsaw[operation.store],
        reference: `PAR/${++documents}`,
        lines: [{ product: product.ean, quantity: operation.quantity }],
      });
      // More than the shelf holds: refused, naming the product.
      return { status: response.status, expected: [201, 400] };
    }
    case "count": {
      // A whole store's count of one product's shelf: started (409 while another step's count of the store is open),
      // the line counted, then applied while orders may take units (the count rule carries them over).
      const started = await call("POST", "/api/v1/staff/stock/counts", admin.token, { store: warsaw[operation.store] });
      if (started.status !== 201) return { status: started.status, expected: [201, 409] };
      const { id } = await jsonOf(started);
      const counted = await call("POST", `/api/v1/staff/stock/counts/${id}/lines`, admin.token, {
        lines: [{ product: product.ean, quantity: operation.counted }],
      });
      const applied = await call("POST", `/api/v1/staff/stock/counts/${id}/apply`, admin.token, {});
      return { status: counted.status === 200 ? applied.status : counted.status, expected: [200] };
    }
    case "set-units": {
      const response = await call("PUT", `/api/v1/staff/offers/warszawa/${product.id}`, admin.token, {
        stock: operation.quantity,
        store: warsaw[operation.store],
      });
      return { status: response.status, expected: [200] };
    }
  }
}

describe("the stock ledger", () => {
  it("holds every store's units as the sum of its movements after every step of random concurrent operations", async () => {
    const steps = fc.array(fc.array(operation(), { minLength: 1, maxLength: 4 }), { minLength: 3, maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(steps, async (sequence) => {
        for (const step of sequence) {
          const answers = await Promise.all(step.map((operation, slot) => run(operation, slot)));
          for (const [index, answer] of answers.entries()) expect(answer.expected, JSON.stringify(step[index])).toContain(answer.status);
          expect(
            await ledgerDisagreements(
              database,
              products.map((p) => p.id),
            ),
          ).toEqual([]);
        }
      }),
      { numRuns: database.engine === "pglite" ? 6 : 10, endOnFailure: true },
    );
    // The runs did move stock (which kinds besides orders and corrections depends on the random steps).
    const { rows } = await database.pool.query<{ kind: string }>(
      "select distinct kind from stock_movements where product_id = any($1::int[]) order by kind",
      [products.map((p) => p.id)],
    );
    expect(rows.map((row) => row.kind)).toEqual(expect.arrayContaining(["correction", "reservation"]));
  });
});
