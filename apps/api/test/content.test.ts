import { DEMO_CITIES } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: ReturnType<typeof apiOn>["api"];

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
});
afterAll(() => database?.close());

interface InfoPageBody {
  slug: string;
  locale: string;
  title: string;
  body: string;
  updatedAt: string;
}

const get = (path: string, locale?: string) => api.request(path, { headers: locale ? { Locale: locale } : {} });

/** The stored title of a page in a language, straight from the table. */
async function storedTitle(slug: string, locale: string): Promise<string> {
  const { rows } = await database.pool.query<{ title: string }>("select title from info_pages where slug = $1 and locale = $2", [
    slug,
    locale,
  ]);
  return rows[0]?.title ?? "";
}

describe("GET /api/v1/info/{slug}", () => {
  it.each(["privacy-policy", "terms-and-conditions"])("answers %s in each language with its own text", async (slug) => {
    const titles = new Set<string>();
    for (const locale of ["en", "uk", "pl", "ru"]) {
      const response = await get(`/api/v1/info/${slug}`, locale);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=60");
      const page = (await response.json()) as InfoPageBody;
      expect(page).toMatchObject({ slug, locale, title: await storedTitle(slug, locale) });
      expect(page.body.length).toBeGreaterThan(200);
      expect(Number.isNaN(Date.parse(page.updatedAt))).toBe(false);
      titles.add(page.title);
    }
    expect(titles.size).toBe(4);
  });

  it("answers in English without a Locale header or with a language the shop does not speak", async () => {
    for (const locale of [undefined, "de"]) {
      const page = (await (await get("/api/v1/info/privacy-policy", locale)).json()) as InfoPageBody;
      expect(page).toMatchObject({ locale: "en", title: await storedTitle("privacy-policy", "en") });
    }
  });

  it("falls back to English when the page has no text in the asked language", async () => {
    const { rows } = await database.pool.query("delete from info_pages where slug = 'terms-and-conditions' and locale = 'pl' returning *");
    try {
      const response = await get("/api/v1/info/terms-and-conditions", "pl");
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ locale: "en", title: await storedTitle("terms-and-conditions", "en") });
    } finally {
      const [row] = rows;
      await database.pool.query("insert into info_pages (slug, locale, title, body, updated_at) values ($1, $2, $3, $4, $5)", [
        row.slug,
        row.locale,
        row.title,
        row.body,
        row.updated_at,
      ]);
    }
  });

  it.each(["about-us", "Privacy-Policy", "privacy_policy"])("answers 404 for another page (%s)", async (slug) => {
    const response = await get(`/api/v1/info/${slug}`, "uk");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
  });
});

type StoresBody = Array<{
  id: number;
  address: string;
  phone: string;
  openingHours: Array<{ day: number; opens: string; closes: string }>;
  latitude: number;
  longitude: number;
}>;

const storesOf = async (city: string, locale?: string) => {
  const response = await get(`/api/v1/city/${city}/stores`, locale);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=60");
  return (await response.json()) as StoresBody;
};

describe("GET /api/v1/city/{slug}/stores", () => {
  it("lists the active stores of a city with address, phone, opening hours and location", async () => {
    const demo = DEMO_CITIES.find((city) => city.slug === "warszawa");
    const stores = await storesOf("warszawa", "pl");
    expect(stores.map((store) => store.address)).toEqual(demo?.stores.map((store) => store.address));
    const grojecka = stores.find((store) => store.address.startsWith("ul. Grójecka"));
    expect(grojecka).toMatchObject({ phone: "+48 22 310 41 21", latitude: 52.2154, longitude: 20.9769 });
    // Closed on Sunday: day 7 is not listed.
    expect(grojecka?.openingHours.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(grojecka?.openingHours[5]).toEqual({ day: 6, opens: "10:00", closes: "16:00" });
  });

  it("leaves out a store the shop has switched off", async () => {
    const [first, second] = await storesOf("krakow");
    await database.pool.query("update stores set active = false where id = $1", [first?.id]);
    try {
      expect((await storesOf("krakow")).map((store) => store.id)).toEqual([second?.id]);
    } finally {
      await database.pool.query("update stores set active = true where id = $1", [first?.id]);
    }
  });

  it("answers 404 for an unknown or switched-off city", async () => {
    const unknown = await get("/api/v1/city/atlantis/stores", "en");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
    await database.pool.query("update cities set active = false where slug = 'gdansk'");
    try {
      expect((await get("/api/v1/city/gdansk/stores")).status).toBe(404);
    } finally {
      await database.pool.query("update cities set active = true where slug = 'gdansk'");
    }
  });
});
