// NIP and VAT number checks (issue 34): the lookup endpoints, the day's cache, and the business application's proof,
// against the tax registries' stand-in over HTTP (the White List and VIES clients as in production).
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taxRegistries } from "../src/invoicing/tax-ids/registries";
import { TaxRegistryStandIn } from "../src/invoicing/tax-ids/stand-in";
import { ViesClient } from "../src/invoicing/tax-ids/vies-client";
import { WhiteListClient } from "../src/invoicing/tax-ids/whitelist-client";
import { createRateLimits } from "../src/security/rate-limits";
import { shopDayText, whiteListCheck } from "../src/use-cases/tax-ids/tax-id-checks";
import { type Api, caller, createUser, demoSession, jsonOf, storedAbout } from "./cabinet-fixture";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
const standIn = new TaxRegistryStandIn();
let registries: ReturnType<typeof taxRegistries>;

const company = { companyName: "Chmura Sp. z o.o.", companyAddress: "ul. Prosta 20, Warszawa", postalIndex: "00-850" };
const asked = (nip: string) => standIn.requests.filter((line) => line.startsWith(`GET /api/search/nip/${nip}?`)).length;
const storedChecks = async (taxId: string) =>
  (await database.pool.query("select registry, status, request_id, day::text as day from tax_id_checks where tax_id = $1", [taxId])).rows;

beforeAll(async () => {
  database = await createTestDatabase();
  const baseUrl = await standIn.start();
  registries = taxRegistries(new WhiteListClient({ baseUrl }), new ViesClient({ baseUrl }));
  api = apiOn(database, { taxRegistries: registries }).api;
  call = caller(api);
});
afterAll(async () => {
  await standIn.stop();
  await database?.close();
});

