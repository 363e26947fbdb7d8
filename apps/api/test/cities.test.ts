import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentChangedIn } from "../src/content/content-cache";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: ReturnType<typeof apiOn>["api"];

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
});
afterAll(() => database?.close());

const citiesIn = async (headers: Record<string, string> = {}) => {
  const response = await api.request("/api/v1/city/public", { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  return (await response.json()) as Array<{ id: number; slug: string; name: string; names: Record<string, string> }>;
};

describe("GET /api/v1/city/public", () => {
  it("lists the demo cities with id and slug, warszawa first with id 1", async () => {
    const cities = await citiesIn();
    expect(cities.map((c) => c.slug)).toEqual(["warszawa", "krakow", "wroclaw", "gdansk"]);
    expect(cities[0]).toMatchObject({ id: 1, slug: "warszawa", name: "Warsaw" });
  });

  it.each([
    ["uk", ["Варшава", "Краків", "Вроцлав", "Гданськ"]],
    ["pl", ["Warszawa", "Kraków", "Wrocław", "Gdańsk"]],
    ["ru", ["Варшава", "Краков", "Вроцлав", "Гданьск"]],
    ["en", ["Warsaw", "Kraków", "Wrocław", "Gdańsk"]],
  ])("names the cities in the Locale header's language (%s)", async (locale, names) => {
    const cities = await citiesIn({ Locale: locale });
    expect(cities.map((c) => c.name)).toEqual(names);
    expect(cities.map((c) => c.names[locale])).toEqual(names);
  });

  it("answers in English when the Locale header is missing or not a shop language", async () => {
    expect((await citiesIn({ Locale: "de" })).map((c) => c.name)[0]).toBe("Warsaw");
  });

  it("leaves out a city the shop has switched off", async () => {
    await database.pool.query("update cities set active = false where slug = 'gdansk'");
    contentChangedIn(database.db); // an edit outside the API: its caches must be told
    try {
      expect((await citiesIn()).map((c) => c.slug)).toEqual(["warszawa", "krakow", "wroclaw"]);
    } finally {
      await database.pool.query("update cities set active = true where slug = 'gdansk'");
      contentChangedIn(database.db);
    }
  });
});
