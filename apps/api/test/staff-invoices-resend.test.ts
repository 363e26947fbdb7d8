// Sending a rejected invoice again (docs/invoices.md "KSeF rejected an invoice"): staff fix the order's invoice buyer
// (only while no invoice of it is issued for good), then "resend" draws the invoice again from the fixed data under its
// number and issue date and puts it back in KSeF's queue; anything not rejected is refused. Both are audited.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateFa3 } from "../src/invoicing/fa3/xsd";
import { type Api, caller, demoSession, jsonOf } from "./cabinet-fixture";
import { text } from "./fa3-reading";
import { apiOn, TEST_INVOICING } from "./helpers";
import { createTestOrder, type FixtureProduct, offeredProducts } from "./orders-fixture";
import { BUYER, BUYER_NIP, completedInvoicedOrder, markAccepted, markRejected, paidInvoicedOrder } from "./staff-invoices-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let product: FixtureProduct;

const FIXED = { name: "Hurtownia Żółw Spółka z o.o.", nip: "525-200-00-02", line1: "ul. Piotrkowska 102", line2: "90-004 Łódź" };

async function send(method: string, path: string, body?: unknown, locale = "en") {
  const response = await call(method, path, admin.token, body, { Locale: locale });
  return { status: response.status, body: await jsonOf(response) };
}

async function stored(invoiceId: number) {
  const { rows } = await database.pool.query(
    `select number, issue_date::text as issue_date, xml, xml_sha256, buyer_nip, buyer_name, ksef_status, ksef_attempts,
            ksef_message, ksef_next_attempt_at, document, created_by from invoices where id = $1`,
    [invoiceId],
  );
  return rows[0];
}

async function auditOf(action: string, entityId: string) {
  const { rows } = await database.pool.query(
    "select actor_user_id, entity_type, city_id, before, after from audit_log where action = $1 and entity_id = $2 order by id",
    [action, entityId],
  );
  return rows;
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database, { invoicing: TEST_INVOICING }).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  [product] = (await offeredProducts(database, { count: 1, minStock: 1, restockTo: 500 })) as [FixtureProduct];
});
afterAll(() => database?.close());

