// Back office: cities, stores and delivery fees (apps/api/src/routes/staff-cities.ts): a city manager edits
// their city's stores and fees only (another city's answer 404), admins also create cities and change their
// names; bad input is refused in the caller's language and changes nothing; every change is audited and drops
// the storefront's caches.
import { CITY_FIELD_MESSAGES } from "@shop/contracts";
import { schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../src";
import { createRateLimits } from "../src/security/rate-limits";
import { type Api, caller, createUser, demoSession, jsonOf, type TestUser } from "./cabinet-fixture";
import { BUILD, TEST_ORIGIN } from "./helpers";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let manager: TestUser;
let changes = 0;

const WEEK = [
  { day: 1, opens: "08:00", closes: "20:00" },
  { day: 2, opens: "08:00", closes: "20:00" },
  { day: 3, opens: "08:00", closes: "20:00" },
  { day: 4, opens: "08:00", closes: "20:00" },
  { day: 5, opens: "08:00", closes: "22:30" },
  { day: 6, opens: "10:00", closes: "16:00" },
];
const storeBody = (overrides: Record<string, unknown> = {}) => ({
  address: "ul. Testowa 1, 31-001 Kraków",
  phone: "+48 12 000 00 00",
  openingHours: WEEK,
  latitude: 50.06,
  longitude: 19.94,
  active: true,
  pickupSlotCapacity: 4,
  ...overrides,
});
const storeOf = async (city: string) =>
  Number(
    (
      await database.pool.query("select s.id from stores s join cities c on c.id = s.city_id where c.slug = $1 order by s.id limit 1", [
        city,
      ])
    ).rows[0].id,
  );
const storedStore = async (id: number) => (await database.pool.query("select * from stores where id = $1", [id])).rows[0];
const auditRows = async (action: string) =>
  (
    await database.pool.query("select actor_user_id, entity_id, city_id, before, after from audit_log where action = $1 order by id", [
      action,
    ])
  ).rows;

beforeAll(async () => {
  database = await createTestDatabase();
  // The API as apiOn makes it, plus a counter of "content changed" signals.
  api = createApi({
    database,
    logger: pino({ level: "silent" }),
    build: () => BUILD,
    development: false,
    publicOrigins: [TEST_ORIGIN],
    brand: "default",
    limits: createRateLimits(),
    contentChanged: () => changes++,
  });
  call = caller(api);
  admin = await demoSession(database, "admin");
  manager = await createUser(database, "city-manager", { role: "staff", staffRole: "city-manager" });
  const krakow = (await database.pool.query("select id from cities where slug = 'krakow'")).rows[0].id;
  await database.db.insert(schema.staffCities).values({ userId: manager.id, cityId: krakow });
});
afterAll(() => database?.close());

describe("a city manager", () => {
  it("sees only their city, with its stores and every delivery method's fee", async () => {
    const list = await jsonOf(await call("GET", "/api/v1/staff/cities", manager.token));
    expect(list.items.map((city: { slug: string }) => city.slug)).toEqual(["krakow"]);
    const city = await jsonOf(await call("GET", "/api/v1/staff/cities/krakow", manager.token));
    const stores = (
      await database.pool.query("select count(*)::int as n from stores s join cities c on c.id = s.city_id where c.slug = 'krakow'")
    ).rows[0].n;
    expect(city).toMatchObject({ slug: "krakow", names: { en: "Kraków", pl: "Kraków" }, active: true, storeCount: stores });
    expect(city.stores).toHaveLength(stores);
    expect(city.stores[0]).toMatchObject({ id: await storeOf("krakow"), pickupSlotCapacity: null, active: true });
    expect(city.deliveryFees.map((fee: { method: string }) => fee.method)).toEqual([
      "local-pickup",
      "parcel-locker",
      "post-box",
      "weekend-delivery",
      "courier",
    ]);
    expect((await call("GET", "/api/v1/staff/cities/warszawa", manager.token)).status).toBe(404);
    expect((await call("GET", "/api/v1/staff/cities/nowhere", admin.token)).status).toBe(404);
    const all = await jsonOf(await call("GET", "/api/v1/staff/cities", admin.token));
    expect(all.items.map((item: { slug: string }) => item.slug)).toEqual(expect.arrayContaining(["warszawa", "krakow", "wroclaw"]));
  });

  it("changes their store's hours and capacity (audited with before and after), not another city's store (404)", async () => {
    const id = await storeOf("krakow");
    const before = await storedStore(id);
    const seen = changes;
    const response = await call("PUT", `/api/v1/staff/cities/krakow/stores/${id}`, manager.token, storeBody());
    expect(response.status).toBe(200);
    const saved = await jsonOf(response);
    expect(saved).toMatchObject({ id, openingHours: WEEK, pickupSlotCapacity: 4, sortOrder: before.sort_order });
    expect((await storedStore(id)).opening_hours).toEqual(WEEK);
    expect(changes).toBe(seen + 1);
    const [entry] = (await auditRows("store.update")).filter((row) => row.entity_id === String(id));
    expect(entry).toMatchObject({
      actor_user_id: manager.id,
      city_id: before.city_id,
      before: { address: before.address, openingHours: before.opening_hours, pickupSlotCapacity: null },
      after: { address: "ul. Testowa 1, 31-001 Kraków", openingHours: WEEK, pickupSlotCapacity: 4 },
    });

    const warsaw = await storeOf("warszawa");
    const warsawBefore = await storedStore(warsaw);
    expect((await call("PUT", `/api/v1/staff/cities/warszawa/stores/${warsaw}`, manager.token, storeBody())).status).toBe(404);
    expect((await call("PUT", `/api/v1/staff/cities/krakow/stores/${warsaw}`, manager.token, storeBody())).status).toBe(404);
    expect((await call("PUT", `/api/v1/staff/cities/krakow/stores/${warsaw}`, admin.token, storeBody())).status).toBe(404);
    expect((await call("POST", "/api/v1/staff/cities/warszawa/stores", manager.token, storeBody())).status).toBe(404);
    const fee = { fees: [{ method: "courier", fee: 1, freeFrom: null }] };
    expect((await call("PUT", "/api/v1/staff/cities/warszawa/delivery-fees", manager.token, fee)).status).toBe(404);
    expect(await storedStore(warsaw)).toEqual(warsawBefore);

    // The same values again change nothing and add no audit row.
    expect((await call("PUT", `/api/v1/staff/cities/krakow/stores/${id}`, manager.token, storeBody())).status).toBe(200);
    expect((await auditRows("store.update")).filter((row) => row.entity_id === String(id))).toHaveLength(1);
  });

  it("gets bad hours refused with a message in their language, and nothing changes", async () => {
    const id = await storeOf("krakow");
    const before = await storedStore(id);
    const audits = (await auditRows("store.update")).length;
    const bad: Array<[unknown, string, string]> = [
      [[{ day: 1, opens: "18:00", closes: "09:00" }], "openingHours.0.closes", CITY_FIELD_MESSAGES.closesAfterOpens.pl],
      [[{ day: 2, opens: "10:00", closes: "10:00" }], "openingHours.0.closes", CITY_FIELD_MESSAGES.closesAfterOpens.pl],
      [[{ day: 1, opens: "9:00", closes: "17:00" }], "openingHours.0.opens", CITY_FIELD_MESSAGES.hoursFormat.pl],
      [[{ day: 1, opens: "09:00", closes: "24:30" }], "openingHours.0.closes", CITY_FIELD_MESSAGES.hoursFormat.pl],
      [[{ day: 8, opens: "09:00", closes: "17:00" }], "openingHours.0.day", CITY_FIELD_MESSAGES.dayRange.pl],
      [
        [
          { day: 3, opens: "09:00", closes: "17:00" },
          { day: 3, opens: "18:00", closes: "19:00" },
        ],
        "openingHours.1.day",
        CITY_FIELD_MESSAGES.dayTwice.pl,
      ],
    ];
    for (const [openingHours, path, message] of bad) {
      const response = await call("PUT", `/api/v1/staff/cities/krakow/stores/${id}`, manager.token, storeBody({ openingHours }), {
        Locale: "pl",
      });
      expect(response.status, JSON.stringify(openingHours)).toBe(400);
      const body = await jsonOf(response);
      expect(body.code).toBe("VALIDATION_FAILED");
      expect(body.issues).toContainEqual({ path, message });
    }
    const capacity = await call("PUT", `/api/v1/staff/cities/krakow/stores/${id}`, manager.token, storeBody({ pickupSlotCapacity: 0 }), {
      Locale: "uk",
    });
    expect(capacity.status).toBe(400);
    expect((await jsonOf(capacity)).issues).toEqual([{ path: "pickupSlotCapacity", message: CITY_FIELD_MESSAGES.capacityRange.uk }]);
    expect((await call("PUT", `/api/v1/staff/cities/krakow/stores/${id}`, manager.token, storeBody({ latitude: 91 }))).status).toBe(400);
    expect(await storedStore(id)).toEqual(before);
    expect(await auditRows("store.update")).toHaveLength(audits);
  });

  it("adds a store and sets their city's delivery fees (audited per changed method), but cannot rename or create cities", async () => {
    const seen = changes;
    const last = (
      await database.pool.query(
        "select max(s.sort_order)::int as n from stores s join cities c on c.id = s.city_id where c.slug = 'krakow'",
      )
    ).rows[0].n;
    const created = await call("POST", "/api/v1/staff/cities/krakow/stores", manager.token, storeBody({ pickupSlotCapacity: null }));
    expect(created.status).toBe(201);
    const store = await jsonOf(created);
    expect(store).toMatchObject({ pickupSlotCapacity: null, sortOrder: last + 1 });
    expect(await auditRows("store.create")).toEqual([
      expect.objectContaining({ actor_user_id: manager.id, entity_id: String(store.id), before: null }),
    ]);

    const fees = await call("PUT", "/api/v1/staff/cities/krakow/delivery-fees", manager.token, {
      fees: [
        { method: "courier", fee: 2500, freeFrom: 30000 },
        { method: "parcel-locker", fee: 1299, freeFrom: null },
      ],
    });
    expect(fees.status).toBe(200);
    const city = await jsonOf(fees);
    expect(city.deliveryFees).toContainEqual({ method: "courier", fee: 2500, freeFrom: 30000 });
    expect(city.deliveryFees).toContainEqual({ method: "parcel-locker", fee: 1299, freeFrom: null });
    const options = await jsonOf(await call("GET", "/api/v1/checkout/options?city=krakow", null));
    expect(options.deliveries).toContainEqual(expect.objectContaining({ method: "courier", fee: 2500, freeFrom: 30000 }));
    const feeAudit = await auditRows("delivery-fee.update");
    const krakowId = (await database.pool.query("select id from cities where slug = 'krakow'")).rows[0].id;
    expect(feeAudit.map((row) => row.entity_id).sort()).toEqual([`${krakowId}:courier`, `${krakowId}:parcel-locker`]);
    expect(feeAudit.find((row) => row.entity_id.endsWith(":courier"))).toMatchObject({
      actor_user_id: manager.id,
      after: { fee: 2500, freeFrom: 30000 },
    });
    expect(changes).toBe(seen + 2);

    const wrong = await call("PUT", "/api/v1/staff/cities/krakow/delivery-fees", manager.token, {
      fees: [{ method: "courier", fee: 100, freeFrom: 0 }],
    });
    expect(wrong.status).toBe(400);
    expect(
      (
        await call("PUT", "/api/v1/staff/cities/krakow/delivery-fees", manager.token, {
          fees: [{ method: "drone", fee: 1, freeFrom: null }],
        })
      ).status,
    ).toBe(400);
    expect(await auditRows("delivery-fee.update")).toHaveLength(2);

    const names = { en: "Cracow", uk: "Краків", pl: "Kraków", ru: "Краков" };
    expect((await call("PUT", "/api/v1/staff/cities/krakow", manager.token, { names, active: true, sortOrder: 0 })).status).toBe(404);
    expect((await call("POST", "/api/v1/staff/cities", manager.token, { slug: "nowy-sacz", names })).status).toBe(404);
    expect((await call("POST", "/api/v1/staff/cities", manager.token, {})).status).toBe(404);
    expect((await database.pool.query("select name_en from cities where slug = 'krakow'")).rows[0].name_en).toBe("Kraków");
  });
});

describe("an admin", () => {
  it("creates a city (switched off, slug unique), then renames and switches it on (audited)", async () => {
    const names = { en: "Nowy Sacz", uk: "Новий Сонч", pl: "Nowy Sącz", ru: "Новы-Сонч" };
    const bad = await call("POST", "/api/v1/staff/cities", admin.token, { slug: "Nowy Sącz", names }, { Locale: "ru" });
    expect(bad.status).toBe(400);
    expect((await jsonOf(bad)).issues).toEqual([{ path: "slug", message: CITY_FIELD_MESSAGES.slugFormat.ru }]);

    const created = await call("POST", "/api/v1/staff/cities", admin.token, { slug: "nowy-sacz", names, sortOrder: 40 });
    expect(created.status).toBe(201);
    expect(await jsonOf(created)).toMatchObject({ slug: "nowy-sacz", names, active: false, sortOrder: 40, stores: [], storeCount: 0 });
    const taken = await call("POST", "/api/v1/staff/cities", admin.token, { slug: "nowy-sacz", names }, { Locale: "pl" });
    expect(taken.status).toBe(409);
    expect(await jsonOf(taken)).toMatchObject({ code: "CONFLICT", message: CITY_FIELD_MESSAGES.slugTaken.pl });
    // Switched off: not in the shop's city list yet.
    const publicSlugs = async () =>
      (await jsonOf(await call("GET", "/api/v1/city/public", null))).map((city: { slug: string }) => city.slug);
    expect(await publicSlugs()).not.toContain("nowy-sacz");

    const seen = changes;
    const renamed = await call("PUT", "/api/v1/staff/cities/nowy-sacz", admin.token, {
      names: { ...names, en: "Nowy Sącz" },
      active: true,
      sortOrder: 5,
    });
    expect(renamed.status).toBe(200);
    expect(await jsonOf(renamed)).toMatchObject({ names: { en: "Nowy Sącz" }, active: true, sortOrder: 5 });
    expect(changes).toBe(seen + 1);
    expect(await publicSlugs()).toContain("nowy-sacz");
    const [create] = await auditRows("city.create");
    expect(create).toMatchObject({ actor_user_id: admin.id, before: null, after: { slug: "nowy-sacz", names, active: false } });
    expect(await auditRows("city.update")).toEqual([
      expect.objectContaining({
        before: { slug: "nowy-sacz", names, active: false, sortOrder: 40, pickupHoldDays: 3 },
        after: { slug: "nowy-sacz", names: { ...names, en: "Nowy Sącz" }, active: true, sortOrder: 5, pickupHoldDays: 3 },
      }),
    ]);
    const empty = await call("PUT", "/api/v1/staff/cities/nowy-sacz", admin.token, {
      names: { ...names, uk: " " },
      active: true,
      sortOrder: 5,
    });
    expect(empty.status).toBe(400);
    expect((await jsonOf(empty)).issues).toEqual([{ path: "names.uk", message: "Field is required" }]);
  });
});
