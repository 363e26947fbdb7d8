// A customer's favourites (issue 38; docs/accounts.md "Favourites"): added and removed idempotently, the browser's
// list merged on sign-in without duplicates (twice is once), listed per city with "not sold here" and the cities
// that sell it, in the personal answer for the hearts, and never seen or changed by another customer.
import { DEMO_NOT_IN_WARSZAWA } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, createUser, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { type FixtureProduct, offeredProducts } from "./orders-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let products: FixtureProduct[];
let elsewhere: { id: number; slug: string };

const FAV = "/api/v1/cabinet/favourites";
const idsOf = async (response: Response): Promise<number[]> => {
  expect(response.status).toBe(200);
  return (await jsonOf(response)).productIds;
};
const product = (index: number) => products[index] as FixtureProduct;
const add = (user: TestUser, productId: number) => call("PUT", `${FAV}/${productId}`, user.token);
const merge = (user: TestUser, productIds: number[]) => call("POST", `${FAV}/merge`, user.token, { productIds });
const personalFavourites = async (user: TestUser): Promise<number[]> =>
  (await jsonOf(await call("GET", "/api/v1/personal?city=warszawa", user.token))).favourites;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  products = await offeredProducts(database, { count: 4 });
  const { rows } = await database.pool.query<{ id: number; slug: string }>("select id, slug from products where slug = $1", [
    DEMO_NOT_IN_WARSZAWA,
  ]);
  elsewhere = rows[0] as { id: number; slug: string };
});
afterAll(() => database?.close());

