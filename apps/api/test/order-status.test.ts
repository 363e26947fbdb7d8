// Status changes through the staff API and the payments' transaction (docs/orders.md "Status changes"): every
// path of the status machine, refused moves that change nothing, and cancellations that return the stock and
// the coupon use exactly once.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeOrderStatusIn } from "../src/use-cases/orders/change-order-status";
import { type Api, caller, createUser, demoSession, emailsTo, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn, TEST_ORIGIN } from "./helpers";
import {
  couponUsedCount,
  createCoupon,
  createTestOrder,
  type FixtureProduct,
  offeredProducts,
  stockOf,
  storedOrder,
  type TestOrderOptions,
} from "./orders-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let staff: { id: number; token: string };
let customer: TestUser;
let plain: FixtureProduct[];
let tpd: FixtureProduct;
let woken = 0;

const EFFECTS = { brand: "default" as const, publicOrigin: TEST_ORIGIN };
const ID_CHECK_MESSAGE = "Confirm that you checked the customer's ID (18+) before handing over an order with TPD products.";

const move = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call("POST", `/api/v1/staff/orders/${id}/status`, staff.token, body, headers);
const order = (options: Partial<TestOrderOptions> = {}) =>
  createTestOrder(database, { user: customer, lines: [{ product: plain[0] as FixtureProduct, quantity: 2 }], ...options });
const lastEmailText = async () => {
  const { rows } = await database.pool.query("select text from emails where to_address = $1 order by id desc limit 1", [customer.email]);
  return String(rows[0]?.text);
};
const statusEmails = async () => (await emailsTo(database, customer.email)).filter((email) => email.kind === "order-status").length;

/** Moves the order and checks the answer, the new history row (actor, staff member) and the one e-mail. */
async function moveOk(id: string, to: string, extra: Record<string, unknown> = {}) {
  const before = { history: (await storedOrder(database, id)).history.length, emails: await statusEmails() };
  const response = await move(id, { to, ...extra });
  expect(response.status).toBe(200);
  const body = await jsonOf(response);
  expect(body).toMatchObject({ id, status: to });
  const after = await storedOrder(database, id);
  expect(after.status).toBe(to);
  expect(after.history).toHaveLength(before.history + 1);
  expect(after.history.at(-1)).toMatchObject({ to_status: to, actor: "staff", actor_user_id: staff.id });
  expect(await statusEmails()).toBe(before.emails + 1);
  return body;
}

/** A refused move answers 409 with the reason's message and changes nothing (status, history, e-mails). */
async function refused(id: string, body: Record<string, unknown>, message?: string) {
  const before = { order: await storedOrder(database, id), emails: await statusEmails() };
  const response = await move(id, body);
  expect(response.status).toBe(409);
  const error = await jsonOf(response);
  expect(error.code).toBe("ORDER_TRANSITION_REFUSED");
  if (message) expect(error.message).toBe(message);
  expect(await storedOrder(database, id)).toEqual(before.order);
  expect(await statusEmails()).toBe(before.emails);
  return error;
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database, { mailQueued: () => woken++ }).api;
  call = caller(api);
  staff = await demoSession(database, "admin");
  customer = await createUser(database, "orders");
  plain = await offeredProducts(database, { count: 2, minStock: 1, restockTo: 500 });
  [tpd] = (await offeredProducts(database, { tpd: true, count: 1, minStock: 1, restockTo: 500 })) as [FixtureProduct];
});
afterAll(() => database?.close());

