// Stock per store in the back office (issue 19): staff edit each store's units of a product (the form, the CSV, the
// stock tool), the city's stock (offers.stock) is always their sum, a refused value changes nothing, and an edit
// racing orders that take units (locking the offers first, as placing an order does) loses none of them.
import { createTestDatabase, isPostgresRun, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, demoSession, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { newOfferProduct } from "./offers-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let warsawId: number;
/** Warsaw's stores in the shop's order, and Kraków's first. */
let w: [number, number, number];
let krakowStore: number;

const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await database.pool.query(text, values)).rows as T[];

/** The offer's stock and each Warsaw store's units of the product. */
async function stockOf(productId: number) {
  const [offer] = await query<{ stock: number }>("select stock from offers where city_id = $1 and product_id = $2", [warsawId, productId]);
  const rows = await query<{ store_id: number; quantity: number }>(
    "select store_id, quantity from store_stock where product_id = $1 and store_id = any($2::int[])",
    [productId, w],
  );
  const stores = w.map((id) => rows.find((row) => row.store_id === id)?.quantity ?? 0);
  return { stock: offer?.stock ?? null, stores, sum: stores.reduce((a, b) => a + b, 0) };
}

let made = 0;
async function newProduct(kind: "simple" | "bundle" = "simple"): Promise<{ id: number; slug: string }> {
  const slug = `store-stock-${kind}-${++made}`;
  return { id: await newOfferProduct(database, slug, { kind, name: `Store stock ${made}` }), slug };
}

const offer = (storeStock: Record<string, number>, values: Record<string, unknown> = {}) => ({
  visible: true,
  price: 2990,
  salePrice: null,
  stock: 0,
  storeStock,
  franchisePrice: null,
  wholesaleTiers: [],
  ...values,
});
const saveOffers = (productId: number, offers: unknown[], headers: Record<string, string> = {}) =>
  call("PUT", `/api/v1/staff/products/${productId}/offers`, admin.token, { offers }, headers);
const importCsv = (csv: string, headers: Record<string, string> = {}) =>
  api.request("/api/v1/staff/offers/import?city=warszawa", {
    method: "POST",
    headers: { authorization: `Bearer ${admin.token}`, "content-type": "text/csv", ...headers },
    body: csv,
  });
const exportCsv = async () =>
  (
    await (
      await api.request("/api/v1/staff/offers/export.csv?city=warszawa", { headers: { authorization: `Bearer ${admin.token}` } })
    ).text()
  )
    .replace(/^\uFEFF/, "")
    .split("\r\n");

/** An order's stock reservation as place-order makes it: the offer locked first, then the store's units and the sum. */
async function takeUnits(productId: number, storeId: number, units: number, whileLocked?: () => Promise<void>): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query("begin");
    await client.query("select 1 from offers where city_id = $1 and product_id = $2 for no key update", [warsawId, productId]);
    await client.query("update store_stock set quantity = quantity - $3 where store_id = $1 and product_id = $2", [
      storeId,
      productId,
      units,
    ]);
    await client.query("update offers set stock = stock - $3 where city_id = $1 and product_id = $2", [warsawId, productId, units]);
    await whileLocked?.();
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  [{ id: warsawId }] = (await query<{ id: number }>("select id from cities where slug = 'warszawa'")) as [{ id: number }];
  w = (await query<{ id: number }>("select id from stores where city_id = $1 order by sort_order, id", [warsawId])).map(
    (row) => row.id,
  ) as typeof w;
  [{ id: krakowStore }] = (await query<{ id: number }>(
    "select s.id from stores s join cities c on c.id = s.city_id where c.slug = 'krakow' order by s.sort_order, s.id limit 1",
  )) as [{ id: number }];
});
afterAll(() => database?.close());

