// Catalogue search on its own small catalogue (a city of its own, so the demo catalogue does not interfere),
// then a few checks against the demo catalogue when it is seeded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchProductIds, suggest } from "../src/queries/search";
import { refreshSearchDocuments } from "../src/queries/search-documents";
import { createTestDatabase, type TestDatabase } from "../src/testing";

let database: TestDatabase;
let cityId: number;
let otherCityId: number;
const ids: Record<string, number> = {};

type Names = [en: string, uk: string, pl: string, ru: string];

interface FixtureProduct {
  key: string;
  brand: string | null;
  category: string;
  popularity: number;
  names: Names;
  /** Offers: "visible" or "hidden" here, or "elsewhere" (only in the other city). */
  offer: "visible" | "hidden" | "elsewhere";
}

const CATEGORIES: Record<string, Names> = {
  hookahs: ["Hookahs", "Кальяни", "Fajki wodne", "Кальяны"],
  tobacco: ["Hookah tobacco", "Тютюн для кальяну", "Tytoń do fajki wodnej", "Табак для кальяна"],
  lighters: ["Lighters", "Запальнички", "Zapalniczki", "Зажигалки"],
  charcoal: ["Charcoal", "Вугілля", "Węgiel", "Уголь"],
};

const PRODUCTS: FixtureProduct[] = [
  {
    key: "hookah",
    brand: "Orbita",
    category: "hookahs",
    popularity: 50,
    names: ["Orbita Hookah Mini", "Кальян Orbita Mini", "Fajka wodna Orbita Mini", "Кальян Orbita Mini"],
    offer: "visible",
  },
  {
    key: "mint",
    brand: "Al Fakher",
    category: "tobacco",
    popularity: 10,
    names: ["Al Fakher Mint 250 g", "Al Fakher М'ята 250 г", "Al Fakher Mięta 250 g", "Al Fakher Мята 250 г"],
    offer: "visible",
  },
  {
    key: "apple",
    brand: "Al Fakher",
    category: "tobacco",
    popularity: 30,
    names: [
      "Al Fakher Double Apple 250 g",
      "Al Fakher Подвійне яблуко 250 г",
      "Al Fakher Podwójne jabłko 250 g",
      "Al Fakher Двойное яблоко 250 г",
    ],
    offer: "visible",
  },
  {
    key: "grape",
    brand: "Al Fakher",
    category: "tobacco",
    popularity: 90,
    names: ["Al Fakher Grape 250 g", "Al Fakher Виноград 250 г", "Al Fakher Winogrono 250 g", "Al Fakher Виноград 250 г"],
    offer: "hidden",
  },
  {
    key: "lemon",
    brand: "Al Fakher",
    category: "tobacco",
    popularity: 95,
    names: ["Al Fakher Lemon 250 g", "Al Fakher Лимон 250 г", "Al Fakher Cytryna 250 g", "Al Fakher Лимон 250 г"],
    offer: "elsewhere",
  },
  {
    key: "minty",
    brand: "Breeze",
    category: "charcoal",
    popularity: 100,
    names: ["Minty Fresh Coals", "Вугілля Minty Fresh", "Węgiel Minty Fresh", "Уголь Minty Fresh"],
    offer: "visible",
  },
  {
    key: "lighter",
    brand: "Clipper",
    category: "lighters",
    popularity: 40,
    names: ["Clipper Lighter Red", "Запальничка Clipper червона", "Zapalniczka Clipper czerwona", "Зажигалка Clipper красная"],
    offer: "visible",
  },
  {
    key: "ice",
    brand: "Polar",
    category: "tobacco",
    popularity: 20,
    names: ["Polar Ice Blast", "Polar Лід Blast", "Polar Lód Blast", "Polar Лёд Blast"],
    offer: "visible",
  },
];

async function query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.pool.query(text, values)).rows as T[];
}

