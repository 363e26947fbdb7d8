// Pickup holds and the order's text messages (issue 33, docs/inventory.md "Pickup holds", docs/orders.md "Text
// messages"): READY_FOR_PICKUP starts the hold from the city's days; a day later the customer is reminded once (e-mail,
// and SMS when asked for at checkout); at the hold's end the system cancels the order once, its units go back to the
// store through the ledger, and the customer is told why. Passes racing each other do each step once.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOLD_ENDED_NOTE, holdPickupOrders } from "../src/use-cases/orders/hold-pickup-orders";
import { type Api, caller, demoSession, jsonOf } from "./cabinet-fixture";
import { apiOn, TEST_ORIGIN } from "./helpers";
import { fillCarts, manyCustomers, pickupChoice, pickupOrder } from "./order-fixture";
import { createTestOrder, type FixtureProduct } from "./orders-fixture";
import { ledgerDisagreements, type StockTestProduct, stockProduct, unitsIn } from "./stock-fixture";

const DAY = 24 * 3600 * 1000;
const MINUTE = 60 * 1000;

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let product: StockTestProduct;
let pickup: { storeId: number; pickupAt: string };
const logLines: Array<Record<string, unknown>> = [];

const deps = () => ({
  database,
  logger: pino({ level: "info" }, { write: (line: string) => void logLines.push(JSON.parse(line)) }),
  brand: "default" as const,
  paymentOptions: { publicOrigin: TEST_ORIGIN },
});
const move = (id: string, to: string) => call("POST", `/api/v1/staff/orders/${id}/status`, admin.token, { to });
const orderRow = async (id: string) => (await database.pool.query("select * from orders where id = $1", [id])).rows[0];
const smsOf = async (id: string) =>
  (
    await database.pool.query<{ kind: string; to_address: string; locale: string; text: string; subject: string }>(
      `select kind, to_address, locale, text, subject from emails where channel = 'sms' and text like '%' || $1 || '%' order by id`,
      [id.replace(/^(.{4})(.{4})(.+)$/, "$1-$2-$3")],
    )
  ).rows;
const emailsOf = async (email: string) =>
  (
    await database.pool.query<{ kind: string; subject: string; text: string }>(
      "select kind, subject, text from emails where channel = 'email' and to_address = $1 order by id",
      [email],
    )
  ).rows;

/** How many orders waiting in a store match `where` at `at` ($1). */
const dueCount = async (where: string, at: Date) =>
  Number(
    (await database.pool.query(`select count(*)::int as n from orders where status = 'READY_FOR_PICKUP' and ${where}`, [at])).rows[0]?.n,
  );

/** A customer's pickup order placed through the API (in `locale`, with or without SMS), approved and made ready. */
async function readyOrder(label: string, options: { sms: boolean; locale?: string; phone?: string }) {
  const [customer] = await manyCustomers(database, 1, label);
  if (!customer) throw new Error("no customer");
  const { rows } = await database.pool.query<{ email: string }>("select email from users where id = $1", [customer.id]);
  await fillCarts(database, [customer.id], [{ productId: product.id, quantity: 2 }]);
  const body = pickupOrder(pickup, {
    sms: options.sms,
    contact: { firstName: "Ola", lastName: "Kowalska", phone: options.phone ?? "512 345 678" },
  });
  const placed = await call("POST", "/api/v1/orders", customer.token, body, { Locale: options.locale ?? "en" });
  expect(placed.status, await placed.clone().text()).toBe(201);
  const id = (await jsonOf(placed)).order.id as string;
  expect((await move(id, "APPROVED")).status).toBe(200);
  expect((await move(id, "READY_FOR_PICKUP")).status).toBe(200);
  return { id, email: rows[0]?.email as string, token: customer.token };
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  const choice = await pickupChoice(database);
  pickup = { storeId: choice.storeId, pickupAt: choice.pickupAt };
  product = await stockProduct(database, api, admin.token, { warszawa: { [pickup.storeId]: 100 } }, "Hold test");
});
afterAll(() => database?.close());

