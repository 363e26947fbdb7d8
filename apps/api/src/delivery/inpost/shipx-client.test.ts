// The ShipX client against the local stand-in over real HTTP: creating locker and courier shipments, the
// confirmation with a tracking number, labels, cancellations, ShipX's refusals in its own words, and every way
// of not getting an answer as "unavailable".
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewShipment } from "../../core/shipments";
import { ShipXClient, ShipXError } from "./shipx-client";
import { shipxPhone, shipxPostCode } from "./shipx-format";
import { ShipXStandIn } from "./shipx-stand-in";

const ACCOUNT = { token: "shipx-test-token-never-shown-0001", organizationId: 1234 };
const standIn = new ShipXStandIn({ ...ACCOUNT, confirmOnGet: false });
let client: ShipXClient;

const LOCKER: NewShipment = {
  reference: "7KQ2M9XB4RT6H",
  service: "inpost_locker_standard",
  parcelSize: "medium",
  targetPoint: "WAW01M",
  receiver: { firstName: "Zofia", lastName: "Łęcka", email: "zofia@example.test", phone: "+48 600 100 200", address: null },
  value: 12_345,
};
const COURIER: NewShipment = {
  ...LOCKER,
  service: "inpost_courier_standard",
  parcelSize: null,
  targetPoint: null,
  receiver: {
    ...LOCKER.receiver,
    address: { street: "Marszałkowska", buildingNumber: "10/4", city: "Warszawa", postCode: "00001", countryCode: "PL" },
  },
};

/** The failure a call ends with. */
async function failureOf(call: Promise<unknown>): Promise<ShipXError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ShipXError);
  return error as ShipXError;
}

beforeAll(async () => {
  await standIn.start();
  client = new ShipXClient({ baseUrl: standIn.baseUrl, ...ACCOUNT });
});
afterAll(() => standIn.stop());

