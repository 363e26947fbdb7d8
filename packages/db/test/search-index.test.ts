// The search index (search_postings, search_words, products.search_tsv) follows every change of the catalogue
// by itself (triggers of migration 0003_search_index), and the three query plans of search-plans.ts answer
// alike. On a city of its own, so that the demo catalogue does not interfere.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchProductIds } from "../src/queries/search";
import { refreshSearchDocuments } from "../src/queries/search-documents";
import { aggregatedQuery, intersectedQuery, type PageInput, type PlannedTerm, wordQuery } from "../src/queries/search-plans";
import { walkedQuery } from "../src/queries/search-walk";
import { createTestDatabase, type TestDatabase } from "../src/testing";

let database: TestDatabase;
let cityId: number;
let otherCityId: number;
let categoryId: number;

async function query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.pool.query(text, values)).rows as T[];
}

let serial = 0;
/** A product named so in all four languages, offered in the given cities. */
async function product(name: string, popularity: number, cities: number[], visible = true): Promise<number> {
  serial += 1;
  const [row] = await query<{ id: number }>("insert into products (slug, category_id, popularity) values ($1, $2, $3) returning id", [
    `search-index-${serial}`,
    categoryId,
    popularity,
  ]);
  const id = row?.id as number;
  for (const locale of ["en", "uk", "pl", "ru"]) {
    await query(
      "insert into product_texts (product_id, locale, name, short_description, description, seo_title, seo_description) values ($1, $2, $3, '', '', '', '')",
      [id, locale, name],
    );
  }
  for (const city of cities) {
    await query("insert into offers (city_id, product_id, visible, price, stock) values ($1, $2, $3, 1000, 5)", [city, id, visible]);
  }
  await refreshSearchDocuments(database.db, [id]);
  return id;
}

const search = async (q: string, options: { city?: number; onlyVisible?: boolean } = {}) =>
  (await searchProductIds(database.db, { cityId: options.city ?? cityId, query: q, limit: 50, onlyVisible: options.onlyVisible })).ids;

beforeAll(async () => {
  database = await createTestDatabase();
  const city = async (slug: string) =>
    (
      await query<{ id: number }>(
        "insert into cities (slug, name_en, name_uk, name_pl, name_ru) values ($1, $1, $1, $1, $1) returning id",
        [slug],
      )
    )[0]?.id as number;
  cityId = await city("search-index");
  otherCityId = await city("search-index-other");
  const [category] = await query<{ id: number }>(
    "insert into categories (slug, name_en, name_uk, name_pl, name_ru, colour, icon) values ('search-index-things', 'Gadgets', 'Ґаджети', 'Gadżety', 'Гаджеты', '#888888', 'accessory') returning id",
  );
  categoryId = category?.id as number;
});
afterAll(() => database?.close());

