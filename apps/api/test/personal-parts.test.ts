// GET /api/v1/personal (issue 37; docs/adr/0030): a shared page's own parts for its visitor in one call.
import type { PersonalParts } from "@shop/contracts";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createUser, jsonOf } from "./cabinet-fixture";
import { cartClient, productPicker, setOffer } from "./cart-fixture";
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

const PERSONAL = "/api/v1/personal?city=warszawa";

async function personal(who: { token?: string; cartId?: string } = {}, path = PERSONAL): Promise<PersonalParts> {
  const response = await cart.raw("GET", path, who);
  const body = await jsonOf(response);
  expect(response.status, JSON.stringify(body)).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return body as PersonalParts;
}

describe("a page's personal parts", () => {
  it("are empty for a visitor without a cart or a session", async () => {
    expect(await personal()).toEqual({ user: null, priceKind: "retail", cart: { id: null, itemCount: 0 }, changes: [], favourites: [] });
  });

  it("count a visitor's cart, and tell once what the shop had to change in it", async () => {
    const [kept, cut] = [await pick({ minStock: 6 }), await pick({ minStock: 6 })];
    const first = await cart.ok("POST", "/api/v1/cart/items", {}, { city: "warszawa", productId: kept.id, quantity: 2 });
    const cartId = first.id as string;
    await cart.ok("POST", "/api/v1/cart/items", { cartId }, { city: "warszawa", productId: cut.id, quantity: 5 });
    expect(await personal({ cartId })).toEqual({
      user: null,
      priceKind: "retail",
      cart: { id: cartId, itemCount: 7 },
      changes: [],
      favourites: [],
    });

    await setOffer(database, "warszawa", cut.id, { stock: 3 });
    const after = await personal({ cartId });
    expect(after.cart).toEqual({ id: cartId, itemCount: 5 });
    expect(after.changes).toEqual([expect.objectContaining({ productId: cut.id, kind: "reduced", from: 5, to: 3 })]);
    // Told once: the cart page read next finds the cut already made.
    expect((await personal({ cartId })).changes).toEqual([]);
    expect((await cart.ok("GET", "/api/v1/cart?city=warszawa", { cartId })).itemCount).toBe(5);
  });

  it("name the signed-in customer and the price kind they pay; a dead token is a visitor, not an error", async () => {
    const business = await createUser(database, "personal-biz", { businessStatus: "approved", businessKind: "wholesale" });
    const parts = await personal({ token: business.token });
    expect(parts.user).toEqual({ firstName: business.firstName, email: business.email });
    expect(parts.priceKind).toBe("wholesale");
    expect(parts.cart).toEqual({ id: null, itemCount: 0 });

    await database.pool.query("update sessions set revoked_at = now() where user_id = $1", [business.id]);
    expect(await personal({ token: business.token })).toMatchObject({ user: null, priceKind: "retail" });
  });

  it("refuse a city that does not exist, in the caller's language", async () => {
    const response = await cart.raw("GET", "/api/v1/personal?city=atlantis", { locale: "pl" });
    expect(response.status).toBe(404);
    expect(await jsonOf(response)).toMatchObject({ statusCode: 404 });
    expect((await cart.raw("GET", "/api/v1/personal?city=Not%20a%20slug")).status).toBe(400);
  });
});
