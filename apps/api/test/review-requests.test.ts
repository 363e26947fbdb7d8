// The review request e-mail (issue 38): `days` after an order is COMPLETED its customer gets one e-mail linking each
// product's review form, once per order however many passes race; none to a customer who opted out (the cabinet's
// switch or the e-mail's one-click link); orders completed long before are never asked about.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendReviewRequests } from "../src/use-cases/reviews/send-review-requests";
import { type Api, caller, createUser, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn, TEST_ORIGIN } from "./helpers";
import { createTestOrder, type FixtureProduct, offeredProducts } from "./orders-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let products: FixtureProduct[];

const pass = () => sendReviewRequests({ database, brand: "default", publicOrigin: TEST_ORIGIN, days: 7 });

async function completedOrder(user: TestUser, daysAgo: number, lines = products.slice(0, 2)): Promise<string> {
  const id = await createTestOrder(database, {
    user: { id: user.id, email: user.email },
    lines: lines.map((product) => ({ product, quantity: 1 })),
    status: "COMPLETED",
  });
  await database.pool.query("update order_history set created_at = now() - make_interval(days => $2) where order_id = $1", [id, daysAgo]);
  return id;
}

const requestsTo = async (email: string) =>
  (
    await database.pool.query<{ kind: string; text: string }>(
      "select kind, text from emails where to_address = $1 and kind = 'review-request'",
      [email],
    )
  ).rows;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  products = await offeredProducts(database, { count: 2 });
  // Orders of the seed or of other tests completed in the window: asked about first, out of the way.
  while ((await pass()) > 0);
});
afterAll(() => database?.close());

describe("the review request", () => {
  it("goes once, after the days, linking each product's review form and the opt-out", async () => {
    const user = await createUser(database, "asked");
    const recent = await completedOrder(user, 3);
    const due = await completedOrder(user, 8);
    const old = await completedOrder(user, 60);
    const results = await Promise.all([pass(), pass()]);
    expect(results.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await pass()).toBe(0);
    const mails = await requestsTo(user.email);
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? "";
    expect(text).toContain(due);
    for (const product of products.slice(0, 2)) expect(text).toContain(`${TEST_ORIGIN}/en/warszawa/reviews/${product.slug}`);
    expect(text).not.toContain(recent);
    expect(text).not.toContain(old);
    const { rows } = await database.pool.query("select order_id from review_requests where order_id = any($1)", [[recent, old]]);
    expect(rows).toEqual([]);
  });

  it("stops with the e-mail's one-click link: the customer's later orders are skipped", async () => {
    const user = await createUser(database, "one-click");
    await completedOrder(user, 8);
    await pass();
    const link = (await requestsTo(user.email))[0]?.text.match(/https?:\/\/\S*info\/reviews\?optOut=\S+/)?.[0];
    expect(link).toBeDefined();
    const token = new URL(link as string).searchParams.get("optOut");
    expect((await call("POST", "/api/v1/reviews/opt-out", null, { token })).status).toBe(200);
    expect((await call("POST", "/api/v1/reviews/opt-out", null, { token: "nope" })).status).toBe(400);
    const settings = await call("GET", "/api/v1/cabinet/review-emails", user.token);
    expect(await jsonOf(settings)).toEqual({ optedOut: true });
    await completedOrder(user, 8);
    await pass();
    expect(await requestsTo(user.email)).toHaveLength(1);
  });

  it("follows the cabinet's switch", async () => {
    const user = await createUser(database, "switch");
    expect(await jsonOf(await call("PUT", "/api/v1/cabinet/review-emails", user.token, { optedOut: true }))).toEqual({ optedOut: true });
    await completedOrder(user, 8);
    await pass();
    expect(await requestsTo(user.email)).toHaveLength(0);
    await call("PUT", "/api/v1/cabinet/review-emails", user.token, { optedOut: false });
    await completedOrder(user, 9);
    await pass();
    expect(await requestsTo(user.email)).toHaveLength(1);
    expect((await call("GET", "/api/v1/cabinet/review-emails")).status).toBe(401);
  });
});
