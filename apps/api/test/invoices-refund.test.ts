// Refunds after invoicing (issue 34): each Przelewy24 refund that is done issues one correcting invoice (KOR) of its
// amount, split over the invoice's rates, referring to the original; a notification delivered again issues nothing
// more, and the corrections never take back more than was invoiced.
import { type Database, schema } from "@shop/db";
import { createTestDatabase } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { P24Account } from "../src/core/payments";
import { validateFa3 } from "../src/invoicing/fa3/xsd";
import { Przelewy24Client } from "../src/payments/p24/client";
import { Przelewy24StandIn } from "../src/payments/p24/stand-in";
import { caller, demoSession } from "./cabinet-fixture";
import { TEST_INVOICING, TEST_ORIGIN } from "./helpers";
import { createAwaitingOrder, paymentApi, stockedProduct } from "./payments-fixture";

const CREDENTIALS = { merchantId: 120_000, apiKey: "test-api-key-1", crc: "test-crc-key-1" };

let database: Database & { close(): Promise<void> };
let standIn: Przelewy24StandIn;
let shop: ReturnType<typeof paymentApi>;
let product: { productId: number; price: number };

beforeAll(async () => {
  database = await createTestDatabase();
  standIn = new Przelewy24StandIn({
    ...CREDENTIALS,
    fetch: (url, init) => Promise.resolve(shop.api.request(String(url).replace(TEST_ORIGIN, ""), init)),
  });
  const client = new Przelewy24Client({ baseUrl: await standIn.start(), posId: CREDENTIALS.merchantId, ...CREDENTIALS });
  const p24: P24Account = {
    merchantId: CREDENTIALS.merchantId,
    posId: CREDENTIALS.merchantId,
    crc: CREDENTIALS.crc,
    gateway: {
      registerTransaction: (input) => client.registerTransaction(input),
      verifyTransaction: (input) => client.verifyTransaction(input),
      refund: (input) => client.refund(input),
      paymentMethods: (lang, amount) => client.paymentMethods(lang, amount),
    },
  };
  shop = paymentApi(database, { p24 }, TEST_INVOICING);
  product = await stockedProduct(database, 500);
});

afterAll(async () => {
  await standIn.stop();
  await database.close();
});

describe("a refund after invoicing", () => {
  it("issues one correction per refund done, of its amount, and none beyond what was invoiced", async () => {
    const placed = await createAwaitingOrder(database, shop.services, { method: "online", ...product, quantity: 2 });
    const { order } = placed;
    await database.db
      .update(schema.orders)
      .set({
        invoiceBuyer: {
          kind: "business",
          nip: "5252000002",
          name: "Hurtownia Dymek Sp. z o.o.",
          address: { line1: "ul. Grochowska 120", line2: "04-357 Warszawa", countryCode: "PL" },
        },
      })
      .where(eq(schema.orders.id, order.id));
    if (placed.next.kind !== "redirect") throw new Error("expected the P24 page");
    await fetch(`${placed.next.url}/pay`, { method: "POST", redirect: "manual" });
    await standIn.settled();

    const staff = await demoSession(database, "admin");
    const refund = (amount: number) =>
      caller(shop.api)("POST", `/api/v1/staff/orders/${order.id}/refund`, staff.token, { amount, reason: "Broken bowl" });
    expect((await refund(1000)).status).toBe(200);
    await standIn.settled();
    expect((await refund(order.total - 1000)).status).toBe(200);
    await standIn.settled();

    const invoices = await database.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.orderId, order.id))
      .orderBy(schema.invoices.id);
    const [original, ...corrections] = invoices;
    expect(original).toMatchObject({ kind: "VAT", gross: order.total });
    expect(corrections.map((c) => [c.kind, c.gross, c.correctsId])).toEqual([
      ["KOR", -1000, original?.id],
      ["KOR", -(order.total - 1000), original?.id],
    ]);
    expect(new Set(corrections.map((c) => c.cause)).size).toBe(2);
    for (const correction of corrections) {
      expect(correction.cause).toMatch(/^refund:/);
      expect(correction.document.correction?.original.number).toBe(original?.number);
      expect((await validateFa3(correction.xml)).errors).toEqual([]);
    }
    // Everything was given back: a cancellation now corrects nothing more.
    const canceled = await caller(shop.api)("POST", `/api/v1/staff/orders/${order.id}/status`, staff.token, {
      to: "CANCELED",
      note: "refunded",
    });
    expect([200, 409], await canceled.clone().text()).toContain(canceled.status);
    const after = await database.db.select().from(schema.invoices).where(eq(schema.invoices.orderId, order.id));
    expect(after.reduce((sum, invoice) => sum + invoice.gross, 0)).toBe(0);
  });
});