describe("an order ready for pickup", () => {
  it("is held for its city's days from the moment it became ready, and says so on its page and in its e-mail", async () => {
    await database.pool.query("update cities set pickup_hold_days = 4 where slug = 'warszawa'");
    const order = await readyOrder("hold-days", { sms: false });
    await database.pool.query("update cities set pickup_hold_days = 3 where slug = 'warszawa'");
    const row = await orderRow(order.id);
    expect(row.pickup_hold_until.getTime() - row.pickup_ready_at.getTime()).toBe(4 * DAY);
    expect(Math.abs(row.pickup_ready_at.getTime() - Date.now())).toBeLessThan(MINUTE);
    expect(row.pickup_reminded_at).toBeNull();
    const view = await jsonOf(await call("GET", `/api/v1/orders/${order.id}`, order.token));
    expect(view.pickupHold).toMatchObject({ until: row.pickup_hold_until.toISOString(), days: 4, ended: false, remindedAt: null });
    expect(view.pickupHold.store).toBe(view.details.delivery.store.address);
    const [ready] = (await emailsOf(order.email)).filter((email) => email.subject.includes("ready for pickup"));
    expect(ready?.text).toMatch(/We hold it for you until \d+ \w+ 20\d\d at \d\d:\d\d \(Polish time\)/);
    // No text messages: the customer did not ask for them.
    expect(await smsOf(order.id)).toEqual([]);
  });

  it("texts the customer who asked for it, in their language, with the store and the hold's end", async () => {
    const order = await readyOrder("hold-sms-pl", { sms: true, locale: "pl", phone: "0048 (512) 345-678" });
    expect((await orderRow(order.id)).sms_phone).toBe("+48512345678");
    const sms = await smsOf(order.id);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ kind: "sms-ready-for-pickup", to_address: "+48512345678", locale: "pl", subject: "" });
    expect(sms[0]?.text).toMatch(
      /^Smoke Point: Zamówienie \S+ czeka na odbiór: .+, do \d\d\.\d\d \d\d:\d\d\. http:\/\/shop\.test\/pl\/warszawa\/order-tracking\//,
    );
  });

  it("refuses SMS to a number that is not a phone number, in the customer's language, and places nothing", async () => {
    const [customer] = await manyCustomers(database, 1, "bad-sms");
    if (!customer) throw new Error("no customer");
    await fillCarts(database, [customer.id], [{ productId: product.id, quantity: 1 }]);
    const body = pickupOrder(pickup, { sms: true, contact: { firstName: "Ola", lastName: "Kowalska", phone: "51234567" } });
    const refused = await call("POST", "/api/v1/orders", customer.token, body, { Locale: "uk" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await jsonOf(refused))).toContain("Для SMS вкажіть номер мобільного");
    // The same number without SMS is a fine contact number.
    const placed = await call("POST", "/api/v1/orders", customer.token, { ...body, sms: false });
    expect(placed.status).toBe(201);
    expect((await orderRow((await jsonOf(placed)).order.id)).sms_phone).toBeNull();
  });
});

