// The back office end to end (issue 7): nobody but staff finds it; a city manager moves an order of their
// city through to COMPLETED with the ID check; an admin approves a business application, creates a product
// with four translations offered in one city only, and changes prices by CSV; every action is in the audit log.
import { expect, test } from "@playwright/test";
import { confirmedAdult } from "./pages";
import { apiToken, bearer, DEMO_PASSWORD, newShopper } from "./shoppers";

test.beforeEach(async ({ context, baseURL }) => {
  await confirmedAdult(context, baseURL as string);
});

interface OpenApi {
  paths: Record<string, Record<string, unknown>>;
}

test("a customer's token gets 404 on every staff endpoint, and the back office's pages are a 404 page", async ({
  page,
  request,
  baseURL,
}) => {
  const shopper = await newShopper(request, baseURL as string, "not-staff");
  const document = (await (await request.get("/api/v1/openapi.json")).json()) as OpenApi;
  const staffOperations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith("/api/v1/staff/"))
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ method, path: path.replace(/\{[^}]+\}/g, "1") })));
  expect(staffOperations.length).toBeGreaterThan(20);
  for (const { method, path } of staffOperations) {
    for (const headers of [bearer(shopper.token), { Locale: "en" }]) {
      const response = await request.fetch(path, { method, headers, data: method === "get" ? undefined : {} });
      expect(response.status(), `${method.toUpperCase()} ${path}`).toBe(404);
    }
  }
  // The same for the pages, signed in as the customer (the session cookie) and signed out.
  for (const cookie of [shopper.token, null]) {
    if (cookie) await page.context().addCookies([{ name: "session", value: cookie, url: baseURL as string }]);
    else await page.context().clearCookies({ name: "session" });
    for (const path of ["/en/admin", "/pl/admin/orders", "/en/admin/products/new", "/uk/admin/audit"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("[data-admin-shell]")).toHaveCount(0);
    }
  }
  const admin = await apiToken(request, "admin@smokepoint.test", DEMO_PASSWORD);
  expect((await request.get("/api/v1/staff/dashboard", { headers: bearer(admin) })).status()).toBe(200);
});
