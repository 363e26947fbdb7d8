import type { Cart, CheckoutOptions } from "@shop/contracts";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { isOpenAt, PICKUP_LEAD_MS, type WeeklyHours } from "@shop/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, createUser } from "./cabinet-fixture";
import { apiOfBrand, cartClient, productPicker, type TestProduct } from "./cart-fixture";
import { apiOn } from "./helpers";
import { activeStores, spreadStock } from "./store-stock-fixture";

let database: TestDatabase;
let api: Api;
let second: Api;
let tpd: TestProduct;
let plain: TestProduct;

const ALL_DELIVERIES = ["local-pickup", "parcel-locker", "post-box", "weekend-delivery", "courier"];
const OPTIONS = "/api/v1/checkout/options?city=warszawa";

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  second = apiOfBrand(database, "second");
  const pick = productPicker(database);
  tpd = await pick({ tpd: true });
  plain = await pick({ tpd: false });
});
afterAll(() => database?.close());

async function options(on: Api, who: { token?: string; cartId?: string | null } = {}, path = OPTIONS): Promise<CheckoutOptions> {
  const response = await caller(on)("GET", path, who.token, undefined, who.cartId ? { "X-Cart-Id": who.cartId } : {});
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return body as CheckoutOptions;
}

/** A visitor cart (or the customer's) holding the products. */
async function cartWith(products: TestProduct[], token?: string): Promise<Cart> {
  const client = cartClient(api);
  let answer: Cart | undefined;
  for (const product of products)
    answer = await client.ok(
      "POST",
      "/api/v1/cart/items",
      { token, cartId: answer?.id },
      { city: "warszawa", productId: product.id, quantity: 1 },
    );
  if (!answer) throw new Error("no products");
  return answer;
}

const deliveries = (answer: CheckoutOptions) => Object.fromEntries(answer.deliveries.map((d) => [d.method, d.payments]));

describe("GET /api/v1/checkout/options", () => {
  it("offers a retail customer's TPD cart local pickup paid in store only", async () => {
    const { id } = await cartWith([plain, tpd]);
    const answer = await options(api, { cartId: id });
    expect(deliveries(answer)).toEqual({ "local-pickup": ["in-store"] });
    expect(answer).toMatchObject({ restriction: "tpd-pickup-only", customerKind: "retail", city: "warszawa" });
  });

  it("offers everything to an empty or non-TPD cart, and every delivery to an approved business with TPD", async () => {
    const empty = await options(api);
    expect(empty.restriction).toBeNull();
    expect(deliveries(empty)).toEqual({
      "local-pickup": ["in-store", "online", "crypto"],
      "parcel-locker": ["online", "crypto"],
      "post-box": ["online", "crypto"],
      "weekend-delivery": ["online", "crypto"],
      courier: ["online", "crypto"],
    });
    expect(empty.cryptoPayMinutes).toBe(30); // spec: crypto is confirmed within 30 minutes
    const { id } = await cartWith([plain]);
    expect(deliveries(await options(api, { cartId: id }))).toEqual(deliveries(empty));

    const business = await createUser(database, "bizopts", { businessStatus: "approved", businessKind: "wholesale" });
    await cartWith([tpd], business.token);
    const answer = await options(api, { token: business.token });
    expect(answer.deliveries.map((d) => d.method)).toEqual(ALL_DELIVERIES);
    expect(answer).toMatchObject({ restriction: null, customerKind: "wholesale" });
  });

  it("charges the city's delivery fees", async () => {
    for (const city of ["warszawa", "krakow"]) {
      const { rows } = await database.pool.query(
        "select f.method, f.fee, f.free_from from delivery_fees f join cities c on c.id = f.city_id where c.slug = $1",
        [city],
      );
      expect(rows.length).toBeGreaterThan(0);
      const answer = await options(api, {}, `/api/v1/checkout/options?city=${city}`);
      const fees = Object.fromEntries(answer.deliveries.map((d) => [d.method, { fee: d.fee, freeFrom: d.freeFrom }]));
      expect(fees).toEqual(Object.fromEntries(rows.map((row) => [row.method, { fee: row.fee, freeFrom: row.free_from }])));
    }
  });

  it("lists the city's active stores in order, with pickup slots inside opening hours from an hour ahead", async () => {
    const { rows } = await database.pool.query("select id from stores where city_id = 1 and active order by sort_order, id");
    const before = Date.now();
    const answer = await options(api);
    expect(answer.stores.map((store) => store.id)).toEqual(rows.map((row) => row.id));
    for (const store of answer.stores) {
      expect(store.slots.length).toBeGreaterThan(0);
      for (const slot of store.slots) {
        const instant = new Date(slot);
        expect(isOpenAt(store.openingHours as WeeklyHours, instant), `${slot} at store ${store.id}`).toBe(true);
        expect(instant.getTime()).toBeGreaterThanOrEqual(before + PICKUP_LEAD_MS);
      }
    }
    expect((await caller(api)("GET", "/api/v1/checkout/options?city=atlantis")).status).toBe(404);
  });

  it("in a brand without pickup or cash: retail TPD cannot be ordered, other carts lose pickup and in-store payment", async () => {
    const { id: tpdCart } = await cartWith([tpd]);
    const refused = await options(second, { cartId: tpdCart });
    expect(refused).toMatchObject({ deliveries: [], restriction: "tpd-not-orderable" });

    const { id: plainCart } = await cartWith([plain]);
    const answer = await options(second, { cartId: plainCart });
    expect(answer.deliveries.map((d) => d.method)).toEqual(ALL_DELIVERIES.filter((method) => method !== "local-pickup"));
    expect(answer.deliveries.flatMap((d) => d.payments)).not.toContain("in-store");
    expect(answer.restriction).toBe("pickup-unavailable");
  });
});