describe("GET /api/v1/tax-ids/nip/{nip}", () => {
  it("answers 401 to a visitor", async () => {
    expect((await call("GET", "/api/v1/tax-ids/nip/5252000002")).status).toBe(401);
  });

  it("refuses a wrong check digit at the field, in the caller's language, without asking the register", async () => {
    const user = await createUser(database, "nip-typo");
    const before = standIn.requests.length;
    const response = await call("GET", "/api/v1/tax-ids/nip/525-200-00-03", user.token, undefined, { Locale: "pl" });
    expect(response.status).toBe(400);
    const body = await jsonOf(response);
    expect(body).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(body.issues).toEqual([{ path: "nip", message: expect.stringContaining("Podaj poprawny NIP") }]);
    expect(standIn.requests.length).toBe(before);
  });

  it("answers an active VAT payer's name and address with the register's request id, asked once a day", async () => {
    const user = await createUser(database, "nip-check");
    const first = await call("GET", "/api/v1/tax-ids/nip/PL%20525-200-00-02", user.token);
    expect(first.status).toBe(200);
    const check = await jsonOf(first);
    expect(check).toMatchObject({
      registry: "whitelist",
      taxId: "5252000002",
      status: "active",
      name: "HURTOWNIA DYMEK SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ",
      address: "UL. GROCHOWSKA 120, 04-357 WARSZAWA",
      detail: "Czynny",
      day: shopDayText(new Date()),
    });
    expect(check.requestId).toMatch(/^[0-9a-f]{5}-[0-9a-f]{7}$/);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const again = await jsonOf(await call("GET", "/api/v1/tax-ids/nip/5252000002", user.token));
    expect(again).toEqual(check);
    expect(asked("5252000002")).toBe(1);
    expect(await storedChecks("5252000002")).toEqual([
      { registry: "whitelist", status: "active", request_id: check.requestId, day: check.day },
    ]);
  });

  it("says plainly that a NIP is exempt or not in the register", async () => {
    const user = await createUser(database, "nip-plain");
    expect(await jsonOf(await call("GET", "/api/v1/tax-ids/nip/8992000006", user.token))).toMatchObject({
      status: "inactive",
      detail: "Zwolniony",
    });
    expect(await jsonOf(await call("GET", "/api/v1/tax-ids/nip/1234563218", user.token))).toMatchObject({
      status: "not-found",
      name: null,
    });
  });

  it("answers unknown while the register is down, keeps nothing, and asks again once it is back", async () => {
    const user = await createUser(database, "nip-down");
    standIn.down = true;
    try {
      const response = await call("GET", "/api/v1/tax-ids/nip/6762000007", user.token);
      expect(response.status).toBe(200);
      expect(await jsonOf(response)).toMatchObject({ status: "unknown", requestId: null, name: null });
    } finally {
      standIn.down = false;
    }
    expect(await storedChecks("6762000007")).toEqual([]);
    expect(await jsonOf(await call("GET", "/api/v1/tax-ids/nip/6762000007", user.token))).toMatchObject({ status: "active" });
    expect(asked("6762000007")).toBe(2);
  });

  it("counts the checks per customer (429 past the limit)", async () => {
    const limited = apiOn(database, {
      taxRegistries: registries,
      limits: createRateLimits({ limits: { "tax-id-check": { points: 2, duration: 60 } } }),
    });
    const user = await createUser(database, "nip-limit");
    const check = () => caller(limited.api)("GET", "/api/v1/tax-ids/nip/5252000002", user.token);
    expect((await check()).status).toBe(200);
    expect((await check()).status).toBe(200);
    const refused = await check();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("the day's cache", () => {
  it("asks the register again on the next day, not twice the same day", async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    const deps = { db: database.db, registries };
    const first = await whiteListCheck(deps, "5270000001", yesterday);
    await whiteListCheck(deps, "5270000001", yesterday);
    expect(asked("5270000001")).toBe(1);
    const today = await whiteListCheck(deps, "5270000001", new Date());
    expect(asked("5270000001")).toBe(2);
    expect(today.day).not.toBe(first.day);
    expect((await storedChecks("5270000001")).map((row) => row.day).sort()).toEqual([first.day, today.day]);
  });
});

describe("GET /api/v1/tax-ids/vat/{vatNumber}", () => {
  it("tells a valid number from an invalid one, and an unavailable member state from both", async () => {
    const user = await createUser(database, "vies");
    expect(await jsonOf(await call("GET", "/api/v1/tax-ids/vat/DE811234567", user.token))).toMatchObject({
      registry: "vies",
      taxId: "DE811234567",
      status: "active",
      name: "Rauchwaren Handel GmbH",
    });
    expect(await jsonOf(await call("GET", "/api/v1/tax-ids/vat/DE999999999", user.token))).toMatchObject({
      status: "not-found",
      detail: "INVALID",
    });
    standIn.unavailable.add("FR");
    try {
      expect(await jsonOf(await call("GET", "/api/v1/tax-ids/vat/FR40303265045", user.token))).toMatchObject({
        status: "unknown",
        detail: "MS_UNAVAILABLE",
      });
    } finally {
      standIn.unavailable.clear();
    }
    const refused = await call("GET", "/api/v1/tax-ids/vat/US123456789", user.token);
    expect(refused.status).toBe(400);
    expect((await jsonOf(refused)).issues).toEqual([{ path: "vatNumber", message: expect.stringContaining("country code") }]);
  });
});

describe("the business application's NIP", () => {
  it("refuses a wrong check digit at `ssn` in four languages and changes nothing", async () => {
    const user = await createUser(database, "apply-typo");
    const before = await storedAbout(database, user.id);
    const messages: string[] = [];
    for (const locale of ["en", "uk", "pl", "ru"]) {
      const response = await call("PUT", "/api/v1/cabinet/business", user.token, { ...company, ssn: "5270000004" }, { Locale: locale });
      expect(response.status).toBe(400);
      const [issue] = (await jsonOf(response)).issues;
      expect(issue.path).toBe("ssn");
      messages.push(issue.message);
    }
    expect(new Set(messages).size).toBe(4);
    expect(await storedAbout(database, user.id)).toEqual(before);
  });

  it("keeps the White List's answer with the application, and shows it to staff", async () => {
    const user = await createUser(database, "apply-active");
    const response = await call("PUT", "/api/v1/cabinet/business", user.token, { ...company, ssn: "527-000-00-01" });
    expect(response.status).toBe(200);
    const business = await jsonOf(response);
    expect(business).toMatchObject({ status: "pending", ssn: "5270000001", nipCheck: { status: "active", day: shopDayText(new Date()) } });
    expect(business.nipCheck.requestId).toMatch(/^[0-9a-f]{5}-/);

    const admin = await demoSession(database, "admin");
    const list = await jsonOf(await call("GET", "/api/v1/staff/business-applications?status=pending", admin.token));
    const mine = list.find((item: { userId: number }) => item.userId === user.id);
    expect(mine.business.nipCheck).toEqual(business.nipCheck);
    const customer = await jsonOf(await call("GET", `/api/v1/staff/customers/${user.id}`, admin.token));
    expect(customer.company).toMatchObject({ taxId: "5270000001", nipCheck: business.nipCheck });
  });

  it("takes the application of an inactive or unknown NIP too, marked for staff", async () => {
    const exempt = await createUser(database, "apply-exempt");
    const sent = await jsonOf(await call("PUT", "/api/v1/cabinet/business", exempt.token, { ...company, ssn: "8992000006" }));
    expect(sent).toMatchObject({ status: "pending", nipCheck: { status: "inactive" } });
    const unlucky = await createUser(database, "apply-down");
    standIn.down = true;
    try {
      // A NIP not asked about today (a cached answer would be given while the register is down).
      const response = await call("PUT", "/api/v1/cabinet/business", unlucky.token, { ...company, ssn: "5250001003" });
      expect(response.status).toBe(200);
      expect(await jsonOf(response)).toMatchObject({ status: "pending", nipCheck: { status: "unknown", requestId: null } });
    } finally {
      standIn.down = false;
    }
  });
});
