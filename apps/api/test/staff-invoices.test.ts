// The back office's invoices (apps/api/src/routes/staff-invoices.ts; docs/invoices.md "In the back office"): who sees
// which invoices, the list's filters, the files (FA(3) XML, PDF, UPO), the accountant's CSV and the settings page.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { invoicePeriod, parseCsv } from "@shop/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateFa3 } from "../src/invoicing/fa3/xsd";
import { type Api, caller, createUser, demoSession, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn, TEST_INVOICING } from "./helpers";
import { type FixtureProduct, offeredProducts } from "./orders-fixture";
import { decodeDrawnQr, readPdf } from "./pdf-reading";
import { BUYER, BUYER_NIP, completedInvoicedOrder, markAccepted, markRejected, paidInvoicedOrder } from "./staff-invoices-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let manager: { id: number; token: string };
let customer: TestUser;
let warsaw: FixtureProduct;
let krakow: FixtureProduct;
/** Invoices made once for the file: a Warsaw and a Kraków invoice, an online order's invoice and its cancellation's correction. */
let waw: { orderId: string; invoiceId: number };
let krk: { orderId: string; invoiceId: number };
let canceled: { orderId: string; invoiceId: number; correctionId: number };

const MONTH = invoicePeriod(new Date()).key;
const KRAKOW_BUYER = { ...BUYER, nip: "5252000002", name: "Kraków Trade S.A." };
const UPO = '<?xml version="1.0" encoding="UTF-8"?><Potwierdzenie>test</Potwierdzenie>';

async function get(path: string, token = admin.token, locale = "en") {
  const response = await call("GET", path, token, undefined, { Locale: locale });
  return { status: response.status, body: await jsonOf(response) };
}
const numbersOf = (body: { items: Array<{ id: number }> }) => body.items.map((item) => item.id);

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database, {
    invoicing: TEST_INVOICING,
    invoicingStatus: { ksef: { host: "api-test.ksef.mf.gov.pl", standIn: false } },
    invoiceVerificationBase: "https://qr-test.ksef.mf.gov.pl",
  }).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  manager = await demoSession(database, "manager");
  customer = await createUser(database, "invoice-customer");
  [warsaw] = (await offeredProducts(database, { count: 1, minStock: 1, restockTo: 500 })) as [FixtureProduct];
  [krakow] = (await offeredProducts(database, { city: "krakow", count: 1, minStock: 1, restockTo: 500 })) as [FixtureProduct];
  waw = await completedInvoicedOrder(api, database, { product: warsaw, staffToken: admin.token });
  krk = await completedInvoicedOrder(api, database, { product: krakow, staffToken: admin.token, city: "krakow", buyer: KRAKOW_BUYER });
  const paid = await paidInvoicedOrder(database, { product: warsaw });
  const cancel = await call("POST", `/api/v1/staff/orders/${paid.orderId}/status`, admin.token, { to: "CANCELED" });
  expect(cancel.status).toBe(200);
  const { rows } = await database.pool.query<{ id: number }>("select id from invoices where corrects_id = $1", [paid.invoiceId]);
  canceled = { ...paid, correctionId: rows[0]?.id as number };
});
afterAll(() => database?.close());