describe("staff move orders along the status machine", () => {
  it("in-store pickup: CREATED → APPROVED → READY_FOR_PICKUP → COMPLETED, each recorded and e-mailed", async () => {
    const id = await order();
    const wokenBefore = woken;
    expect((await moveOk(id, "APPROVED")).next).toEqual(["READY_FOR_PICKUP", "CANCELED"]);
    await moveOk(id, "READY_FOR_PICKUP", { note: "Shelf 3" });
    expect((await storedOrder(database, id)).history.at(-1)?.note).toBe("Shelf 3");
    const text = await lastEmailText();
    expect(text).toContain("Shelf 3");
    expect(text).toContain(`${TEST_ORIGIN}/en/warszawa/order-tracking/${id}`);
    const done = await moveOk(id, "COMPLETED");
    expect(done).toMatchObject({ next: [], needsIdCheck: false });
    expect((await storedOrder(database, id)).id_checked_at).toBeNull();
    expect(woken).toBe(wokenBefore + 3);
  });

  it("a TPD pickup order is handed over only with the ID check, which is recorded", async () => {
    const id = await order({ lines: [{ product: tpd, quantity: 1 }], status: "READY_FOR_PICKUP" });
    await refused(id, { to: "COMPLETED" }, ID_CHECK_MESSAGE);
    await refused(id, { to: "COMPLETED", idChecked: false }, ID_CHECK_MESSAGE);
    const polish = await move(id, { to: "COMPLETED" }, { Locale: "pl" });
    expect((await jsonOf(polish)).message).toMatch(/dokumentu tożsamości klienta \(18\+\)/);
    await moveOk(id, "COMPLETED", { idChecked: true });
    const stored = await storedOrder(database, id);
    expect(stored.id_checked_at).toBeInstanceOf(Date);
    expect(stored.id_checked_by).toBe(staff.id);
    expect(stored.history.at(-1)?.note).toBe("ID checked (18+)");
  });

  it("a delivery order goes from APPROVED to COMPLETED, never through READY_FOR_PICKUP", async () => {
    const id = await order({ payment: "online", delivery: "courier", status: "APPROVED" });
    await refused(id, { to: "READY_FOR_PICKUP" }, "This status does not fit the order's delivery method.");
    await moveOk(id, "COMPLETED");
  });

  it("an online order is paid by the system (in the payment's transaction), then approved by staff", async () => {
    const id = await order({ payment: "online", delivery: "parcel-locker" });
    await refused(id, { to: "PAID" }, "You can't make this change to the order at its current stage.");
    await refused(id, { to: "APPROVED" }, "The order cannot move to this status from its current one.");
    const emails = await statusEmails();
    const change = { to: "PAID", actor: "system", note: "sandbox session S-42" } as const;
    const paid = await database.db.transaction((tx) => changeOrderStatusIn(tx, id, change, EFFECTS));
    expect(paid).toMatchObject({ ok: true, order: { id, status: "PAID" } });
    const entry = { to_status: "PAID", actor: "system", actor_user_id: null, note: "sandbox session S-42" };
    expect((await storedOrder(database, id)).history.at(-1)).toMatchObject(entry);
    expect(await statusEmails()).toBe(emails + 1);
    expect(await lastEmailText()).not.toContain("S-42");
    await moveOk(id, "APPROVED");
  });

  it("refuses skipping a status and moving a completed order, changing nothing", async () => {
    const id = await order();
    await refused(id, { to: "READY_FOR_PICKUP" }, "The order cannot move to this status from its current one.");
    await refused(id, { to: "COMPLETED" });
    const done = await order({ status: "COMPLETED" });
    const stock = await stockOf(database, (plain[0] as FixtureProduct).id);
    await refused(done, { to: "CANCELED" }, "This order is already completed or canceled.");
    expect(await stockOf(database, (plain[0] as FixtureProduct).id)).toBe(stock);
  });

  it("e-mails the customer in the order's language, and nobody once the account is deleted", async () => {
    const id = await order({ locale: "uk" });
    await moveOk(id, "APPROVED");
    const { rows } = await database.pool.query("select locale, text from emails where to_address = $1 order by id desc limit 1", [
      customer.email,
    ]);
    expect(rows[0].locale).toBe("uk");
    expect(rows[0].text).toContain(`${TEST_ORIGIN}/uk/warszawa/order-tracking/${id}`);
    const anonymous = await order({ user: null });
    const count = async () => Number((await database.pool.query("select count(*) from emails")).rows[0].count);
    const before = await count();
    expect((await move(anonymous, { to: "APPROVED" })).status).toBe(200);
    expect((await storedOrder(database, anonymous)).status).toBe("APPROVED");
    expect(await count()).toBe(before);
  });

  it("answers 404 for an unknown or malformed id and 400 for an unknown status", async () => {
    expect((await move("0000000000000", { to: "APPROVED" })).status).toBe(404);
    expect((await move("not-an-id", { to: "APPROVED" })).status).toBe(404);
    const id = await order();
    expect((await move(id, { to: "SHIPPED" })).status).toBe(400);
  });
});

