import type { Cart, CheckoutOptions } from "@shop/contracts";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { isOpenAt, PICKUP_LEAD_MS, type WeeklyHours } from "@shop/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, createUser } from "./cabinet-fixture";
import { apiOfBrand, cartClient, productPicker, type TestProduct } from "./cart-fixture";
import { apiOn } from "./helpers";

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