describe("the pickup stores and the cart's stock (issue 19)", () => {
  const client = () => cartClient(api);
  /** A visitor cart of these lines, and the options for it in a language. */
  async function optionsFor(lines: Array<[TestProduct | { id: number }, number]>, locale = "en"): Promise<CheckoutOptions> {
    let cartId: string | null = null;
    for (const [product, quantity] of lines)
      cartId = (await client().ok("POST", "/api/v1/cart/items", { cartId }, { city: "warszawa", productId: product.id, quantity })).id;
    const response = await caller(api)("GET", OPTIONS, null, undefined, { "X-Cart-Id": cartId ?? "", Locale: locale });
    expect(response.status).toBe(200);
    return (await response.json()) as CheckoutOptions;
  }
  const nameOf = async (productId: number, locale: string) =>
    (
      await database.pool.query<{ name: string }>("select name from product_texts where product_id = $1 and locale = $2", [
        productId,
        locale,
      ])
    ).rows[0]?.name;
  let more: ReturnType<typeof productPicker>;
  beforeAll(() => {
    more = productPicker(database);
  });
  const another = () => more({ tpd: false, where: `p.id not in (${tpd.id}, ${plain.id})` });

  it("lists the stores holding the whole cart first and says what each other store lacks: how many it has of how many", async () => {
    const stores = await activeStores(database, "warszawa");
    expect(stores).toHaveLength(3);
    const [shisha, coal] = [await another(), await another()];
    await spreadStock(database, "warszawa", shisha.id, [1, 3, 0]);
    await spreadStock(database, "warszawa", coal.id, [2, 1, 0]);
    const answer = await optionsFor(
      [
        [shisha, 2],
        [coal, 1],
      ],
      "pl",
    );
    const [first, second, third] = stores as [(typeof stores)[0], (typeof stores)[0], (typeof stores)[0]];
    expect(answer.stores.map((store) => [store.id, store.complete])).toEqual([
      [second.id, true],
      [first.id, false],
      [third.id, false],
    ]);
    const shishaPl = await nameOf(shisha.id, "pl");
    expect(answer.stores.map((store) => store.missing)).toEqual([
      [],
      [{ productId: shisha.id, name: shishaPl, wanted: 2, available: 1 }],
      [
        { productId: shisha.id, name: shishaPl, wanted: 2, available: 0 },
        { productId: coal.id, name: await nameOf(coal.id, "pl"), wanted: 1, available: 0 },
      ],
    ]);
    // Slots, hours and the rest of a store are as before.
    expect(answer.stores.every((store) => store.slots.length > 0 && store.openingHours.length > 0)).toBe(true);
  });

  it("counts a bundle line as its items, summed with a line of the same product", async () => {
    const { rows } = await database.pool.query<{ id: number }>(
      `select p.id from products p join offers o on o.product_id = p.id and o.city_id = 1 and o.visible
       where p.kind = 'bundle' and not exists (
         select 1 from bundle_items bi left join offers io on io.product_id = bi.product_id and io.city_id = 1 and io.visible
         where bi.bundle_id = p.id and io.product_id is null)
       order by p.id limit 1`,
    );
    const bundle = rows[0] as { id: number };
    const items = (
      await database.pool.query<{ product_id: number; quantity: number }>(
        "select product_id, quantity from bundle_items where bundle_id = $1 order by product_id",
        [bundle.id],
      )
    ).rows;
    const [item] = items as [(typeof items)[0]];
    for (const other of items.slice(1)) await spreadStock(database, "warszawa", other.product_id, [50, 50, 50]);
    // The first store holds the item for the bundle but not for the line beside it; the third has none.
    await spreadStock(database, "warszawa", item.product_id, [item.quantity, item.quantity + 1, 0]);
    const answer = await optionsFor([
      [bundle, 1],
      [{ id: item.product_id }, 1],
    ]);
    const stores = await activeStores(database, "warszawa");
    const name = await nameOf(item.product_id, "en");
    expect(answer.stores.map((store) => [store.id, store.missing])).toEqual([
      [stores[1]?.id, []],
      [stores[0]?.id, [{ productId: item.product_id, name, wanted: item.quantity + 1, available: item.quantity }]],
      [stores[2]?.id, [{ productId: item.product_id, name, wanted: item.quantity + 1, available: 0 }]],
    ]);
  });

  it("keeps the shop's order when no store holds the whole cart", async () => {
    const stores = await activeStores(database, "warszawa");
    const [left, right] = [await another(), await another()];
    await spreadStock(database, "warszawa", left.id, [2, 0, 0]);
    await spreadStock(database, "warszawa", right.id, [0, 2, 1]);
    const answer = await optionsFor([
      [left, 1],
      [right, 1],
    ]);
    expect(answer.stores.map((store) => [store.id, store.complete, store.missing.map((m) => m.productId)])).toEqual([
      [stores[0]?.id, false, [right.id]],
      [stores[1]?.id, false, [left.id]],
      [stores[2]?.id, false, [left.id]],
    ]);
  });
});
