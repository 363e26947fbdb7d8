import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { P24Error, Przelewy24Client, type Przelewy24Options } from "./client";
import { refundNotificationSchema, statusNotificationSchema, verifyNotificationSign, verifyRefundNotificationSign } from "./sign";
import { Przelewy24StandIn } from "./stand-in";

const MERCHANT = { merchantId: 123456, apiKey: "p24-api-key-never-shown-0001", crc: "crc-key-0001" };
const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = (server: Server) => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
};

/** The shop's side: what P24 POSTs to urlStatus, by path. */
const received: Array<{ path: string; body: unknown }> = [];
const shop = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    received.push({ path: request.url ?? "", body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
    response.writeHead(200).end("OK");
  });
});
const p24 = new Przelewy24StandIn(MERCHANT);
let shopUrl: string;
let client: Przelewy24Client;
const clientWith = (options: Partial<Przelewy24Options> = {}) =>
  new Przelewy24Client({ baseUrl: p24.baseUrl, posId: MERCHANT.merchantId, ...MERCHANT, ...options });

beforeAll(async () => {
  shopUrl = await listen(shop);
  await p24.start();
  client = clientWith();
});
afterAll(async () => {
  await p24.stop();
  await close(shop);
});

/** Registers, opens the hosted page, presses Pay, and returns the status notification the shop received. */
async function payFor(sessionId: string, amount: number) {
  const { token, redirectUrl } = await client.registerTransaction({
    sessionId,
    amount,
    currency: "PLN",
    description: `Zamówienie <b>${sessionId}</b> & "more"`,
    email: "buyer@example.com",
    country: "PL",
    language: "pl",
    urlReturn: `${shopUrl}/return/${sessionId}`,
    urlStatus: `${shopUrl}/p24/status`,
    timeLimit: 15,
  });
  expect(redirectUrl).toBe(`${p24.baseUrl}/trnRequest/${token}`);
  const page = await fetch(redirectUrl);
  const html = await page.text();
  expect(page.status).toBe(200);
  expect(html).toContain(`Zamówienie &lt;b&gt;${sessionId}&lt;/b&gt; &amp; &quot;more&quot;`);
  expect(html).not.toContain("<b>");
  const pay = await fetch(`${redirectUrl}/pay`, { method: "POST", redirect: "manual" });
  expect(pay.status).toBe(303);
  expect(pay.headers.get("location")).toBe(`${shopUrl}/return/${sessionId}`);
  await p24.settled();
  const notification = received.filter((r) => r.path === "/p24/status").at(-1)?.body;
  return statusNotificationSchema.parse(notification);
}