describe("the search index follows the catalogue", () => {
  it("indexes a product once it is offered, in that city only", async () => {
    const id = await product("Zorblax Lantern", 10, []);
    expect(await search("zorblax")).toEqual([]);
    await query("insert into offers (city_id, product_id, price, stock) values ($1, $2, 1000, 1)", [cityId, id]);
    expect(await search("zorblax")).toEqual([id]);
    expect(await search("zorblax", { city: otherCityId })).toEqual([]);
  });

  it("drops a hidden offer and brings it back when shown", async () => {
    const id = await product("Quillon Pouch", 10, [cityId]);
    await query("update offers set visible = false where product_id = $1", [id]);
    expect(await search("quillon")).toEqual([]);
    expect(await search("quillon", { onlyVisible: false })).toEqual([id]);
    await query("update offers set visible = true where product_id = $1", [id]);
    expect(await search("quillon")).toEqual([id]);
  });

  it("forgets a deleted offer and a deleted product", async () => {
    const kept = await product("Vexmoor Bowl", 10, [cityId, otherCityId]);
    const gone = await product("Vexmoor Tongs", 20, [cityId]);
    await query("delete from offers where product_id = $1 and city_id = $2", [kept, cityId]);
    expect(await search("vexmoor")).toEqual([gone]);
    expect(await search("vexmoor", { city: otherCityId })).toEqual([kept]);
    await query("delete from products where id = $1", [gone]);
    expect(await search("vexmoor")).toEqual([]);
    expect((await query("select 1 from search_postings where product_id = $1", [gone])).length).toBe(0);
  });

  it("follows a renamed product and a changed popularity", async () => {
    const first = await product("Plovdiv Hose", 10, [cityId]);
    const second = await product("Plovdiv Mouthpiece", 5, [cityId]);
    expect(await search("plovdiv")).toEqual([first, second]);
    await query("update products set popularity = 50 where id = $1", [second]);
    expect(await search("plovdiv")).toEqual([second, first]);
    await query("update product_texts set name = 'Krasnodar Hose' where product_id = $1", [first]);
    await refreshSearchDocuments(database.db, [first]);
    expect(await search("plovdiv")).toEqual([second]);
    expect(await search("krasnodar")).toEqual([first]);
    expect(await search("krasnodar hose")).toEqual([first]);
  });

  it("counts a product once however many of its words start with the query, also after a rename", async () => {
    const many = await product("Zephyrine Zephyr Zephyrus Lamp", 10, [cityId]);
    const total = async (q: string) => (await searchProductIds(database.db, { cityId, query: q, limit: 1 })).total;
    expect(await total("zephyr")).toBe(1);
    expect(await total("zeph")).toBe(1);
    const other = await product("Zephyrion Coal", 20, [cityId]);
    expect(await total("zephyr")).toBe(2);
    expect(await search("zephyrus")).toEqual([many]);
    await query("update product_texts set name = 'Zeppelin Zephyrion Lamp' where product_id = $1", [many]);
    await refreshSearchDocuments(database.db, [many]);
    expect(await total("zep")).toBe(2);
    expect(await total("zeppelin")).toBe(1);
    expect(await search("zephyrion")).toEqual([other, many]);
  });

  it("corrects a typo only to a word of the city's own products", async () => {
    const elsewhere = await product("Trombulator Kit", 10, [otherCityId]);
    expect(await search("trombulatr", { city: otherCityId })).toEqual([elsewhere]);
    expect(await search("trombulatr")).toEqual([]);
  });
});

describe("spellings by ear", () => {
  it("finds a brand written in Cyrillic as it sounds", async () => {
    const tangiers = await product("Tangiers Noir Cane Mint", 10, [cityId]);
    const musthave = await product("MustHave Pinkman", 10, [cityId]);
    const wookah = await product("Wookah Mini", 10, [cityId]);
    expect(await search("танжирс")).toEqual([tangiers]);
    expect(await search("мастхев")).toEqual([musthave]);
    expect(await search("вука")).toEqual([wookah]);
    expect(await search("вука міні")).toEqual([wookah]);
  });

  it("meets a Latin j typed as дж (Jibiar, джибиар)", async () => {
    const jibiar = await product("Jibiar Lemon Drops", 10, [cityId]);
    expect(await search("джибиар")).toEqual([jibiar]);
    expect(await search("jibiar")).toEqual([jibiar]);
    expect(await search("джибиар лемон")).toEqual([jibiar]);
  });
});

