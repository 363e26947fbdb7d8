import { CART_ID_PATTERN, type Cart } from "@shop/contracts";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createUser, jsonOf } from "./cabinet-fixture";
import { cartClient, cityIdOf, offeredIn, productDetail, productPicker, setOffer } from "./cart-fixture";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: Api;
let cart: ReturnType<typeof cartClient>;
let pick: ReturnType<typeof productPicker>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  cart = cartClient(api);
  pick = productPicker(database);
});
afterAll(() => database?.close());

const ITEMS = "/api/v1/cart/items";
const add = (productId: number, quantity: number, city = "warszawa") => ({ city, productId, quantity });
const quantities = (answer: Cart) => Object.fromEntries(answer.lines.map((line) => [line.product.id, line.quantity]));
const stored = async (cartId: string) =>
  (await database.pool.query("select product_id, quantity from cart_items where cart_id = $1 order by product_id", [cartId])).rows;
const countCarts = async () => Number((await database.pool.query("select count(*) as n from carts")).rows[0].n);

describe("a visitor's cart", () => {
  it("is made by the first add, answered with its id, and priced like the product page", async () => {
    const product = await pick();
    const empty = await cart.ok("GET", "/api/v1/cart?city=warszawa");
    expect(empty).toEqual({
      id: null,
      city: "warszawa",
      lines: [],
      itemCount: 0,
      subtotal: 0,
      tpd: false,
      changes: [],
      freeDelivery: null,
    });

    const added = await cart.ok("POST", ITEMS, {}, add(product.id, 2));
    expect(added.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(added.id).toMatch(CART_ID_PATTERN);
    const read = await cart.ok("GET", "/api/v1/cart?city=warszawa", { cartId: added.id, locale: "uk" });
    const detail = await productDetail(api, "warszawa", product.slug, { locale: "uk" });
    expect(read.id).toBe(added.id);
    expect(read.lines).toHaveLength(1);
    expect(read.lines[0]).toMatchObject({
      quantity: 2,
      unitPrice: detail.price.unit,
      regularPrice: detail.price.regular,
      priceKind: detail.price.kind,
      lineTotal: detail.price.unit * 2,
      maxQuantity: product.stock,
      product: { id: product.id, slug: product.slug, name: detail.name },
    });
    expect(read).toMatchObject({ itemCount: 2, subtotal: detail.price.unit * 2, changes: [] });
    // Without the header the visitor has no cart.
    expect((await cart.ok("GET", "/api/v1/cart?city=warszawa")).lines).toEqual([]);
  });

  it("adds to a line, sets it and removes it", async () => {
    const [first, second] = [await pick({ minStock: 10 }), await pick()];
    const { id } = await cart.ok("POST", ITEMS, {}, add(first.id, 1));
    await cart.ok("POST", ITEMS, { cartId: id }, add(second.id, 1));
    expect(quantities(await cart.ok("POST", ITEMS, { cartId: id }, add(first.id, 3)))).toEqual({ [first.id]: 4, [second.id]: 1 });
    const set = await cart.ok("PUT", `${ITEMS}/${first.id}`, { cartId: id }, { city: "warszawa", quantity: 7 });
    expect(quantities(set)).toEqual({ [first.id]: 7, [second.id]: 1 });
    const removed = await cart.ok("DELETE", `${ITEMS}/${second.id}?city=warszawa`, { cartId: id });
    expect(quantities(removed)).toEqual({ [first.id]: 7 });
    expect(await stored(id as string)).toEqual([{ product_id: first.id, quantity: 7 }]);
  });

  it("refuses more than the city's stock, says how many are left in the caller's language, and changes nothing", async () => {
    const product = await pick({ minStock: 6 });
    await setOffer(database, "warszawa", product.id, { stock: 4 });
    const before = await countCarts();
    const tooMany = await cart.raw("POST", ITEMS, {}, add(product.id, 5));
    expect(tooMany.status).toBe(409);
    expect(await jsonOf(tooMany)).toMatchObject({ code: "NOT_ENOUGH_STOCK", message: "Only 4 left in stock.", details: { available: 4 } });
    expect(await countCarts()).toBe(before);

    const { id } = await cart.ok("POST", ITEMS, {}, add(product.id, 2));
    // 2 in the cart + 3 more would be 5 of 4.
    const more = await cart.raw("POST", ITEMS, { cartId: id, locale: "uk" }, add(product.id, 3));
    expect(more.status).toBe(409);
    expect((await jsonOf(more)).message).toBe("У наявності лише 4 штуки.");
    const set = await cart.raw("PUT", `${ITEMS}/${product.id}`, { cartId: id, locale: "pl" }, { city: "warszawa", quantity: 5 });
    expect(set.status).toBe(409);
    expect((await jsonOf(set)).message).toBe("Na stanie zostały tylko 4 sztuki.");
    await setOffer(database, "warszawa", product.id, { stock: 1 });
    const one = await cart.raw("POST", ITEMS, { cartId: id, locale: "ru" }, add(product.id, 2));
    expect((await jsonOf(one)).message).toBe("В наличии только 1 штука.");
    await setOffer(database, "warszawa", product.id, { stock: 5 });
    const many = await cart.raw("POST", ITEMS, { cartId: id, locale: "pl" }, add(product.id, 4));
    expect((await jsonOf(many)).message).toBe("Na stanie zostało tylko 5 sztuk.");
    expect(await stored(id as string)).toEqual([{ product_id: product.id, quantity: 2 }]);
  });

  it("refuses a product the city does not sell, an unknown city and a bad quantity", async () => {
    const elsewhere = await pick({ city: "warszawa", where: `not ${offeredIn("krakow", 0)}` });
    const notOffered = await cart.raw("POST", ITEMS, {}, add(elsewhere.id, 1, "krakow"));
    expect(notOffered.status).toBe(409);
    expect((await jsonOf(notOffered)).code).toBe("PRODUCT_NOT_OFFERED");
    expect((await cart.raw("POST", ITEMS, {}, add(elsewhere.id, 1, "atlantis"))).status).toBe(404);
    expect((await cart.raw("GET", "/api/v1/cart?city=atlantis")).status).toBe(404);
    expect((await cart.raw("POST", ITEMS, {}, add(elsewhere.id, 0))).status).toBe(400);
  });

  it("re-checks the lines on a read: cuts and removals are written and reported once", async () => {
    const [lowered, sold, hidden, kept] = [await pick(), await pick(), await pick(), await pick()];
    const { id } = await cart.ok("POST", ITEMS, {}, add(lowered.id, 5));
    for (const product of [sold, hidden, kept]) await cart.ok("POST", ITEMS, { cartId: id }, add(product.id, 2));
    await setOffer(database, "warszawa", lowered.id, { stock: 3 });
    await setOffer(database, "warszawa", sold.id, { stock: 0 });
    await setOffer(database, "warszawa", hidden.id, { visible: false });

    const read = await cart.ok("GET", "/api/v1/cart?city=warszawa", { cartId: id });
    expect(read.changes).toEqual([
      { productId: lowered.id, slug: lowered.slug, name: expect.any(String), kind: "reduced", reason: "less-in-stock", from: 5, to: 3 },
      { productId: sold.id, slug: sold.slug, name: expect.any(String), kind: "removed", reason: "out-of-stock", from: 2, to: 0 },
      { productId: hidden.id, slug: hidden.slug, name: expect.any(String), kind: "removed", reason: "not-offered", from: 2, to: 0 },
    ]);
    expect(quantities(read)).toEqual({ [lowered.id]: 3, [kept.id]: 2 });
    const again = await cart.ok("GET", "/api/v1/cart?city=warszawa", { cartId: id });
    expect(again.changes).toEqual([]);
    expect(quantities(again)).toEqual({ [lowered.id]: 3, [kept.id]: 2 });
  });

  it("moves to another city: keeps what that city offers, priced there, and reports the rest", async () => {
    const both = await pick({ where: offeredIn("krakow", 3) });
    const warsawOnly = await pick({ where: `not ${offeredIn("krakow", 0)}` });
    const same = await pick({ where: offeredIn("krakow", 3) });
    const { id } = await cart.ok("POST", ITEMS, {}, add(both.id, 2));
    await cart.ok("POST", ITEMS, { cartId: id }, add(warsawOnly.id, 1));
    await cart.ok("POST", ITEMS, { cartId: id }, add(same.id, 1));
    // Krakow sells `both` for less (PLN 9.99 → 6.99) and `same` at Warsaw's price.
    const price = (slug: string, productId: number, grosze: number) =>
      database.pool.query(
        "update offers set price = $3, sale_price = null where product_id = $2 and city_id = (select id from cities where slug = $1)",
        [slug, productId, grosze],
      );
    await Promise.all([
      price("warszawa", both.id, 999),
      price("krakow", both.id, 699),
      price("warszawa", same.id, 1500),
      price("krakow", same.id, 1500),
    ]);

    const moved = await cart.ok("GET", "/api/v1/cart?city=krakow", { cartId: id });
    const krakowPrice = (await productDetail(api, "krakow", both.slug)).price;
    expect(moved.city).toBe("krakow");
    expect(krakowPrice.unit).toBe(699);
    expect(moved.lines.map((line) => [line.product.id, line.quantity, line.unitPrice])).toEqual([
      [both.id, 2, 699],
      [same.id, 1, 1500],
    ]);
    // The removed line, then the re-priced one (old → new unit price); the unchanged price is not a change.
    expect(moved.changes).toMatchObject([
      { productId: warsawOnly.id, kind: "removed", reason: "not-offered", from: 1, to: 0 },
      { productId: both.id, kind: "repriced", reason: "price-changed", from: 2, to: 2, priceFrom: 999, priceTo: 699 },
    ]);
    expect(moved.changes).toHaveLength(2);
    // The dialog names the product even though the new city has no card of it.
    expect(moved.changes[0]?.name).toBe((await productDetail(api, "warszawa", warsawOnly.slug)).name);
    const { rows } = await database.pool.query("select city_id from carts where id = $1", [id]);
    expect(rows[0].city_id).toBe(await cityIdOf(database, "krakow"));
    expect((await cart.ok("GET", "/api/v1/cart?city=krakow", { cartId: id })).changes).toEqual([]);
  });

  it("says how much is missing to free delivery: the lowest threshold of the deliveries the cart may use", async () => {
    const product = await pick({ tpd: false, minStock: 3 });
    const { rows } = await database.pool.query<{ free_from: number }>(
      `select min(free_from) as free_from from delivery_fees where fee > 0 and free_from is not null
         and city_id = (select id from cities where slug = 'warszawa')`,
    );
    const threshold = Number(rows[0]?.free_from);
    await database.pool.query(
      "update offers set price = $2, sale_price = null where product_id = $1 and city_id = (select id from cities where slug = 'warszawa')",
      [product.id, threshold - 3700],
    );
    const added = await cart.ok("POST", ITEMS, {}, add(product.id, 1));
    expect(added.freeDelivery).toEqual({ threshold, remaining: 3700 });
    const two = await cart.ok("PUT", `${ITEMS}/${product.id}`, { cartId: added.id }, { city: "warszawa", quantity: 2 });
    expect(two.freeDelivery).toEqual({ threshold, remaining: 0 });
  });

  it("counts both of two adds racing on one cart", async () => {
    const product = await pick({ minStock: 10 });
    const { id } = await cart.ok("POST", ITEMS, {}, add(product.id, 1));
    await Promise.all([
      cart.ok("POST", ITEMS, { cartId: id }, add(product.id, 2)),
      cart.ok("POST", ITEMS, { cartId: id }, add(product.id, 3)),
    ]);
    expect(await stored(id as string)).toEqual([{ product_id: product.id, quantity: 6 }]);
  });
});

describe("a customer's cart", () => {
  it("is found by the token, shows no id, and is never reached by its id from another caller", async () => {
    const product = await pick();
    const user = await createUser(database, "cartowner");
    const mine = await cart.ok("POST", ITEMS, { token: user.token }, add(product.id, 2));
    expect(mine.id).toBeNull();
    expect(quantities(await cart.ok("GET", "/api/v1/cart?city=warszawa", { token: user.token }))).toEqual({ [product.id]: 2 });

    const { rows } = await database.pool.query<{ id: string }>("select id from carts where user_id = $1", [user.id]);
    const ownerCartId = rows[0]?.id as string;
    expect(await cart.ok("GET", "/api/v1/cart?city=warszawa", { cartId: ownerCartId })).toMatchObject({ id: null, lines: [] });
    const stranger = await cart.ok("POST", ITEMS, { cartId: ownerCartId }, add(product.id, 1));
    expect(stranger.id).not.toBe(ownerCartId);
    expect(quantities(stranger)).toEqual({ [product.id]: 1 });
    expect(await stored(ownerCartId)).toEqual([{ product_id: product.id, quantity: 2 }]);
  });

  it("gets one cart when two first adds race, and both count", async () => {
    const product = await pick({ minStock: 10 });
    const user = await createUser(database, "racer");
    await Promise.all([
      cart.ok("POST", ITEMS, { token: user.token }, add(product.id, 1)),
      cart.ok("POST", ITEMS, { token: user.token }, add(product.id, 2)),
    ]);
    const { rows } = await database.pool.query("select id from carts where user_id = $1", [user.id]);
    expect(rows).toHaveLength(1);
    expect(await stored(rows[0].id)).toEqual([{ product_id: product.id, quantity: 3 }]);
  });

  it("merges a visitor's cart: quantities added, cut to stock, the visitor's cart deleted", async () => {
    const [shared, visitorOnly, mineOnly] = [await pick({ minStock: 6 }), await pick(), await pick()];
    await setOffer(database, "warszawa", shared.id, { stock: 4 });
    const user = await createUser(database, "merger");
    await cart.ok("POST", ITEMS, { token: user.token }, add(shared.id, 2));
    await cart.ok("POST", ITEMS, { token: user.token }, add(mineOnly.id, 1));
    const { id } = await cart.ok("POST", ITEMS, {}, add(shared.id, 3));
    await cart.ok("POST", ITEMS, { cartId: id }, add(visitorOnly.id, 2));

    expect((await cart.raw("POST", "/api/v1/cart/merge", {}, { city: "warszawa", cartId: id })).status).toBe(401);
    const merged = await cart.ok("POST", "/api/v1/cart/merge", { token: user.token }, { city: "warszawa", cartId: id });
    expect(merged.id).toBeNull();
    expect(quantities(merged)).toEqual({ [shared.id]: 4, [mineOnly.id]: 1, [visitorOnly.id]: 2 });
    expect(merged.changes).toMatchObject([{ productId: shared.id, kind: "reduced", reason: "less-in-stock", from: 5, to: 4 }]);
    expect((await database.pool.query("select 1 from carts where id = $1", [id])).rows).toEqual([]);

    // Merging it again, or another customer's cart, changes nothing.
    const other = await createUser(database, "bystander");
    await cart.ok("POST", ITEMS, { token: other.token }, add(mineOnly.id, 1));
    const { rows } = await database.pool.query<{ id: string }>("select id from carts where user_id = $1", [other.id]);
    for (const cartId of [id as string, rows[0]?.id as string]) {
      const same = await cart.ok("POST", "/api/v1/cart/merge", { token: user.token }, { city: "warszawa", cartId });
      expect(quantities(same)).toEqual(quantities(merged));
      expect(same.changes).toEqual([]);
    }
    expect(await stored(rows[0]?.id as string)).toEqual([{ product_id: mineOnly.id, quantity: 1 }]);
  });

  it("prices a wholesale customer's line at the tier once the quantity reaches it", async () => {
    const product = await pick({
      where: `exists (select 1 from wholesale_tiers w where w.city_id = o.city_id and w.product_id = p.id
        and w.price < coalesce(o.sale_price, o.price) and w.min_quantity <= o.stock)`,
    });
    const user = await createUser(database, "wholesaler", { businessStatus: "approved", businessKind: "wholesale" });
    const detail = await productDetail(api, "warszawa", product.slug, { token: user.token });
    const tier = detail.price.wholesaleTiers[0];
    if (!tier) throw new Error("the product page shows no tier");
    const below = await cart.ok("POST", ITEMS, { token: user.token }, add(product.id, tier.minQuantity - 1));
    expect(below.lines[0]).toMatchObject({ unitPrice: detail.price.unit, priceKind: detail.price.kind });
    const at = await cart.ok("PUT", `${ITEMS}/${product.id}`, { token: user.token }, { city: "warszawa", quantity: tier.minQuantity });
    expect(at.lines[0]).toMatchObject({ unitPrice: tier.price, priceKind: "wholesale", lineTotal: tier.price * tier.minQuantity });
    // A retail visitor pays the retail price at the same quantity.
    const retail = await cart.ok("POST", ITEMS, {}, add(product.id, tier.minQuantity));
    expect(retail.lines[0]?.unitPrice).toBe((await productDetail(api, "warszawa", product.slug)).price.unit);
  });
});