describe("fixing a rejected invoice's buyer and sending it again", () => {
  it("refuses to send again, or to change the buyer of, an invoice KSeF has not rejected", async () => {
    const { orderId, invoiceId } = await completedInvoicedOrder(api, database, { product, staffToken: admin.token });
    const before = await stored(invoiceId);
    const resend = await send("POST", `/api/v1/staff/invoices/${invoiceId}/resend`, undefined, "pl");
    expect(resend.status).toBe(409);
    expect(resend.body).toMatchObject({ code: "CONFLICT", message: expect.stringContaining("tylko fakturę odrzuconą przez KSeF") });
    const fix = await send("PUT", `/api/v1/staff/orders/${orderId}/invoice-buyer`, FIXED, "ru");
    expect(fix.status).toBe(409);
    expect(fix.body.message).toContain("Покупателя в счёте-фактуре можно изменить");
    expect(await stored(invoiceId)).toEqual(before);
    await markAccepted(database, invoiceId, "7770000005-20261129-0100002B0000-00", "<UPO/>");
    expect((await send("POST", `/api/v1/staff/invoices/${invoiceId}/resend`)).status).toBe(409);
    expect(await auditOf("invoice.resend", String(invoiceId))).toEqual([]);
  });

  it("checks the NIP's checksum, naming the field", async () => {
    const { orderId, invoiceId } = await completedInvoicedOrder(api, database, { product, staffToken: admin.token });
    await markRejected(database, invoiceId, "450 Błąd weryfikacji: nieprawidłowy NIP nabywcy");
    const wrong = await send("PUT", `/api/v1/staff/orders/${orderId}/invoice-buyer`, { ...FIXED, nip: "5252000003" }, "uk");
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "VALIDATION_FAILED", issues: [{ path: "nip", message: expect.stringContaining("NIP") }] });
    const empty = await send("PUT", `/api/v1/staff/orders/${orderId}/invoice-buyer`, { ...FIXED, name: " " });
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toContainEqual(expect.objectContaining({ path: "name" }));
    expect(await auditOf("order.invoice-buyer", orderId)).toEqual([]);
  });

  it("draws the invoice again from the fixed buyer under its number and issue date, and queues it for KSeF", async () => {
    const { orderId, invoiceId } = await completedInvoicedOrder(api, database, { product, staffToken: admin.token });
    const original = await stored(invoiceId);
    await markRejected(database, invoiceId, "450 Błąd weryfikacji: nieprawidłowy NIP nabywcy");
    const detail = await send("GET", `/api/v1/staff/invoices/${invoiceId}`);
    expect(detail.body).toMatchObject({ mayResend: true, ksef: { status: "rejected", message: expect.stringContaining("NIP nabywcy") } });
    const orderView = await send("GET", `/api/v1/staff/orders/${orderId}/invoices`);
    expect(orderView.body).toMatchObject({ buyerEditable: true, buyer: { nip: BUYER_NIP }, invoices: [{ id: invoiceId }] });

    const fixed = await send("PUT", `/api/v1/staff/orders/${orderId}/invoice-buyer`, FIXED);
    expect(fixed.status).toBe(200);
    expect(fixed.body.buyer).toEqual({
      kind: "business",
      name: FIXED.name,
      nip: "5252000002",
      address: { line1: FIXED.line1, line2: FIXED.line2, countryCode: "PL" },
    });
    // Fixing the order does not touch the issued invoice: only a resend draws it again.
    expect((await stored(invoiceId))?.xml).toBe(original?.xml);

    const resent = await send("POST", `/api/v1/staff/invoices/${invoiceId}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({
      id: invoiceId,
      number: original?.number,
      issueDate: original?.issue_date,
      buyer: { kind: "business", name: FIXED.name, nip: "5252000002" },
      ksef: { status: "waiting", message: null },
      ksefProgress: { attempts: 0, nextAttemptAt: expect.any(String) },
      mayResend: false,
    });
    const after = await stored(invoiceId);
    expect(after).toMatchObject({
      ksef_status: "waiting",
      ksef_attempts: 0,
      ksef_message: null,
      buyer_nip: "5252000002",
      created_by: admin.id,
    });
    expect(after?.ksef_next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now());
    expect(after?.xml_sha256).not.toBe(original?.xml_sha256);
    const xml = await (await call("GET", `/api/v1/staff/invoices/${invoiceId}/xml`, admin.token)).text();
    expect(xml).toBe(after?.xml);
    expect(await validateFa3(xml)).toEqual({ valid: true, errors: [] });
    expect(text(xml, "P_2")).toBe(original?.number);
    expect(text(xml, "P_1")).toBe(original?.issue_date);
    const buyerPart = /<Podmiot2>[\s\S]*<\/Podmiot2>/.exec(xml)?.[0] ?? "";
    expect(text(buyerPart, "NIP")).toBe("5252000002");
    expect(text(buyerPart, "Nazwa")).toBe(FIXED.name);
    expect(text(buyerPart, "AdresL1")).toBe(FIXED.line1);

    expect(await auditOf("order.invoice-buyer", orderId)).toEqual([
      {
        actor_user_id: admin.id,
        entity_type: "order",
        city_id: expect.any(Number),
        before: expect.objectContaining({ nip: BUYER_NIP, name: BUYER.name }),
        after: expect.objectContaining({ nip: "5252000002", name: FIXED.name }),
      },
    ]);
    expect(await auditOf("invoice.resend", String(invoiceId))).toEqual([
      {
        actor_user_id: admin.id,
        entity_type: "invoice",
        city_id: expect.any(Number),
        before: expect.objectContaining({ ksefStatus: "rejected", buyer: expect.objectContaining({ nip: BUYER_NIP }) }),
        after: expect.objectContaining({ ksefStatus: "waiting", buyer: expect.objectContaining({ nip: "5252000002" }) }),
      },
    ]);
    // Waiting for KSeF now: neither sent again nor changed a second time.
    expect((await send("POST", `/api/v1/staff/invoices/${invoiceId}/resend`)).status).toBe(409);
    expect((await send("PUT", `/api/v1/staff/orders/${orderId}/invoice-buyer`, FIXED)).status).toBe(409);
  });

  it("draws a rejected correction again with the KSeF number its invoice got meanwhile", async () => {
    const { orderId, invoiceId } = await paidInvoicedOrder(database, { product });
    expect((await send("POST", `/api/v1/staff/orders/${orderId}/status`, { to: "CANCELED" })).status).toBe(200);
    const { rows } = await database.pool.query<{ id: number }>("select id from invoices where corrects_id = $1", [invoiceId]);
    const correctionId = rows[0]?.id as number;
    const before = await stored(correctionId);
    expect(before?.document.correction.original.ksefNumber).toBeNull();
    await markAccepted(database, invoiceId, "7770000005-20261129-0100003C0000-11", "<UPO/>");
    await markRejected(database, correctionId, "440 Duplikat? Nie: brak numeru KSeF faktury korygowanej");
    const resent = await send("POST", `/api/v1/staff/invoices/${correctionId}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({
      kind: "KOR",
      number: before?.number,
      gross: before?.document.totals.gross,
      correction: { original: { ksefNumber: "7770000005-20261129-0100003C0000-11" } },
      ksef: { status: "waiting" },
    });
    const xml = (await stored(correctionId))?.xml as string;
    expect(await validateFa3(xml)).toEqual({ valid: true, errors: [] });
    expect(xml).toContain("7770000005-20261129-0100003C0000-11");
    // The invoice KSeF accepted stays as it is: its buyer is no longer the order's to change.
    expect((await send("GET", `/api/v1/staff/orders/${orderId}/invoices`)).body.buyerEditable).toBe(false);
  });

  it("lets staff set the buyer of an order not invoiced yet: the invoice is then issued to it", async () => {
    const orderId = await createTestOrder(database, { user: null, lines: [{ product, quantity: 1 }], status: "READY_FOR_PICKUP" });
    expect((await send("GET", `/api/v1/staff/orders/${orderId}/invoices`)).body).toEqual({
      orderId,
      buyer: null,
      buyerEditable: true,
      invoices: [],
    });
    const set = await send("PUT", `/api/v1/staff/orders/${orderId.toLowerCase()}/invoice-buyer`, { ...FIXED, line2: "" });
    expect(set).toMatchObject({ status: 200, body: { buyer: { nip: "5252000002", address: { line2: null } }, invoices: [] } });
    expect((await send("POST", `/api/v1/staff/orders/${orderId}/status`, { to: "COMPLETED" })).status).toBe(200);
    const view = await send("GET", `/api/v1/staff/orders/${orderId}/invoices`);
    expect(view.body).toMatchObject({ buyerEditable: false, invoices: [{ kind: "VAT", buyer: { nip: "5252000002", name: FIXED.name } }] });
  });
});
