import { type Database, schema } from "@shop/db";
import { createTestDatabase } from "@shop/db/testing";
import { formatMoney } from "@shop/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signSandboxPayload } from "../src/payments/sandbox-signature";
import { reopenPayment } from "../src/use-cases/payments/reopen-payment";
import { TEST_ORIGIN } from "./helpers";
import {
  type Api,
  createAwaitingOrder,
  historyOf,
  type OrderInput,
  orderStatus,
  paymentApi,
  paymentsOf,
  statusEmailsTo,
  stockedProduct,
} from "./payments-fixture";

let database: Database & { close(): Promise<void> };
let shop: ReturnType<typeof paymentApi>;
let product: { productId: number; price: number };

const CALLBACK = "/api/v1/payments/sandbox/callback";
const pathOf = (url: string) => new URL(url).pathname;
const onlineOrder = (input: Partial<OrderInput> = {}) =>
  createAwaitingOrder(database, shop.services, { method: "online", ...product, quantity: 2, ...input });

async function redirectUrl(input: Partial<OrderInput> = {}) {
  const placed = await onlineOrder(input);
  if (placed.next.kind !== "redirect") throw new Error(`expected a redirect, got ${placed.next.kind}`);
  return { ...placed, url: placed.next.url };
}

const submit = (api: Api, url: string, outcome: string) =>
  api.request(pathOf(url), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ outcome }).toString(),
  });

function signedEvent(session: string, amount: number, options: { secret?: string; t?: number; id?: string } = {}) {
  const body = JSON.stringify({
    id: options.id ?? `evt_test_${session}`,
    type: "payment.succeeded",
    session,
    amount,
    createdAt: new Date().toISOString(),
  });
  const signature = signSandboxPayload(options.secret ?? shop.paymentOptions.sandboxSecret, body, options.t);
  return { body, signature };
}

const postCallback = (body: string, signature: string) =>
  shop.api.request(CALLBACK, { method: "POST", headers: { "Content-Type": "application/json", "X-Sandbox-Signature": signature }, body });

beforeAll(async () => {
  database = await createTestDatabase();
  shop = paymentApi(database);
  product = await stockedProduct(database, 500);
});
afterAll(() => database?.close());

