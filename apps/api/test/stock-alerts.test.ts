// "Notify me when back in stock" (issue 18): a visitor asks, confirms by the e-mail's link, and gets exactly one
// e-mail when staff raise the city's stock from 0, however many changes follow or race; a customer is subscribed
// at once; unconfirmed alerts are never notified; repeats, bad addresses and in-stock products are refused.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimits } from "../src/security/rate-limits";
import { type Api, caller, createUser, demoSession, jsonOf } from "./cabinet-fixture";
import { apiOn, TEST_ORIGIN } from "./helpers";
import { createTestOrder, type FixtureProduct, offeredProducts } from "./orders-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let products: FixtureProduct[];

interface Mail {
  kind: string;
  subject: string;
  text: string;
}

const mailsTo = async (address: string): Promise<Mail[]> =>
  (await database.pool.query<Mail>("select kind, subject, text from emails where to_address = $1 order by id", [address])).rows;

const linkOf = (mail: Mail | undefined, page: string): string => {
  const link = mail?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(page));
  expect(link, `a ${page} link in ${mail?.text}`).toBeDefined();
  return link as string;
};
const tokenOf = (mail: Mail | undefined, page: string) => new URL(linkOf(mail, page)).searchParams.get("token") as string;

const subscribe = (body: Record<string, unknown>, token: string | null = null, locale = "en") =>
  call("POST", "/api/v1/stock-alerts", token, { city: "warszawa", ...body }, { "accept-language": locale, locale });
const setStock = (product: FixtureProduct, stock: number) =>
  call("PUT", `/api/v1/staff/offers/warszawa/${product.id}`, admin.token, { stock });

beforeAll(async () => {
  database = await createTestDatabase();
  const limits = createRateLimits({ limits: { "stock-alert": { points: 1000, duration: 60 } } });
  api = apiOn(database, { limits }).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  products = await offeredProducts(database, { count: 6, restockTo: 0 });
});
afterAll(() => database?.close());

const product = (index: number) => products[index] as FixtureProduct;

describe("a visitor's alert", () => {
  it("is confirmed by the e-mail's link and notified exactly once when the stock returns", async () => {
    const email = "visitor-once@example.com";
    const asked = await subscribe({ productSlug: product(0).slug, email: " Visitor-Once@Example.com " });
    expect(asked.status).toBe(201);
    expect(await jsonOf(asked)).toEqual({ status: "confirmation-sent" });
    const [confirmation] = await mailsTo(email);
    expect(confirmation).toMatchObject({ kind: "stock-alert-confirm" });
    expect(confirmation?.text).toContain(product(0).name);
    expect(linkOf(confirmation, "/unsubscribe?")).toMatch(`${TEST_ORIGIN}/en/warszawa/stock-alerts/unsubscribe?token=`);
    const token = tokenOf(confirmation, "/confirm?");

    const view = await call("GET", `/api/v1/stock-alerts/by-token?token=${encodeURIComponent(token)}`);
    expect(await jsonOf(view)).toMatchObject({ productSlug: product(0).slug, citySlug: "warszawa", state: "pending" });
    const confirmed = await call("POST", "/api/v1/stock-alerts/confirm", null, { token });
    expect(await jsonOf(confirmed)).toMatchObject({ productName: product(0).name, state: "confirmed" });

    expect((await setStock(product(0), 5)).status).toBe(200);
    const afterReturn = await mailsTo(email);
    expect(afterReturn.map((mail) => mail.kind)).toEqual(["stock-alert-confirm", "back-in-stock"]);
    expect(afterReturn[1]?.subject).toContain(product(0).name);
    expect(linkOf(afterReturn[1], "/products/")).toBe(`${TEST_ORIGIN}/en/warszawa/products/${product(0).slug}`);

    // More stock, to 0 and back: the alert is done, nothing more is sent.
    await setStock(product(0), 9);
    await setStock(product(0), 0);
    await setStock(product(0), 3);
    expect((await mailsTo(email)).length).toBe(2);

    // The notification's own unsubscribe link forgets the address.
    const unsubscribed = await call("POST", "/api/v1/stock-alerts/unsubscribe", null, { token: tokenOf(afterReturn[1], "/unsubscribe?") });
    expect(unsubscribed.status).toBe(200);
    const left = await database.pool.query("select 1 from stock_alerts where email = $1", [email]);
    expect(left.rowCount).toBe(0);
  });

  it("is never notified while unconfirmed, and an unsubscribed one neither", async () => {
    await subscribe({ productSlug: product(1).slug, email: "never-confirmed@example.com" });
    await subscribe({ productSlug: product(1).slug, email: "changed-mind@example.com" });
    const [mail] = await mailsTo("changed-mind@example.com");
    const token = tokenOf(mail, "/confirm?");
    await call("POST", "/api/v1/stock-alerts/confirm", null, { token });
    expect((await call("POST", "/api/v1/stock-alerts/unsubscribe", null, { token })).status).toBe(200);
    await setStock(product(1), 4);
    expect((await mailsTo("never-confirmed@example.com")).map((m) => m.kind)).toEqual(["stock-alert-confirm"]);
    expect((await mailsTo("changed-mind@example.com")).map((m) => m.kind)).toEqual(["stock-alert-confirm"]);
    const reused = await call("POST", "/api/v1/stock-alerts/confirm", null, { token }, { locale: "pl" });
    expect(reused.status).toBe(400);
    expect(await jsonOf(reused)).toMatchObject({ code: "TOKEN_INVALID" });
  });

  it("refuses a repeat, a bad address and an in-stock product with clear messages, and changes nothing", async () => {
    const email = "repeat@example.com";
    expect((await subscribe({ productSlug: product(2).slug, email })).status).toBe(201);
    const repeat = await subscribe({ productSlug: product(2).slug, email: "REPEAT@example.com" }, null, "uk");
    expect(repeat.status).toBe(409);
    expect(await jsonOf(repeat)).toMatchObject({ code: "STOCK_ALERT_EXISTS", message: expect.stringContaining("Ви вже просили") });
    expect((await mailsTo(email)).length).toBe(1);

    const bad = await subscribe({ productSlug: product(2).slug, email: "not-an-address" }, null, "pl");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await jsonOf(bad))).toContain("Podaj poprawny adres e-mail");
    const missing = await subscribe({ productSlug: product(2).slug });
    expect(missing.status).toBe(400);

    const inStock = (await offeredProducts(database, { count: 1, minStock: 1 }))[0] as FixtureProduct;
    const refused = await subscribe({ productSlug: inStock.slug, email: "in-stock@example.com" });
    expect(refused.status).toBe(409);
    expect(await jsonOf(refused)).toMatchObject({ code: "PRODUCT_IN_STOCK" });
    expect((await subscribe({ productSlug: "no-such-product", email: "x@example.com" })).status).toBe(404);
    const count = await database.pool.query(
      "select count(*)::int as n from stock_alerts where email in ('in-stock@example.com', 'x@example.com')",
    );
    expect(count.rows[0].n).toBe(0);
  });
});

