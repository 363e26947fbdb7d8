// A favourite's e-mails (issue 38; docs/accounts.md "Favourites"): only for a favourite whose alerts the customer
// switched on, once per change (back in stock after being out; a price below the one last told, with the product
// page's Omnibus lowest price), never again on a second pass or from a second process running at the same time, and
// no more after the e-mail's unsubscribe link.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { formatMoney } from "@shop/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendFavouriteAlerts } from "../src/use-cases/catalogue/send-favourite-alerts";
import { type Api, caller, createUser, demoSession, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn, TEST_ORIGIN } from "./helpers";
import { type FixtureProduct, offeredProducts } from "./orders-fixture";

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
const pass = () => sendFavouriteAlerts({ database, brand: "default", publicOrigin: TEST_ORIGIN });
/** Staff save the product's Warsaw offer with another sale price (the back office's offers form). */
const setSalePrice = async (product: FixtureProduct, salePrice: number | null) => {
  const { rows } = await jsonOf(await call("GET", `/api/v1/staff/products/${product.id}/offers`, admin.token));
  const { offer } = rows.find((row: { city: { slug: string } }) => row.city.slug === "warszawa");
  const saved = await call("PUT", `/api/v1/staff/products/${product.id}/offers`, admin.token, {
    offers: [{ city: "warszawa", offer: { ...offer, salePrice } }],
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
};
const setStock = async (product: FixtureProduct, units: number) =>
  expect((await call("PUT", `/api/v1/staff/offers/warszawa/${product.id}`, admin.token, { stock: units })).status).toBe(200);
const favourite = async (user: TestUser, product: FixtureProduct, alerts: boolean) => {
  expect((await call("PUT", `/api/v1/cabinet/favourites/${product.id}`, user.token)).status).toBe(200);
  if (alerts) {
    const switched = await call("PUT", `/api/v1/cabinet/favourites/${product.id}/alerts`, user.token, { city: "warszawa", on: true });
    expect(switched.status, await switched.clone().text()).toBe(200);
  }
};
const tokenOf = (mail: Mail | undefined) => {
  const link = mail?.text.match(/https?:\/\/\S+\/favourites\/unsubscribe\?token=\S+/)?.[0];
  expect(link, `an unsubscribe link in ${mail?.text}`).toBeDefined();
  return new URL(link as string).searchParams.get("token") as string;
};

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  products = await offeredProducts(database, { count: 4 });
});
afterAll(() => database?.close());

const product = (index: number) => products[index] as FixtureProduct;

describe("a favourite's e-mails", () => {
  it("tell a return to stock once, and only to the customer who switched them on", async () => {
    const asked = await createUser(database, "alert-on", { locale: "pl" });
    const silent = await createUser(database, "alert-off");
    await favourite(asked, product(0), true);
    await favourite(silent, product(0), false);
    // Nothing changed since the switch: nothing to tell.
    await pass();
    expect(await mailsTo(asked.email)).toEqual([]);

    await setStock(product(0), 0);
    await pass();
    expect(await mailsTo(asked.email)).toEqual([]);
    await setStock(product(0), 4);
    await pass();
    await pass();
    const mails = await mailsTo(asked.email);
    expect(mails.map((mail) => mail.kind)).toEqual(["favourite-alert"]);
    expect(mails[0]?.subject).toContain("Znów dostępny");
    expect(mails[0]?.text).toContain(`${TEST_ORIGIN}/pl/warszawa/products/${product(0).slug}`);
    expect(await mailsTo(silent.email)).toEqual([]);

    // More stock is no news; out and back again is.
    await setStock(product(0), 9);
    await pass();
    expect(await mailsTo(asked.email)).toHaveLength(1);
    await setStock(product(0), 0);
    await pass();
    await setStock(product(0), 2);
    await pass();
    expect(await mailsTo(asked.email)).toHaveLength(2);
  });

  it("tell a lower price once, with the lowest price of the 30 days before the reduction", async () => {
    const user = await createUser(database, "alert-price");
    // The regular price, and a sale below what a shopper pays now (the demo product may be on sale already).
    const { rows } = await database.pool.query<{ price: number; pays: number }>(
      "select price, coalesce(sale_price, price) as pays from offers where product_id = $1 and city_id = (select id from cities where slug = 'warszawa')",
      [product(1).id],
    );
    const regular = rows[0]?.price as number;
    await favourite(user, product(1), true);
    const sale = (rows[0]?.pays as number) - 500;
    await setSalePrice(product(1), sale);
    await pass();
    await pass();
    const [mail, ...more] = await mailsTo(user.email);
    expect(more).toEqual([]);
    expect(mail?.kind).toBe("favourite-alert");
    expect(mail?.text).toContain(formatMoney(sale, "en"));
    expect(mail?.text).toContain("Lowest price in the 30 days before the reduction");
    expect(mail?.text).toContain(formatMoney(regular, "en"));

    // Back up and down to above the price told: no news. Below it: news.
    await setSalePrice(product(1), null);
    await pass();
    await setSalePrice(product(1), sale + 100);
    await pass();
    expect(await mailsTo(user.email)).toHaveLength(1);
    await setSalePrice(product(1), sale - 100);
    await pass();
    expect(await mailsTo(user.email)).toHaveLength(2);
  });

  it("are told once when two processes run their passes at the same time", async () => {
    const users = await Promise.all([createUser(database, "alert-race-a"), createUser(database, "alert-race-b")]);
    for (const user of users) await favourite(user, product(2), true);
    await setStock(product(2), 0);
    await pass();
    await setStock(product(2), 3);
    // Two passes at once, as two processes run them (on PostgreSQL each on its own connection of the pool).
    const [first, second] = await Promise.all([pass(), pass()]);
    expect(first + second).toBe(2);
    for (const user of users) expect((await mailsTo(user.email)).map((mail) => mail.kind)).toEqual(["favourite-alert"]);
  });

  it("stop after the e-mail's unsubscribe link, and the favourite stays", async () => {
    const user = await createUser(database, "alert-stop");
    await favourite(user, product(3), true);
    await setStock(product(3), 0);
    await pass();
    await setStock(product(3), 5);
    await pass();
    const token = tokenOf((await mailsTo(user.email))[0]);
    const stopped = await call("POST", "/api/v1/favourites/unsubscribe", null, { token });
    expect(stopped.status).toBe(200);
    expect(await jsonOf(stopped)).toEqual({ ok: true });
    const again = await call("POST", "/api/v1/favourites/unsubscribe", null, { token });
    expect(again.status).toBe(400);
    expect((await jsonOf(again)).code).toBe("TOKEN_INVALID");
    await setStock(product(3), 0);
    await pass();
    await setStock(product(3), 5);
    await pass();
    expect(await mailsTo(user.email)).toHaveLength(1);
    const list = await jsonOf(await call("GET", "/api/v1/cabinet/favourites?city=warszawa", user.token));
    expect(list.items).toMatchObject([{ productId: product(3).id, alerts: null }]);
  });
});