describe("the pickup holds job", () => {
  it("reminds once a day after ready (e-mail and SMS), even with passes racing, and never before", async () => {
    const order = await readyOrder("hold-remind", { sms: true, locale: "ru" });
    const readyAt: Date = (await orderRow(order.id)).pickup_ready_at;
    expect((await holdPickupOrders(deps(), new Date(readyAt.getTime() + DAY - MINUTE))).reminded).toBe(0);
    const at = new Date(readyAt.getTime() + DAY + MINUTE);
    const due = await dueCount("pickup_reminded_at is null and pickup_ready_at <= $1::timestamptz - interval '1 day'", at);
    const passes = await Promise.all([holdPickupOrders(deps(), at), holdPickupOrders(deps(), at), holdPickupOrders(deps(), at)]);
    // Every due order (this one and the earlier tests' still waiting) reminded by one of the passes, once.
    expect(passes.reduce((sum, pass) => sum + pass.reminded, 0)).toBe(due);
    expect(await holdPickupOrders(deps(), new Date(at.getTime() + DAY))).toMatchObject({ reminded: 0 });
    expect((await orderRow(order.id)).pickup_reminded_at).toBeInstanceOf(Date);
    const reminders = (await emailsOf(order.email)).filter((email) => email.kind === "order-pickup-reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toMatch(/^Ваш заказ \S+ ждёт вас/);
    expect((await smsOf(order.id)).map((sms) => sms.kind)).toEqual(["sms-ready-for-pickup", "sms-pickup-reminder"]);
    expect((await smsOf(order.id))[1]?.text).toContain("Напоминаем");
  });

  it("cancels once at the hold's end as the system: the units go back to the store, the customer is told why", async () => {
    const order = await readyOrder("hold-end", { sms: false });
    const before = await unitsIn(database, pickup.storeId, product.id);
    const until: Date = (await orderRow(order.id)).pickup_hold_until;
    expect((await holdPickupOrders(deps(), new Date(until.getTime() - MINUTE))).canceled).toBe(0);
    const at = new Date(until.getTime() + MINUTE);
    const due = await dueCount("pickup_hold_until <= $1", at);
    const passes = await Promise.all([holdPickupOrders(deps(), at), holdPickupOrders(deps(), at)]);
    expect(passes.reduce((sum, pass) => sum + pass.canceled, 0)).toBe(due);
    expect(await holdPickupOrders(deps(), at)).toMatchObject({ canceled: 0, failed: 0 });

    expect((await orderRow(order.id)).status).toBe("CANCELED");
    const { rows: history } = await database.pool.query(
      "select from_status, to_status, actor, note from order_history where order_id = $1 and to_status = 'CANCELED'",
      [order.id],
    );
    expect(history).toEqual([{ from_status: "READY_FOR_PICKUP", to_status: "CANCELED", actor: "system", note: HOLD_ENDED_NOTE }]);
    // Each canceled order (2 units each: this one and the earlier tests' still waiting) gave its units back.
    expect(await unitsIn(database, pickup.storeId, product.id)).toBe(before + 2 * due);
    const { rows: returns } = await database.pool.query(
      "select kind, quantity, actor, document_type from stock_movements where document_id = $1 and kind = 'return'",
      [order.id],
    );
    expect(returns).toEqual([{ kind: "return", quantity: 2, actor: "system", document_type: "order" }]);
    expect(await ledgerDisagreements(database, [product.id])).toEqual([]);

    const canceled = (await emailsOf(order.email)).filter((email) => email.kind === "order-status").at(-1);
    expect(canceled?.subject).toMatch(/was not collected and has been canceled/);
    expect(canceled?.text).toContain("was not collected within 3 days");
    expect(canceled?.text).toContain("You do not need to do anything else.");
    const view = await jsonOf(await call("GET", `/api/v1/orders/${order.id}`, order.token));
    expect(view).toMatchObject({ status: "CANCELED", pickupHold: { ended: true, days: 3 } });
    // The pass a minute before the end reminded it (a day had passed); that one reminder is all it got.
    expect((await emailsOf(order.email)).filter((email) => email.kind === "order-pickup-reminder")).toHaveLength(1);
  });

  it("tells a customer who paid online that the money comes back, and shows staff the refund is due", async () => {
    const [customer] = await manyCustomers(database, 1, "hold-paid");
    const { rows } = await database.pool.query<{ email: string }>("select email from users where id = $1", [customer?.id]);
    const email = rows[0]?.email as string;
    const fixture: FixtureProduct = { id: product.id, slug: product.slug, name: "Hold test", price: 1990, tpd: false } as FixtureProduct;
    const id = await createTestOrder(database, {
      user: { id: customer?.id as number, email },
      lines: [{ product: fixture, quantity: 1 }],
      payment: "online",
      status: "APPROVED",
    });
    expect((await move(id, "READY_FOR_PICKUP")).status).toBe(200);
    await database.pool.query("update orders set pickup_hold_until = now() - interval '1 minute' where id = $1", [id]);
    expect((await holdPickupOrders(deps())).canceled).toBe(1);
    const text = (await emailsOf(email)).at(-1)?.text;
    expect(text).toContain("The payment of");
    expect(text).toContain("will be returned to you");
    const staffView = await jsonOf(await call("GET", `/api/v1/staff/orders/${id}`, admin.token));
    expect(staffView).toMatchObject({ status: "CANCELED", refundDue: true, pickupHold: { ended: true } });
  });

  it("leaves alone an order handed over or canceled by staff before its hold ended", async () => {
    const done = await readyOrder("hold-done", { sms: false });
    expect((await move(done.id, "COMPLETED")).status).toBe(200);
    const byStaff = await readyOrder("hold-staff", { sms: false });
    expect((await move(byStaff.id, "CANCELED")).status).toBe(200);
    const result = await holdPickupOrders(deps(), new Date(Date.now() + 40 * DAY));
    expect((await orderRow(done.id)).status).toBe("COMPLETED");
    const staffView = await jsonOf(await call("GET", `/api/v1/staff/orders/${byStaff.id}`, admin.token));
    expect(staffView.pickupHold).toBeUndefined();
    expect(staffView.refundDue).toBe(false);
    expect(result.failed).toBe(0);
  });
});

describe("the city's hold", () => {
  it("is edited by an admin (1 to 30 days, audited), with a message in the caller's language otherwise", async () => {
    const city = await jsonOf(await call("GET", "/api/v1/staff/cities/krakow", admin.token));
    expect(city.pickupHoldDays).toBe(3);
    const body = { names: city.names, active: city.active, sortOrder: city.sortOrder };
    const bad = await call("PUT", "/api/v1/staff/cities/krakow", admin.token, { ...body, pickupHoldDays: 31 }, { Locale: "pl" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await jsonOf(bad))).toContain("Podaj liczbę dni od 1 do 30");
    const saved = await call("PUT", "/api/v1/staff/cities/krakow", admin.token, { ...body, pickupHoldDays: 7 });
    expect(saved.status).toBe(200);
    expect((await jsonOf(saved)).pickupHoldDays).toBe(7);
    const { rows } = await database.pool.query(
      "select before, after from audit_log where action = 'city.update' and entity_id = (select id::text from cities where slug = 'krakow') order by id desc limit 1",
    );
    expect(rows[0]).toMatchObject({ before: { pickupHoldDays: 3 }, after: { pickupHoldDays: 7 } });
    // Without the field the hold stays as it is.
    expect((await jsonOf(await call("PUT", "/api/v1/staff/cities/krakow", admin.token, body))).pickupHoldDays).toBe(7);
  });
});
