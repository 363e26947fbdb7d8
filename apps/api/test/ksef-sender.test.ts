// The KSeF sender job (issue 34, docs/invoices.md "KSeF") on the database, against the local KSeF stand-in: waiting
// invoices reach KSeF with their number and UPO; while KSeF is away or holds the shop to its limits they wait with a
// back-off and nothing is lost; two processes racing send each invoice once; a pass that dies after KSeF took an
// invoice is resumed by asking KSeF, not by sending it again; a rejection keeps KSeF's words.
import { createPool, wrap } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from "vitest";
import type { KsefGateway } from "../src/core/ksef";
import { validateUpo } from "../src/invoicing/fa3/xsd";
import { KsefClient } from "../src/invoicing/ksef/client";
import { ksefGateway } from "../src/invoicing/ksef/gateway";
import { KsefStandIn } from "../src/invoicing/ksef/stand-in";
import { createKsefSender } from "../src/jobs/ksef-sender";
import { SELLER_NIP, waitingInvoice } from "./ksef-fixture";

const TOKEN = "stand-in-ksef-token-for-the-sender-tests";
const standIn = new KsefStandIn({ nip: SELLER_NIP, token: TOKEN });
let database: TestDatabase;
const logLines: Array<Record<string, unknown>> = [];
const logger = pino({ level: "info" }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
const fast = () => new Promise<void>((resolve) => setImmediate(resolve));

const gatewayOf = () =>
  ksefGateway(new KsefClient({ baseUrl: standIn.apiUrl, token: TOKEN, nip: SELLER_NIP, sleep: fast, statusPollMs: 1 }), {
    sleep: fast,
    statusPolls: 50,
  });
const senderOn = (db: { db: TestDatabase["db"] }, gateway: KsefGateway = gatewayOf(), batch = 50) =>
  createKsefSender({ database: db, logger, gateway, batch });

let numbers = 0;
const nextNumber = () => `FV/2026/11/${String(++numbers).padStart(5, "0")}`;
const row = async (id: number) =>
  (
    await database.pool.query(
      `select number, ksef_status, ksef_number, ksef_session, ksef_reference, ksef_message, ksef_attempts, upo_xml, ksef_accepted_at,
         extract(epoch from ksef_next_attempt_at - now())::float8 as due_in
       from invoices where id = $1`,
      [id],
    )
  ).rows[0];
/** The lease or back-off is over (only a ksef_* column changes: the immutability trigger allows it). */
const makeDue = (id: number) => database.pool.query("update invoices set ksef_next_attempt_at = now() where id = $1", [id]);
const sendsOf = () => standIn.requests.filter((request) => /^POST \/v2\/sessions\/online\/.+\/invoices$/.test(request)).length;
const acceptedAs = (number: string) => standIn.accepted.filter((one) => one.number === number);

beforeAll(async () => {
  database = await createTestDatabase();
  await standIn.start();
});
afterAll(async () => {
  await standIn.stop();
  await database?.close();
});
beforeEach(() => {
  // A failure shows what the sender logged (KSeF's words, or why KSeF could not be reached).
  const from = logLines.length;
  onTestFailed(() => console.error("the sender's log:", JSON.stringify(logLines.slice(from), null, 1)));
  standIn.down(null);
  standIn.limit(0, 0);
});

describe("the KSeF sender", () => {
  it("sends a waiting invoice and records its KSeF number, its place in KSeF and its UPO", async () => {
    const number = nextNumber();
    const id = await waitingInvoice(database, { number });
    expect(await senderOn(database).tickOnce()).toMatchObject({ accepted: 1, failed: 0 });
    const invoice = await row(id);
    const [record] = acceptedAs(number);
    expect(invoice).toMatchObject({
      ksef_status: "accepted",
      ksef_number: record?.ksefNumber,
      ksef_session: record?.session,
      ksef_message: null,
    });
    expect(invoice.ksef_reference).toBe(record?.reference);
    expect(invoice.ksef_accepted_at).toBeInstanceOf(Date);
    expect(invoice.due_in).toBeNull();
    expect(await validateUpo(invoice.upo_xml)).toEqual({ valid: true, errors: [] });
  });

  it("keeps an invoice waiting while KSeF is away, backing off, and sends it once KSeF is back", async () => {
    const number = nextNumber();
    const id = await waitingInvoice(database, { number });
    const sender = senderOn(database);
    standIn.down("reset");
    expect(await sender.tickOnce()).toMatchObject({ failed: 1, accepted: 0 });
    let invoice = await row(id);
    expect(invoice).toMatchObject({
      ksef_status: "waiting",
      ksef_attempts: 1,
      ksef_message: expect.stringMatching(/could not be reached/),
    });
    expect(invoice.due_in).toBeGreaterThan(50);
    expect(invoice.due_in).toBeLessThanOrEqual(60);
    // Not due yet: the next pass leaves it alone.
    expect(await sender.tickOnce()).toEqual({ accepted: 0, rejected: 0, pending: 0, failed: 0 });
    await makeDue(id);
    standIn.down("503");
    await sender.tickOnce();
    invoice = await row(id);
    expect(invoice).toMatchObject({ ksef_status: "waiting", ksef_attempts: 2, ksef_message: expect.stringMatching(/503/) });
    expect(invoice.due_in).toBeGreaterThan(110);
    expect(invoice.due_in).toBeLessThanOrEqual(120);

    standIn.down(null);
    await makeDue(id);
    expect(await sender.tickOnce()).toMatchObject({ accepted: 1 });
    expect(await row(id)).toMatchObject({ ksef_status: "accepted", ksef_number: acceptedAs(number)[0]?.ksefNumber });
    expect(acceptedAs(number)).toHaveLength(1);
  });

  it("waits as long as KSeF's Retry-After says when its limit is hit, and loses nothing", async () => {
    const number = nextNumber();
    const id = await waitingInvoice(database, { number });
    const sender = senderOn(database);
    standIn.limit(1, 900);
    expect(await sender.tickOnce()).toMatchObject({ failed: 1 });
    const invoice = await row(id);
    expect(invoice).toMatchObject({ ksef_status: "waiting", ksef_message: expect.stringMatching(/limit/) });
    expect(invoice.due_in).toBeGreaterThan(890);
    expect(invoice.due_in).toBeLessThanOrEqual(900);
    await makeDue(id);
    expect(await sender.tickOnce()).toMatchObject({ accepted: 1 });
    expect(acceptedAs(number)).toHaveLength(1);
  });

  it("sends each invoice exactly once when two processes' passes race", async () => {
    // On PostgreSQL the second process has a pool of its own, so the claims really overlap.
    const other = database.engine === "postgres" ? wrap("postgres", createPool(database.url, 5), async () => {}) : null;
    try {
      const ids: number[] = [];
      const batchNumbers: string[] = [];
      for (let i = 0; i < 8; i++) {
        const number = nextNumber();
        batchNumbers.push(number);
        ids.push(await waitingInvoice(database, { number }));
      }
      const before = sendsOf();
      const drain = async (sender: ReturnType<typeof senderOn>) => {
        while ((await sender.tickOnce()).accepted > 0);
      };
      await Promise.all([drain(senderOn(database, gatewayOf(), 2)), drain(senderOn(other ?? database, gatewayOf(), 2))]);
      for (const id of ids) expect((await row(id)).ksef_status).toBe("accepted");
      for (const number of batchNumbers) expect(acceptedAs(number)).toHaveLength(1);
      // Not even a duplicate KSeF had to catch: eight invoices, eight sends.
      expect(sendsOf() - before).toBe(8);
    } finally {
      await other?.close();
    }
  });

  it("resumes an invoice KSeF took before its pass died by asking KSeF, never by sending it again", async () => {
    const number = nextNumber();
    const id = await waitingInvoice(database, { number });
    const real = gatewayOf();
    const dying: KsefGateway = {
      checkInvoices: real.checkInvoices,
      sendInvoices: (invoices, onSent) =>
        real.sendInvoices(invoices, async (sentId, place) => {
          await onSent(sentId, place);
          throw new Error("the process died");
        }),
    };
    const before = sendsOf();
    await expect(senderOn(database, dying).tickOnce()).rejects.toThrow("the process died");
    const sent = await row(id);
    expect(sent).toMatchObject({ ksef_status: "sent", ksef_number: null });
    expect(sent.ksef_session).toMatch(/-SO-/);
    expect(sent.due_in).toBeGreaterThan(500);

    await makeDue(id);
    expect(await senderOn(database).tickOnce()).toMatchObject({ accepted: 1 });
    expect(await row(id)).toMatchObject({
      ksef_status: "accepted",
      ksef_number: acceptedAs(number)[0]?.ksefNumber,
      ksef_session: sent.ksef_session,
    });
    expect(sendsOf() - before).toBe(1);
  });

  it("takes an invoice KSeF already has (a lost write) as sent, with the original's KSeF number", async () => {
    const number = nextNumber();
    const id = await waitingInvoice(database, { number });
    const { rows } = await database.pool.query<{ xml: string }>("select xml from invoices where id = $1", [id]);
    await gatewayOf().sendInvoices([{ id, xml: rows[0]?.xml as string }], async () => {});
    expect(await senderOn(database).tickOnce()).toMatchObject({ accepted: 1 });
    expect(await row(id)).toMatchObject({ ksef_status: "accepted", ksef_number: acceptedAs(number)[0]?.ksefNumber });
    expect(acceptedAs(number)).toHaveLength(1);
    expect(logLines.some((line) => String(line.msg).includes(`${number} KSeF already had it (duplicate)`))).toBe(true);
  });

  it("keeps KSeF's words when it rejects an invoice, and does not send it again by itself", async () => {
    const id = await waitingInvoice(database, { number: nextNumber(), invalid: true });
    const sender = senderOn(database);
    expect(await sender.tickOnce()).toMatchObject({ rejected: 1 });
    const invoice = await row(id);
    expect(invoice).toMatchObject({ ksef_status: "rejected", ksef_number: null, upo_xml: null });
    expect(invoice.ksef_message).toMatch(/^430 Błąd weryfikacji pliku faktury: .*P_12/);
    expect(invoice.due_in).toBeNull();
    const before = sendsOf();
    await sender.tickOnce();
    expect(sendsOf()).toBe(before);
  });
});
