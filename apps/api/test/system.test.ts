import { createPool, wrap } from "@shop/db";
import { createTestDatabase, type TestDatabase, testEngine } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOn, BUILD } from "./helpers";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

type OpenApiDoc = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
};

/** A database nobody listens for: port 1 on loopback refuses connections. */
const downDatabase = () => wrap("postgres", createPool("postgres://nobody@127.0.0.1:1/none", 1), async () => {});

describe("GET /api/v1/health", () => {
  it("answers 200 after a round trip to the database", async () => {
    const response = await apiOn(database).api.request("/api/v1/health");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { database: { latencyMs: number } };
    expect(body).toMatchObject({ status: "ok", database: { engine: testEngine() } });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("answers 503 in the error shape, in the caller's language, when the database is down", async () => {
    const down = downDatabase();
    const response = await apiOn(down).api.request("/api/v1/health", { headers: { Locale: "uk" } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      statusCode: 503,
      code: "DATABASE_UNAVAILABLE",
      message: "База даних магазину зараз недоступна.",
    });
    await down.close();
  });
});

describe("errors", () => {
  it.each([
    ["/api/v1/no-such-thing", "pl", "Nie znaleziono."],
    ["/api/whatever", "ru", "Не найдено."],
    ["/api/v1/city/public/extra", undefined, "Not found."],
  ])("an unknown path %s gives 404 in the shape, in its Locale", async (path, locale, message) => {
    const response = await apiOn(database).api.request(path, { headers: locale ? { Locale: locale } : {} });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, code: "NOT_FOUND", message });
  });

  it("a failure inside gives 500 without a stack trace, logged with the request id", async () => {
    const broken = downDatabase();
    await broken.close();
    const { api, lines } = apiOn(broken);
    const response = await api.request("/api/v1/city/public", { headers: { Locale: "pl" } });
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({ statusCode: 500, code: "INTERNAL", message: "Coś poszło nie tak po naszej stronie. Spróbuj ponownie." });
    const logged = lines.find((line) => line.msg === "request failed");
    expect(logged?.reqId).toBe(response.headers.get("x-request-id"));
  });

  it("shows the stack trace only in development", async () => {
    const broken = downDatabase();
    await broken.close();
    const response = await apiOn(broken, { development: true }).api.request("/api/v1/city/public");
    expect(((await response.json()) as { stack?: string }).stack).toMatch(/Error/);
  });
});