beforeAll(async () => {
  database = await createTestDatabase();
  const city = async (slug: string) =>
    (
      await query<{ id: number }>(
        "insert into cities (slug, name_en, name_uk, name_pl, name_ru) values ($1, $1, $1, $1, $1) returning id",
        [slug],
      )
    )[0]?.id as number;
  cityId = await city("search-test");
  otherCityId = await city("search-test-other");
  const brandIds = new Map<string, number>();
  for (const name of new Set(PRODUCTS.map((p) => p.brand).filter((b) => b !== null))) {
    const slug = `search-test-${name.toLowerCase().replace(/[^a-z]+/g, "-")}`;
    const [row] = await query<{ id: number }>("insert into brands (slug, name, logo) values ($1, $2, '/logo.svg') returning id", [
      slug,
      name,
    ]);
    brandIds.set(name, row?.id as number);
  }
  const categoryIds = new Map<string, number>();
  for (const [key, [en, uk, pl, ru]] of Object.entries(CATEGORIES)) {
    const [row] = await query<{ id: number }>(
      "insert into categories (slug, name_en, name_uk, name_pl, name_ru, colour, icon) values ($1, $2, $3, $4, $5, '#888888', 'accessory') returning id",
      [`search-test-${key}`, en, uk, pl, ru],
    );
    categoryIds.set(key, row?.id as number);
  }
  for (const product of PRODUCTS) {
    const [row] = await query<{ id: number }>(
      "insert into products (slug, brand_id, category_id, popularity) values ($1, $2, $3, $4) returning id",
      [
        `search-test-${product.key}`,
        product.brand ? brandIds.get(product.brand) : null,
        categoryIds.get(product.category),
        product.popularity,
      ],
    );
    const id = row?.id as number;
    ids[product.key] = id;
    for (const [i, locale] of (["en", "uk", "pl", "ru"] as const).entries()) {
      await query(
        "insert into product_texts (product_id, locale, name, short_description, description, seo_title, seo_description) values ($1, $2, $3, '', '', '', '')",
        [id, locale, product.names[i]],
      );
    }
    const offerCity = product.offer === "elsewhere" ? otherCityId : cityId;
    await query("insert into offers (city_id, product_id, visible, price, stock) values ($1, $2, $3, 1000, 5)", [
      offerCity,
      id,
      product.offer !== "hidden",
    ]);
  }
  await refreshSearchDocuments(database.db, Object.values(ids));
});
afterAll(() => database?.close());

const search = (q: string, options: { limit?: number; offset?: number; onlyVisible?: boolean; city?: number } = {}) =>
  searchProductIds(database.db, {
    cityId: options.city ?? cityId,
    query: q,
    limit: options.limit ?? 20,
    offset: options.offset ?? 0,
    onlyVisible: options.onlyVisible,
  });

describe("refreshSearchDocuments", () => {
  it("writes every name, the brand and the category in all four languages, normalised", async () => {
    const [row] = await query<{ search_doc: string }>("select search_doc from products where id = $1", [ids.mint]);
    const doc = row?.search_doc ?? "";
    for (const word of [" al ", " fakher ", " alfakher ", " mint ", " myata ", " mieta ", " tobacco ", " kalyanu ", " fayki ", " tabak "]) {
      expect(doc).toContain(word);
    }
    expect(doc.indexOf(" mint ")).toBeLessThan(doc.indexOf("|"));
    expect(doc.indexOf(" tobacco ")).toBeGreaterThan(doc.indexOf("|"));
  });

  it("refreshes every product when given no ids, and changes nothing the second time", async () => {
    await refreshSearchDocuments(database.db);
    expect(await refreshSearchDocuments(database.db, Object.values(ids))).toBe(0);
  });
});