describe("who sees which invoices", () => {
  it("answers customers and anonymous callers 404 on every invoice call", async () => {
    const paths = [
      "/api/v1/staff/invoices",
      "/api/v1/staff/invoices.csv",
      `/api/v1/staff/invoices/${waw.invoiceId}`,
      `/api/v1/staff/invoices/${waw.invoiceId}/xml`,
      `/api/v1/staff/invoices/${waw.invoiceId}/pdf`,
      `/api/v1/staff/orders/${waw.orderId}/invoices`,
      "/api/v1/staff/invoicing-settings",
    ];
    for (const path of paths)
      for (const token of [null, customer.token]) expect((await call("GET", path, token)).status, `${path} as ${token}`).toBe(404);
    expect((await call("POST", `/api/v1/staff/invoices/${waw.invoiceId}/resend`, customer.token)).status).toBe(404);
  });

  it("gives a city manager their cities' invoices only: another city's is 404 everywhere", async () => {
    const listed = await get(`/api/v1/staff/invoices?month=${MONTH}`, manager.token);
    expect(listed.status).toBe(200);
    expect(numbersOf(listed.body)).toEqual([krk.invoiceId]);
    expect(listed.body.items[0]).toMatchObject({ city: { slug: "krakow" }, buyer: { nip: "5252000002" } });
    expect((await get(`/api/v1/staff/invoices/${krk.invoiceId}`, manager.token)).status).toBe(200);
    for (const path of [
      `/api/v1/staff/invoices/${waw.invoiceId}`,
      `/api/v1/staff/invoices/${waw.invoiceId}/xml`,
      `/api/v1/staff/invoices/${waw.invoiceId}/pdf`,
      `/api/v1/staff/invoices/${waw.invoiceId}/upo`,
      `/api/v1/staff/orders/${waw.orderId}/invoices`,
    ])
      expect((await call("GET", path, manager.token)).status, path).toBe(404);
    expect((await call("POST", `/api/v1/staff/invoices/${waw.invoiceId}/resend`, manager.token)).status).toBe(404);
    const fix = await call("PUT", `/api/v1/staff/orders/${waw.orderId}/invoice-buyer`, manager.token, {
      name: "X",
      nip: BUYER_NIP,
      line1: "Y",
    });
    expect(fix.status).toBe(404);
    const csv = await (await call("GET", `/api/v1/staff/invoices.csv?month=${MONTH}`, manager.token)).text();
    expect(csv).toContain("5252000002");
    expect(csv).not.toContain(BUYER_NIP);
  });

  it("keeps the invoicing settings to admins, as configured", async () => {
    expect((await get("/api/v1/staff/invoicing-settings", manager.token)).status).toBe(404);
    const settings = await get("/api/v1/staff/invoicing-settings");
    expect(settings).toEqual({
      status: 200,
      body: {
        enabled: true,
        seller: TEST_INVOICING.seller,
        series: "FV",
        correctionSeries: "KOR",
        placeOfIssue: "Kraków",
        ksef: { host: "api-test.ksef.mf.gov.pl", standIn: false },
      },
    });
  });
});

describe("GET /api/v1/staff/invoices", () => {
  it("lists the month's invoices with their buyer, amounts and KSeF state, corrections naming what they correct", async () => {
    const { body } = await get(`/api/v1/staff/invoices?month=${MONTH}`);
    expect(body).toMatchObject({ month: MONTH, total: 4, page: 1, pageSize: 50 });
    const row = body.items.find((item: { id: number }) => item.id === waw.invoiceId);
    expect(row).toEqual({
      id: waw.invoiceId,
      number: expect.stringMatching(new RegExp(`^FV/${MONTH.replace("-", "/")}/\\d{5}$`)),
      kind: "VAT",
      issueDate: expect.stringMatching(new RegExp(`^${MONTH}-\\d{2}$`)),
      orderId: waw.orderId,
      city: { slug: "warszawa", name: "Warsaw" },
      buyer: { kind: "business", name: BUYER.name, nip: BUYER_NIP },
      net: expect.any(Number),
      vat: expect.any(Number),
      gross: 2 * warsaw.price,
      ksef: { status: "waiting", number: null, message: null },
      corrects: null,
    });
    expect(row.net + row.vat).toBe(row.gross);
    const correction = body.items.find((item: { id: number }) => item.id === canceled.correctionId);
    expect(correction).toMatchObject({ kind: "KOR", gross: -(warsaw.price + 1500), corrects: { id: canceled.invoiceId } });
    expect(correction.number).toMatch(/^KOR\//);
  });

  it("filters by month, city, status, kind and the customer's name, NIP, e-mail or order", async () => {
    expect((await get("/api/v1/staff/invoices?month=2020-01")).body).toMatchObject({ month: "2020-01", items: [], total: 0 });
    expect(numbersOf((await get(`/api/v1/staff/invoices?city=krakow`)).body)).toEqual([krk.invoiceId]);
    expect(numbersOf((await get(`/api/v1/staff/invoices?kind=KOR`)).body)).toEqual([canceled.correctionId]);
    expect(numbersOf((await get(`/api/v1/staff/invoices?q=525-200-00-02`)).body)).toEqual([krk.invoiceId]);
    expect(numbersOf((await get(`/api/v1/staff/invoices?q=krak%C3%B3w%20trade`)).body)).toEqual([krk.invoiceId]);
    expect(numbersOf((await get(`/api/v1/staff/invoices?q=${waw.orderId.toLowerCase()}`)).body)).toEqual([waw.invoiceId]);
    await markRejected(database, krk.invoiceId, "450 Błąd weryfikacji semantyki dokumentu faktury");
    const rejected = await get("/api/v1/staff/invoices?status=rejected");
    expect(numbersOf(rejected.body)).toEqual([krk.invoiceId]);
    expect(rejected.body.items[0].ksef).toEqual({
      status: "rejected",
      number: null,
      message: "450 Błąd weryfikacji semantyki dokumentu faktury",
    });
    expect(numbersOf((await get("/api/v1/staff/invoices?status=accepted")).body)).toEqual([]);
  });

  it("refuses a month that is not YYYY-MM, in the caller's language", async () => {
    const refused = await get("/api/v1/staff/invoices?month=2026-13", admin.token, "pl");
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: "VALIDATION_FAILED",
      issues: [{ path: "month", message: "Wybierz miesiąc w formacie RRRR-MM." }],
    });
  });
});