describe("a customer's alert", () => {
  it("is active at once with the account's address and sent once when two stock returns race", async () => {
    const customer = await createUser(database, "alert-customer");
    const asked = await subscribe({ productSlug: product(3).slug, email: "ignored@example.com" }, customer.token);
    expect(await jsonOf(asked)).toEqual({ status: "subscribed" });
    expect(await mailsTo(customer.email)).toEqual([]);
    expect(await mailsTo("ignored@example.com")).toEqual([]);

    const answers = await Promise.all([setStock(product(3), 5), setStock(product(3), 6), setStock(product(3), 7)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await mailsTo(customer.email)).map((mail) => mail.kind)).toEqual(["back-in-stock"]);
  });

  it("is notified by a CSV import that restocks, and at once when confirmed after the stock is back", async () => {
    const customer = await createUser(database, "alert-csv");
    await subscribe({ productSlug: product(5).slug }, customer.token);
    // Stock is held per store: the CSV's column of Warsaw's first store.
    const { rows: stores } = await database.pool.query<{ id: number }>(
      "select id from stores where city_id = (select id from cities where slug = 'warszawa') order by sort_order, id limit 1",
    );
    const imported = await api.request("/api/v1/staff/offers/import?city=warszawa", {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "text/csv" },
      body: `product_slug,price,stock:${stores[0]?.id},visible\r\n${product(5).slug},${(product(5).price / 100).toFixed(2)},12,yes\r\n`,
    });
    expect(imported.status).toBe(200);
    expect((await mailsTo(customer.email)).map((mail) => mail.kind)).toEqual(["back-in-stock"]);

    const late = "late-confirm@example.com";
    await setStock(product(2), 0);
    await subscribe({ productSlug: product(2).slug, email: late });
    await setStock(product(2), 2);
    expect((await mailsTo(late)).map((mail) => mail.kind)).toEqual(["stock-alert-confirm"]);
    const confirmed = await call("POST", "/api/v1/stock-alerts/confirm", null, { token: tokenOf((await mailsTo(late))[0], "/confirm?") });
    expect(await jsonOf(confirmed)).toMatchObject({ state: "notified" });
    expect((await mailsTo(late)).map((mail) => mail.kind)).toEqual(["stock-alert-confirm", "back-in-stock"]);
  });

  it("is notified when a cancelled order gives its reservation back", async () => {
    const customer = await createUser(database, "alert-cancel");
    await setStock(product(4), 2);
    const orderId = await createTestOrder(database, {
      user: { id: customer.id, email: customer.email },
      lines: [{ product: product(4), quantity: 2 }],
    });
    await database.pool.query(
      "update offers set stock = 0 where product_id = $1 and city_id = (select id from cities where slug = 'warszawa')",
      [product(4).id],
    );
    await subscribe({ productSlug: product(4).slug }, customer.token);
    const canceled = await call("POST", `/api/v1/staff/orders/${orderId}/status`, admin.token, { to: "CANCELED" });
    expect(canceled.status).toBe(200);
    expect((await mailsTo(customer.email)).filter((mail) => mail.kind === "back-in-stock").length).toBe(1);
  });
});