describe("searchProductIds", () => {
  it("finds a product by its name in each of the four languages", async () => {
    for (const q of ["lighter", "запальничка", "zapalniczka", "зажигалка"]) expect((await search(q)).ids[0]).toBe(ids.lighter);
    for (const q of ["mint", "м'ята", "mięta", "мята"]) expect((await search(q)).ids).toContain(ids.mint);
    for (const q of ["double apple", "подвійне яблуко", "podwójne jabłko", "двойное яблоко"])
      expect((await search(q)).ids[0]).toBe(ids.apple);
  });

  it("folds accents and case (lod, LÓD, zapalniczką)", async () => {
    for (const q of ["lod", "LÓD", "Lód", "лёд", "лед"]) expect((await search(q)).ids).toEqual([ids.ice]);
    expect((await search("zapalniczką")).ids).toEqual([ids.lighter]);
    expect((await search("ZAPALNICZKI")).ids).toEqual([ids.lighter]);
  });

  it("transliterates both ways (kalyan, альфакер, fajka)", async () => {
    const kalyan = await search("kalyan");
    expect(kalyan.ids[0]).toBe(ids.hookah);
    // The tobacco "для кальяну" matches too, below the hookah whose name it is.
    expect(kalyan.ids).toEqual(expect.arrayContaining([ids.mint, ids.apple, ids.ice]));
    expect((await search("кальян")).ids[0]).toBe(ids.hookah);
    const alFakher = await search("альфакер");
    expect(new Set(alFakher.ids)).toEqual(new Set([ids.mint, ids.apple]));
    expect((await search("аль факер")).ids).toEqual(expect.arrayContaining([ids.mint, ids.apple]));
    expect((await search("alfakher")).ids).toEqual(expect.arrayContaining([ids.mint, ids.apple]));
    expect((await search("fajka")).ids[0]).toBe(ids.hookah);
    expect((await search("fajka wodna")).ids[0]).toBe(ids.hookah);
    expect((await search("orbita")).ids).toEqual([ids.hookah]);
    expect((await search("орбита")).ids).toEqual([ids.hookah]);
  });

  it("tolerates typos (hokah, mnit, minty, zapalnicka)", async () => {
    expect((await search("hokah")).ids[0]).toBe(ids.hookah);
    expect((await search("hookha")).ids[0]).toBe(ids.hookah);
    expect((await search("mnit")).ids).toContain(ids.mint);
    expect((await search("minty")).ids).toEqual([ids.minty, ids.mint]);
    expect((await search("zapalnicka")).ids).toEqual([ids.lighter]);
    expect((await search("al fakhre mint")).ids[0]).toBe(ids.mint);
    expect((await search("qqqqzzzz")).ids).toEqual([]);
  });

  it("tolerates doubled and dropped letters (dubble apple, double aple, hookkah)", async () => {
    expect((await search("dubble apple")).ids).toEqual([ids.apple]);
    expect((await search("double aple")).ids).toEqual([ids.apple]);
    expect((await search("dubble")).ids).toEqual([ids.apple]);
    expect((await search("hookkah")).ids[0]).toBe(ids.hookah);
  });

  it("ranks a closer match above a looser one, whatever the popularity", async () => {
    // "Mint" is a word of the name; "Minty" (popularity 100) only starts with it.
    expect((await search("mint")).ids).toEqual([ids.mint, ids.minty]);
    // The hookah is named so; the tobacco only has "hookah" in its category.
    const hookah = await search("hookah");
    expect(hookah.ids[0]).toBe(ids.hookah);
    expect(hookah.total).toBe(4);
  });

  it("orders equally relevant matches by popularity", async () => {
    // Both are "Al Fakher ... 250 g": apple (30) before mint (10).
    expect((await search("al fakher")).ids).toEqual([ids.apple, ids.mint]);
    expect((await search("250 g")).ids).toEqual([ids.apple, ids.mint]);
    // All three tobaccos have "tobacco" in their category only: popularity decides.
    expect((await search("tobacco")).ids).toEqual([ids.apple, ids.ice, ids.mint]);
  });

  it("only returns products with a visible offer in the city", async () => {
    const visible = await search("al fakher");
    expect(visible.ids).not.toContain(ids.grape);
    expect(visible.ids).not.toContain(ids.lemon);
    expect(visible.total).toBe(2);
    const all = await search("al fakher", { onlyVisible: false });
    expect(all.ids).toEqual([ids.grape, ids.apple, ids.mint]);
    expect((await search("lemon")).ids).toEqual([]);
    expect((await search("lemon", { city: otherCityId })).ids).toEqual([ids.lemon]);
  });

  it("pages, with the total of all matches", async () => {
    expect(await search("al fakher", { limit: 1 })).toEqual({ ids: [ids.apple], total: 2 });
    expect(await search("al fakher", { limit: 1, offset: 1 })).toEqual({ ids: [ids.mint], total: 2 });
    expect(await search("al fakher", { limit: 1, offset: 5 })).toEqual({ ids: [], total: 2 });
    expect(await search("al fakher", { limit: 0 })).toEqual({ ids: [], total: 2 });
    expect(await search("hokah", { limit: 1, offset: 5 })).toEqual({ ids: [], total: 4 });
  });

  it("finds nothing for an empty or punctuation-only query", async () => {
    for (const q of ["", "   ", "!!", "-", "a"]) expect(await search(q)).toEqual({ ids: [], total: 0 });
  });
});