describe("the sandbox provider's hosted page", () => {
  it("shows the shop, the order and its amount in the order's language, self-contained", async () => {
    const { order, url } = await redirectUrl({ locale: "pl" });
    expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/api/v1/payments/sandbox/[A-Za-z0-9_-]{22}$`));
    const response = await shop.api.request(pathOf(url));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; form-action 'self'");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain(formatMoney(order.total, "pl"));
    expect(html).toContain(order.id);
    expect(html).toContain("Smoke Point");
    expect(html).toContain(">Zapłać</button>");
    expect(html).toContain(">Odrzuć</button>");
    expect(html).toContain('lang="pl"');
    expect(html).not.toMatch(/<script|https?:\/\//);
  });

  it("is documented in the OpenAPI document with the callback and the simulator", () => {
    const routes = shop.api.openAPIRegistry.definitions.flatMap((d) => (d.type === "route" ? [`${d.route.method} ${d.route.path}`] : []));
    expect(routes).toEqual(
      expect.arrayContaining([
        "get /api/v1/payments/sandbox/{session}",
        "post /api/v1/payments/sandbox/{session}",
        "post /api/v1/payments/sandbox/callback",
        "post /api/v1/dev/chain/transfers",
      ]),
    );
  });

  it("answers an unknown session with the not-available page (404)", async () => {
    const response = await shop.api.request("/api/v1/payments/sandbox/AAAAAAAAAAAAAAAAAAAAAA");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Payment not available");
  });
});

describe("paying online", () => {
  it("pays the order through the signed callback and sends the customer to the order's page", async () => {
    const { order, email, url } = await redirectUrl({ locale: "uk" });
    const response = await submit(shop.api, url, "pay");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${TEST_ORIGIN}/uk/warszawa/order-tracking/${order.id}?payment=success`);
    expect(await orderStatus(database, order.id)).toBe("PAID");
    const [payment] = await paymentsOf(database, order.id);
    expect(payment).toMatchObject({ method: "online", provider: "sandbox", status: "paid", amount: order.total });
    expect(payment?.paidAt).toBeInstanceOf(Date);
    expect((await historyOf(database, order.id)).at(-1)).toEqual({ to: "PAID", actor: "system", note: "online payment" });
    expect(await statusEmailsTo(database, email)).toBe(1);
    // The session is used up: its page is gone and paying again changes nothing.
    expect((await shop.api.request(pathOf(url))).status).toBe(404);
    expect((await submit(shop.api, url, "pay")).status).toBe(404);
  });

  it("applies one event delivered ten times at once exactly once", async () => {
    const { order, email, url } = await redirectUrl();
    const session = pathOf(url).split("/").pop() ?? "";
    const { body, signature } = signedEvent(session, order.total);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postCallback(body, signature)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await answers[0]?.json()).toEqual({ received: true });
    expect(await orderStatus(database, order.id)).toBe("PAID");
    expect((await historyOf(database, order.id)).filter((entry) => entry.to === "PAID")).toHaveLength(1);
    expect(await statusEmailsTo(database, email)).toBe(1);
    const events = await database.db
      .select()
      .from(schema.paymentEvents)
      .where(eq(schema.paymentEvents.eventId, `evt_test_${session}`));
    expect(events).toHaveLength(1);
  });

  it.each([
    ["a signature made with another secret", (s: string, a: number) => signedEvent(s, a, { secret: "someone-elses-secret-value" })],
    ["a timestamp older than five minutes", (s: string, a: number) => signedEvent(s, a, { t: Math.floor(Date.now() / 1000) - 301 })],
    [
      "a body changed after signing",
      (s: string, a: number) => {
        const signed = signedEvent(s, a);
        return { ...signed, body: signed.body.replace(`"amount":${a}`, `"amount":${a + 1}`) };
      },
    ],
    ["no signature", (s: string, a: number) => ({ ...signedEvent(s, a), signature: "" })],
  ])("refuses %s with 400 SIGNATURE_INVALID and changes nothing", async (_label, make) => {
    const { order, url } = await redirectUrl();
    const session = pathOf(url).split("/").pop() ?? "";
    const { body, signature } = make(session, order.total);
    const response = await postCallback(body, signature);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "SIGNATURE_INVALID" });
    expect(await orderStatus(database, order.id)).toBe("AWAITING_PAYMENT");
    expect((await paymentsOf(database, order.id)).map((p) => p.status)).toEqual(["pending"]);
    const events = await database.db
      .select()
      .from(schema.paymentEvents)
      .where(eq(schema.paymentEvents.eventId, `evt_test_${session}`));
    expect(events).toHaveLength(0);
  });

  it("keeps a declined order waiting, and a new attempt gets a new session", async () => {
    const { order, url } = await redirectUrl();
    const response = await submit(shop.api, url, "decline");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${TEST_ORIGIN}/en/warszawa/order-tracking/${order.id}?payment=failed`);
    expect(await orderStatus(database, order.id)).toBe("AWAITING_PAYMENT");
    expect((await paymentsOf(database, order.id)).map((p) => p.status)).toEqual(["failed"]);

    const next = await reopenPayment(database.db, shop.services, order);
    if (next.kind !== "redirect") throw new Error("expected a redirect");
    expect(next.url).not.toBe(url);
    expect((await shop.api.request(pathOf(url))).status).toBe(404);
    expect((await shop.api.request(pathOf(next.url))).status).toBe(200);
    expect((await paymentsOf(database, order.id)).map((p) => p.status)).toEqual(["failed", "pending"]);

    expect((await submit(shop.api, next.url, "pay")).status).toBe(303);
    expect(await orderStatus(database, order.id)).toBe("PAID");
  });

  it("sends the customer back even when the callback does not arrive; the order keeps waiting", async () => {
    const offline = paymentApi(database, { deliverCallback: () => Promise.reject(new Error("connection refused")) });
    const placed = await createAwaitingOrder(database, offline.services, { method: "online", ...product });
    if (placed.next.kind !== "redirect") throw new Error("expected a redirect");
    const response = await submit(offline.api, placed.next.url, "pay");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toContain(`/order-tracking/${placed.order.id}?payment=success`);
    expect(await orderStatus(database, placed.order.id)).toBe("AWAITING_PAYMENT");
    expect(offline.lines.some((line) => String(line.msg).includes("callback not delivered"))).toBe(true);
  });

  it("refuses a form without pay or decline", async () => {
    const { order, url } = await redirectUrl();
    expect((await submit(shop.api, url, "steal")).status).toBe(400);
    expect(await orderStatus(database, order.id)).toBe("AWAITING_PAYMENT");
  });
});