describe("cancellations return the stock and the coupon use exactly once", () => {
  it("two staff cancellations racing: one wins, the stock and the coupon come back once", async () => {
    const coupon = await createCoupon(database, "RACE10");
    const [first, second] = plain as [FixtureProduct, FixtureProduct];
    const stocks = [await stockOf(database, first.id), await stockOf(database, second.id)];
    const id = await order({
      lines: [
        { product: second, quantity: 3 },
        { product: first, quantity: 2 },
      ],
      coupon,
      status: "APPROVED",
    });
    expect(await couponUsedCount(database, coupon.id)).toBe(1);
    const answers = await Promise.all([move(id, { to: "CANCELED", note: "A" }), move(id, { to: "CANCELED", note: "B" })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect([await stockOf(database, first.id), await stockOf(database, second.id)]).toEqual(stocks);
    expect(await couponUsedCount(database, coupon.id)).toBe(0);
    const { rows } = await database.pool.query("select 1 from coupon_uses where order_id = $1", [id]);
    expect(rows).toHaveLength(0);
    const stored = await storedOrder(database, id);
    expect(stored.status).toBe("CANCELED");
    expect(stored.stock_returned_at).toBeInstanceOf(Date);
    expect(stored.history.filter((entry) => entry.to_status === "CANCELED")).toHaveLength(1);
  });

  it("the customer cancels their own order while CREATED or AWAITING_PAYMENT, not later", async () => {
    const product = plain[1] as FixtureProduct;
    const stock = await stockOf(database, product.id);
    const created = await order({ lines: [{ product, quantity: 4 }] });
    expect(await stockOf(database, product.id)).toBe(stock - 4);
    const canceled = await call("POST", `/api/v1/orders/${created}/cancel`, customer.token, { reason: "Changed my mind" });
    expect(canceled.status).toBe(200);
    expect(await jsonOf(canceled)).toMatchObject({ id: created, status: "CANCELED", details: { canCancel: false } });
    expect(await stockOf(database, product.id)).toBe(stock);
    expect((await storedOrder(database, created)).history.at(-1)).toMatchObject({
      to_status: "CANCELED",
      actor: "customer",
      actor_user_id: customer.id,
      note: "Changed my mind",
    });

    const awaiting = await order({ payment: "online", delivery: "courier" });
    expect((await call("POST", `/api/v1/orders/${awaiting}/cancel`, customer.token)).status).toBe(200);
    const { rows } = await database.pool.query("select status from payments where order_id = $1", [awaiting]);
    expect(rows).toEqual([{ status: "expired" }]);

    const approved = await order({ status: "APPROVED" });
    const before = await storedOrder(database, approved);
    const late = await call("POST", `/api/v1/orders/${approved}/cancel`, customer.token, {});
    expect(late.status).toBe(409);
    expect(await jsonOf(late)).toMatchObject({ code: "ORDER_TRANSITION_REFUSED" });
    expect(await storedOrder(database, approved)).toEqual(before);
  });

  it("only the owner may cancel: another customer gets 404, an anonymous caller 401", async () => {
    const id = await order();
    const other = await createUser(database, "other");
    expect((await call("POST", `/api/v1/orders/${id}/cancel`, other.token, {})).status).toBe(404);
    expect((await call("POST", `/api/v1/orders/${id}/cancel`, null, { reason: "x".repeat(600) })).status).toBe(401);
    expect((await storedOrder(database, id)).status).toBe("CREATED");
  });

  it("the system cancels an unpaid order only once its pay-until has passed", async () => {
    const product = plain[0] as FixtureProduct;
    const stock = await stockOf(database, product.id);
    const id = await order({ payment: "crypto", delivery: "parcel-locker", lines: [{ product, quantity: 1 }] });
    const cancel = () =>
      database.db.transaction((tx) => changeOrderStatusIn(tx, id, { to: "CANCELED", actor: "system", note: "payment expired" }, EFFECTS));
    expect(await cancel()).toEqual({ ok: false, reason: "payment-not-expired" });
    expect((await storedOrder(database, id)).status).toBe("AWAITING_PAYMENT");
    await database.pool.query("update orders set pay_until = now() - interval '1 minute' where id = $1", [id]);
    expect(await cancel()).toMatchObject({ ok: true, order: { status: "CANCELED" } });
    expect(await stockOf(database, product.id)).toBe(stock);
    expect((await storedOrder(database, id)).history.at(-1)).toMatchObject({ to_status: "CANCELED", actor: "system" });
    const { rows } = await database.pool.query("select status from payments where order_id = $1", [id]);
    expect(rows).toEqual([{ status: "expired" }]);
  });
});

describe("the referral reward", () => {
  it("gives the referrer one personal coupon when the referred customer's first order is completed", async () => {
    const referrer = await createUser(database, "referrer");
    const referred = await createUser(database, "referred", { referredBy: referrer.id });
    const coupons = async () =>
      (await database.pool.query("select code, discount_kind, discount_value, max_uses from coupons where user_id = $1", [referrer.id]))
        .rows;
    const first = await order({ user: referred, status: "READY_FOR_PICKUP" });
    const second = await order({ user: referred, status: "READY_FOR_PICKUP" });
    expect(await coupons()).toEqual([]);

    // Two of the customer's orders completed at once still give one coupon.
    const [a, b] = await Promise.all([move(first, { to: "COMPLETED" }), move(second, { to: "COMPLETED" })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await coupons()).toEqual([
      { code: `THANKS-${referred.referralCode}`, discount_kind: "percent", discount_value: 10, max_uses: 1 },
    ]);
    // A customer nobody referred earns nobody anything.
    await moveOk(await order({ status: "READY_FOR_PICKUP" }), "COMPLETED");
    expect((await database.pool.query("select count(*)::int as n from coupons where code like 'THANKS-%'")).rows[0].n).toBe(1);
  });
});