describe("suggest", () => {
  const suggestions = (q: string, limit = 5) => suggest(database.db, { cityId, query: q, limit });

  it("completes a word being typed, in any language and script", async () => {
    expect((await suggestions("hoo"))[0]).toBe(ids.hookah);
    expect((await suggestions("кал"))[0]).toBe(ids.hookah);
    expect(await suggestions("zapal")).toEqual([ids.lighter]);
    expect(await suggestions("запал")).toEqual([ids.lighter]);
    expect(await suggestions("al fa")).toEqual([ids.apple, ids.mint]);
    expect(await suggestions("al fakher mi")).toEqual([ids.mint]);
  });

  it("tolerates a typo in the word being typed", async () => {
    expect((await suggestions("hoka"))[0]).toBe(ids.hookah);
    expect((await suggestions("zapalnicz"))[0]).toBe(ids.lighter);
  });

  it("respects the limit and the city", async () => {
    expect(await suggestions("al", 1)).toEqual([ids.apple]);
    expect(await suggest(database.db, { cityId: otherCityId, query: "al fakher", limit: 5 })).toEqual([ids.lemon]);
    expect(await suggestions("")).toEqual([]);
  });
});

describe("the demo catalogue", () => {
  it("finds the Al Fakher products by the brand, also typed in Cyrillic", async () => {
    const [demo] = await query<{ city_id: number; n: number }>(
      `select o.city_id, count(*)::int as n from offers o join products p on p.id = o.product_id join brands b on b.id = p.brand_id
       where b.slug = 'al-fakher' and o.visible group by o.city_id order by n desc limit 1`,
    );
    if (!demo) return; // the demo catalogue is not seeded in this database
    const brandProducts = (
      await query<{ id: number }>(
        `select p.id from products p join brands b on b.id = p.brand_id join offers o on o.product_id = p.id
         where b.slug = 'al-fakher' and o.city_id = $1 and o.visible`,
        [demo.city_id],
      )
    ).map((row) => row.id);
    for (const q of ["al fakher", "Al Fakher", "альфакер", "аль факер"]) {
      const found = await searchProductIds(database.db, { cityId: demo.city_id, query: q, limit: 100 });
      expect(found.ids, q).toEqual(expect.arrayContaining(brandProducts));
      expect(brandProducts, q).toContain(found.ids[0]);
    }
  });

  it("finds hookahs by кальян, kalyan and fajka wodna", async () => {
    const [demo] = await query<{ city_id: number }>(
      `select o.city_id from offers o join products p on p.id = o.product_id join categories c on c.id = p.category_id
       where c.name_ru ilike '%кальян%' and o.visible group by o.city_id order by count(*) desc limit 1`,
    );
    if (!demo) throw new Error("the demo seed shows no product of a hookah (кальян) category in any city");
    for (const q of ["кальян", "kalyan", "fajka wodna", "hookah"]) {
      const found = await searchProductIds(database.db, { cityId: demo.city_id, query: q, limit: 10 });
      expect(found.total, q).toBeGreaterThan(0);
    }
  });
});
