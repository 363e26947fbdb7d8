// Two processes of the shop (npm start's entry, one HTTP worker each) on one PostgreSQL database and one Redis,
// as behind a load balancer: requests alternate between them, and what a shopper, staff or an API client sees
// is one shop. Rate limits count together, a staff edit reaches both page caches, every e-mail and every
// expired payment and every pickup hold's reminder and end is handled once, every text message sent once, and the
// checkout's races end as with one process. Runs on PostgreSQL with
// REDIS_URL set (CI sets both; a CI run without them fails in the test setup rather than skipping this).
import { randomUUID } from "node:crypto";
import { createEmptyPostgresDatabase, isPostgresRun } from "@shop/db/testing";
import { pickupSlots, type WeeklyHours } from "@shop/domain";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childEnv, type RunningServer, startServer, tempDataDir } from "./server-process";
import { signIn } from "./shop-calls";
import { type Answer, callerOf, logLinesOf, setStock, signedInCustomers, stockOf, tally, until } from "./two-processes-fixture";

const redisUrl = process.env.REDIS_URL;
const RUN = randomUUID().slice(0, 8);
const ORIGIN = "http://shop.test";
const DEMO_PASSWORD = "SmokePoint-demo-2026";
const RETURNING = "age_confirmed=1; locale=en; citySlug=warszawa; cityId=1";
const WARSZAWA = 1;
const DAY = 24 * 3600 * 1000;

let database: { url: string; drop(): Promise<void> } | undefined;
let pool: pg.Pool;
let servers: RunningServer[] = [];

/** A request to process A (even `at`) or B (odd `at`), as an API client sends it. */
const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(servers)(...args);

async function query<T = any>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await pool.query(text, values)).rows as T[];
}

/** `count` verified customers (the demo password), signed in over HTTP, alternating between the processes. */
const customers = (count: number, label: string) => signedInCustomers(pool, call, `${label}-${RUN}`, count, DEMO_PASSWORD);

const addToCart = (at: number, token: string, productId: number, quantity: number) =>
  call(at, "POST", "/api/v1/cart/items", { token, body: { city: "warszawa", productId, quantity } });

let pickup: { storeId: number; pickupAt: string };
/** Three plain (not TPD) products offered in Warsaw: for the last units, for the other races and for the page. */
let products: { lastUnits: number; plenty: number; page: { id: number; slug: string } };

const orderBody = (extra: Record<string, unknown> = {}) => ({
  city: "warszawa",
  contact: { firstName: "Ola", lastName: "Kowalska", phone: "+48 511 222 333" },
  delivery: { method: "local-pickup", storeId: pickup.storeId, pickupAt: pickup.pickupAt },
  payment: "in-store",
  acceptTerms: true,
  adult: true,
  ...extra,
});