describe("the ShipX client against the stand-in", () => {
  it("creates a locker shipment, which InPost confirms with a tracking number", async () => {
    const created = await client.createShipment(LOCKER);
    expect(created).toEqual({ id: expect.stringMatching(/^\d+$/), status: "created", trackingNumber: null });
    const sent = standIn.shipments.get(Number(created.id));
    expect(sent).toMatchObject({
      service: "inpost_locker_standard",
      reference: "7KQ2M9XB4RT6H",
      receiver: { first_name: "Zofia", last_name: "Łęcka", email: "zofia@example.test", phone: "600100200" },
      parcels: [{ template: "medium" }],
      customAttributes: { target_point: "WAW01M", sending_method: "dispatch_order" },
    });
    expect(sent?.receiver.address).toBeUndefined();
    expect(await client.getShipment(created.id)).toEqual(created);
    standIn.advance(created.id, "confirmed");
    expect(await client.getShipment(created.id)).toEqual({
      id: created.id,
      status: "confirmed",
      trackingNumber: expect.stringMatching(/^\d{24}$/),
    });
  });

  it("creates a courier shipment to the order's address, in the standard box and insured for the goods", async () => {
    const created = await client.createShipment(COURIER);
    expect(standIn.shipments.get(Number(created.id))).toMatchObject({
      service: "inpost_courier_standard",
      receiver: {
        address: { street: "Marszałkowska", building_number: "10/4", city: "Warszawa", post_code: "00-001", country_code: "PL" },
      },
      parcels: [{ dimensions: { length: 400, width: 300, height: 200, unit: "mm" }, weight: { amount: 5, unit: "kg" } }],
      customAttributes: { sending_method: "dispatch_order" },
    });
  });

  it("passes on ShipX's refusal of the data in its own words: a missing parcel locker, a bad phone", async () => {
    const noPoint = await failureOf(client.createShipment({ ...LOCKER, targetPoint: null }));
    expect(noPoint).toMatchObject({ kind: "refused", status: 400, code: "validation_failed" });
    expect(noPoint.message).toContain("custom_attributes.target_point: required");
    const badPhone = await failureOf(client.createShipment({ ...LOCKER, receiver: { ...LOCKER.receiver, phone: "12345" } }));
    expect(badPhone.message).toContain("receiver.phone: invalid");
    const badPostCode = await failureOf(
      client.createShipment({
        ...COURIER,
        receiver: {
          ...COURIER.receiver,
          address: { ...(COURIER.receiver.address as NonNullable<NewShipment["receiver"]["address"]>), postCode: "1234" },
        },
      }),
    );
    expect(badPostCode.message).toContain("receiver.address.post_code: invalid_format");
  });

  it("downloads the label of a confirmed shipment as a PDF, and is refused one before", async () => {
    const created = await client.createShipment(LOCKER);
    expect(await failureOf(client.label(created.id, "A6"))).toMatchObject({ kind: "refused", code: "invalid_action" });
    standIn.advance(created.id, "confirmed");
    const label = await client.label(created.id, "A6");
    expect(label.contentType).toBe("application/pdf");
    const bytes = Buffer.from(await new Response(label.body).arrayBuffer()).toString("latin1");
    expect(bytes.startsWith("%PDF-1.4\n")).toBe(true);
    expect(bytes.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(bytes).toContain("/MediaBox [0 0 298 420]");
  });

  it("cancels a shipment InPost has not bought yet, and only such a one", async () => {
    const created = await client.createShipment(LOCKER);
    await client.cancelShipment(created.id);
    expect((await client.getShipment(created.id)).status).toBe("canceled");
    const bought = await client.createShipment(LOCKER);
    standIn.advance(bought.id, "confirmed");
    expect(await failureOf(client.cancelShipment(bought.id))).toMatchObject({ kind: "refused", code: "invalid_action" });
    expect(await failureOf(client.getShipment("999"))).toMatchObject({ kind: "refused", status: 404, code: "resource_not_found" });
  });

  it("answers every missing answer as unavailable: an outage, no server, a timeout", async () => {
    standIn.outage = true;
    try {
      expect(await failureOf(client.createShipment(LOCKER))).toMatchObject({ kind: "unavailable", status: 503 });
    } finally {
      standIn.outage = false;
    }
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const nobody = new ShipXClient({ baseUrl: `http://127.0.0.1:${port}`, ...ACCOUNT });
    expect(await failureOf(nobody.getShipment("1"))).toMatchObject({ kind: "unavailable" });

    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const slow = new ShipXClient({ baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, ...ACCOUNT, timeoutMs: 200 });
      const timedOut = await failureOf(slow.getShipment("1"));
      expect(timedOut).toMatchObject({ kind: "unavailable" });
      expect(timedOut.message).toContain("timed out");
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it("never shows its token: not in a refusal for a wrong token, nor when the client is inspected", async () => {
    const wrong = new ShipXClient({ baseUrl: standIn.baseUrl, token: "wrong-token-0002", organizationId: ACCOUNT.organizationId });
    const refused = await failureOf(wrong.getShipment("1"));
    expect(refused).toMatchObject({ kind: "refused", status: 401, code: "token_invalid" });
    expect(refused.message).not.toContain("wrong-token-0002");
    expect(inspect(client, { depth: 5 })).not.toContain(ACCOUNT.token);
    expect(JSON.stringify(client)).not.toContain(ACCOUNT.token);
  });
});

describe("ShipX's formats", () => {
  it("writes Polish phones as nine digits and post codes as 00-000", () => {
    expect(["+48 600 100 200", "0048600100200", "600-100-200", "48600100200"].map(shipxPhone)).toEqual(Array(4).fill("600100200"));
    expect(shipxPhone("+44 20 7946 0958")).toBe("442079460958");
    expect([" 00-001 ", "00001", "00 001"].map(shipxPostCode)).toEqual(["00-001", "00-001", "00 001"]);
  });
});
