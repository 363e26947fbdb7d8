// Text messages (issue 33, docs/orders.md "Text messages"): the SMSAPI client's real HTTP calls against the local
// stand-in (bearer token, sender, test=1, errors), and the SMS worker on the outbox: only channel 'sms' rows, each sent
// once with two workers racing, SMSAPI's errors retried, a retry after a lost answer sending nothing twice (idx), and
// without SMSAPI the messages staying in the outbox. The mail worker never takes a text message.
import { schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMailWorker, createSmsWorker, queueEmail, queueSms, SmsApiClient, SmsApiStandIn, SmsSendError, type SmsWorker } from "../src";
import { captureLogger, waitFor } from "./smtp-catcher";

const TOKEN = "test-smsapi-token-0123456789";
let database: TestDatabase;
let standIn: SmsApiStandIn;
let client: SmsApiClient;
const workers: SmsWorker[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(schema.emails);
  standIn = new SmsApiStandIn({ token: TOKEN, senders: ["SmokePoint"] });
  client = new SmsApiClient({ baseUrl: await standIn.start(), token: TOKEN, sender: "SmokePoint", test: true });
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await standIn.stop();
});

const ready = (orderId: string) =>
  ({
    kind: "sms-ready-for-pickup",
    orderId,
    storeAddress: "ul. Marszałkowska 10",
    holdUntil: "2026-05-12T12:30:00.000Z",
    link: `https://shop.test/pl/warszawa/order-tracking/${orderId}`,
  }) as const;
const queue = (to: string, orderId = "7KQ2M9XB4RT6H") =>
  queueSms(database.db, { to, locale: "pl", brand: "default", message: ready(orderId) });
const rows = () => database.db.select().from(schema.emails).orderBy(schema.emails.id);
const worker = (options: Partial<Parameters<typeof createSmsWorker>[0]> = {}) => {
  const started = createSmsWorker({ database, logger: captureLogger().logger, sender: client, logTexts: false, pollMs: 50, ...options });
  workers.push(started);
  return started;
};

describe("the SMSAPI client", () => {
  it("posts the message form-encoded with the bearer token, the sender, UTF-8, JSON, idx and test=1", async () => {
    const sent = await client.send({ idx: "42t1", to: "+48512345678", text: "Zamówienie gotowe" });
    expect(sent).toEqual({ id: expect.stringMatching(/^SA\d+$/), points: 0.165 });
    expect(standIn.messages).toEqual([
      expect.objectContaining({ to: "+48512345678", from: "SmokePoint", text: "Zamówienie gotowe", idx: "42t1", test: true, parts: 1 }),
    ]);
  });

  it("sends one message for one idx: a second send of it is SMSAPI's error 53, taken as sent before", async () => {
    await client.send({ idx: "7t1", to: "+48512345678", text: "Hello" });
    expect(await client.send({ idx: "7t1", to: "+48512345678", text: "Hello" })).toEqual({ id: null, points: 0 });
    expect(standIn.messages).toHaveLength(1);
    expect(standIn.requests).toEqual(["sent", "error 53"]);
  });

  it("says which errors are worth a retry: SMSAPI down or a wrong token yes, a refused sender no", async () => {
    standIn.failNext("error-500");
    await expect(client.send({ idx: "1t1", to: "+48512345678", text: "x" })).rejects.toMatchObject({ permanent: false, code: 201 });
    const wrongToken = new SmsApiClient({ baseUrl: standIn.baseUrl, token: "not-the-token-000000", sender: "SmokePoint", test: true });
    await expect(wrongToken.send({ idx: "2t1", to: "+48512345678", text: "x" })).rejects.toMatchObject({ permanent: false, code: 101 });
    const unregistered = new SmsApiClient({ baseUrl: standIn.baseUrl, token: TOKEN, sender: "Unknown", test: true });
    const refused = unregistered.send({ idx: "3t1", to: "+48512345678", text: "x" });
    await expect(refused).rejects.toBeInstanceOf(SmsSendError);
    await expect(refused).rejects.toMatchObject({ permanent: true, code: 14, message: "SMSAPI error 14: Invalid sender field" });
    const unreachable = new SmsApiClient({ baseUrl: "http://127.0.0.1:1", token: TOKEN, sender: "SmokePoint", test: true });
    await expect(unreachable.send({ idx: "4t1", to: "+48512345678", text: "x" })).rejects.toMatchObject({ permanent: false, code: null });
    expect(standIn.messages).toEqual([]);
  });
});