describe.runIf(isPostgresRun() && Boolean(redisUrl))("two processes on one PostgreSQL and one Redis", () => {
  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    const env = () =>
      childEnv({
        DATABASE_URL: database?.url,
        REDIS_URL: redisUrl,
        // This run's own counters and channel: parallel runs on the same Redis do not meet.
        REDIS_KEY_PREFIX: `test-two-processes-${RUN}`,
        DATA_DIR: tempDataDir(),
        WEB_CONCURRENCY: "1",
        PUBLIC_ORIGIN: ORIGIN,
        PAYMENT_EXPIRY_POLL_MS: "1000",
        PICKUP_HOLD_POLL_MS: "1000",
      });
    // Both start on the empty database at once: one migrates and seeds, the other waits for it (advisory lock).
    servers = await Promise.all([startServer(env()), startServer(env())]);
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    // A connection the drop ends while idle is no failure of the test.
    pool.on("error", () => {});

    const [store] = await query<{ id: number; opening_hours: WeeklyHours }>(
      "select id, opening_hours from stores where city_id = $1 and active order by id limit 1",
      [WARSZAWA],
    );
    if (!store) throw new Error("no Warsaw store in the demo shop");
    const now = new Date();
    const slot = pickupSlots(store.opening_hours, now).find((at) => at.getTime() > now.getTime() + DAY);
    if (!slot) throw new Error("no pickup slot");
    pickup = { storeId: store.id, pickupAt: slot.toISOString() };
    const plain = await query<{ id: number; slug: string }>(
      `select p.id, p.slug from products p join offers o on o.product_id = p.id and o.city_id = $1 and o.visible
       where p.kind = 'simple' and not p.tpd order by p.id limit 3`,
      [WARSZAWA],
    );
    if (plain.length < 3) throw new Error("fewer than 3 plain products in Warsaw");
    const [lastUnits, plenty, page] = plain as [{ id: number }, { id: number }, { id: number; slug: string }];
    products = { lastUnits: lastUnits.id, plenty: plenty.id, page };
    // No price surprises from a sale or business tiers.
    await query("update offers set sale_price = null where city_id = $1 and product_id = any($2::int[])", [
      WARSZAWA,
      plain.map((p) => p.id),
    ]);
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGTERM");
    const codes = await Promise.all(
      servers.map((server) =>
        Promise.race([server.exited, new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 15_000))]),
      ),
    );
    for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGKILL");
    await pool?.end();
    await database?.drop();
    expect(codes).toEqual([0, 0]);
  }, 60_000);

  it("migrated and seeded the empty database once, both processes starting at the same time", () => {
    const ready = logLinesOf(servers).filter((line) => typeof line.msg === "string" && line.msg.startsWith("database ready:"));
    expect(ready).toHaveLength(2);
    expect(ready.filter((line) => line.msg.includes("demo shop seeded"))).toHaveLength(1);
  });

  it("count failed sign-ins together: the 11th of 10 allowed is refused, whichever process gets it", async () => {
    const email = `nobody-${RUN}@example.test`;
    const answers: Answer[] = [];
    for (let index = 0; index < 12; index++)
      answers.push(await call(index, "POST", "/api/v1/auth/sign-in", { body: { email, password: "not-the-password-1" } }));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(401), 429, 429]);
    expect(Number(answers[10]?.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another e-mail from the same address is not affected.
    const other = await call(1, "POST", "/api/v1/auth/sign-in", { body: { email: `other-${RUN}@example.test`, password: "nope-nope-1" } });
    expect(other.status).toBe(401);
  });

  it("show a staff edit made on A on the cached product page of both A and B", async () => {
    const path = `/en/warszawa/products/${products.page.slug}`;
    const page = async (at: number) => {
      const server = servers[at % 2] as RunningServer;
      const response = await fetch(`http://127.0.0.1:${server.port}${path}`, { headers: { cookie: RETURNING } });
      return { status: response.status, cached: response.headers.has("age"), text: await response.text() };
    };
    const token = await signIn(`http://127.0.0.1:${(servers[0] as RunningServer).port}`, "admin@smokepoint.test", DEMO_PASSWORD);
    const product = await call(0, "GET", `/api/v1/staff/products/${products.page.id}`, { token });
    expect(product.status).toBe(200);
    const oldName = product.body.texts.en.name as string;

    // Each process renders the page once and then serves it from its cache (the Age header says so).
    for (const at of [0, 1]) {
      const first = await page(at);
      expect(first.status).toBe(200);
      expect(first.text).toContain(oldName);
      expect(await until(async () => (await page(at)).cached, 5_000), `page cached by process ${at}`).toBe(true);
    }

    const newName = `${oldName} (renamed ${RUN})`;
    const { slug, kind, categoryId, brandId, tpd, attributeValueIds, bundleItems, texts, version } = product.body;
    const saved = await call(0, "PUT", `/api/v1/staff/products/${products.page.id}`, {
      token,
      body: {
        slug,
        kind,
        categoryId,
        brandId,
        tpd,
        attributeValueIds,
        bundleItems: bundleItems.map((item: { productId: number; quantity: number }) => ({
          productId: item.productId,
          quantity: item.quantity,
        })),
        texts: { ...texts, en: { ...texts.en, name: newName } },
        version,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // A learns of its own edit at once; B through Redis (its cached copy would otherwise stay fresh for its s-maxage).
    for (const at of [0, 1])
      expect(await until(async () => (await page(at)).text.includes(newName), 5_000), `process ${at} shows the new name`).toBe(true);
    // The API's catalogue answers agree too.
    for (const at of [0, 1]) {
      const item = await call(at, "GET", `/api/v1/catalogue/warszawa/products/${slug}`, { headers: { locale: "en" } });
      expect(JSON.stringify(item.body)).toContain(newName);
    }
  });

  it("sell exactly the last 3 units when 12 customers, split over A and B, check them out at once", async () => {
    const buyers = await customers(12, "stampede");
    await setStock(pool, products.lastUnits, pickup.storeId, 3);
    for (const [index, buyer] of buyers.entries()) expect((await addToCart(index, buyer.token, products.lastUnits, 1)).status).toBe(200);

    const answers = await Promise.all(
      buyers.map((buyer, index) => call(index, "POST", "/api/v1/orders", { token: buyer.token, body: orderBody() })),
    );

    expect(tally(answers)).toEqual({ "201": 3, "409 CART_CHANGED": 9 });
    expect(await stockOf(pool, products.lastUnits)).toEqual({ offer: 0, stores: 0 });
    const [orders] = await query<{ n: number; units: number }>(
      `select count(distinct o.id)::int as n, coalesce(sum(i.quantity), 0)::int as units
       from orders o join order_items i on i.order_id = o.id where i.product_id = $1 and o.user_id = any($2::int[])`,
      [products.lastUnits, buyers.map((buyer) => buyer.id)],
    );
    expect(orders).toEqual({ n: 3, units: 3 });
    const [reserved] = await query<{ n: number }>(
      "select coalesce(sum(quantity), 0)::int as n from order_reservations where product_id = $1",
      [products.lastUnits],
    );
    expect(reserved?.n).toBe(3);
  });

  it("make one order of one submission sent at once to A and to B with the same Idempotency-Key", async () => {
    const [buyer] = await customers(1, "double-click");
    if (!buyer) throw new Error("no customer");
    await setStock(pool, products.plenty, pickup.storeId, 100);
    for (let round = 0; round < 3; round++) {
      expect((await addToCart(round, buyer.token, products.plenty, 2)).status).toBe(200);
      const key = `submit-${RUN}-${round}`;
      const body = orderBody({ comment: `round ${round}` });
      const answers = await Promise.all(
        [0, 1].map((at) => call(at, "POST", "/api/v1/orders", { token: buyer.token, body, headers: { "Idempotency-Key": key } })),
      );
      expect(tally(answers)).toEqual({ "201": 1, "200": 1 });
      expect(answers[0]?.body.order.id).toBe(answers[1]?.body.order.id);
      const rows = await query("select id from orders where user_id = $1 and comment = $2", [buyer.id, `round ${round}`]);
      expect(rows.map((row) => row.id)).toEqual([answers[0]?.body.order.id]);
      expect((await stockOf(pool, products.plenty)).offer).toBe(100 - 2 * (round + 1));
    }
  });

  it("let exactly one of 6 customers on A and B use a one-use coupon", async () => {
    const buyers = await customers(6, "coupon-rush");
    await setStock(pool, products.plenty, pickup.storeId, 100);
    const code = `ONLYONE${RUN.toUpperCase()}`;
    const [coupon] = await query<{ id: number }>(
      `insert into coupons (code, discount_kind, discount_value, max_uses, used_count, active)
       values ($1, 'percent', 25, 1, 0, true) returning id`,
      [code],
    );
    for (const [index, buyer] of buyers.entries()) expect((await addToCart(index, buyer.token, products.plenty, 1)).status).toBe(200);

    const answers = await Promise.all(
      buyers.map((buyer, index) => call(index, "POST", "/api/v1/orders", { token: buyer.token, body: orderBody({ couponCode: code }) })),
    );

    expect(tally(answers)).toEqual({ "201": 1, "409 COUPON_USED_UP": 5 });
    expect(answers.find((answer) => answer.status === 201)?.body.order.details).toMatchObject({ couponCode: code });
    expect(await query("select used_count from coupons where id = $1", [coupon?.id])).toEqual([{ used_count: 1 }]);
    expect(await query("select count(*)::int as n from orders where coupon_id = $1", [coupon?.id])).toEqual([{ n: 1 }]);
    expect(await query("select count(*)::int as n from coupon_uses where coupon_id = $1", [coupon?.id])).toEqual([{ n: 1 }]);
    // The losers' units came back with their rollback.
    expect(await stockOf(pool, products.plenty)).toEqual({ offer: 99, stores: 99 });
  });

  it("cancel an order whose payment did not arrive once, though both processes run the payment expiry", async () => {
    const [buyer] = await customers(1, "late-payer");
    if (!buyer) throw new Error("no customer");
    await setStock(pool, products.plenty, pickup.storeId, 50);
    expect((await addToCart(1, buyer.token, products.plenty, 4)).status).toBe(200);
    const placed = await call(1, "POST", "/api/v1/orders", { token: buyer.token, body: orderBody({ payment: "crypto" }) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.order.id as string;
    expect(placed.body.order.status).toBe("AWAITING_PAYMENT");
    expect((await stockOf(pool, products.plenty)).offer).toBe(46);

    // Its pay-until passes (as if 30 minutes went by): both processes' expiry passes (every second) find it overdue.
    await query("update orders set pay_until = now() - interval '1 minute' where id = $1", [orderId]);
    await query("update payments set pay_until = now() - interval '1 minute' where order_id = $1", [orderId]);
    const status = async () => (await query<{ status: string }>("select status from orders where id = $1", [orderId]))[0]?.status;
    expect(await until(async () => (await status()) === "CANCELED")).toBe(true);
    // Two more passes of each process, which must find nothing to do.
    await new Promise((resolve) => setTimeout(resolve, 2_500));

    const history = await query("select to_status, actor, note from order_history where order_id = $1 and to_status = 'CANCELED'", [
      orderId,
    ]);
    expect(history).toEqual([{ to_status: "CANCELED", actor: "system", note: "payment expired" }]);
    const canceledLines = logLinesOf(servers).filter((line) => line.orderId === orderId && String(line.msg).startsWith("order canceled"));
    expect(canceledLines).toHaveLength(1);
    expect((await stockOf(pool, products.plenty)).offer).toBe(50);
    const emails = await query<{ kind: string }>("select kind from emails where to_address = $1 order by id", [buyer.email]);
    // The confirmation when placed, then one about the cancellation.
    expect(emails).toHaveLength(2);
  });

  it("remind a held pickup order once and cancel it once at its hold's end, though both processes run the holds job", async () => {
    const [buyer] = await customers(1, "no-show");
    if (!buyer) throw new Error("no customer");
    const phone = `+4851${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
    await setStock(pool, products.plenty, pickup.storeId, 30);
    expect((await addToCart(0, buyer.token, products.plenty, 3)).status).toBe(200);
    const body = orderBody({ sms: true, contact: { firstName: "Ola", lastName: "Kowalska", phone } });
    const placed = await call(0, "POST", "/api/v1/orders", { token: buyer.token, body });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.order.id as string;
    const staff = {
      body: { accessToken: await signIn(`http://127.0.0.1:${(servers[1] as RunningServer).port}`, "admin@smokepoint.test", DEMO_PASSWORD) },
    };
    for (const [at, to] of [
      [1, "APPROVED"],
      [0, "READY_FOR_PICKUP"],
    ] as const)
      expect(
        (await call(at, "POST", `/api/v1/staff/orders/${orderId}/status`, { token: staff.body.accessToken, body: { to } })).status,
      ).toBe(200);
    expect((await stockOf(pool, products.plenty)).offer).toBe(27);
    const order = async () =>
      (
        await query<{ status: string; reminded: boolean }>(
          "select status, pickup_reminded_at is not null as reminded from orders where id = $1",
          [orderId],
        )
      )[0];

    // A day and a minute pass (as if): both processes' passes (every second) find the reminder due.
    await query("update orders set pickup_ready_at = now() - interval '1 day 1 minute' where id = $1", [orderId]);
    expect(await until(async () => (await order())?.reminded === true)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    // Then the hold ends.
    await query("update orders set pickup_hold_until = now() - interval '1 minute' where id = $1", [orderId]);
    expect(await until(async () => (await order())?.status === "CANCELED")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2_500));

    const history = await query("select actor, note from order_history where order_id = $1 and to_status = 'CANCELED'", [orderId]);
    expect(history).toEqual([{ actor: "system", note: "pickup hold ended: not collected" }]);
    const lines = logLinesOf(servers).filter((line) => line.orderId === orderId);
    expect(lines.filter((line) => String(line.msg).startsWith("pickup reminder queued"))).toHaveLength(1);
    expect(lines.filter((line) => String(line.msg).startsWith("order canceled: not collected"))).toHaveLength(1);
    expect(await stockOf(pool, products.plenty)).toEqual({ offer: 30, stores: 30 });
    const emails = await query<{ kind: string }>("select kind from emails where channel = 'email' and to_address = $1 order by id", [
      buyer.email,
    ]);
    expect(emails.map((email) => email.kind)).toEqual([
      "order-placed",
      "order-status",
      "order-status",
      "order-pickup-reminder",
      "order-status",
    ]);
    // The text messages: "ready" and the reminder, each sent once by one process's SMS worker to its SMSAPI stand-in.
    const sms = async () =>
      query<{ kind: string; status: string; attempts: number }>(
        "select kind, status, attempts from emails where channel = 'sms' and to_address = $1 order by id",
        [phone],
      );
    expect(await until(async () => (await sms()).every((row) => row.status === "sent"))).toBe(true);
    expect(await sms()).toEqual([
      { kind: "sms-ready-for-pickup", status: "sent", attempts: 1 },
      { kind: "sms-pickup-reminder", status: "sent", attempts: 1 },
    ]);
    const texted = logLinesOf(servers).filter((line) => String(line.msg).startsWith(`SMS to ${phone}:`));
    expect(texted).toHaveLength(2);
  }, 120_000);

  it("handle every queued e-mail once: sign-ups on A and B, and every order e-mail above", async () => {
    const addresses = Array.from({ length: 6 }, (_, index) => `newcomer-${RUN}-${index}@example.test`);
    const signUps = await Promise.all(
      addresses.map((email, index) =>
        call(index, "POST", "/api/v1/auth/sign-up", {
          body: {
            email,
            password: "violet-kettle-harbour",
            repeatPassword: "violet-kettle-harbour",
            firstName: "Ada",
            lastName: "Lovelace",
            phone: "+48 600 100 200",
            acceptTerms: true,
            adult: true,
            callbackUrl: `${ORIGIN}/en/warszawa/auth/verify-email`,
          },
        }),
      ),
    );
    expect(signUps.map((answer) => answer.status)).toEqual(Array(6).fill(201));

    // Every row still queued counts, also one whose next_attempt_at is ahead: a worker's claim moves it a lease ahead
    // while that worker sends it, so counting only the due rows ended this wait before a claimed e-mail was done.
    const pending = async () =>
      (await query<{ n: number }>("select count(*)::int as n from emails where channel = 'email' and status = 'queued'"))[0]?.n;
    expect(await until(async () => (await pending()) === 0, 60_000)).toBe(true);

    const rows = await query<{ id: number; to_address: string; status: string; attempts: number }>(
      "select id, to_address, status, attempts from emails where channel = 'email' order by id",
    );
    for (const email of addresses) expect(rows.filter((row) => row.to_address === email).map((row) => row.status)).toEqual(["logged"]);
    // Each e-mail was claimed once (one attempt) and printed once, by one of the two processes.
    const handled = rows.filter((row) => row.status !== "queued");
    expect(handled.length).toBeGreaterThan(addresses.length);
    expect(handled.filter((row) => row.status !== "logged" || row.attempts !== 1)).toEqual([]);
    const printedTimes = () => {
      const printed = new Map<number, number>();
      for (const line of logLinesOf(servers))
        if (typeof line.msg === "string" && line.msg.startsWith("e-mail not sent") && typeof line.emailId === "number")
          printed.set(line.emailId, (printed.get(line.emailId) ?? 0) + 1);
      return printed;
    };
    // pino writes its lines asynchronously through libuv's thread pool, where the sign-ups' argon2 hashes also run: a
    // line can reach this test after its e-mail's row is marked. Wait for every handled e-mail's line, then count.
    expect(await until(async () => handled.every((row) => printedTimes().has(row.id)), 30_000)).toBe(true);
    const printed = printedTimes();
    expect([...printed.entries()].filter(([, times]) => times !== 1)).toEqual([]);
    expect([...printed.keys()].sort((a, b) => a - b)).toEqual(handled.map((row) => row.id));
  }, 120_000);
});