describe("the query plans answer alike", () => {
  const names = [
    ["Amber Glass Hookah", 40],
    ["Amber Clay Bowl", 30],
    ["Glass Bowl Amberline", 20],
    ["Ambient Glass Base", 50],
    ["Clay Hookah Mini", 10],
    ["Glassy Amber Hose", 60],
  ] as const;
  const ids: number[] = [];
  const page = (limit: number, offset = 0): PageInput => ({ cityId, onlyVisible: true, limit, offset, withTotal: true });
  const term = (word: string): PlannedTerm => ({ ranges: [{ stem: word }], words: [word] });

  beforeAll(async () => {
    for (const [name, popularity] of names) ids.push(await product(name, popularity, [cityId]));
  });

  const run = async (statement: Parameters<typeof database.db.execute>[0]) =>
    (await database.db.execute<{ id: number | null; total: number }>(statement)).rows
      .filter((row) => row.id !== null)
      .map((row) => ({ id: row.id, total: row.total }));

  it("one word: its words' best entries (wordQuery) or all its postings (aggregated)", async () => {
    for (const word of ["amber", "glass", "am", "clay", "g"]) {
      for (const [limit, offset] of [
        [50, 0],
        [2, 0],
        [2, 1],
        [1, 3],
      ] as const) {
        const aggregated = await run(aggregatedQuery([term(word)], page(limit, offset)));
        const words = await run(wordQuery(term(word), page(limit, offset)));
        expect(words, `${word} ${limit}/${offset}`).toEqual(aggregated);
      }
    }
    // The whole word first (amber, amber), then a word it starts (amberline); equal ones by popularity.
    const amber = await run(wordQuery(term("amber"), page(50)));
    expect(amber.map((row) => row.id)).toEqual([ids[5], ids[0], ids[1], ids[2]]);
    expect(amber[0]?.total).toBe(4);
  });

  it("several words: the full-text intersection or all their postings", async () => {
    for (const words of [
      ["amber", "glass"],
      ["glass", "bowl"],
      ["clay", "hookah", "mini"],
      ["am", "gl"],
    ]) {
      for (const [limit, offset] of [
        [50, 0],
        [1, 1],
      ] as const) {
        const terms = words.map(term);
        const aggregated = await run(aggregatedQuery(terms, page(limit, offset)));
        const intersected = await run(intersectedQuery(terms, page(limit, offset), 100));
        expect(intersected, `${words.join(" ")} ${limit}/${offset}`).toEqual(aggregated);
      }
    }
    const both = await run(aggregatedQuery([term("amber"), term("glass")], page(50)));
    expect(both.map((row) => row.id)).toEqual([ids[0], ids[5], ids[2]]);
  });

  it("several words: the top tier's walk, when it fills the page, gives the same page and total", async () => {
    // Walked from the longest word (the first of equally long ones), as search.ts does.
    const longest = (words: string[]) => words.reduce((best, word, i) => (word.length > (words[best]?.length ?? 0) ? i : best), 0);
    let filled = 0;
    for (const words of [
      ["amber", "glass"],
      ["glass", "am"],
      ["clay", "hookah"],
      ["am", "gl"],
      ["glass", "bowl"],
    ]) {
      for (const [limit, offset] of [
        [1, 0],
        [2, 0],
        [2, 1],
        [3, 0],
        [50, 0],
      ] as const) {
        const terms = words.map(term);
        const rows = (
          await database.db.execute<{ walked: number; id: number | null; total: number }>(
            walkedQuery(terms, longest(words), page(limit, offset), 10),
          )
        ).rows;
        if ((rows[0]?.walked ?? 0) < limit + offset) continue;
        filled += 1;
        const walked = rows.map((row) => ({ id: row.id, total: row.total }));
        expect(walked, `${words.join(" ")} ${limit}/${offset}`).toEqual(await run(aggregatedQuery(terms, page(limit, offset))));
      }
    }
    expect(filled).toBeGreaterThanOrEqual(6);
    // "glass am": glass and a word starting with "am" among the names (ambient, amber, amberline), by popularity.
    const tier = await database.db.execute<{ walked: number; id: number }>(walkedQuery([term("glass"), term("am")], 0, page(3), 10));
    expect(tier.rows.map((row) => row.id)).toEqual([ids[3], ids[0], ids[2]]);
    // Only one product has both words as typed among its names: a page of three is not known from the tier.
    const short = await database.db.execute<{ walked: number }>(walkedQuery([term("amber"), term("glass")], 0, page(3), 10));
    expect(short.rows[0]?.walked).toBe(1);
  });

  it("the intersection reports only how many it found when they are too many", async () => {
    const rows = (
      await database.db.execute<{ found: number; id: number | null }>(intersectedQuery([term("glass"), term("amber")], page(10), 1))
    ).rows;
    expect(rows).toEqual([{ found: 2, id: null, total: null }]);
  });
});
