// "On its way" by text message (issue 33, docs/orders.md "Text messages"): when InPost first gives an opted-in
// delivery order's parcel its tracking number, one SMS with InPost's tracking link is queued in the customer's
// language, however many refreshes race; an order whose customer did not ask for text messages gets none.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShipXStandIn } from "../src/delivery/inpost/shipx-stand-in";
import { type Api, caller, createUser, demoSession, type TestUser } from "./cabinet-fixture";
import { type FixtureProduct, offeredProducts } from "./orders-fixture";
import { shipmentOrder, shipmentRows, shipmentsApi, startShipX } from "./shipments-fixture";

let database: TestDatabase;
let standIn: ShipXStandIn;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let customer: TestUser;
let product: FixtureProduct;

const smsRows = async (orderId: string) =>
  (
    await database.pool.query<{ kind: string; to_address: string; locale: string; text: string }>(
      "select kind, to_address, locale, text from emails where channel = 'sms' and text like '%' || $1 || '%' order by id",
      [orderId.replace(/^(.{4})(.{4})(.+)$/, "$1-$2-$3")],
    )
  ).rows;

async function shippedOrder(locale: "en" | "uk" | "pl" | "ru", smsPhone: string | null): Promise<{ id: string; number: string }> {
  const id = await shipmentOrder(database, { user: customer, product, delivery: "parcel-locker", locale });
  await database.pool.query("update orders set sms_phone = $2 where id = $1", [id, smsPhone]);
  expect((await call("POST", `/api/v1/staff/orders/${id}/shipment`, admin.token, { parcelSize: "small" })).status).toBe(201);
  // Staff open the order three times at once: ShipX confirms it with its tracking number.
  const looks = await Promise.all([1, 2, 3].map(() => call("GET", `/api/v1/staff/orders/${id}/shipment`, admin.token)));
  expect(looks.map((look) => look.status)).toEqual([200, 200, 200]);
  const [row] = await shipmentRows(database, id);
  return { id, number: row?.tracking_number as string };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const shipx = await startShipX();
  standIn = shipx.standIn;
  api = shipmentsApi(database, shipx.client);
  call = caller(api);
  admin = await demoSession(database, "admin");
  customer = await createUser(database, "order-sms");
  [product] = (await offeredProducts(database, { count: 1, minStock: 1, restockTo: 500 })) as [FixtureProduct];
});
afterAll(async () => {
  await standIn?.stop();
  await database?.close();
});

describe("the parcel's tracking number", () => {
  it("texts an opted-in customer once, in their language, with InPost's tracking link", async () => {
    const { id, number } = await shippedOrder("uk", "+380671234567");
    expect(number).toMatch(/^\d{24}$/);
    expect(await smsRows(id)).toEqual([
      {
        kind: "sms-on-its-way",
        to_address: "+380671234567",
        locale: "uk",
        text: `Smoke Point: Замовлення ${id.replace(/^(.{4})(.{4})(.+)$/, "$1-$2-$3")} вже в дорозі: https://inpost.pl/sledzenie-przesylek?number=${number}`,
      },
    ]);
  });

  it("texts nobody who did not ask for it", async () => {
    const { id, number } = await shippedOrder("en", null);
    expect(number).toMatch(/^\d{24}$/);
    expect(await smsRows(id)).toEqual([]);
  });
});