describe("the Przelewy24 client against the stand-in", () => {
  it("registers, gets a signed notification after Pay, and verifies the payment", async () => {
    const notification = await payFor("ord-1001", 12_345);
    expect(notification).toMatchObject({ merchantId: 123456, posId: 123456, sessionId: "ord-1001", amount: 12_345, currency: "PLN" });
    expect(verifyNotificationSign(notification, MERCHANT.crc)).toBe(true);
    const { sessionId, orderId, amount } = notification;
    expect(await client.verifyTransaction({ sessionId, orderId, amount, currency: "PLN" })).toBe(true);
  });

  it("refuses a tampered notification", async () => {
    const notification = await payFor("ord-1002", 5_000);
    expect(verifyNotificationSign({ ...notification, amount: 1 }, MERCHANT.crc)).toBe(false);
    expect(verifyNotificationSign({ ...notification, orderId: notification.orderId + 1 }, MERCHANT.crc)).toBe(false);
  });

  it("is refused a verification with a wrong amount", async () => {
    const { sessionId, orderId, amount } = await payFor("ord-1003", 7_000);
    const wrong = client.verifyTransaction({ sessionId, orderId, amount: amount - 1, currency: "PLN" });
    await expect(wrong).rejects.toMatchObject({ name: "P24Error", kind: "refused", status: 400 });
  });

  it("sends nothing when the buyer declines", async () => {
    const { redirectUrl } = await client.registerTransaction({
      sessionId: "ord-1004",
      amount: 100,
      currency: "PLN",
      description: "Declined",
      email: "buyer@example.com",
      country: "PL",
      language: "en",
      urlReturn: `${shopUrl}/return`,
      urlStatus: `${shopUrl}/p24/declined`,
      timeLimit: 15,
    });
    const decline = await fetch(`${redirectUrl}/decline`, { method: "POST", redirect: "manual" });
    expect(decline.status).toBe(303);
    await p24.settled();
    expect(received.some((r) => r.path === "/p24/declined")).toBe(false);
    expect((await fetch(redirectUrl)).status).toBe(404);
  });

  it("refunds, and the refund notification follows with a valid sign", async () => {
    const { sessionId, orderId, amount } = await payFor("ord-1005", 10_000);
    await client.verifyTransaction({ sessionId, orderId, amount, currency: "PLN" });
    const refund = { requestId: "req-ord-1005-1", refundsUuid: "refund-ord-1005-1", urlStatus: `${shopUrl}/p24/refund` };
    const results = await client.refund({ ...refund, refunds: [{ orderId, sessionId, amount: 2_500, description: "Returned item" }] });
    expect(results).toEqual([{ orderId, sessionId, amount: 2_500, status: true, message: "success" }]);
    await p24.settled();
    const notification = refundNotificationSchema.parse(received.find((r) => r.path === "/p24/refund")?.body);
    expect(notification).toMatchObject({
      orderId,
      sessionId,
      amount: 2_500,
      status: 0,
      requestId: refund.requestId,
      refundsUuid: refund.refundsUuid,
    });
    expect(verifyRefundNotificationSign(notification, MERCHANT.crc)).toBe(true);
    expect(verifyRefundNotificationSign({ ...notification, amount: 10_000 }, MERCHANT.crc)).toBe(false);

    await expect(client.refund({ ...refund, refunds: [{ orderId, sessionId, amount: 1 }] })).rejects.toThrow(/Request already exists/);
    const tooMuch = client.refund({ ...refund, requestId: "req-ord-1005-2", refunds: [{ orderId, sessionId, amount: 7_501 }] });
    await expect(tooMuch).rejects.toMatchObject({
      kind: "refused",
      status: 409,
      message: expect.stringMatching(/exceeds available amount/),
    });
  });

  it("lists the active payment methods with BLIK first", async () => {
    const methods = await client.paymentMethods("pl", 1_000);
    expect(methods[0]).toMatchObject({ id: 181, name: "BLIK", group: "Blik" });
    expect(methods.map((m) => m.id)).toEqual([181, 25, 31, 112, 20, 218, 227, 178]);
    expect((await client.paymentMethods("en", 100)).map((m) => m.id)).not.toContain(227);
  });

  it("passes the access test, and is refused with wrong credentials or a wrong CRC key", async () => {
    expect(await client.testAccess()).toBe(true);
    const wrongKey = "wrong-key-that-must-not-leak";
    const error = await clientWith({ apiKey: wrongKey })
      .testAccess()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(P24Error);
    expect(error).toMatchObject({ kind: "refused", status: 401, message: expect.stringMatching(/Incorrect authentication/) });
    const shown = `${inspect(error)} ${JSON.stringify(error)} ${inspect(clientWith({ apiKey: wrongKey }))} ${JSON.stringify(client)}`;
    expect(shown).not.toContain(wrongKey);
    expect(shown).not.toContain(MERCHANT.apiKey);
    expect(shown).not.toContain(Buffer.from(`${MERCHANT.merchantId}:${wrongKey}`).toString("base64"));
    const badSign = clientWith({ crc: "another-crc" }).registerTransaction({
      sessionId: "ord-1006",
      amount: 100,
      currency: "PLN",
      description: "x",
      email: "buyer@example.com",
      country: "PL",
      language: "pl",
      urlReturn: `${shopUrl}/return`,
      urlStatus: `${shopUrl}/p24/status`,
      timeLimit: 15,
    });
    await expect(badSign).rejects.toMatchObject({ kind: "refused", status: 400, message: expect.stringMatching(/sign/) });
  });

  it("is unavailable when P24 is down, fails with 5xx, or does not answer in time", async () => {
    const gone = new Przelewy24StandIn(MERCHANT);
    const goneUrl = await gone.start();
    await gone.stop();
    await expect(clientWith({ baseUrl: goneUrl }).testAccess()).rejects.toMatchObject({ kind: "unavailable" });

    const failing = createServer((_request, response) => response.writeHead(503).end("<html>maintenance</html>"));
    const slow = createServer(() => {});
    try {
      await expect(clientWith({ baseUrl: await listen(failing) }).testAccess()).rejects.toMatchObject({ kind: "unavailable", status: 503 });
      const timedOut = clientWith({ baseUrl: await listen(slow), timeoutMs: 200 }).testAccess();
      await expect(timedOut).rejects.toMatchObject({ kind: "unavailable", message: expect.stringMatching(/timed out/) });
    } finally {
      await close(failing);
      await close(slow);
    }
  });
});