describe("request ids", () => {
  it("puts a request id on every response, keeping a well-formed one the caller sent", async () => {
    const { api } = apiOn(database);
    const fresh = await api.request("/api/v1/build");
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await api.request("/api/v1/no-such-thing", { headers: { "X-Request-Id": "edge-42.abc" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-42.abc");
    const replaced = await api.request("/api/v1/build", { headers: { "X-Request-Id": "bad id with spaces" } });
    expect(replaced.headers.get("x-request-id")).not.toBe("bad id with spaces");
  });
});

describe("GET /api/v1/build", () => {
  it("tells the build the server runs", async () => {
    const response = await apiOn(database).api.request("/api/v1/build");
    expect(await response.json()).toEqual(BUILD);
  });
});

describe("API documentation", () => {
  it("serves an OpenAPI 3.1 document describing every route", async () => {
    const doc = (await (await apiOn(database).api.request("/api/v1/openapi.json")).json()) as OpenApiDoc;
    expect(doc.openapi).toBe("3.1.0");
    // Store operations' many paths (issue 33: /api/v1/staff/stock/…) are checked by their own tests.
    const paths = Object.keys(doc.paths).filter((path) => !path.startsWith("/api/v1/staff/stock/"));
    expect(paths.sort()).toEqual([
      "/api/v1/auth/iam",
      "/api/v1/auth/passkeys",
      "/api/v1/auth/passkeys/authentication-options",
      "/api/v1/auth/passkeys/registration-options",
      "/api/v1/auth/passkeys/{id}",
      "/api/v1/auth/second-factor",
      "/api/v1/auth/second-factor/off",
      "/api/v1/auth/second-factor/recovery-codes",
      "/api/v1/auth/second-factor/totp",
      "/api/v1/auth/second-factor/totp/confirm",
      "/api/v1/auth/sign-in",
      "/api/v1/auth/sign-in/passkey",
      "/api/v1/auth/sign-in/second-step",
      "/api/v1/auth/sign-out",
      "/api/v1/auth/sign-up",
      "/api/v1/auth/step-up",
      "/api/v1/auth/verify",
      "/api/v1/auth/verify/resend",
      "/api/v1/blog/articles",
      "/api/v1/blog/articles/{slug}",
      "/api/v1/build",
      "/api/v1/cabinet/account",
      "/api/v1/cabinet/business",
      "/api/v1/cabinet/coupons",
      "/api/v1/cabinet/export",
      "/api/v1/cabinet/favourites",
      "/api/v1/cabinet/favourites/merge",
      "/api/v1/cabinet/favourites/{productId}",
      "/api/v1/cabinet/favourites/{productId}/alerts",
      "/api/v1/cabinet/invoices",
      "/api/v1/cabinet/orders",
      "/api/v1/cabinet/password",
      "/api/v1/cabinet/profile",
      "/api/v1/cabinet/referrals",
      "/api/v1/cabinet/review-emails",
      "/api/v1/cabinet/reviews",
      "/api/v1/cabinet/sessions",
      "/api/v1/cabinet/sessions/sign-out-others",
      "/api/v1/cabinet/sessions/{id}",
      "/api/v1/cart",
      "/api/v1/cart/items",
      "/api/v1/cart/items/{productId}",
      "/api/v1/cart/merge",
      "/api/v1/catalogue/sitemap",
      "/api/v1/catalogue/{city}/best-sellers",
      "/api/v1/catalogue/{city}/brands",
      "/api/v1/catalogue/{city}/bundles",
      "/api/v1/catalogue/{city}/categories",
      "/api/v1/catalogue/{city}/products",
      "/api/v1/catalogue/{city}/products/{slug}",
      "/api/v1/catalogue/{city}/suggestions",
      "/api/v1/checkout/coupon",
      "/api/v1/checkout/options",
      "/api/v1/checkout/quote",
      "/api/v1/city/public",
      "/api/v1/city/{city}/lockers",
      "/api/v1/city/{slug}/stores",
      "/api/v1/dev/chain/transfers",
      "/api/v1/favourites/unsubscribe",
      "/api/v1/health",
      "/api/v1/health/ready",
      "/api/v1/info/{slug}",
      "/api/v1/mail/one-click",
      "/api/v1/media/articles/{slug}.svg",
      "/api/v1/media/brands/{slug}.svg",
      "/api/v1/media/categories/{slug}.svg",
      "/api/v1/media/products/{slug}/{n}.svg",
      "/api/v1/media/uploads/{key}/{width}.webp",
      "/api/v1/orders",
      "/api/v1/orders/{orderId}",
      "/api/v1/orders/{orderId}/cancel",
      "/api/v1/orders/{orderId}/invoices",
      "/api/v1/orders/{orderId}/invoices/{invoiceId}/pdf",
      "/api/v1/orders/{orderId}/invoices/{invoiceId}/xml",
      "/api/v1/orders/{orderId}/payment",
      "/api/v1/orders/{orderId}/reorder",
      "/api/v1/password-restore",
      "/api/v1/password-restore/is-valid",
      "/api/v1/password-restore/request",
      "/api/v1/payments/p24/refund",
      "/api/v1/payments/p24/status",
      "/api/v1/payments/sandbox/callback",
      "/api/v1/payments/sandbox/{session}",
      "/api/v1/personal",
      "/api/v1/products/{slug}/reviews",
      "/api/v1/products/{slug}/reviews/mine",
      "/api/v1/redirects/lookup",
      "/api/v1/reviews/opt-out",
      "/api/v1/reviews/{reviewId}",
      "/api/v1/reviews/{reviewId}/helpful",
      "/api/v1/reviews/{reviewId}/report",
      "/api/v1/staff/articles",
      "/api/v1/staff/articles/{articleId}",
      "/api/v1/staff/articles/{articleId}/cover",
      "/api/v1/staff/audit",
      "/api/v1/staff/brands",
      "/api/v1/staff/brands/{id}",
      "/api/v1/staff/business-applications",
      "/api/v1/staff/business-applications/{userId}/decision",
      "/api/v1/staff/catalogue/export",
      "/api/v1/staff/catalogue/imports",
      "/api/v1/staff/catalogue/imports/{id}/apply",
      "/api/v1/staff/categories",
      "/api/v1/staff/categories/{id}",
      "/api/v1/staff/cities",
      "/api/v1/staff/cities/{city}",
      "/api/v1/staff/cities/{city}/delivery-fees",
      "/api/v1/staff/cities/{city}/stores",
      "/api/v1/staff/cities/{city}/stores/{storeId}",
      "/api/v1/staff/coupons",
      "/api/v1/staff/coupons/{couponId}",
      "/api/v1/staff/crypto/lost-transfers",
      "/api/v1/staff/crypto/lost-transfers/{txId}/resolve",
      "/api/v1/staff/customers",
      "/api/v1/staff/customers/{userId}",
      "/api/v1/staff/customers/{userId}/block",
      "/api/v1/staff/customers/{userId}/erase",
      "/api/v1/staff/customers/{userId}/second-factor/remove",
      "/api/v1/staff/customers/{userId}/unblock",
      "/api/v1/staff/dashboard",
      "/api/v1/staff/invoices",
      "/api/v1/staff/invoices.csv",
      "/api/v1/staff/invoices/{invoiceId}",
      "/api/v1/staff/invoices/{invoiceId}/pdf",
      "/api/v1/staff/invoices/{invoiceId}/resend",
      "/api/v1/staff/invoices/{invoiceId}/upo",
      "/api/v1/staff/invoices/{invoiceId}/xml",
      "/api/v1/staff/invoicing-settings",
      "/api/v1/staff/offers",
      "/api/v1/staff/offers/export.csv",
      "/api/v1/staff/offers/import",
      "/api/v1/staff/offers/{city}/{productId}",
      "/api/v1/staff/order-cities",
      "/api/v1/staff/orders",
      "/api/v1/staff/orders/{orderId}",
      "/api/v1/staff/orders/{orderId}/invoice-buyer",
      "/api/v1/staff/orders/{orderId}/invoices",
      "/api/v1/staff/orders/{orderId}/refund",
      "/api/v1/staff/orders/{orderId}/shipment",
      "/api/v1/staff/orders/{orderId}/shipment/label",
      "/api/v1/staff/orders/{orderId}/status",
      "/api/v1/staff/product-options",
      "/api/v1/staff/products",
      "/api/v1/staff/products/{productId}",
      "/api/v1/staff/products/{productId}/images",
      "/api/v1/staff/products/{productId}/images/{image}",
      "/api/v1/staff/products/{productId}/offers",
      "/api/v1/staff/redirects",
      "/api/v1/staff/redirects/{redirectId}",
      "/api/v1/staff/reports/breakdown",
      "/api/v1/staff/reports/coupons",
      "/api/v1/staff/reports/funnel",
      "/api/v1/staff/reports/idle-products",
      "/api/v1/staff/reports/products",
      "/api/v1/staff/reports/sales",
      "/api/v1/staff/reports/stock",
      "/api/v1/staff/reviews",
      "/api/v1/staff/reviews/{reviewId}/accept",
      "/api/v1/staff/reviews/{reviewId}/reject",
      "/api/v1/staff/reviews/{reviewId}/remove",
      "/api/v1/staff/reviews/{reviewId}/reply",
      "/api/v1/staff/team",
      "/api/v1/staff/team/{userId}",
      "/api/v1/stock-alerts",
      "/api/v1/stock-alerts/by-token",
      "/api/v1/stock-alerts/confirm",
      "/api/v1/stock-alerts/unsubscribe",
      "/api/v1/tax-ids/nip/{nip}",
      "/api/v1/tax-ids/vat/{vatNumber}",
    ]);
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        "PublicCity",
        "ApiError",
        "HealthStatus",
        "BuildInfo",
        "ProductListing",
        "ProductLookup",
        "CategoryNode",
        "SitemapEntries",
      ]),
    );
    expect(doc.paths["/api/v1/health"]?.get?.responses["503"]).toBeDefined();
  });

  it("serves a readable page at /api/docs", async () => {
    const response = await apiOn(database).api.request("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("/api/v1/city/public");
    expect(html).toContain('id="schema-PublicCity"');
  });
});
