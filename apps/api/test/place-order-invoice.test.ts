// The invoice a customer asks for at checkout (issue 34): stored with the order as orders.invoice_buyer (the lead's
// invoicing reads it), the NIP's checksum refused at its field, the White List's answer kept as proof (unknown when
// it is down, which never stops the order), an approved business's company always; part of the request's fingerprint.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { taxRegistries } from "../src/invoicing/tax-ids/registries";
import { TaxRegistryStandIn } from "../src/invoicing/tax-ids/stand-in";
import { ViesClient } from "../src/invoicing/tax-ids/vies-client";
import { WhiteListClient } from "../src/invoicing/tax-ids/whitelist-client";
import { type Api, caller, createUser, jsonOf, TEST_PASSWORD, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import {
  cartItemsOf,
  countRows,
  fillCart,
  type Products,
  pickProducts,
  pickupChoice,
  pickupOrder,
  standardOffers,
  stockOf,
} from "./order-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let products: Products;
let pickup: { storeId: number; pickupAt: string };
const standIn = new TaxRegistryStandIn();

const place = (token: string, body: unknown, headers: Record<string, string> = {}) => call("POST", "/api/v1/orders", token, body, headers);
const buyerOf = async (orderId: string) =>
  (await database.pool.query("select invoice_buyer from orders where id = $1", [orderId])).rows[0].invoice_buyer;
const company = {
  kind: "business",
  nip: "527-000-00-01",
  name: "Chmura Sp. z o.o.",
  line1: "ul. Prosta 20",
  line2: "00-850 Warszawa",
} as const;

beforeAll(async () => {
  database = await createTestDatabase();
  const baseUrl = await standIn.start();
  api = apiOn(database, { taxRegistries: taxRegistries(new WhiteListClient({ baseUrl }), new ViesClient({ baseUrl })) }).api;
  call = caller(api);
  products = await pickProducts(database);
  pickup = await pickupChoice(database);
});
afterAll(async () => {
  await standIn.stop();
  await database?.close();
});
beforeEach(() => standardOffers(database, products));

async function customerWithCart(label: string): Promise<TestUser> {
  const user = await createUser(database, label);
  await fillCart(database, user.id, [{ productId: products.plain, quantity: 1 }]);
  return user;
}

describe("an invoice asked for at checkout", () => {
  it("stores a company's invoice with the White List's answer, and shows whom it is for", async () => {
    const user = await customerWithCart("invoice-company");
    const response = await place(user.token, pickupOrder(pickup, { invoice: company }));
    expect(response.status).toBe(201);
    const { order } = await jsonOf(response);
    const invoice = {
      kind: "business",
      name: "Chmura Sp. z o.o.",
      nip: "5270000001",
      address: { line1: "ul. Prosta 20", line2: "00-850 Warszawa" },
      check: { status: "active", requestId: expect.stringMatching(/^[0-9a-f]{5}-[0-9a-f]{7}$/), day: expect.any(String) },
    };
    expect(order.details.invoice).toEqual(invoice);
    expect(await buyerOf(order.id)).toEqual({
      kind: "business",
      nip: "5270000001",
      name: "Chmura Sp. z o.o.",
      address: { line1: "ul. Prosta 20", line2: "00-850 Warszawa", countryCode: "PL" },
      check: order.details.invoice.check,
    });
    const read = await jsonOf(await call("GET", `/api/v1/orders/${order.id}`, user.token));
    expect(read.details.invoice).toEqual(order.details.invoice);
  });

  it("stores a private person's invoice without a NIP, and forgets it with the account", async () => {
    const user = await customerWithCart("invoice-private");
    const invoice = { kind: "private", name: "Jan Kowalski", line1: "ul. Długa 5/2", line2: "00-238 Warszawa" } as const;
    const { order } = await jsonOf(await place(user.token, pickupOrder(pickup, { invoice })));
    expect(order.details.invoice).toEqual({
      kind: "private",
      name: "Jan Kowalski",
      nip: null,
      address: { line1: "ul. Długa 5/2", line2: "00-238 Warszawa" },
      check: null,
    });
    expect(await buyerOf(order.id)).toEqual({
      kind: "private",
      name: "Jan Kowalski",
      address: { line1: "ul. Długa 5/2", line2: "00-238 Warszawa", countryCode: "PL" },
    });
    // A deleted account's order keeps no private person's name and address; a company's invoice details stay.
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 1 }]);
    const business = { ...invoice, kind: "business", nip: "5270000001" } as const;
    const { order: companyOrder } = await jsonOf(await place(user.token, pickupOrder(pickup, { invoice: business })));
    expect((await call("DELETE", "/api/v1/cabinet/account", user.token, { password: TEST_PASSWORD })).status).toBe(204);
    expect(await buyerOf(order.id)).toBeNull();
    expect(await buyerOf(companyOrder.id)).toMatchObject({ kind: "business", nip: "5270000001" });
  });

  it("refuses a wrong check digit or a missing name at the field, in the caller's language, and changes nothing", async () => {
    const user = await customerWithCart("invoice-typo");
    const before = { cart: await cartItemsOf(database, user.id), stock: await stockOf(database, products.plain) };
    const asked = standIn.requests.length;
    const typo = await place(user.token, pickupOrder(pickup, { invoice: { ...company, nip: "5270000004" } }), { Locale: "uk" });
    expect(typo.status).toBe(400);
    expect((await jsonOf(typo)).issues).toEqual([{ path: "invoice.nip", message: expect.stringContaining("NIP") }]);
    const nameless = await place(user.token, pickupOrder(pickup, { invoice: { kind: "private", name: " ", line1: "a", line2: "b" } }));
    expect((await jsonOf(nameless)).issues).toEqual([{ path: "invoice.name", message: "Field is required" }]);
    expect(await countRows(database, "orders", "user_id = $1", [user.id])).toBe(0);
    expect({ cart: await cartItemsOf(database, user.id), stock: await stockOf(database, products.plain) }).toEqual(before);
    expect(standIn.requests.length).toBe(asked);
  });

  it("places the order while the White List is down, its answer unknown", async () => {
    const user = await customerWithCart("invoice-down");
    standIn.down = true;
    try {
      // A NIP not asked about today (a kept answer would be given while the register is down).
      const response = await place(user.token, pickupOrder(pickup, { invoice: { ...company, nip: "5250001003" } }));
      expect(response.status).toBe(201);
      expect((await jsonOf(response)).order.details.invoice.check).toMatchObject({ status: "unknown", requestId: null });
    } finally {
      standIn.down = false;
    }
  });

  it("counts the invoice in the request's fingerprint: the same key with another invoice is another request", async () => {
    const user = await customerWithCart("invoice-retry");
    const headers = { "Idempotency-Key": "invoice-retry-0001" };
    const first = await place(user.token, pickupOrder(pickup, { invoice: company }), headers);
    expect(first.status).toBe(201);
    const again = await place(user.token, pickupOrder(pickup, { invoice: { ...company, nip: "5270000001" } }), headers);
    expect(again.status).toBe(200);
    expect((await jsonOf(again)).order.details.invoice.nip).toBe("5270000001");
    const other = await place(user.token, pickupOrder(pickup, { invoice: { ...company, name: "Inna Sp. z o.o." } }), headers);
    expect(other.status).toBe(422);
    expect(await jsonOf(other)).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
    expect(await countRows(database, "orders", "user_id = $1", [user.id])).toBe(1);
  });
});

describe("an approved business customer's orders", () => {
  it("always carry the company from its profile as the invoice's buyer, unasked", async () => {
    const user = await createUser(database, "invoice-wholesale", {
      businessStatus: "approved",
      businessKind: "wholesale",
      companyName: "Hurtownia Dymek Sp. z o.o.",
      companyAddress: "ul. Grochowska 120, Warszawa",
      companySsn: "5252000002",
      companyPostalIndex: "04-357",
    });
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 1 }]);
    const { order } = await jsonOf(await place(user.token, pickupOrder(pickup)));
    expect(await buyerOf(order.id)).toEqual({
      kind: "business",
      nip: "5252000002",
      name: "Hurtownia Dymek Sp. z o.o.",
      address: { line1: "ul. Grochowska 120, Warszawa", line2: "04-357", countryCode: "PL" },
      check: { status: "active", requestId: expect.any(String), day: expect.any(String) },
    });
    expect(order.details.invoice).toMatchObject({ kind: "business", nip: "5252000002", check: { status: "active" } });
  });
});
