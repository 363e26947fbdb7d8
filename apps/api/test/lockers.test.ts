// InPost parcel lockers (issue 19; docs/orders.md "InPost parcel lockers"), against the Points API's local stand-in
// over real HTTP: the checkout's search (what the one text box means, nearest first, 503 when InPost cannot be asked),
// and placing an order with a locker: the server looks the code up and stores its address and description; an
// unknown or broken locker is refused at its field in the customer's language, with nothing changed; InPost down
// means no order, but a retry of an order placed before still gets it.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inpostLockers } from "../src/delivery/inpost/lockers";
import { InPostPointsClient } from "../src/delivery/inpost/points-client";
import { InPostPointsStandIn } from "../src/delivery/inpost/points-stand-in";
import { type Api, caller, createUser, emailsTo, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { cartItemsOf, countRows, fillCart, type Products, pickProducts, pickupOrder, standardOffers, stockOf } from "./order-fixture";

let database: TestDatabase;
let standIn: InPostPointsStandIn;
let call: ReturnType<typeof caller>;
let products: Products;
/** While true, InPost "cannot be reached" (the shop's fetch fails as on a network error). */
let inpostDown = false;

/** An API whose lockers ask the stand-in over HTTP, with a cache of its own. */
function apiWithLockers(baseUrl: string): Api {
  const fetchUnlessDown: typeof fetch = (input, init) => (inpostDown ? Promise.reject(new TypeError("fetch failed")) : fetch(input, init));
  const lockers = inpostLockers(new InPostPointsClient({ baseUrl, fetch: fetchUnlessDown }));
  return apiOn(database, { lockers }).api;
}

const search = (query: string, locale = "en") =>
  call("GET", `/api/v1/city/warszawa/lockers${query ? `?q=${encodeURIComponent(query)}` : ""}`, null, undefined, { Locale: locale });

beforeAll(async () => {
  database = await createTestDatabase();
  standIn = new InPostPointsStandIn();
  call = caller(apiWithLockers(await standIn.start()));
  products = await pickProducts(database);
});
afterAll(async () => {
  await standIn?.stop();
  await database?.close();
});
beforeEach(async () => {
  inpostDown = false;
  await standardOffers(database, products);
});

describe("GET /city/{city}/lockers", () => {
  it("without a text, the ten working lockers nearest the city's centre", async () => {
    const response = await search("");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    const { kind, lockers } = await jsonOf(response);
    expect(kind).toBe("nearby");
    expect(lockers).toHaveLength(10);
    expect(lockers[0]).toEqual({
      code: expect.stringMatching(/^WAW/),
      name: expect.any(String),
      address: expect.stringMatching(/, 0\d-\d{3} Warszawa$/),
      openingHours: expect.any(String),
      open247: expect.any(Boolean),
      distance: expect.any(Number),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    const distances = lockers.map((locker: { distance: number }) => locker.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(2_000);
  });

  it("reads a postcode, a locker's code, a shop city in another language and a street", async () => {
    const postcode = await jsonOf(await search("80-827"));
    expect(postcode.kind).toBe("postcode");
    expect(postcode.lockers[0].address).toMatch(/Gdańsk$/);
    expect(postcode.lockers[0].distance).toBeLessThan(1_000);

    expect(await jsonOf(await search("waw 01m"))).toMatchObject({ kind: "code", lockers: [{ code: "WAW01M", distance: null }] });

    const city = await jsonOf(await search("Краків"));
    expect(city.kind).toBe("city");
    expect(city.lockers).toHaveLength(10);
    expect(city.lockers.every((locker: { address: string }) => locker.address.endsWith(" Kraków"))).toBe(true);

    const street = await jsonOf(await search("Marszałkowska"));
    expect(street.kind).toBe("street");
    expect(street.lockers.length).toBeGreaterThan(2);
    for (const locker of street.lockers)
      expect(locker).toMatchObject({ address: expect.stringMatching(/^Marszałkowska \d+/), distance: null });
  });

  it("answers an empty list when nothing matches, 404 for an unknown city, 400 for a text too long", async () => {
    expect(await jsonOf(await search("Nieistniejąca"))).toEqual({ kind: "street", lockers: [] });
    expect((await call("GET", "/api/v1/city/atlantis/lockers")).status).toBe(404);
    const long = await search("x".repeat(101));
    expect(long.status).toBe(400);
    expect(await jsonOf(long)).toMatchObject({ code: "VALIDATION_FAILED" });
  });

  it("answers 503 in the caller's language when InPost cannot be asked", async () => {
    inpostDown = true;
    const response = await search("02-515", "pl");
    expect(response.status).toBe(503);
    expect(await jsonOf(response)).toEqual({
      statusCode: 503,
      code: "LOCKERS_UNAVAILABLE",
      message: "Usługa paczkomatów InPost teraz nie odpowiada. Spróbuj ponownie za kilka minut albo wybierz inną dostawę.",
    });
  });
});

describe("placing an order to a parcel locker", () => {
  const lockerOrder = (lockerCode: string) => ({
    ...pickupOrder({ storeId: 0, pickupAt: "" }),
    delivery: { method: "parcel-locker", lockerCode },
    payment: "crypto",
  });
  const place = (user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
    call("POST", "/api/v1/orders", user.token, body, headers);

  async function snapshot(user: TestUser) {
    return {
      orders: await countRows(database, "orders", "user_id = $1", [user.id]),
      emails: (await emailsTo(database, user.email)).length,
      cart: await cartItemsOf(database, user.id),
      stock: await stockOf(database, products.plain),
    };
  }

  it("stores the code as InPost spells it, with the locker's description and address, and shows them", async () => {
    const user = await createUser(database, "locker-ok");
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 1 }]);
    const response = await place(user, lockerOrder("waw01m"));
    expect(response.status).toBe(201);
    const placed = await jsonOf(response);
    const point = standIn.points.find((candidate) => candidate.name === "WAW01M");
    const locker = {
      lockerCode: "WAW01M",
      lockerName: point?.location_description,
      lockerAddress: `${point?.address.line1}, ${point?.address.line2}`,
    };
    expect(placed.order.details.delivery).toMatchObject({ method: "parcel-locker", ...locker });
    const { rows } = await database.pool.query("select locker_code, locker_name, locker_address from orders where id = $1", [
      placed.order.id,
    ]);
    expect(rows[0]).toEqual({ locker_code: locker.lockerCode, locker_name: locker.lockerName, locker_address: locker.lockerAddress });
    const view = await jsonOf(await call("GET", `/api/v1/orders/${placed.order.id}`, user.token));
    expect(view.details.delivery).toMatchObject(locker);
  });

  it("refuses a locker InPost does not know, or one out of order, at its field in the customer's language, changing nothing", async () => {
    const user = await createUser(database, "locker-unknown");
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 2 }]);
    const before = await snapshot(user);
    const broken = standIn.points.find((point) => point.status !== "Operating")?.name as string;
    for (const code of ["WAW99999X", broken, "no such locker!"]) {
      const response = await place(user, lockerOrder(code), { Locale: "uk" });
      expect(response.status, code).toBe(400);
      expect(await jsonOf(response)).toMatchObject({
        code: "VALIDATION_FAILED",
        issues: [
          { path: "delivery.lockerCode", message: "Немає робочого поштомату InPost з цим кодом. Оберіть поштомат із результатів пошуку." },
        ],
      });
    }
    expect(await snapshot(user)).toEqual(before);
  });

  it("places nothing while InPost cannot be asked, yet a retry of an order placed before gets that order", async () => {
    const user = await createUser(database, "locker-down");
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 1 }]);
    const key = { "Idempotency-Key": `locker-down-${Date.now()}` };
    const placed = await jsonOf(await place(user, lockerOrder("KRA01M"), key));
    expect(placed.order.details.delivery).toMatchObject({ lockerCode: "KRA01M", lockerAddress: expect.stringMatching(/Kraków$/) });

    // A locker no search showed this process: InPost must be asked, and cannot be.
    const other = await createUser(database, "locker-down-2");
    await fillCart(database, other.id, [{ productId: products.plain, quantity: 1 }]);
    const before = await snapshot(other);
    inpostDown = true;
    const refused = await place(other, lockerOrder("WRO01M"), { Locale: "ru" });
    expect(refused.status).toBe(503);
    expect(await jsonOf(refused)).toMatchObject({
      code: "LOCKERS_UNAVAILABLE",
      message: expect.stringMatching(/^Сервис постаматов InPost сейчас не отвечает, поэтому заказ не оформлен/),
    });
    expect(await snapshot(other)).toEqual(before);

    // Another process (a cache of its own) gets the retry: it cannot ask InPost either, and answers the order.
    const elsewhere = caller(apiWithLockers(standIn.baseUrl));
    const retry = await elsewhere("POST", "/api/v1/orders", user.token, lockerOrder("KRA01M"), key);
    expect(retry.status).toBe(200);
    expect((await jsonOf(retry)).order.id).toBe(placed.order.id);
  });
});