describe("a product's stock per store", () => {
  it("changes the store staff edit and the city's total with it, and says so in the audit log", async () => {
    const product = await newProduct();
    const created = await saveOffers(product.id, [{ city: "warszawa", offer: offer({ [w[0]]: 5, [w[1]]: 2 }) }]);
    expect(created.status).toBe(200);
    expect(await stockOf(product.id)).toEqual({ stock: 7, stores: [5, 2, 0], sum: 7 });
    const table = await jsonOf(created);
    const row = table.rows.find((r: { city: { slug: string } }) => r.city.slug === "warszawa");
    expect(row.stores.map((store: { id: number }) => store.id)).toEqual(w);
    expect(row.stores[1]).toMatchObject({ address: expect.stringMatching(/^ul\. Grójecka 42/), active: true });
    expect(row.offer).toMatchObject({ stock: 7, storeStock: { [w[0]]: 5, [w[1]]: 2 } });

    // The form showed 5, 2, 0; staff count 9 in the second store.
    const edited = await saveOffers(product.id, [
      { city: "warszawa", expected: row.offer, offer: { ...row.offer, storeStock: { [w[0]]: 5, [w[1]]: 9, [w[2]]: 0 } } },
    ]);
    expect(edited.status).toBe(200);
    expect(await stockOf(product.id)).toEqual({ stock: 14, stores: [5, 9, 0], sum: 14 });
    type Audited = { stock: number; storeStock: Record<string, number> };
    const [audit] = await query<{ before: Audited; after: Audited }>(
      "select before, after from audit_log where action = 'offer.update' and entity_id = $1 order by id desc limit 1",
      [`warszawa:${product.id}`],
    );
    expect(audit?.before).toMatchObject({ stock: 7, storeStock: { [`ul. Grójecka 42 (#${w[1]})`]: 2 } });
    expect(audit?.after).toMatchObject({
      stock: 14,
      storeStock: { [`ul. Grójecka 42 (#${w[1]})`]: 9, [`ul. Marszałkowska 104/122 (#${w[0]})`]: 5 },
    });
  });

  it("refuses a bad value naming the city and store in the caller's language, and changes nothing", async () => {
    const product = await newProduct();
    expect((await saveOffers(product.id, [{ city: "warszawa", offer: offer({ [w[0]]: 3 }) }])).status).toBe(200);
    const auditRows = async () => (await query("select id from audit_log where entity_id like $1", [`%:${product.id}`])).length;
    const before = { stock: await stockOf(product.id), audit: await auditRows() };
    const refused = await saveOffers(
      product.id,
      [
        { city: "warszawa", offer: offer({ [w[0]]: 8, [w[1]]: 1_000_001 }) },
        { city: "krakow", offer: offer({ [w[2]]: 1 }) },
      ],
      { Locale: "pl" },
    );
    expect(refused.status).toBe(400);
    expect((await jsonOf(refused)).issues).toEqual([
      { path: `offers.0.storeStock.${w[1]}`, message: "Warszawa, stan w sklepie ul. Grójecka 42: liczba jest za duża (najwyżej 1000000)." },
      {
        path: `offers.1.storeStock.${w[2]}`,
        message:
          "Kraków, stan w sklepie #" +
          w[2] +
          ": w tym mieście nie ma sklepu o takim id; wyeksportuj CSV miasta, aby zobaczyć kolumny jego sklepów.",
      },
    ]);
    expect({ stock: await stockOf(product.id), audit: await auditRows() }).toEqual(before);
    expect(await query("select 1 from offers where product_id = $1 and city_id <> $2", [product.id, warsawId])).toEqual([]);

    const bundle = await newProduct("bundle");
    const withUnits = await saveOffers(bundle.id, [{ city: "warszawa", offer: offer({ [w[0]]: 2 }) }]);
    expect(withUnits.status).toBe(400);
    expect((await jsonOf(withUnits)).issues[0].message).toMatch(
      /^Warsaw, stock in ul\. Marszałkowska 104\/122: a bundle has no stock of its own/,
    );
    expect((await saveOffers(bundle.id, [{ city: "warszawa", offer: offer({}) }])).status).toBe(200);
    expect(await query("select quantity from store_stock where product_id = $1", [bundle.id])).toEqual([]);
  });

  it("sets one store, or the city's total, with the stock tool", async () => {
    const product = await newProduct();
    await saveOffers(product.id, [{ city: "warszawa", offer: offer({ [w[0]]: 2, [w[1]]: 3 }) }]);
    const put = (body: unknown) => call("PUT", `/api/v1/staff/offers/warszawa/${product.id}`, admin.token, body);
    expect(await jsonOf(await put({ stock: 6, store: w[2] }))).toMatchObject({ stock: 11, storeStock: { [w[2]]: 6 } });
    expect(await stockOf(product.id)).toEqual({ stock: 11, stores: [2, 3, 6], sum: 11 });
    // The city's total: a fall is taken from the stores in their order, a rise goes to the first.
    await put({ stock: 4 });
    expect(await stockOf(product.id)).toEqual({ stock: 4, stores: [0, 0, 4], sum: 4 });
    await put({ stock: 7 });
    expect(await stockOf(product.id)).toEqual({ stock: 7, stores: [3, 0, 4], sum: 7 });
    expect((await put({ stock: 1, store: krakowStore })).status).toBe(404);
    expect((await put({ stock: 1_000_001, store: w[1] })).status).toBe(400);
    expect(await stockOf(product.id)).toEqual({ stock: 7, stores: [3, 0, 4], sum: 7 });
  });
});

