// InPost shipments' tests: the API with a ShipX client of the test's choosing (the local stand-in over real HTTP),
// approved delivery orders made straight in the database, and what the shipments left behind.
import type { Database } from "@shop/db";
import pino from "pino";
import { createApi } from "../src";
import type { ShipmentCarrier } from "../src/core/shipments";
import { ShipXClient } from "../src/delivery/inpost/shipx-client";
import { ShipXStandIn } from "../src/delivery/inpost/shipx-stand-in";
import { createRateLimits } from "../src/security/rate-limits";
import { BUILD, TEST_ORIGIN } from "./helpers";
import { createTestOrder, type FixtureProduct, type TestOrderOptions } from "./orders-fixture";

const SHIPX_ACCOUNT = { token: "shipx-integration-token-0001", organizationId: 4321 };

/** The stand-in and a client of it (the shop's ShipX). */
export async function startShipX(options: { confirmOnGet?: boolean } = {}) {
  const standIn = new ShipXStandIn({ ...SHIPX_ACCOUNT, ...options });
  const baseUrl = await standIn.start();
  return { standIn, client: new ShipXClient({ baseUrl, ...SHIPX_ACCOUNT, timeoutMs: 2_000 }) };
}

/** The API with InPost (or without, when `shipments` is undefined); e-mails wake `mailQueued`. */
export function shipmentsApi(database: Database, shipments: ShipmentCarrier | undefined) {
  return createApi({
    database,
    logger: pino({ level: "silent" }),
    build: () => BUILD,
    development: false,
    publicOrigins: [TEST_ORIGIN],
    brand: "default",
    limits: createRateLimits(),
    ...(shipments ? { shipments } : {}),
  });
}

export interface ShipmentOrderOptions {
  user: { id: number; email: string };
  product: FixtureProduct;
  delivery: "parcel-locker" | "courier" | "local-pickup";
  status?: TestOrderOptions["status"];
  phone?: string;
  locale?: TestOrderOptions["locale"];
}

/** A paid (online) delivery order walked up to APPROVED, a courier one with an address in Warsaw; its id. */
export async function shipmentOrder(database: Database, options: ShipmentOrderOptions): Promise<string> {
  const id = await createTestOrder(database, {
    user: options.user,
    lines: [{ product: options.product, quantity: 1 }],
    payment: options.delivery === "local-pickup" ? "in-store" : "online",
    delivery: options.delivery,
    status: options.status ?? "APPROVED",
    ...(options.phone ? { phone: options.phone } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
  });
  if (options.delivery === "courier")
    await database.pool.query(
      "update orders set street = 'Marszałkowska', street_number = '10', apartment = '4', zip_code = '00950', country = 'Polska' where id = $1",
      [id],
    );
  return id;
}

/** The order's shipment rows (claims included). */
export async function shipmentRows(database: Database, orderId: string) {
  const { rows } = await database.pool.query<{ shipment_id: string; status: string; tracking_number: string | null }>(
    "select shipment_id, status, tracking_number from order_shipments where order_id = $1",
    [orderId],
  );
  return rows;
}

/** The e-mails to an address, oldest first, with their texts. */
export async function emailsWithText(database: Database, address: string) {
  const { rows } = await database.pool.query<{ kind: string; subject: string; text: string; html: string }>(
    "select kind, subject, text, html from emails where to_address = $1 order by id",
    [address],
  );
  return rows;
}
