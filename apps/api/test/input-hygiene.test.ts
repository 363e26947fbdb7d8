// Input hygiene (apps/api/src/http/input-hygiene.ts): a NUL or an unpaired surrogate anywhere the API reads is
// 400 VALIDATION_FAILED naming the field, in the request's language, and changes nothing. These endpoints
// answered 500 before (PostgreSQL refuses NUL in text).
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, createUser, demoSession, jsonOf, storedAbout, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let customer: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  customer = await createUser(database, "hygiene-customer");
});
afterAll(() => database?.close());

/** Asserts 400 VALIDATION_FAILED with an issue at `field`, and returns the body. */
async function expectRefused(response: Response, field: string, label: string) {
  expect(response.status, label).toBe(400);
  const body = await jsonOf(response);
  expect(body, label).toMatchObject({ statusCode: 400, code: "VALIDATION_FAILED" });
  expect(
    body.issues.map((issue: { path: string }) => issue.path),
    label,
  ).toContain(field);
  return body;
}

const tableCounts = async () => {
  const { rows } = await database.pool.query(
    "select (select count(*) from redirects) as redirects, (select count(*) from coupons) as coupons, " +
      "(select count(*) from audit_log) as audit, (select count(*) from cities) as cities",
  );
  return rows[0];
};

describe("NUL and unpaired surrogates are refused before any query", () => {
  it("refuses them in the redirect lookup's path, in the request's language", async () => {
    const body = await expectRefused(
      await call("GET", "/api/v1/redirects/lookup?path=/en/%00", null, undefined, { locale: "uk" }),
      "path",
      "lookup",
    );
    expect(body.issues[0].message).toMatch(/недозволений символ/);
  });

  it("refuses them in the coupon check and the cabinet's profile and business details, and stores nothing", async () => {
    const before = await storedAbout(database, customer.id);
    const counts = await tableCounts();
    await expectRefused(await call("POST", "/api/v1/checkout/coupon", null, { city: "warszawa", code: "A\u0000B" }), "code", "coupon");
    await expectRefused(
      await call("POST", "/api/v1/checkout/coupon", customer.token, { city: "warszawa", code: "A\uD800B" }),
      "code",
      "coupon, surrogate",
    );
    await expectRefused(
      await call("PUT", "/api/v1/cabinet/profile", customer.token, { firstName: "Ada\u0000", lastName: "L", phone: "+48 600 100 200" }),
      "firstName",
      "profile",
    );
    await expectRefused(
      await call("PUT", "/api/v1/cabinet/business", customer.token, {
        companyName: "Co",
        companyAddress: "Street 1\u0000",
        ssn: "5250001003",
        postalIndex: "00-001",
      }),
      "companyAddress",
      "business",
    );
    expect(await storedAbout(database, customer.id)).toEqual(before);
    expect(await tableCounts()).toEqual(counts);
  });

  it("refuses them in the query parameters of the staff lists", async () => {
    for (const [path, field] of [
      ["/api/v1/staff/products?q=a%00", "q"],
      ["/api/v1/staff/customers?q=a%00", "q"],
      ["/api/v1/staff/coupons?q=a%00", "q"],
      ["/api/v1/staff/orders?q=a%00", "q"],
      ["/api/v1/staff/offers?city=warszawa&q=a%00", "q"],
      ["/api/v1/staff/articles?q=a%00", "q"],
      ["/api/v1/staff/redirects?q=a%00", "q"],
      ["/api/v1/staff/business-applications?q=a%00", "q"],
      ["/api/v1/staff/audit?entityType=a%00", "entityType"],
    ] as const)
      await expectRefused(await call("GET", path, admin.token), field, path);
  });

  it("refuses them in path parameters (decoded), naming the parameter, and changes nothing", async () => {
    const counts = await tableCounts();
    await expectRefused(await call("GET", "/api/v1/staff/cities/a%00b", admin.token), "city", "staff city");
    await expectRefused(
      await call("PUT", "/api/v1/staff/cities/a%00b/delivery-fees", admin.token, { fees: [] }),
      "city",
      "staff city delivery fees",
    );
    await expectRefused(await call("DELETE", "/api/v1/staff/redirects/1%00", admin.token), "redirectId", "staff redirect");
    await expectRefused(await call("GET", "/api/v1/catalogue/war%00szawa/products"), "city", "catalogue");
    await expectRefused(await call("GET", "/api/v1/blog/articles/x%00"), "slug", "blog");
    expect(await tableCounts()).toEqual(counts);
  });

  it("refuses them in a CSV import and in a form-encoded body", async () => {
    const counts = await tableCounts();
    const csv = await call("POST", "/api/v1/staff/offers/import?city=warszawa", admin.token, undefined, { "content-type": "text/csv" });
    expect(csv.status).not.toBe(500); // an empty body is the route's to answer
    const sent = await api.request("/api/v1/staff/offers/import?city=warszawa", {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "text/csv" },
      body: "product_slug,price\nbad\u0000slug,10",
    });
    await expectRefused(sent, "body", "csv import");
    const form = await api.request("/api/v1/staff/offers/import?city=warszawa", {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/x-www-form-urlencoded" },
      body: "csv=a%00b",
    });
    await expectRefused(form, "csv", "form");
    expect(await tableCounts()).toEqual(counts);
  });

  it("refuses them in keys of the body, deep", async () => {
    const response = await call("POST", "/api/v1/staff/redirects", admin.token, {
      fromPath: "/a",
      toPath: "/b",
      status: 301,
      extra: { "k\u0000": 1 },
    });
    await expectRefused(response, "extra.k\uFFFD", "body key");
  });

  it("lets ordinary text through: emoji, Cyrillic and Polish letters", async () => {
    const response = await call("PUT", "/api/v1/cabinet/profile", customer.token, {
      firstName: "Ąna 😀",
      lastName: "Їжак",
      phone: "+48 600 100 200",
    });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toMatchObject({ firstName: "Ąna 😀", lastName: "Їжак" });
  });
});