describe("a customer's favourites", () => {
  it("are added and removed idempotently and come with the personal answer", async () => {
    const user = await createUser(database, "fav-add");
    expect(await personalFavourites(user)).toEqual([]);
    expect(await idsOf(await add(user, product(0).id))).toEqual([product(0).id]);
    expect(await idsOf(await add(user, product(1).id))).toEqual([product(1).id, product(0).id]);
    // Again: nothing changes.
    expect(await idsOf(await add(user, product(0).id))).toEqual([product(1).id, product(0).id]);
    expect(await personalFavourites(user)).toEqual([product(1).id, product(0).id]);

    expect(await idsOf(await call("DELETE", `${FAV}/${product(1).id}`, user.token))).toEqual([product(0).id]);
    expect(await idsOf(await call("DELETE", `${FAV}/${product(1).id}`, user.token))).toEqual([product(0).id]);
    expect(await personalFavourites(user)).toEqual([product(0).id]);
  });

  it("refuse an unknown product and a caller who is not signed in, changing nothing", async () => {
    const user = await createUser(database, "fav-bad");
    const unknown = await add(user, 99_999_999);
    expect(unknown.status).toBe(404);
    expect((await jsonOf(unknown)).code).toBe("NOT_FOUND");
    expect((await call("PUT", `${FAV}/abc`, user.token)).status).toBe(400);
    expect((await call("PUT", `${FAV}/${product(0).id}`)).status).toBe(401);
    expect((await call("GET", `${FAV}?city=warszawa`)).status).toBe(401);
    expect((await call("POST", `${FAV}/merge`, null, { productIds: [product(0).id] })).status).toBe(401);
    expect((await merge(user, ["x" as unknown as number])).status).toBe(400);
    expect(await personalFavourites(user)).toEqual([]);
  });

  it("merge the browser's list without duplicates, and merging twice is the same as once", async () => {
    const user = await createUser(database, "fav-merge");
    await add(user, product(0).id);
    const browser = [product(2).id, product(0).id, 99_999_999, product(2).id, product(1).id];
    const merged = await idsOf(await merge(user, browser));
    expect([...merged].sort((a, b) => a - b)).toEqual([product(0).id, product(1).id, product(2).id].sort((a, b) => a - b));
    // The browser's order is kept for what it brought (its first is its newest).
    expect(merged.indexOf(product(2).id)).toBeLessThan(merged.indexOf(product(1).id));
    expect(await idsOf(await merge(user, browser))).toEqual(merged);
    expect(await idsOf(await merge(user, []))).toEqual(merged);
    const { rows } = await database.pool.query("select product_id from favourites where user_id = $1", [user.id]);
    expect(rows).toHaveLength(3);
  });

  it("two racing merges of the same list keep one row per product", async () => {
    const user = await createUser(database, "fav-race");
    const list = products.map((one) => one.id);
    const answers = await Promise.all([merge(user, list), merge(user, list), add(user, product(3).id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await personalFavourites(user)).sort((a, b) => a - b)).toEqual([...list].sort((a, b) => a - b));
  });

  it("are the customer's own: another customer neither sees nor changes them", async () => {
    const owner = await createUser(database, "fav-owner");
    const other = await createUser(database, "fav-other");
    await add(owner, product(0).id);
    expect(await personalFavourites(other)).toEqual([]);
    expect((await jsonOf(await call("GET", `${FAV}?city=warszawa`, other.token))).items).toEqual([]);
    await call("DELETE", `${FAV}/${product(0).id}`, other.token);
    const alerts = await call("PUT", `${FAV}/${product(0).id}/alerts`, other.token, { city: "warszawa", on: true });
    expect(alerts.status).toBe(404);
    expect(await personalFavourites(owner)).toEqual([product(0).id]);
    const { rows } = await database.pool.query("select alert_city_id from favourites where user_id = $1", [owner.id]);
    expect(rows).toEqual([{ alert_city_id: null }]);
  });

  it("are listed per city: a product not sold there says so and names the cities that sell it", async () => {
    const user = await createUser(database, "fav-list");
    await add(user, elsewhere.id);
    await add(user, product(0).id);
    const list = await call("GET", `${FAV}?city=warszawa`, user.token, undefined, { locale: "pl" });
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toContain("no-store");
    const { items } = await jsonOf(list);
    expect(items.map((item: { productId: number }) => item.productId)).toEqual([product(0).id, elsewhere.id]);
    expect(items[0]).toMatchObject({ slug: product(0).slug, card: { id: product(0).id, availability: { inStock: true } }, alerts: null });
    expect(items[0].cities.map((city: { slug: string }) => city.slug)).toContain("warszawa");
    expect(items[1]).toMatchObject({ slug: elsewhere.slug, card: null });
    const cities = items[1].cities.map((city: { slug: string }) => city.slug);
    expect(cities.length).toBeGreaterThan(0);
    expect(cities).not.toContain("warszawa");
    // The city names are in the asked language.
    expect(items[1].cities[0].name).not.toBe("");

    // In a city that sells it, the same favourite has its card.
    const there = (await jsonOf(await call("GET", `${FAV}?city=${cities[0]}`, user.token))).items;
    expect(there.find((item: { productId: number }) => item.productId === elsewhere.id).card).toMatchObject({ slug: elsewhere.slug });
    expect((await call("GET", `${FAV}?city=atlantis`, user.token)).status).toBe(404);
  });

  it("switch their e-mails on for a city and off", async () => {
    const user = await createUser(database, "fav-alerts");
    await add(user, product(0).id);
    const on = await call("PUT", `${FAV}/${product(0).id}/alerts`, user.token, { city: "warszawa", on: true });
    expect(on.status).toBe(200);
    expect(await jsonOf(on)).toMatchObject({ productId: product(0).id, alerts: { city: { slug: "warszawa" } } });
    const off = await call("PUT", `${FAV}/${product(0).id}/alerts`, user.token, { city: "warszawa", on: false });
    expect(await jsonOf(off)).toMatchObject({ alerts: null });
    expect((await call("PUT", `${FAV}/${product(1).id}/alerts`, user.token, { city: "warszawa", on: true })).status).toBe(404);
  });

  it("are in the customer's data export, and go with the account when it is deleted", async () => {
    const user = await createUser(database, "fav-gone");
    await add(user, product(0).id);
    const exported = await jsonOf(await call("GET", "/api/v1/cabinet/export", user.token));
    expect(exported.favourites).toEqual([{ productId: product(0).id, addedAt: expect.any(String), alertCityId: null }]);
    const deleted = await call("DELETE", "/api/v1/cabinet/account", user.token, { password: "amber-lantern-orchard" });
    expect(deleted.status).toBe(204);
    const { rows } = await database.pool.query("select 1 from favourites where user_id = $1", [user.id]);
    expect(rows).toEqual([]);
  });
});