describe("an invoice and its files", () => {
  it("shows the document, its corrections and where KSeF has it", async () => {
    const { status, body } = await get(`/api/v1/staff/invoices/${canceled.invoiceId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: canceled.invoiceId,
      kind: "VAT",
      seller: { nip: TEST_INVOICING.seller.nip },
      buyerAddress: BUYER.address,
      payment: { method: "online" },
      correction: null,
      related: [{ id: canceled.correctionId, kind: "KOR", corrects: { id: canceled.invoiceId } }],
      ksefProgress: { attempts: 0, upo: false, acceptedAt: null },
      mayResend: false,
    });
    expect(body.lines).toHaveLength(2); // the product and the courier's fee
    expect(body.totals.gross).toBe(warsaw.price + 1500);
    const correction = await get(`/api/v1/staff/invoices/${canceled.correctionId}`);
    expect(correction.body).toMatchObject({ kind: "KOR", related: [{ id: canceled.invoiceId, kind: "VAT" }] });
    expect(correction.body.correction.original.number).toBe(body.number);
  });

  it("downloads the FA(3) XML as issued, valid against the official schema, named after the number", async () => {
    const response = await call("GET", `/api/v1/staff/invoices/${waw.invoiceId}/xml`, admin.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const { rows } = await database.pool.query<{ number: string; xml: string }>("select number, xml from invoices where id = $1", [
      waw.invoiceId,
    ]);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${rows[0]?.number.replaceAll("/", "-")}.xml"`);
    const xml = await response.text();
    expect(xml).toBe(rows[0]?.xml);
    expect(await validateFa3(xml)).toEqual({ valid: true, errors: [] });
  });

  it("renders the PDF, and gives the UPO only once KSeF accepted the invoice", async () => {
    const before = await call("GET", `/api/v1/staff/invoices/${waw.invoiceId}/pdf`, admin.token);
    expect(before.status).toBe(200);
    expect(before.headers.get("content-type")).toBe("application/pdf");
    const beforeBytes = new Uint8Array(await before.arrayBuffer());
    expect(Buffer.from(beforeBytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const notYet = await readPdf(beforeBytes);
    expect(notYet.text).toContain("Not yet sent to KSeF");
    expect(notYet.links).toEqual([]);
    const noUpo = await get(`/api/v1/staff/invoices/${waw.invoiceId}/upo`, admin.token, "uk");
    expect(noUpo).toMatchObject({
      status: 404,
      body: { message: "KSeF ще не видав офіційного підтвердження (UPO) цього рахунку-фактури." },
    });
    await markAccepted(database, waw.invoiceId, "7770000005-20261129-0100001AF629-AF", UPO);
    const upo = await call("GET", `/api/v1/staff/invoices/${waw.invoiceId}/upo`, admin.token);
    expect(upo.status).toBe(200);
    expect(await upo.text()).toBe(UPO);
    const after = await call("GET", `/api/v1/staff/invoices/${waw.invoiceId}/pdf`, admin.token);
    const afterBytes = new Uint8Array(await after.arrayBuffer());
    const inKsef = await readPdf(afterBytes);
    expect(inKsef.text).toContain("KSeF number: 7770000005-20261129-0100001AF629-AF");
    const { rows } = await database.pool.query<{ issue_date: string; xml_sha256: string }>(
      "select issue_date::text as issue_date, xml_sha256 from invoices where id = $1",
      [waw.invoiceId],
    );
    const [year, month, day] = (rows[0]?.issue_date ?? "").split("-");
    const link = `https://qr-test.ksef.mf.gov.pl/invoice/${TEST_INVOICING.seller.nip}/${day}-${month}-${year}/${rows[0]?.xml_sha256}`;
    // The KOD I code (drawn in squares of 2.25 points) decodes to the verification link.
    expect(decodeDrawnQr(afterBytes, 2.25)).toBe(link);
    expect((await get(`/api/v1/staff/invoices/${waw.invoiceId}`)).body).toMatchObject({
      ksef: { status: "accepted", number: "7770000005-20261129-0100001AF629-AF" },
      ksefProgress: { upo: true, acceptedAt: expect.any(String), nextAttemptAt: null },
    });
  });

  it("answers 404 for an invoice that does not exist", async () => {
    expect((await call("GET", "/api/v1/staff/invoices/999999", admin.token)).status).toBe(404);
    expect((await call("GET", "/api/v1/staff/invoices/999999/xml", admin.token)).status).toBe(404);
  });
});

describe("GET /api/v1/staff/invoices.csv", () => {
  it("writes the month's invoices and corrections for the accountant, per rate, in the order of their numbers", async () => {
    const response = await call("GET", `/api/v1/staff/invoices.csv?month=${MONTH}`, admin.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="invoices-${MONTH}.csv"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { records, error } = parseCsv(bytes.toString("utf8"));
    expect(error).toBeNull();
    const [header, ...rows] = records.map((record) => record.fields);
    expect(header?.slice(0, 10)).toEqual([
      "number",
      "kind",
      "issue_date",
      "sale_date",
      "order",
      "buyer_name",
      "buyer_nip",
      "net_23",
      "vat_23",
      "gross_23",
    ]);
    expect(header?.slice(-6)).toEqual(["net", "vat", "gross", "ksef_number", "ksef_status", "corrected_invoice"]);
    const column = (name: string) => header?.indexOf(name) as number;
    expect(rows.map((row) => row[column("kind")])).toEqual(["VAT", "VAT", "VAT", "KOR"]);
    const warsawRow = rows.find((row) => row[column("order")] === waw.orderId) as string[];
    expect(warsawRow[column("buyer_name")]).toBe(BUYER.name);
    expect(warsawRow[column("gross")]).toBe(((2 * warsaw.price) / 100).toFixed(2));
    expect(warsawRow[column("gross_23")]).toBe(((2 * warsaw.price) / 100).toFixed(2));
    expect(Number(warsawRow[column("net_23")]) + Number(warsawRow[column("vat_23")])).toBeCloseTo(Number(warsawRow[column("gross_23")]), 2);
    expect(warsawRow[column("gross_8")]).toBe("");
    const correction = rows.find((row) => row[column("kind")] === "KOR") as string[];
    const original = rows.find((row) => row[column("order")] === canceled.orderId && row[column("kind")] === "VAT") as string[];
    expect(correction[column("corrected_invoice")]).toBe(original[column("number")]);
    expect(correction[column("gross")]).toBe(`-${((warsaw.price + 1500) / 100).toFixed(2)}`);
    expect(correction[column("ksef_status")]).toBe("waiting");
  });

  it("writes only the header for a month without invoices, and one city's with `city`", async () => {
    const empty = await (await call("GET", "/api/v1/staff/invoices.csv?month=2020-01", admin.token)).text();
    expect(parseCsv(empty).records).toHaveLength(1);
    const krakowOnly = parseCsv(await (await call("GET", `/api/v1/staff/invoices.csv?month=${MONTH}&city=krakow`, admin.token)).text());
    expect(krakowOnly.records.slice(1).map((record) => record.fields[4])).toEqual([krk.orderId]);
  });
});
