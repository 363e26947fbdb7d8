// Back office offers (apps/api/src/routes/staff-offers.ts): a product's offers per city saved as one table, a
// city's offers listed, exported as CSV and imported back; what the catalogue then shows, the price history, the
// audit log, and a city manager kept to their cities. Stock per store in depth: staff-store-stock.test.ts.
import { schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, createUser, demoSession, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { firstStores, newOfferProduct } from "./offers-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let manager: TestUser;
let customer: TestUser;
let changed = 0;
/** Offered (visible, not on sale) in both Warsaw and Kraków. */
let shared: { id: number; slug: string; warsawPrice: number; krakowPrice: number };
/** Each city's first store (sort order, then id). */
let firstStore: Record<string, number> = {};
/** `n` units in the city's first store, as an offer's storeStock. */
const units = (city: string, n: number) => ({ [String(firstStore[city])]: n });

const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await database.pool.query(text, values)).rows as T[];
const cityId = async (slug: string) => Number((await query<{ id: number }>("select id from cities where slug = $1", [slug]))[0]?.id);
const countOf = async (table: string) => Number((await query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n);
/** The offer's stock, what the city's stores hold (their sum must be the stock) and its first store. */
const stockRow = async (city: string, productId: number) =>
  (
    await query<{ stock: number; stores: number; first: number }>(
      `select o.stock, (select coalesce(sum(quantity), 0)::int from store_stock ss join stores s on s.id = ss.store_id
         where s.city_id = o.city_id and ss.product_id = o.product_id) as stores,
         coalesce((select quantity from store_stock where store_id = $3 and product_id = o.product_id), 0) as first
       from offers o where o.city_id = (select id from cities where slug = $1) and o.product_id = $2`,
      [city, productId, firstStore[city]],
    )
  )[0];
const offerRow = async (city: string, productId: number) =>
  (
    await query(
      "select visible, price, sale_price, stock, franchise_price from offers where city_id = (select id from cities where slug = $1) and product_id = $2",
      [city, productId],
    )
  )[0] ?? null;
const audits = async (action: string, entityId?: string) =>
  query<{ entity_id: string; city_id: number; before: unknown; after: unknown; actor_user_id: number }>(
    `select * from audit_log where action = $1 ${entityId ? "and entity_id = $2" : ""} order by id`,
    entityId ? [action, entityId] : [action],
  );
const lookup = async (city: string, slug: string) => jsonOf(await api.request(`/api/v1/catalogue/${city}/products/${slug}`));
const importCsv = (city: string, csv: string, token = admin.token, extra = "", headers: Record<string, string> = {}) =>
  api.request(`/api/v1/staff/offers/import?city=${city}${extra}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "text/csv", ...headers },
    body: csv,
  });
const exportCsv = async (city: string, token = admin.token) =>
  api.request(`/api/v1/staff/offers/export.csv?city=${city}`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database, { contentChanged: () => changed++ }).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  customer = await createUser(database, "customer");
  manager = await createUser(database, "manager", { role: "staff", staffRole: "city-manager" });
  await database.db.insert(schema.staffCities).values({ userId: manager.id, cityId: await cityId("krakow") });
  firstStore = await firstStores(database);
  const [row] = await query<{ id: number; slug: string; warsaw: number; krakow: number }>(`
    select p.id, p.slug, w.price as warsaw, k.price as krakow from products p
    join offers w on w.product_id = p.id and w.city_id = (select id from cities where slug = 'warszawa')
    join offers k on k.product_id = p.id and k.city_id = (select id from cities where slug = 'krakow')
    where p.kind = 'simple' and w.visible and k.visible and w.sale_price is null and k.sale_price is null
    order by p.id limit 1`);
  if (!row) throw new Error("no product offered in both cities");
  shared = { id: row.id, slug: row.slug, warsawPrice: row.warsaw, krakowPrice: row.krakow };
});
afterAll(() => database?.close());

describe("the CSV export and import", () => {
  it("exports a city's offers and takes the same file back without changing anything", async () => {
    const response = await exportCsv("warszawa");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="offers-warszawa-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the byte order mark spreadsheets need
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    // A stock column per store (staff-store-stock.test.ts reads them closely).
    const header =
      /^product_slug,product_name_en,visible,price,sale_price,stock_total,(stock:\d+ \([^),]*\),){3}franchise_price,wholesale_tiers\r\n/;
    expect(csv.slice(1)).toMatch(header);
    const lines = csv.trim().split("\r\n").length - 1;
    expect(lines).toBe(
      Number((await query<{ n: number }>("select count(*)::int as n from offers where city_id = $1", [await cityId("warszawa")]))[0]?.n),
    );
    expect(csv).toContain(`\r\n${shared.slug},`);

    const before = { audit: await countOf("audit_log"), history: await countOf("price_history"), changed };
    const imported = await importCsv("warszawa", csv);
    expect(imported.status).toBe(200);
    expect(await jsonOf(imported)).toMatchObject({ dryRun: false, city: { slug: "warszawa" }, lines, changes: [], unchanged: lines });
    expect({ audit: await countOf("audit_log"), history: await countOf("price_history"), changed }).toEqual(before);
  });

  it("changes the city's prices in the catalogue and nowhere else, with price history and audit rows", async () => {
    const csv = `product_slug,price,sale_price\r\n${shared.slug},123.45,99.90\r\n`;
    const preview = await importCsv("warszawa", csv, admin.token, "&dryRun=1");
    expect(preview.status).toBe(200);
    const previewed = await jsonOf(preview);
    expect(previewed).toMatchObject({ dryRun: true, lines: 1, unchanged: 0 });
    expect(previewed.changes).toEqual([
      {
        line: 2,
        product: expect.objectContaining({ id: shared.id, slug: shared.slug }),
        before: expect.objectContaining({ price: shared.warsawPrice, salePrice: null }),
        after: expect.objectContaining({ price: 12345, salePrice: 9990 }),
      },
    ]);
    expect((await offerRow("warszawa", shared.id))?.price).toBe(shared.warsawPrice);
    expect(await audits("offers.import")).toEqual([]);

    const historyBefore = await countOf("price_history");
    const changedBefore = changed;
    expect((await importCsv("warszawa", csv)).status).toBe(200);
    expect(changed).toBe(changedBefore + 1);
    const warsaw = await lookup("warszawa", shared.slug);
    expect(warsaw.product.price).toMatchObject({ regular: 12345, sale: 9990, unit: 9990 });
    const krakow = await lookup("krakow", shared.slug);
    expect(krakow.product.price).toMatchObject({ regular: shared.krakowPrice, sale: null });

    expect(await countOf("price_history")).toBe(historyBefore + 1);
    const [point] = await query<{ price: number; city_id: number }>(
      "select price, city_id from price_history where product_id = $1 order by id desc limit 1",
      [shared.id],
    );
    expect(point).toEqual({ price: 9990, city_id: await cityId("warszawa") });

    const [audit] = await audits("offer.update", `warszawa:${shared.id}`);
    expect(audit).toMatchObject({
      actor_user_id: admin.id,
      city_id: await cityId("warszawa"),
      before: expect.objectContaining({ price: shared.warsawPrice, salePrice: null }),
      after: expect.objectContaining({ price: 12345, salePrice: 9990 }),
    });
    expect(await audits("offers.import")).toEqual([expect.objectContaining({ entity_id: "warszawa", after: { lines: 1, changed: 1 } })]);
    // A change of stock only keeps the price: no new price history point.
    const before = await stockRow("warszawa", shared.id);
    const column = `stock:${firstStore.warszawa}`;
    expect((await importCsv("warszawa", `product_slug,price,${column}\n${shared.slug},123.45,17\n`)).status).toBe(200);
    expect(await countOf("price_history")).toBe(historyBefore + 1);
    expect(await offerRow("warszawa", shared.id)).toMatchObject({ price: 12345, sale_price: 9990 });
    const after = await stockRow("warszawa", shared.id);
    expect(after).toEqual({ first: 17, stock: (before?.stock ?? 0) - (before?.first ?? 0) + 17, stores: after?.stock });
  });

  it("refuses a file with bad lines, listing every problem by line in the caller's language, and changes nothing", async () => {
    const [other] = await query<{ slug: string; price: number }>(
      `select p.slug, o.price from products p join offers o on o.product_id = p.id and o.city_id = $1
        where p.id <> $2 and not exists (select 1 from wholesale_tiers w where w.city_id = o.city_id and w.product_id = p.id)
        order by p.id limit 1`,
      [await cityId("warszawa"), shared.id],
    );
    const csv = [
      `product_slug,price,sale_price,stock:${firstStore.warszawa}`,
      `${shared.slug},abc,,5`,
      "no-such-product,10.00,,1",
      `${other?.slug},10.00,12.00,1`,
      `${shared.slug},1.00,,-3`,
    ].join("\r\n");
    const before = { offers: await offerRow("warszawa", shared.id), audit: await countOf("audit_log") };
    const response = await importCsv("warszawa", csv, admin.token, "", { Locale: "pl" });
    expect(response.status).toBe(400);
    const body = await jsonOf(response);
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.message).toContain("Nic nie zostało zmienione");
    expect(body.issues).toEqual([
      { path: "lines.2.price", message: "Wiersz 2, price: wpisz kwotę w złotych większą od 0, np. 19.90." },
      { path: "lines.3.product_slug", message: "Wiersz 3, product_slug: nie ma produktu o takim slugu." },
      { path: "lines.4.sale_price", message: "Wiersz 4, sale_price: cena promocyjna musi być niższa od ceny." },
      { path: "lines.5.product_slug", message: "Wiersz 5, product_slug: ten produkt jest już w jednym z wcześniejszych wierszy." },
      {
        path: `lines.5.stock:${firstStore.warszawa}`,
        message: `Wiersz 5, stock:${firstStore.warszawa}: wpisz liczbę całkowitą, 0 lub więcej.`,
      },
    ]);
    expect({ offers: await offerRow("warszawa", shared.id), audit: await countOf("audit_log") }).toEqual(before);

    const noHeader = await importCsv("warszawa", `${shared.slug},10.00\n`);
    expect(noHeader.status).toBe(400);
    expect((await jsonOf(noHeader)).issues).toContainEqual({
      path: `lines.1.${shared.slug}`,
      message: expect.stringMatching(/^Line 1, .*: unknown column; the columns are product_slug, /),
    });
  });

  it("takes a multipart upload and JSON too", async () => {
    const form = new FormData();
    const column = `stock:${firstStore.warszawa}`;
    form.set("file", new File([`product_slug,${column}\n${shared.slug},21\n`], "offers.csv", { type: "text/csv" }));
    const multipart = await api.request("/api/v1/staff/offers/import?city=warszawa", {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(multipart.status).toBe(400); // price is a required column
    form.set("file", new File([`product_slug,price,${column}\n${shared.slug},123.45,21\n`], "offers.csv", { type: "text/csv" }));
    const again = await api.request("/api/v1/staff/offers/import?city=warszawa", {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(again.status).toBe(200);
    expect((await stockRow("warszawa", shared.id))?.first).toBe(21);
    const json = await call("POST", "/api/v1/staff/offers/import?city=warszawa&dryRun=1", admin.token, {
      csv: `product_slug,price,${column}\n${shared.slug},123.45,22\n`,
    });
    expect(json.status).toBe(200);
    expect((await jsonOf(json)).changes).toHaveLength(1);
    expect((await stockRow("warszawa", shared.id))?.first).toBe(21);
  });

  it("keeps a city manager to their cities: another city's list, export and import answer 404", async () => {
    const before = await offerRow("warszawa", shared.id);
    expect((await importCsv("warszawa", `product_slug,price\n${shared.slug},1.00\n`, manager.token)).status).toBe(404);
    expect(await offerRow("warszawa", shared.id)).toEqual(before);
    expect((await exportCsv("warszawa", manager.token)).status).toBe(404);
    expect((await call("GET", "/api/v1/staff/offers?city=warszawa", manager.token)).status).toBe(404);
    expect((await exportCsv("krakow", manager.token)).status).toBe(200);
    const own = await importCsv("krakow", `product_slug,price\n${shared.slug},55.00\n`, manager.token);
    expect(own.status).toBe(200);
    expect((await offerRow("krakow", shared.id))?.price).toBe(5500);
    for (const token of [customer.token, null])
      expect((await call("GET", "/api/v1/staff/offers/export.csv?city=krakow", token)).status).toBe(404);
  });
});

describe("a city's offers", () => {
  it("lists them by slug, searched and paged, with the caller's cities", async () => {
    const list = await jsonOf(await call("GET", `/api/v1/staff/offers?city=warszawa&q=${shared.slug}`, admin.token));
    expect(list.city).toEqual({ slug: "warszawa", name: "Warsaw", active: true });
    expect(list.cities.length).toBeGreaterThan(1);
    expect(list.items.map((item: { product: { id: number } }) => item.product.id)).toContain(shared.id);
    expect(list.items[0].offer).toMatchObject({ visible: expect.any(Boolean), price: expect.any(Number) });
    const all = await jsonOf(await call("GET", "/api/v1/staff/offers?city=warszawa&page=2", admin.token));
    expect(all).toMatchObject({ page: 2, pageSize: 50 });
    expect(all.total).toBeGreaterThan(50);
    const mine = await jsonOf(await call("GET", "/api/v1/staff/offers", manager.token));
    expect(mine.city.slug).toBe("krakow");
    expect(mine.cities.map((city: { slug: string }) => city.slug)).toEqual(["krakow"]);
  });
});

const newProduct = (slug: string) => newOfferProduct(database, slug);

/** An offer with 12 units in the city's first store (Kraków's unless `storeStock` says otherwise). */
const offer = (values: Record<string, unknown> = {}) => ({
  visible: true,
  price: 4990,
  salePrice: null,
  stock: 12,
  storeStock: units("krakow", 12),
  franchisePrice: 3990,
  wholesaleTiers: [
    { minQuantity: 50, price: 3790 },
    { minQuantity: 10, price: 4490 },
  ],
  ...values,
});

describe("a product's offers per city", () => {
  it("adds an offer in one city only: the product shows in that city's catalogue and not in another's", async () => {
    const id = await newProduct("offer-test-one-city");
    const table = await jsonOf(await call("GET", `/api/v1/staff/products/${id}/offers`, admin.token));
    expect(table.product).toEqual({ id, slug: "offer-test-one-city", kind: "simple", name: "Offer test en" });
    expect(table.rows.length).toBeGreaterThan(1);
    expect(table.rows.every((row: { offer: unknown }) => row.offer === null)).toBe(true);
    expect((await api.request("/api/v1/catalogue/krakow/products/offer-test-one-city")).status).toBe(404);

    const saved = await call("PUT", `/api/v1/staff/products/${id}/offers`, admin.token, { offers: [{ city: "krakow", offer: offer() }] });
    expect(saved.status).toBe(200);
    const rows = (await jsonOf(saved)).rows as Array<{ city: { slug: string }; offer: unknown }>;
    expect(rows.find((row) => row.city.slug === "krakow")?.offer).toEqual(
      offer({
        wholesaleTiers: [
          { minQuantity: 10, price: 4490 },
          { minQuantity: 50, price: 3790 },
        ],
      }),
    );
    expect(rows.filter((row) => row.offer !== null)).toHaveLength(1);

    const inKrakow = await lookup("krakow", "offer-test-one-city");
    expect(inKrakow).toMatchObject({ status: "ok", product: { price: { regular: 4990, sale: null } } });
    expect(await lookup("warszawa", "offer-test-one-city")).toMatchObject({ status: "elsewhere", cities: [{ slug: "krakow" }] });
    expect(await query("select price from price_history where product_id = $1", [id])).toEqual([{ price: 4990 }]);
    expect(await query("select min_quantity, price from wholesale_tiers where product_id = $1 order by min_quantity", [id])).toEqual([
      { min_quantity: 10, price: 4490 },
      { min_quantity: 50, price: 3790 },
    ]);
    expect(await audits("offer.update", `krakow:${id}`)).toEqual([
      expect.objectContaining({ before: null, after: expect.objectContaining({ price: 4990 }) }),
    ]);

    // Not removed while its stores hold units (issue 33); with none left, removed: the offer and its tiers go.
    const remove = { offers: [{ city: "krakow", offer: null }] };
    const refused = await call("PUT", `/api/v1/staff/products/${id}/offers`, admin.token, remove, { locale: "pl" });
    expect((await jsonOf(refused)).issues).toEqual([{ path: "offers.0", message: expect.stringMatching(/^Kraków: w jego sklepach/) }]);
    const emptied = { offers: [{ city: "krakow", offer: offer({ stock: 0, storeStock: units("krakow", 0) }) }] };
    expect((await call("PUT", `/api/v1/staff/products/${id}/offers`, admin.token, emptied)).status).toBe(200);
    const removed = await call("PUT", `/api/v1/staff/products/${id}/offers`, admin.token, remove);
    expect(removed.status).toBe(200);
    expect(await offerRow("krakow", id)).toBeNull();
    expect(await query("select * from wholesale_tiers where product_id = $1", [id])).toEqual([]);
    expect((await audits("offer.update", `krakow:${id}`)).at(-1)).toMatchObject({ after: null });
  });

  it("refuses bad values naming the city and field in the caller's language, changing nothing", async () => {
    const id = await newProduct("offer-test-bad-values");
    const response = await call(
      "PUT",
      `/api/v1/staff/products/${id}/offers`,
      admin.token,
      {
        offers: [
          { city: "warszawa", offer: offer({ storeStock: units("warszawa", 12) }) },
          {
            city: "krakow",
            offer: offer({ salePrice: 4990, storeStock: units("krakow", -1), wholesaleTiers: [{ minQuantity: 1, price: 100 }] }),
          },
        ],
      },
      { Locale: "uk" },
    );
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).issues).toEqual([
      { path: "offers.1.salePrice", message: "Краків, ціна зі знижкою: ціна зі знижкою має бути нижчою за ціну." },
      {
        path: `offers.1.storeStock.${firstStore.krakow}`,
        message: "Краків, залишок у магазині ul. Floriańska 31: вкажіть ціле число, 0 або більше.",
      },
      { path: "offers.1.wholesaleTiers", message: expect.stringMatching(/^Краків, оптові пороги: запишіть пороги як 10:17\.90;50:15\.90/) },
    ]);
    expect(await offerRow("warszawa", id)).toBeNull();
    expect(await audits("offer.update", `warszawa:${id}`)).toEqual([]);
  });

  it("keeps what another save changed meanwhile, and refuses to overwrite a field both changed", async () => {
    const id = await newProduct("offer-test-concurrent");
    const warsaw = (values: Record<string, unknown> = {}) => offer({ storeStock: units("warszawa", 12), ...values });
    expect(
      (await call("PUT", `/api/v1/staff/products/${id}/offers`, admin.token, { offers: [{ city: "warszawa", offer: warsaw() }] })).status,
    ).toBe(200);
    const seen = warsaw();
    // Two forms opened on the same offer, saved at the same time: one changes the price, the other the stock.
    const [a, b] = await Promise.all([
      call("PUT", `/api/v1/staff/products/${id}/offers`, admin.token, {
        offers: [{ city: "warszawa", expected: seen, offer: warsaw({ price: 5990 }) }],
      }),
      call("PUT", `/api/v1/staff/products/${id}/offers`, admin.token, {
        offers: [{ city: "warszawa", expected: seen, offer: warsaw({ storeStock: units("warszawa", 3) }) }],
      }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await offerRow("warszawa", id)).toMatchObject({ price: 5990, stock: 3 });
    // A third form, still showing the old price, changes it to something else: refused.
    const stale = await call("PUT", `/api/v1/staff/products/${id}/offers`, admin.token, {
      offers: [{ city: "warszawa", expected: seen, offer: warsaw({ price: 6990 }) }],
    });
    expect(stale.status).toBe(409);
    expect((await jsonOf(stale)).message).toBe(
      "Warsaw: someone else changed these meanwhile: price. Check the values as they are now and save again.",
    );
    expect(await offerRow("warszawa", id)).toMatchObject({ price: 5990, stock: 3 });
    expect(await query("select price from price_history where product_id = $1 order by id", [id])).toEqual([
      { price: 4990 },
      { price: 5990 },
    ]);
  });

  it("shows a city manager their cities only and answers 404 for another city", async () => {
    const id = await newProduct("offer-test-manager");
    const table = await jsonOf(await call("GET", `/api/v1/staff/products/${id}/offers`, manager.token));
    expect(table.rows.map((row: { city: { slug: string } }) => row.city.slug)).toEqual(["krakow"]);
    const refused = await call("PUT", `/api/v1/staff/products/${id}/offers`, manager.token, {
      offers: [
        { city: "krakow", offer: offer() },
        { city: "warszawa", offer: offer() },
      ],
    });
    expect(refused.status).toBe(404);
    expect(await offerRow("krakow", id)).toBeNull();
    const own = await call("PUT", `/api/v1/staff/products/${id}/offers`, manager.token, { offers: [{ city: "krakow", offer: offer() }] });
    expect(own.status).toBe(200);
    expect((await call("GET", "/api/v1/staff/products/999999/offers", admin.token)).status).toBe(404);
    expect((await call("GET", `/api/v1/staff/products/${id}/offers`, customer.token)).status).toBe(404);
  });
});
