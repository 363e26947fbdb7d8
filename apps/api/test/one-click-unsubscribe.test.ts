// One-click unsubscription (RFC 8058): the review request, favourite alert and stock alert e-mails name the API's
// one-click URL (their List-Unsubscribe header); a mail client's form-encoded (or multipart) POST of
// `List-Unsubscribe=One-Click` to it stops them without sign-in, a GET changes nothing, an unknown token is refused.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimits } from "../src/security/rate-limits";
import { sendFavouriteAlerts } from "../src/use-cases/catalogue/send-favourite-alerts";
import { sendReviewRequests } from "../src/use-cases/reviews/send-review-requests";
import { type Api, caller, createUser, demoSession, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn, TEST_ORIGIN } from "./helpers";
import { createTestOrder, type FixtureProduct, offeredProducts } from "./orders-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let products: FixtureProduct[];

/** The one-click URL kept with each e-mail of `kind` to the address (the worker's List-Unsubscribe header). */
const oneClickLinks = async (email: string, kind: string) =>
  (
    await database.pool.query<{ link: string | null }>(
      "select message->'message'->>'oneClickLink' as link from emails where to_address = $1 and kind = $2 order by id",
      [email, kind],
    )
  ).rows.map((row) => row.link);

/** What a mail provider sends (RFC 8058 section 3.2): no cookie, no Authorization, no Origin. */
const oneClick = (url: string, as: "form" | "multipart" = "form") => {
  if (as === "multipart") {
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    return api.request(url, { method: "POST", body: form });
  }
  return api.request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
};
const pathOf = (link: string | null | undefined) => {
  expect(link).toMatch(new RegExp(`^${TEST_ORIGIN}/api/v1/mail/one-click\\?kind=`));
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
};

beforeAll(async () => {
  database = await createTestDatabase();
  const limits = createRateLimits({ limits: { "stock-alert": { points: 1000, duration: 60 } } });
  api = apiOn(database, { limits }).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  products = await offeredProducts(database, { count: 3 });
});
afterAll(() => database?.close());

const product = (index: number) => products[index] as FixtureProduct;

describe("one-click unsubscription", () => {
  const reviewPass = () => sendReviewRequests({ database, brand: "default", publicOrigin: TEST_ORIGIN, days: 7 });
  async function completedOrder(user: TestUser): Promise<string> {
    const id = await createTestOrder(database, {
      user: { id: user.id, email: user.email },
      lines: [{ product: product(0), quantity: 1 }],
      status: "COMPLETED",
    });
    await database.pool.query("update order_history set created_at = now() - interval '8 days' where order_id = $1", [id]);
    return id;
  }

  it("stops review requests: a GET changes nothing, a bad token is refused, the form POST opts out (again: 200)", async () => {
    while ((await reviewPass()) > 0); // the seed's orders out of the way
    const user = await createUser(database, "one-click-reviews");
    await completedOrder(user);
    expect(await reviewPass()).toBe(1);
    const [link] = await oneClickLinks(user.email, "review-request");
    const path = pathOf(link);
    expect(path).toMatch(/kind=review-requests&token=/);

    // A link scanner's GET: nothing happens.
    expect((await api.request(path)).status).toBe(404);
    expect(await jsonOf(await call("GET", "/api/v1/cabinet/review-emails", user.token))).toEqual({ optedOut: false });

    const bad = await oneClick("/api/v1/mail/one-click?kind=review-requests&token=nope");
    expect(bad.status).toBe(400);
    expect(await jsonOf(bad)).toMatchObject({ code: "TOKEN_INVALID" });
    // The body must be the one RFC 8058 gives.
    const wrongBody = await api.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=Maybe",
    });
    expect(wrongBody.status).toBe(400);

    const done = await oneClick(path);
    expect(done.status).toBe(200);
    expect(await jsonOf(done)).toEqual({ ok: true });
    expect(done.headers.get("cache-control")).toBe("no-store");
    expect((await oneClick(path)).status).toBe(200);
    expect(await jsonOf(await call("GET", "/api/v1/cabinet/review-emails", user.token))).toEqual({ optedOut: true });
    await completedOrder(user);
    await reviewPass();
    expect(await oneClickLinks(user.email, "review-request")).toHaveLength(1);
  });

  it("stops a favourite's alerts (multipart too): no e-mail on the next change", async () => {
    const user = await createUser(database, "one-click-favourite");
    const setStock = async (units: number) =>
      expect((await call("PUT", `/api/v1/staff/offers/warszawa/${product(1).id}`, admin.token, { stock: units })).status).toBe(200);
    const pass = () => sendFavouriteAlerts({ database, brand: "default", publicOrigin: TEST_ORIGIN });
    expect((await call("PUT", `/api/v1/cabinet/favourites/${product(1).id}`, user.token)).status).toBe(200);
    const on = await call("PUT", `/api/v1/cabinet/favourites/${product(1).id}/alerts`, user.token, { city: "warszawa", on: true });
    expect(on.status).toBe(200);
    await setStock(0);
    await pass();
    await setStock(4);
    await pass();
    const [link] = await oneClickLinks(user.email, "favourite-alert");
    const path = pathOf(link);
    expect(path).toMatch(/kind=favourite&token=/);
    expect((await oneClick(path, "multipart")).status).toBe(200);
    // Its use-case's "again": the token is gone with the alerts.
    expect(await jsonOf(await oneClick(path))).toMatchObject({ code: "TOKEN_INVALID" });
    await setStock(0);
    await pass();
    await setStock(4);
    await pass();
    expect(await oneClickLinks(user.email, "favourite-alert")).toHaveLength(1);
  });

  it("removes a stock alert from its confirmation e-mail's header", async () => {
    const email = "one-click-stock@example.com";
    await call("PUT", `/api/v1/staff/offers/warszawa/${product(2).id}`, admin.token, { stock: 0 });
    const asked = await call("POST", "/api/v1/stock-alerts", null, { city: "warszawa", productSlug: product(2).slug, email });
    expect(asked.status).toBe(201);
    const [link] = await oneClickLinks(email, "stock-alert-confirm");
    const path = pathOf(link);
    expect(path).toMatch(/kind=stock-alert&token=/);
    const token = new URL(link as string).searchParams.get("token") as string;
    const view = () => call("GET", `/api/v1/stock-alerts/by-token?token=${encodeURIComponent(token)}`);
    expect((await api.request(path)).status).not.toBe(200);
    expect((await view()).status).toBe(200);
    expect((await oneClick(path)).status).toBe(200);
    expect((await view()).status).toBe(400);
  });

  it("is in the OpenAPI document, form-encoded", async () => {
    const document = await jsonOf(await api.request("/api/v1/openapi.json"));
    const post = document.paths["/api/v1/mail/one-click"]?.post;
    expect(Object.keys(post?.requestBody?.content ?? {})).toEqual(["application/x-www-form-urlencoded", "multipart/form-data"]);
    expect(document.paths["/api/v1/mail/one-click"]?.get).toBeUndefined();
  });
});