describe("the SMS worker", () => {
  it("sends every text message once with two workers racing, and leaves the e-mails to the mail worker", async () => {
    const numbers = Array.from({ length: 12 }, (_, i) => `+4851234${String(5600 + i)}`);
    for (const number of numbers) await queue(number);
    await queueEmail(database.db, {
      to: "a@example.test",
      locale: "en",
      brand: "default",
      message: { kind: "verify-email", firstName: "A", link: "https://shop.test/x" },
    });
    worker();
    worker();
    await waitFor(async () => (await rows()).filter((row) => row.channel === "sms" && row.status === "sent").length === numbers.length);
    expect(standIn.messages.map((sms) => sms.to).sort()).toEqual([...numbers].sort());
    const all = await rows();
    expect(all.filter((row) => row.channel === "sms").map((row) => row.attempts)).toEqual(Array(numbers.length).fill(1));
    expect(all.find((row) => row.channel === "email")).toMatchObject({ status: "queued", attempts: 0 });
    expect(standIn.messages[0]?.text).toBe(
      "Smoke Point: Zamówienie 7KQ2-M9XB-4RT6H czeka na odbiór: ul. Marszałkowska 10, do 12.05 14:30. https://shop.test/pl/warszawa/order-tracking/7KQ2M9XB4RT6H",
    );
  });

  it("the mail worker never takes a text message", async () => {
    await queue("+48512345678");
    const mail = createMailWorker({ database, logger: captureLogger().logger, logTexts: false, pollMs: 50 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await mail.stop();
    expect(await rows()).toEqual([expect.objectContaining({ channel: "sms", status: "queued", attempts: 0 })]);
  });

  it("retries what SMSAPI could not take, and a retry after a lost answer sends nothing twice", async () => {
    await queue("+48512345601");
    await queue("+48512345602");
    standIn.failNext("error-500", "drop-after-taking");
    const { logger, lines } = captureLogger();
    worker({ logger, retryDelaysMs: [100, 100] });
    await waitFor(async () => (await rows()).every((row) => row.status === "sent"));
    expect(standIn.requests.slice(0, 2)).toEqual(["500", "dropped"]);
    expect(standIn.messages.map((sms) => sms.to).sort()).toEqual(["+48512345601", "+48512345602"]);
    expect((await rows()).map((row) => row.attempts)).toEqual([2, 2]);
    expect(lines.filter((line) => line.message === "SMS not sent; will retry")).toHaveLength(2);
  });

  it("marks a message SMSAPI refuses for good as failed, with the reason, after one attempt", async () => {
    await queue("+48512345678");
    const unregistered = new SmsApiClient({ baseUrl: standIn.baseUrl, token: TOKEN, sender: "Unknown", test: true });
    worker({ sender: unregistered });
    const [row] = await waitFor(async () => {
      const all = await rows();
      return all[0]?.status === "failed" ? all : null;
    });
    expect(row).toMatchObject({ status: "failed", attempts: 1, lastError: "SMSAPI error 14: Invalid sender field" });
  });

  it("without SMSAPI keeps the messages in the outbox as logged", async () => {
    await queue("+48512345678");
    const { logger, lines } = captureLogger();
    worker({ sender: undefined, logger, logTexts: true });
    await waitFor(async () => (await rows())[0]?.status === "logged");
    expect(lines.find((line) => line.message.startsWith("SMS not sent"))?.fields).toMatchObject({ to: "+48512345678" });
    expect(await database.db.select().from(schema.emails).where(eq(schema.emails.status, "sent"))).toEqual([]);
  });
});
