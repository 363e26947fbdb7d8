// InPost shipments through ShipX (docs/orders.md "InPost shipments"), against the local stand-in over real HTTP:
// staff create a locker or a courier order's shipment, InPost confirms it with a tracking number that reaches the
// customer's order page and e-mail once, the label comes as a PDF; refusals, repeats and races, and ShipX down.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultPaymentOptions } from "../src";
import type { ShipXClient } from "../src/delivery/inpost/shipx-client";
import type { ShipXStandIn } from "../src/delivery/inpost/shipx-stand-in";
import { createShipmentTracker } from "../src/jobs/shipment-tracker";
import { type Api, caller, createUser, demoSession, jsonOf, type TestUser } from "./cabinet-fixture";
import { TEST_ORIGIN } from "./helpers";
import { type FixtureProduct, offeredProducts } from "./orders-fixture";
import { emailsWithText, type ShipmentOrderOptions, shipmentOrder, shipmentRows, shipmentsApi, startShipX } from "./shipments-fixture";

let database: TestDatabase;
let standIn: ShipXStandIn;
let client: ShipXClient;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let customer: TestUser;
let product: FixtureProduct;

const order = (options: Partial<ShipmentOrderOptions> = {}) =>
  shipmentOrder(database, { user: customer, product, delivery: "parcel-locker", ...options });
const shipmentPath = (id: string) => `/api/v1/staff/orders/${id}/shipment`;
const create = (id: string, body: unknown = { parcelSize: "small" }, token = admin.token) => call("POST", shipmentPath(id), token, body);
const look = async (id: string, token = admin.token) => {
  const response = await call("GET", shipmentPath(id), token);
  expect(response.status).toBe(200);
  return jsonOf(response);
};
const sentFor = (id: string) => [...standIn.shipments.values()].filter((shipment) => shipment.reference === id);

beforeAll(async () => {
  database = await createTestDatabase();
  ({ standIn, client } = await startShipX());
  api = shipmentsApi(database, client);
  call = caller(api);
  admin = await demoSession(database, "admin");
  customer = await createUser(database, "shipments");
  [product] = (await offeredProducts(database, { count: 1, minStock: 1, restockTo: 500 })) as [FixtureProduct];
});
afterAll(async () => {
  await standIn?.stop();
  await database?.close();
});

describe("creating an order's InPost shipment", () => {
  it("sends a locker parcel of the chosen size to the order's locker; its tracking number reaches the customer once", async () => {
    const id = await order({ phone: "+48 600 100 200" });
    const created = await create(id, { parcelSize: "medium" });
    expect(created.status).toBe(201);
    const section = await jsonOf(created);
    expect(section).toMatchObject({ configured: true, service: "inpost_locker_standard", refusal: null, creating: false });
    expect(section.shipment).toMatchObject({ status: "created", trackingNumber: null, labelReady: false, parcelSize: "medium" });
    expect(section.shipment.createdBy).toMatchObject({ id: admin.id });
    expect(sentFor(id)).toEqual([
      expect.objectContaining({
        service: "inpost_locker_standard",
        parcels: [{ template: "medium" }],
        customAttributes: expect.objectContaining({ target_point: "WAW01M" }),
        receiver: expect.objectContaining({ first_name: "Ada", last_name: "Nowak", phone: "600100200", email: customer.email }),
      }),
    ]);
    const view = async () => (await jsonOf(await call("GET", `/api/v1/orders/${id}`, customer.token))).details;
    expect((await view()).parcel).toBeUndefined();

    // Staff open the order: ShipX says "confirmed", with the tracking number.
    const confirmed = (await look(id)).shipment;
    expect(confirmed).toMatchObject({ status: "confirmed", trackingNumber: expect.stringMatching(/^\d{24}$/), labelReady: true });
    const number = confirmed.trackingNumber as string;
    const url = `https://inpost.pl/sledzenie-przesylek?number=${number}`;
    expect(confirmed.trackingUrl).toBe(url);
    expect((await view()).parcel).toEqual({ trackingNumber: number, url });

    await look(id);
    const sent = (await emailsWithText(database, customer.email)).filter((email) => email.text.includes(number));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: "order-status", subject: expect.stringContaining("is on its way") });
    expect(sent[0]?.text).toContain(url);
    expect(sent[0]?.html).toContain(`href="${url}"`);

    const { rows } = await database.pool.query("select actor_user_id, action, after from audit_log where entity_id = $1", [id]);
    expect(rows).toContainEqual(
      expect.objectContaining({ actor_user_id: admin.id, action: "order.shipment", after: expect.objectContaining({ target: "WAW01M" }) }),
    );
  });

  it("sends a courier parcel to the order's address in the city, in the shop's standard box, insured", async () => {
    const id = await order({ delivery: "courier" });
    const created = await create(id, {});
    expect(created.status).toBe(201);
    expect((await jsonOf(created)).shipment).toMatchObject({ service: "inpost_courier_standard", parcelSize: null });
    expect(sentFor(id)[0]?.receiver).toMatchObject({
      address: { street: "Marszałkowska", building_number: "10/4", city: "Warszawa", post_code: "00-950", country_code: "PL" },
    });
    expect(sentFor(id)[0]?.parcels[0]).toMatchObject({ dimensions: { unit: "mm" }, weight: { amount: 5, unit: "kg" } });
  });

  it("refuses a pickup order, an order not approved yet and a locker parcel without its size; ShipX is not asked", async () => {
    const asked = standIn.calls.length;
    const pickup = await order({ delivery: "local-pickup", status: "READY_FOR_PICKUP" });
    const refusedPickup = await create(pickup);
    expect(refusedPickup.status).toBe(409);
    expect(await jsonOf(refusedPickup)).toMatchObject({
      code: "CONFLICT",
      message: "Only parcel-locker and courier orders are sent through InPost.",
    });
    expect(await look(pickup)).toMatchObject({ service: null, refusal: "delivery-method", shipment: null });

    const paid = await order({ status: "PAID" });
    const notApproved = await call("POST", shipmentPath(paid), admin.token, { parcelSize: "small" }, { Locale: "pl" });
    expect(notApproved.status).toBe(409);
    expect((await jsonOf(notApproved)).message).toBe("Najpierw zatwierdź zamówienie, a potem utwórz przesyłkę InPost.");

    const approved = await order();
    const noSize = await create(approved, {});
    expect(noSize.status).toBe(400);
    expect((await jsonOf(noSize)).message).toBe("Choose the parcel size: A, B or C.");
    expect(standIn.calls.length).toBe(asked);
    for (const id of [pickup, paid, approved]) expect(await shipmentRows(database, id)).toEqual([]);
  });

  it("makes one shipment of repeated and concurrent creates, each answered with it", async () => {
    const id = await order();
    const answers = await Promise.all([create(id), create(id), create(id, { parcelSize: "large" })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    const ids = await Promise.all(answers.map(async (answer) => (await jsonOf(answer)).shipment?.shipmentId));
    expect(new Set(ids).size).toBe(1);
    expect(sentFor(id)).toHaveLength(1);
    const again = await create(id);
    expect(again.status).toBe(200);
    expect((await jsonOf(again)).shipment.shipmentId).toBe(ids[0]);
    expect(await shipmentRows(database, id)).toHaveLength(1);
  });

  it("answers 503 and stores nothing while ShipX is down, then creates it once ShipX is back", async () => {
    const id = await order();
    standIn.outage = true;
    try {
      const down = await create(id);
      expect(down.status).toBe(503);
      expect(await jsonOf(down)).toMatchObject({ code: "SHIPPING_PROVIDER_UNAVAILABLE" });
      expect(await shipmentRows(database, id)).toEqual([]);
      expect(await look(id)).toMatchObject({ creating: false, shipment: null });
    } finally {
      standIn.outage = false;
    }
    expect((await create(id)).status).toBe(201);
  });

  it("passes on ShipX's refusal of the order's data (a bad phone) in its words, storing nothing", async () => {
    const id = await order({ phone: "12345" });
    const refused = await create(id);
    expect(refused.status).toBe(422);
    const body = await jsonOf(refused);
    expect(body.code).toBe("SHIPMENT_REFUSED");
    expect(body.message).toMatch(/^InPost refused the shipment: .*receiver\.phone: invalid/);
    expect(await shipmentRows(database, id)).toEqual([]);
  });
});

