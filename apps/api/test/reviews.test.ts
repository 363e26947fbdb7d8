// Verified reviews (issue 38): only a customer with a COMPLETED order containing the product may review it, once;
// its author edits it for 30 days (back to moderation); staff accept, reject with a reason, reply once, remove; the
// product's rating counts accepted reviews only; "helpful" counts once per voter; a report hides a shown review.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimits } from "../src/security/rate-limits";
import { type Api, caller, createUser, demoSession, jsonOf, signIn, TEST_PASSWORD, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { createTestOrder, type FixtureProduct, offeredProducts } from "./orders-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let products: FixtureProduct[];
let contentChanges = 0;

const product = (index: number) => products[index] as FixtureProduct;
const review = { stars: 4, title: "Smooth and fresh", body: "Burns evenly, <b>no</b> harshness." };

/** A customer with a session who bought `bought` in orders walked up to `status`. */
async function buyer(label: string, bought: FixtureProduct[], status: "COMPLETED" | "APPROVED" = "COMPLETED"): Promise<TestUser> {
  const user = await createUser(database, label);
  if (bought.length > 0) {
    await createTestOrder(database, {
      user: { id: user.id, email: user.email },
      lines: bought.map((item) => ({ product: item, quantity: 1 })),
      status,
    });
  }
  return user;
}

const write = (user: TestUser, slug: string, body: unknown = review, locale = "en") =>
  call("POST", `/api/v1/products/${slug}/reviews`, user.token, body, { locale });
const summaryOf = async (slug: string, query = "") => jsonOf(await call("GET", `/api/v1/products/${slug}/reviews${query}`));
const staff = (reviewId: number, action: string, body?: unknown) =>
  call("POST", `/api/v1/staff/reviews/${reviewId}/${action}`, admin.token, body);

beforeAll(async () => {
  database = await createTestDatabase();
  const limits = createRateLimits({
    limits: { "review-write": { points: 1000, duration: 60 }, "review-vote": { points: 1000, duration: 60 } },
  });
  api = apiOn(database, { limits, contentChanged: () => contentChanges++ }).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  products = await offeredProducts(database, { count: 4 });
});
afterAll(() => database?.close());

describe("who may review", () => {
  it("asks a visitor to sign in, and refuses a customer without a completed order with the product", async () => {
    const visitor = await jsonOf(await call("GET", `/api/v1/products/${product(0).slug}/reviews/mine`));
    expect(visitor).toMatchObject({ eligibility: "sign-in", review: null, productName: product(0).name });
    expect((await call("POST", `/api/v1/products/${product(0).slug}/reviews`, null, review)).status).toBe(401);

    const waiting = await buyer("approved", [product(0)], "APPROVED");
    const other = await buyer("other", [product(1)]);
    for (const user of [waiting, other]) {
      const mine = await jsonOf(await call("GET", `/api/v1/products/${product(0).slug}/reviews/mine`, user.token));
      expect(mine.eligibility).toBe("not-purchased");
      const refused = await write(user, product(0).slug, review, "pl");
      expect(refused.status).toBe(403);
      expect(await jsonOf(refused)).toMatchObject({ code: "REVIEW_NOT_VERIFIED", message: expect.stringContaining("Opinię") });
    }
    expect(await database.pool.query("select 1 from product_reviews")).toMatchObject({ rows: [] });
  });

  it("lets a buyer write once, in the page's language, waiting for moderation and not shown", async () => {
    const user = await buyer("once", [product(0)]);
    expect((await jsonOf(await call("GET", `/api/v1/products/${product(0).slug}/reviews/mine`, user.token))).eligibility).toBe("may-write");
    const written = await write(user, product(0).slug, review, "uk");
    expect(written.status).toBe(201);
    expect(await jsonOf(written)).toMatchObject({ state: "pending", locale: "uk", stars: 4, body: review.body, rejectReason: null });
    const again = await write(user, product(0).slug, { ...review, title: "Second" });
    expect(again.status).toBe(409);
    expect((await jsonOf(again)).code).toBe("REVIEW_EXISTS");
    const mine = await jsonOf(await call("GET", `/api/v1/products/${product(0).slug}/reviews/mine`, user.token));
    expect(mine).toMatchObject({ eligibility: "may-edit", review: { title: review.title, state: "pending" } });
    expect(await summaryOf(product(0).slug)).toMatchObject({ summary: { count: 0, average: null }, items: [], total: 0 });
  });

  it("decides two racing first reviews by the unique index: one is written", async () => {
    const user = await buyer("race", [product(3)]);
    const answers = await Promise.all([write(user, product(3).slug), write(user, product(3).slug)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it("refuses bad input in the caller's language and writes nothing", async () => {
    const user = await buyer("limits", [product(1)]);
    const cases = [
      { ...review, stars: 6 },
      { ...review, stars: 0 },
      { ...review, title: "  " },
      { ...review, title: "x".repeat(121) },
      { ...review, body: "x".repeat(5001) },
    ];
    for (const body of cases) {
      const refused = await write(user, product(1).slug, body, "ru");
      expect(refused.status).toBe(400);
      expect((await jsonOf(refused)).code).toBe("VALIDATION_FAILED");
    }
    const { rows } = await database.pool.query("select 1 from product_reviews where user_id = $1", [user.id]);
    expect(rows).toEqual([]);
    expect((await write(user, product(1).slug, { ...review, body: "x".repeat(5000), title: "t".repeat(120) })).status).toBe(201);
  });
});

describe("moderation and the rating", () => {
  it("counts a review only once accepted, keeps HTML as text, and never shows a surname or e-mail", async () => {
    const slug = product(2).slug;
    const five = await buyer("five", [product(2)]);
    const two = await buyer("two", [product(2)]);
    const first = await jsonOf(await write(five, slug, { ...review, stars: 5 }));
    const second = await jsonOf(await write(two, slug, { ...review, stars: 2 }));
    const queue = await jsonOf(await call("GET", "/api/v1/staff/reviews?state=pending", admin.token));
    expect(queue.items.map((item: { id: number }) => item.id)).toEqual(expect.arrayContaining([first.id, second.id]));

    const before = contentChanges;
    expect((await staff(first.id, "accept")).status).toBe(200);
    expect(contentChanges).toBe(before + 1);
    let listed = await summaryOf(slug);
    expect(listed.summary).toEqual({
      count: 1,
      average: 5,
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 5 ? 1 : 0 })),
    });
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toMatchObject({ authorName: five.firstName, cityName: "Warsaw", verified: true, body: review.body });
    const text = JSON.stringify(listed);
    expect(text).not.toContain(five.lastName);
    expect(text).not.toContain(five.email);

    // Accepting again changes nothing; the second counts once accepted.
    await staff(first.id, "accept");
    await staff(second.id, "accept");
    listed = await summaryOf(slug);
    expect(listed.summary).toMatchObject({ count: 2, average: 3.5 });
    expect((await summaryOf(slug, "?stars=2")).items.map((item: { id: number }) => item.id)).toEqual([second.id]);

    // Rejecting a shown review hides it with a reason its author sees; removing takes it out for good.
    const rejected = await staff(second.id, "reject", { reason: "Please describe the product, not the delivery." });
    expect(await jsonOf(rejected)).toMatchObject({ state: "rejected" });
    expect((await summaryOf(slug)).summary).toMatchObject({ count: 1, average: 5 });
    const cabinet = await jsonOf(await call("GET", "/api/v1/cabinet/reviews", two.token));
    expect(cabinet.items[0]).toMatchObject({ state: "rejected", rejectReason: "Please describe the product, not the delivery." });
    // The customer's data export (GDPR) holds it too.
    const exported = await jsonOf(await call("GET", "/api/v1/cabinet/export", two.token));
    expect(exported.reviews).toEqual([expect.objectContaining({ id: second.id, state: "rejected", title: review.title })]);
    expect((await staff(second.id, "reject", { reason: " " })).status).toBe(400);

    await staff(first.id, "remove");
    expect((await summaryOf(slug)).summary).toMatchObject({ count: 0, average: null });
    expect((await staff(first.id, "accept")).status).toBe(409);
    expect((await jsonOf(await call("GET", `/api/v1/products/${slug}/reviews/mine`, five.token))).eligibility).toBe("edit-closed");

    const { rows } = await database.pool.query<{ action: string }>(
      "select action from audit_log where entity_type = 'review' and entity_id = $1 order by id",
      [String(first.id)],
    );
    expect(rows.map((row) => row.action)).toEqual(["review.accept", "review.remove"]);
  });

  it("lets the shop reply once, shown under the review", async () => {
    const user = await buyer("reply", [product(3)]);
    const written = await jsonOf(await write(user, product(3).slug));
    await staff(written.id, "accept");
    expect((await staff(written.id, "reply", { text: "Thank you!" })).status).toBe(200);
    const twice = await staff(written.id, "reply", { text: "Again" });
    expect(twice.status).toBe(409);
    expect((await jsonOf(twice)).code).toBe("REVIEW_REPLY_EXISTS");
    const shown = (await summaryOf(product(3).slug)).items.find((item: { id: number }) => item.id === written.id);
    expect(shown).toMatchObject({ reply: "Thank you!" });
  });

  it("hides the back office from customers", async () => {
    const user = await buyer("nosy", []);
    expect((await call("GET", "/api/v1/staff/reviews", user.token)).status).toBe(404);
    expect((await call("POST", "/api/v1/staff/reviews/1/accept", user.token)).status).toBe(404);
  });

  it("keeps the rating right when two moderators accept the same review at once", async () => {
    const user = await buyer("twice", [product(1)]);
    const written = await jsonOf(await write(user, product(1).slug, { ...review, stars: 3 }));
    const before = (await summaryOf(product(1).slug)).summary.count;
    await Promise.all([staff(written.id, "accept"), staff(written.id, "accept")]);
    expect((await summaryOf(product(1).slug)).summary.count).toBe(before + 1);
  });
});

describe("the author's edit", () => {
  it("sends an accepted review back to moderation and out of the rating; closes after 30 days", async () => {
    const user = await buyer("edit", [product(0)]);
    const written = await jsonOf(await write(user, product(0).slug, { ...review, stars: 1 }));
    await staff(written.id, "accept");
    const count = (await summaryOf(product(0).slug)).summary.count;
    const edited = await call("PUT", `/api/v1/reviews/${written.id}`, user.token, { ...review, stars: 5, title: "Better now" });
    expect(await jsonOf(edited)).toMatchObject({ state: "pending", stars: 5, title: "Better now" });
    expect((await summaryOf(product(0).slug)).summary.count).toBe(count - 1);

    const stranger = await buyer("stranger", [product(0)]);
    expect((await call("PUT", `/api/v1/reviews/${written.id}`, stranger.token, review)).status).toBe(404);

    await database.pool.query("update product_reviews set created_at = now() - interval '31 days' where id = $1", [written.id]);
    const late = await call("PUT", `/api/v1/reviews/${written.id}`, user.token, review);
    expect(late.status).toBe(409);
    expect((await jsonOf(late)).code).toBe("REVIEW_EDIT_CLOSED");
  });
});

describe("readers' feedback", () => {
  it("counts helpful once per customer and per visitor cookie", async () => {
    const author = await buyer("helped", [product(3)]);
    const written = await jsonOf(await write(author, product(3).slug, { ...review, stars: 2 }));
    const path = `/api/v1/reviews/${written.id}/helpful`;
    const visitorId = "visitor-aaaaaaaaaaaaaaaa";
    expect((await call("POST", path, null, { visitorId })).status).toBe(404); // not shown yet
    await staff(written.id, "accept");
    const reader = await signIn(database, (await createUser(database, "reader")).id);
    expect(await jsonOf(await call("POST", path, reader, {}))).toEqual({ helpfulCount: 1, counted: true });
    expect(await jsonOf(await call("POST", path, reader, {}))).toEqual({ helpfulCount: 1, counted: false });
    const racing = await Promise.all([call("POST", path, null, { visitorId }), call("POST", path, null, { visitorId })]);
    expect((await Promise.all(racing.map(jsonOf))).map((answer) => answer.counted).sort()).toEqual([false, true]);
    expect((await call("POST", path, null, {})).status).toBe(400);
    const helpfulFirst = await summaryOf(product(3).slug, "?sort=helpful");
    expect(helpfulFirst.items[0]).toMatchObject({ id: written.id, helpfulCount: 2 });
  });

  it("hides a reported review until staff accept it again", async () => {
    const author = await buyer("reported", [product(2)]);
    const written = await jsonOf(await write(author, product(2).slug, { ...review, stars: 4 }));
    await staff(written.id, "accept");
    const count = (await summaryOf(product(2).slug)).summary.count;
    expect((await call("POST", `/api/v1/reviews/${written.id}/report`, null, {})).status).toBe(401);
    const reporter = await buyer("reporter", []);
    const reported = await call("POST", `/api/v1/reviews/${written.id}/report`, reporter.token, { reason: "Spam" });
    expect(await jsonOf(reported)).toEqual({ hidden: true });
    const after = await summaryOf(product(2).slug);
    expect(after.summary.count).toBe(count - 1);
    expect(after.items.map((item: { id: number }) => item.id)).not.toContain(written.id);
    const queue = await jsonOf(await call("GET", "/api/v1/staff/reviews", admin.token));
    expect(queue.items.find((item: { id: number }) => item.id === written.id)).toMatchObject({ reportCount: 1 });
    await staff(written.id, "accept");
    expect((await summaryOf(product(2).slug)).summary.count).toBe(count);
  });
});

describe("the author's account deletion", () => {
  it("takes their reviews away and out of the rating", async () => {
    const user = await buyer("leaving", [product(1)]);
    const written = await jsonOf(await write(user, product(1).slug, { ...review, stars: 5 }));
    await staff(written.id, "accept");
    const before = (await summaryOf(product(1).slug)).summary.count;
    expect((await call("DELETE", "/api/v1/cabinet/account", user.token, { password: TEST_PASSWORD })).status).toBeLessThan(300);
    const after = await summaryOf(product(1).slug);
    expect(after.summary.count).toBe(before - 1);
    expect(after.items.map((item: { id: number }) => item.id)).not.toContain(written.id);
  });
});