describe("the CSV's store columns", () => {
  it("exports a column per store and takes the file back; a changed cell changes that store and the total only", async () => {
    const product = await newProduct();
    await saveOffers(product.id, [{ city: "warszawa", offer: offer({ [w[0]]: 4, [w[1]]: 1 }) }]);
    const lines = await exportCsv();
    const header = lines[0] as string;
    expect(header).toBe(
      `product_slug,product_name_en,visible,price,sale_price,stock_total,stock:${w[0]} (ul. Marszałkowska 104/122),` +
        `stock:${w[1]} (ul. Grójecka 42),stock:${w[2]} (al. Jana Pawła II 82),franchise_price,wholesale_tiers`,
    );
    const line = lines.find((text) => text.startsWith(`${product.slug},`)) as string;
    expect(line).toBe(`${product.slug},Store stock ${made} en,yes,29.90,,5,4,1,0,,`);
    const unchanged = await importCsv(lines.join("\r\n"));
    expect(await jsonOf(unchanged)).toMatchObject({ changes: [], stores: [{ id: w[0] }, { id: w[1] }, { id: w[2] }] });

    const edited = [header, line.replace(",5,4,1,0,", ",5,4,1,6,")].join("\r\n");
    const applied = await jsonOf(await importCsv(edited));
    expect(applied.changes).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ stock: 5 }), after: expect.objectContaining({ stock: 11 }) }),
    ]);
    expect(await stockOf(product.id)).toEqual({ stock: 11, stores: [4, 1, 6], sum: 11 });
  });

  it("refuses the old stock column and another city's store, naming the line and column, and changes nothing", async () => {
    const product = await newProduct();
    await saveOffers(product.id, [{ city: "warszawa", offer: offer({ [w[0]]: 4 }) }]);
    const before = await stockOf(product.id);
    const old = await importCsv(`product_slug,price,stock\r\n${product.slug},29.90,9\r\n`, { Locale: "uk" });
    expect(old.status).toBe(400);
    expect((await jsonOf(old)).issues).toEqual([
      {
        path: "lines.1.stock",
        message: expect.stringMatching(/^Рядок 1, stock: окремого стовпця stock більше немає: залишок ведеться по магазинах/),
      },
    ]);
    const elsewhere = await importCsv(`product_slug,price,stock:${krakowStore} (Kraków)\r\n${product.slug},29.90,9\r\n`);
    expect((await jsonOf(elsewhere)).issues).toEqual([
      {
        path: `lines.1.stock:${krakowStore}`,
        message: `Line 1, stock:${krakowStore}: there is no store with this id in this city; export the city's CSV to see its store columns.`,
      },
    ]);
    const bad = await importCsv(`product_slug,price,stock:${w[1]}\r\n${product.slug},29.90,-2\r\n`);
    expect((await jsonOf(bad)).issues).toEqual([
      { path: `lines.2.stock:${w[1]}`, message: `Line 2, stock:${w[1]}: write a whole number, 0 or more.` },
    ]);
    expect(await stockOf(product.id)).toEqual(before);
  });
});

describe("a stock edit racing orders", () => {
  it("waits for an order holding the offer, then works from what it left: no unit is lost", async () => {
    const product = await newProduct();
    await saveOffers(product.id, [{ city: "warszawa", offer: offer({ [w[0]]: 5, [w[1]]: 2 }) }]);
    const shown = offer({ [w[0]]: 5, [w[1]]: 2, [w[2]]: 0 }, { stock: 7 });
    let edits: Promise<Response[]> = Promise.resolve([]);
    // The order takes 1 unit from the first store and holds its locks while staff save: a CSV counting 8 in the
    // first store, and the form (opened before the order) counting 9 in the second.
    await takeUnits(product.id, w[0], 1, async () => {
      edits = Promise.all([
        importCsv(`product_slug,price,stock:${w[0]}\r\n${product.slug},29.90,8\r\n`),
        saveOffers(product.id, [
          { city: "warszawa", expected: shown, offer: { ...shown, storeStock: { ...shown.storeStock, [w[1]]: 9 } } },
        ]),
      ]);
      if (isPostgresRun()) await waitForLockWaiters(2);
    });
    expect((await edits).map((response) => response.status)).toEqual([200, 200]);
    expect(await stockOf(product.id)).toEqual({ stock: 17, stores: [8, 9, 0], sum: 17 });
  });

  it("keeps the city's stock the sum of its stores through many orders and edits at once", async () => {
    const product = await newProduct();
    await saveOffers(product.id, [{ city: "warszawa", offer: offer({ [w[0]]: 30, [w[1]]: 5 }) }]);
    const shown = offer({ [w[0]]: 30, [w[1]]: 5, [w[2]]: 0 }, { stock: 35 });
    const orders = Array.from({ length: 12 }, () => takeUnits(product.id, w[0], 1));
    const forms = [3, 4, 6].map((units) =>
      saveOffers(product.id, [
        { city: "warszawa", expected: shown, offer: { ...shown, storeStock: { ...shown.storeStock, [w[1]]: units } } },
      ]),
    );
    const tools = [2, 7].map((units) =>
      call("PUT", `/api/v1/staff/offers/warszawa/${product.id}`, admin.token, { stock: units, store: w[2] }),
    );
    const answers = await Promise.all([...forms, ...tools]);
    await Promise.all(orders);
    // A form whose store another form changed meanwhile is refused (409), never saved over it.
    expect(answers.map((response) => response.status).every((status) => status === 200 || status === 409)).toBe(true);
    const after = await stockOf(product.id);
    expect(after.stores[0]).toBe(30 - 12);
    expect([5, 3, 4, 6]).toContain(after.stores[1]);
    expect([2, 7]).toContain(after.stores[2]);
    expect(after.stock).toBe(after.sum);
  });
});

/** Waits until `count` other sessions wait for a row lock (PostgreSQL only: PGlite has one connection). */
async function waitForLockWaiters(count: number): Promise<void> {
  const until = Date.now() + 5000;
  while (Date.now() < until) {
    const [row] = await query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    if ((row?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} sessions waited for the offer's lock`);
}