describe("the label, the tracker, and who may see it", () => {
  it("streams the label as a PDF once InPost has confirmed the shipment (409 before)", async () => {
    const id = await order();
    await create(id);
    const early = await call("GET", `${shipmentPath(id)}/label`, admin.token);
    expect(early.status).toBe(409);
    await look(id);
    const label = await call("GET", `${shipmentPath(id)}/label`, admin.token);
    expect(label.status).toBe(200);
    expect(label.headers.get("content-type")).toBe("application/pdf");
    expect(label.headers.get("content-disposition")).toMatch(/^attachment; filename="inpost-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{5}\.pdf"$/);
    const bytes = Buffer.from(await label.arrayBuffer()).toString("latin1");
    expect(bytes.startsWith("%PDF-")).toBe(true);
    expect(bytes).toContain("/MediaBox [0 0 298 420]");
    const none = await call("GET", `${shipmentPath(await order())}/label`, admin.token);
    expect(none.status).toBe(404);
  });

  it("tracks shipments nobody looks at: the tracking number and its e-mail come from the tracker's pass", async () => {
    const id = await order({ locale: "pl" });
    await create(id);
    await database.pool.query("update order_shipments set updated_at = now() - interval '2 minutes' where order_id = $1", [id]);
    const tracker = createShipmentTracker({
      database,
      logger: pino({ level: "silent" }),
      shipments: client,
      brand: "default",
      paymentOptions: defaultPaymentOptions(TEST_ORIGIN),
    });
    expect((await tracker.tickOnce()).trackingNumbers).toBeGreaterThanOrEqual(1);
    const [row] = await shipmentRows(database, id);
    expect(row?.tracking_number).toMatch(/^\d{24}$/);
    const polish = (await emailsWithText(database, customer.email)).filter((email) => email.text.includes(row?.tracking_number as string));
    expect(polish.map((email) => email.subject)).toEqual([expect.stringContaining("jest w drodze")]);
  });

  it("answers a city manager of another city, and customers, 404; without InPost the section says so", async () => {
    const id = await order();
    const manager = await demoSession(database, "manager");
    for (const token of [manager.token, customer.token]) {
      expect((await call("GET", shipmentPath(id), token)).status).toBe(404);
      expect((await create(id, { parcelSize: "small" }, token)).status).toBe(404);
    }
    const bare = caller(shipmentsApi(database, undefined));
    const section = await jsonOf(await bare("GET", shipmentPath(id), admin.token));
    expect(section).toMatchObject({ configured: false, service: "inpost_locker_standard", shipment: null });
    const off = await bare("POST", shipmentPath(id), admin.token, { parcelSize: "small" });
    expect(off.status).toBe(409);
    expect((await jsonOf(off)).message).toContain("not configured");
  });
});
