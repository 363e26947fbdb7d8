// DATABASE_REPLICA_URL: anonymous catalogue reads go to the read replica, everything else to the primary.
// The "replica" is a second database made from the same template as the primary (the same rows), then changed
// alone: one product's name and price, and its category's name. Which of the two an answer shows tells which
// database served it. PostgreSQL runs only: a replica is a server's, PGlite has none.
import { type Database, openDatabase } from "@shop/db";
import { createTestDatabase, isPostgresRun, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, createUser, demoSession, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";

const CITY = "warszawa";
const REPLICA = " (replica)";

it("refuses a read replica without a PostgreSQL primary", async () => {
  await expect(openDatabase({ dataDir: "./never-made", replicaUrl: "postgres://127.0.0.1:1/none" })).rejects.toThrow(
    /read replica needs a PostgreSQL primary/,
  );
});

describe.runIf(isPostgresRun())("a read replica (DATABASE_REPLICA_URL)", () => {
  let primary: TestDatabase;
  let replica: TestDatabase;
  let routed: Database;
  let api: Api;
  let call: ReturnType<typeof caller>;
  let product: { id: number; slug: string; name: string; price: number; category: string };

  beforeAll(async () => {
    [primary, replica] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    routed = await openDatabase({ databaseUrl: primary.url, replicaUrl: replica.url, dataDir: "./never-made" });
    api = apiOn(routed).api;
    call = caller(api);
    // A product Warsaw sells to anyone (not TPD, not on sale), with stock for a cart.
    const { rows } = await primary.pool.query(
      `select p.id, p.slug, t.name, o.price, c.name_en as category from products p
       join product_texts t on t.product_id = p.id and t.locale = 'en'
       join categories c on c.id = p.category_id
       join offers o on o.product_id = p.id join cities ci on ci.id = o.city_id
       where ci.slug = $1 and p.kind = 'simple' and not p.tpd and o.visible and o.sale_price is null and o.stock >= 5
       order by p.id limit 1`,
      [CITY],
    );
    expect(rows[0], "the demo catalogue has a plain product in Warsaw").toBeDefined();
    product = rows[0];
    await replica.pool.query(`update product_texts set name = name || $2 where product_id = $1`, [product.id, REPLICA]);
    await replica.pool.query(`update offers set price = price + 1000 where product_id = $1`, [product.id]);
    await replica.pool.query(`update stores set address = address || $2 where city_id = (select id from cities where slug = $1)`, [
      CITY,
      REPLICA,
    ]);
    await replica.pool.query(`update categories set name_en = name_en || $2 where id = (select category_id from products where id = $1)`, [
      product.id,
      REPLICA,
    ]);
  });
  afterAll(async () => {
    await routed?.close();
    await Promise.all([primary?.close(), replica?.close()]);
  });

  const page = async (token?: string) => {
    const response = await call("GET", `/api/v1/catalogue/${CITY}/products/${product.slug}`, token);
    const body = await jsonOf(response);
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.status).toBe("ok");
    return body.product;
  };
  const listed = async (token?: string) => {
    const response = await call("GET", `/api/v1/catalogue/${CITY}/products?q=${encodeURIComponent(product.name)}&pageSize=48`, token);
    const body = await jsonOf(response);
    expect(response.status, JSON.stringify(body)).toBe(200);
    const item = body.items.find((card: { slug: string }) => card.slug === product.slug);
    expect(item, "the search lists the product").toBeDefined();
    return item;
  };

  const storeAddresses = async (token?: string): Promise<string[]> => {
    const response = await call("GET", `/api/v1/city/${CITY}/stores`, token);
    const body = await jsonOf(response);
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.length, "Warsaw has stores").toBeGreaterThan(0);
    return body.map((store: { address: string }) => store.address);
  };

  it("an anonymous visitor's product page, search and the city's stores read the replica", async () => {
    const shown = await page();
    expect(shown.name).toBe(product.name + REPLICA);
    expect(shown.price.unit).toBe(product.price + 1000);
    expect((await listed()).name).toBe(product.name + REPLICA);
    for (const address of await storeAddresses()) expect(address.endsWith(REPLICA)).toBe(true);
  });

  it("the category tree is a content cache: loaded from the primary even for the replica's answers", async () => {
    const shown = await page();
    expect(shown.breadcrumbs.at(-1)?.name).toBe(product.category);
    expect(shown.category.name).toBe(product.category);
  });

  it("a signed-in customer reads the primary", async () => {
    const customer = await createUser(primary, "replica-reader");
    const shown = await page(customer.token);
    expect(shown.name).toBe(product.name);
    expect(shown.price.unit).toBe(product.price);
    expect((await listed(customer.token)).name).toBe(product.name);
    for (const address of await storeAddresses(customer.token)) expect(address.endsWith(REPLICA)).toBe(false);
  });

  it("a visitor's cart and checkout quote read the primary", async () => {
    const added = await call("POST", "/api/v1/cart/items", null, { city: CITY, productId: product.id, quantity: 2 });
    const cart = await jsonOf(added);
    expect(added.status, JSON.stringify(cart)).toBe(200);
    expect(cart.lines[0]).toMatchObject({ product: { name: product.name }, unitPrice: product.price, quantity: 2 });
    const headers = { "X-Cart-Id": cart.id };
    const read = await jsonOf(await call("GET", `/api/v1/cart?city=${CITY}`, null, undefined, headers));
    expect(read.lines[0]).toMatchObject({ product: { name: product.name }, unitPrice: product.price });
    const quote = await call("POST", "/api/v1/checkout/quote", null, { city: CITY }, headers);
    const body = await jsonOf(quote);
    expect(quote.status, JSON.stringify(body)).toBe(200);
    expect(body.subtotal).toBe(product.price * 2);
  });

  it("the back office reads the primary", async () => {
    const staff = await demoSession(primary, "admin");
    const response = await call("GET", `/api/v1/staff/products/${product.id}`, staff.token);
    const body = await jsonOf(response);
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.texts.en.name).toBe(product.name);
    // Staff looking at the shop's own page are signed in: the primary, with their edits.
    expect((await page(staff.token)).name).toBe(product.name);
  });
});
