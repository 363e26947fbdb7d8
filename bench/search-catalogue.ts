// The generated catalogue of the search benchmark (bench/search.ts): PRODUCTS products (or as many as asked) in
// one city with names in four languages, and the benchmark's queries (exact words, typos, transliterations).
import { sql } from "drizzle-orm";
import type { Database } from "../packages/db/src/client.ts";

export const PRODUCTS = Number(process.env.BENCH_SEARCH_PRODUCTS ?? 50_000);

type L4 = [en: string, uk: string, pl: string, ru: string];

const BRANDS = [
  "Al Fakher",
  "Darkside",
  "Tangiers",
  "Adalya",
  "Serbetli",
  "Fumari",
  "Starbuzz",
  "MustHave",
  "Element",
  "Duft",
  "Black Burn",
  "Sebero",
  "Chabacco",
  "Jibiar",
  "Overdose",
  "Satyr",
  "Nakhla",
  "Trifecta",
  "Azure",
  "Hookain",
  "Khalil Mamoon",
  "Wookah",
  "Maklaud",
  "Oduman",
  "Kaloud",
  "Cocourth",
  "Zippo",
  "Clipper",
  "Elf Bar",
  "Vozol",
];
const LINES = ["Classic", "Gold", "Noir", "Ice", "Premium", "Lounge", "Rare", "Soft", "Strong", "Fresh", "Base", "Core"];
const FLAVOURS: L4[] = [
  ["Mint", "М'ята", "Mięta", "Мята"],
  ["Apple", "Яблуко", "Jabłko", "Яблоко"],
  ["Double Apple", "Подвійне яблуко", "Podwójne jabłko", "Двойное яблоко"],
  ["Grape", "Виноград", "Winogrono", "Виноград"],
  ["Watermelon", "Кавун", "Arbuz", "Арбуз"],
  ["Melon", "Диня", "Melon", "Дыня"],
  ["Lemon", "Лимон", "Cytryna", "Лимон"],
  ["Orange", "Апельсин", "Pomarańcza", "Апельсин"],
  ["Peach", "Персик", "Brzoskwinia", "Персик"],
  ["Cherry", "Вишня", "Wiśnia", "Вишня"],
  ["Strawberry", "Полуниця", "Truskawka", "Клубника"],
  ["Blueberry", "Чорниця", "Borówka", "Черника"],
  ["Raspberry", "Малина", "Malina", "Малина"],
  ["Banana", "Банан", "Banan", "Банан"],
  ["Pineapple", "Ананас", "Ananas", "Ананас"],
  ["Mango", "Манго", "Mango", "Манго"],
  ["Coconut", "Кокос", "Kokos", "Кокос"],
  ["Vanilla", "Ваніль", "Wanilia", "Ваниль"],
  ["Chocolate", "Шоколад", "Czekolada", "Шоколад"],
  ["Coffee", "Кава", "Kawa", "Кофе"],
  ["Cola", "Кола", "Cola", "Кола"],
  ["Ice", "Лід", "Lód", "Лёд"],
  ["Pomegranate", "Гранат", "Granat", "Гранат"],
  ["Kiwi", "Ківі", "Kiwi", "Киви"],
  ["Passion Fruit", "Маракуя", "Marakuja", "Маракуйя"],
  ["Bubble Gum", "Жуйка", "Guma balonowa", "Жвачка"],
  ["Tea", "Чай", "Herbata", "Чай"],
  ["Rose", "Троянда", "Róża", "Роза"],
  ["Pear", "Груша", "Gruszka", "Груша"],
  ["Plum", "Слива", "Śliwka", "Слива"],
  ["Apricot", "Абрикос", "Morela", "Абрикос"],
  ["Lime", "Лайм", "Limonka", "Лайм"],
  ["Grapefruit", "Грейпфрут", "Grejpfrut", "Грейпфрут"],
  ["Cinnamon", "Кориця", "Cynamon", "Корица"],
  ["Caramel", "Карамель", "Karmel", "Карамель"],
  ["Honey", "Мед", "Miód", "Мёд"],
  ["Pistachio", "Фісташка", "Pistacja", "Фисташка"],
  ["Tropical", "Тропічний", "Tropikalny", "Тропический"],
  ["Cactus", "Кактус", "Kaktus", "Кактус"],
  ["Blackcurrant", "Чорна смородина", "Czarna porzeczka", "Черная смородина"],
];
const CATEGORIES: Array<{ slug: string; names: L4; kind: L4 }> = [
  {
    slug: "tobacco",
    names: ["Hookah tobacco", "Тютюн для кальяну", "Tytoń do fajki wodnej", "Табак для кальяна"],
    kind: ["Tobacco", "Тютюн", "Tytoń", "Табак"],
  },
  { slug: "hookahs", names: ["Hookahs", "Кальяни", "Fajki wodne", "Кальяны"], kind: ["Hookah", "Кальян", "Fajka wodna", "Кальян"] },
  { slug: "bowls", names: ["Bowls", "Чаші", "Główki", "Чаши"], kind: ["Bowl", "Чаша", "Główka", "Чаша"] },
  { slug: "hoses", names: ["Hoses", "Шланги", "Węże", "Шланги"], kind: ["Hose", "Шланг", "Wąż", "Шланг"] },
  {
    slug: "charcoal",
    names: ["Charcoal", "Вугілля", "Węgiel", "Уголь"],
    kind: ["Coconut charcoal", "Кокосове вугілля", "Węgiel kokosowy", "Кокосовый уголь"],
  },
  {
    slug: "lighters",
    names: ["Lighters", "Запальнички", "Zapalniczki", "Зажигалки"],
    kind: ["Lighter", "Запальничка", "Zapalniczka", "Зажигалка"],
  },
  {
    slug: "papers",
    names: ["Rolling papers", "Папір для самокруток", "Bibułki", "Бумага для самокруток"],
    kind: ["Papers", "Папір", "Bibułki", "Бумага"],
  },
  {
    slug: "vapes",
    names: ["Disposable vapes", "Одноразові вейпи", "E-papierosy jednorazowe", "Одноразовые вейпы"],
    kind: ["Vape", "Вейп", "E-papieros", "Вейп"],
  },
  { slug: "liquids", names: ["E-liquids", "Рідини", "Liquidy", "Жидкости"], kind: ["Liquid", "Рідина", "Liquid", "Жидкость"] },
  {
    slug: "accessories",
    names: ["Accessories", "Аксесуари", "Akcesoria", "Аксессуары"],
    kind: ["Accessory", "Аксесуар", "Akcesorium", "Аксессуар"],
  },
];
const SIZES = ["50 g", "100 g", "200 g", "250 g", "1 kg"];
const LOCALE_CODES = ["en", "uk", "pl", "ru"] as const;

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;

export async function seedCatalogue(database: Database, count: number = PRODUCTS): Promise<number> {
  const { db } = database;
  const rnd = random(42);
  const [city] = (
    await db.execute<{ id: number }>(
      sql`insert into cities (slug, name_en, name_uk, name_pl, name_ru) values ('bench', 'Bench', 'Бенч', 'Bench', 'Бенч') returning id`,
    )
  ).rows;
  if (!city) throw new Error("no city");
  const brandRows = BRANDS.map((name, i) => ({ slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"), name, popularity: (i * 37) % 100 }));
  const brandIds = (
    await db.execute<{ id: number }>(sql`
      insert into brands (slug, name, logo, popularity)
      select slug, name, '/logo.svg', popularity from jsonb_to_recordset(${JSON.stringify(brandRows)}::jsonb) as v(slug text, name text, popularity int)
      returning id`)
  ).rows.map((row) => row.id);
  const categoryIds = (
    await db.execute<{ id: number }>(sql`
      insert into categories (slug, name_en, name_uk, name_pl, name_ru, colour, icon)
      select slug, n->>0, n->>1, n->>2, n->>3, '#888888', 'accessory'
      from jsonb_to_recordset(${JSON.stringify(CATEGORIES.map((c) => ({ slug: c.slug, n: c.names })))}::jsonb) as v(slug text, n jsonb)
      returning id`)
  ).rows.map((row) => row.id);
  await db.execute(
    sql`insert into attributes (code, name_en, name_uk, name_pl, name_ru) values ('flavour', 'Flavour', 'Смак', 'Smak', 'Вкус')`,
  );
  const flavourIds = (
    await db.execute<{ id: number }>(sql`
      insert into attribute_values (attribute_code, slug, name_en, name_uk, name_pl, name_ru, sort_order)
      select 'flavour', 'f' || o, n->>0, n->>1, n->>2, n->>3, o
      from jsonb_array_elements(${JSON.stringify(FLAVOURS)}::jsonb) with ordinality as v(n, o)
      returning id`)
  ).rows.map((row) => row.id);

  const BATCH = 5_000;
  for (let start = 0; start < count; start += BATCH) {
    const products: Array<{ slug: string; b: number; c: number; f: number; pop: number; names: string[] }> = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const brand = Math.floor(rnd() * BRANDS.length);
      const category = Math.floor(rnd() * CATEGORIES.length);
      const flavour = Math.floor(rnd() * FLAVOURS.length);
      const line = pick(rnd, LINES);
      const size = pick(rnd, SIZES);
      const kind = (CATEGORIES[category] as (typeof CATEGORIES)[number]).kind;
      const names = LOCALE_CODES.map(
        (_, l) =>
          `${kind[l]} ${BRANDS[brand]} ${line} ${(FLAVOURS[flavour] as L4)[l]} ${l % 2 ? size.replace("g", "г").replace("kg", "кг") : size}`,
      );
      products.push({
        slug: `p-${i + 1}`,
        b: brandIds[brand] as number,
        c: categoryIds[category] as number,
        f: flavourIds[flavour] as number,
        pop: Math.floor(rnd() * 10_000),
        names,
      });
    }
    const json = JSON.stringify(products);
    await db.execute(sql`
      with v as (select * from jsonb_to_recordset(${json}::jsonb) as v(slug text, b int, c int, f int, pop int, names jsonb)),
      p as (insert into products (slug, brand_id, category_id, popularity) select slug, b, c, pop from v returning id, slug),
      t as (
        insert into product_texts (product_id, locale, name, short_description, description, seo_title, seo_description)
        select p.id, l.code, v.names->>(l.i::int - 1), '', '', '', ''
        from p join v using (slug) cross join unnest(array['en', 'uk', 'pl', 'ru']) with ordinality as l(code, i)
      ),
      a as (insert into product_attribute_values (product_id, value_id) select p.id, v.f from p join v using (slug))
      insert into offers (city_id, product_id, visible, price, stock)
      select ${city.id}, p.id, p.id % 20 <> 0, 1000 + p.id % 9000, p.id % 7 from p`);
  }
  return city.id;
}

export interface BenchQuery {
  kind: "exact" | "multi-word" | "typo" | "transliteration";
  text: string;
}

function typo(word: string, rnd: () => number): string {
  const i = 1 + Math.floor(rnd() * (word.length - 2));
  const edit = Math.floor(rnd() * 4);
  if (edit === 0) return word.slice(0, i) + word.slice(i + 1); // a letter dropped
  if (edit === 1) return word.slice(0, i) + word[i] + word.slice(i); // a letter doubled
  if (edit === 2) return word.slice(0, i) + (word[i + 1] ?? "") + word[i] + word.slice(i + 2); // two letters swapped
  const letters = "aeioulnrstkm";
  return word.slice(0, i) + pick(rnd, [...letters]) + word.slice(i + 1); // a letter replaced
}

export function benchQueries(): BenchQuery[] {
  const rnd = random(7);
  const queries: BenchQuery[] = [];
  const words = [...FLAVOURS.flat(), ...CATEGORIES.flatMap((c) => c.kind)].flatMap((text) => text.split(" ")).filter((w) => w.length >= 3);
  for (let i = 0; i < 100; i++) queries.push({ kind: "exact", text: pick(rnd, words) });
  for (let i = 0; i < 40; i++) queries.push({ kind: "exact", text: pick(rnd, BRANDS) });
  for (let i = 0; i < 50; i++) {
    const flavour = pick(rnd, FLAVOURS)[Math.floor(rnd() * 4)] as string;
    queries.push({
      kind: "multi-word",
      text: rnd() < 0.5 ? `${pick(rnd, BRANDS)} ${flavour}` : `${pick(rnd, CATEGORIES).kind[Math.floor(rnd() * 4)]} ${flavour}`,
    });
  }
  const typoSource = [...words, ...BRANDS].filter((w) => w.length >= 5);
  for (let i = 0; i < 70; i++) queries.push({ kind: "typo", text: typo(pick(rnd, typoSource).toLowerCase(), rnd) });
  const transliterations = [
    "альфакер",
    "аль факер",
    "дарксайд",
    "танжирс",
    "адалия",
    "фумари",
    "старбаз",
    "мастхев",
    "элемент",
    "дафт",
    "блэк берн",
    "себеро",
    "джибиар",
    "овердоуз",
    "накла",
    "хукаин",
    "халил мамун",
    "вука",
    "маклауд",
    "одуман",
    "калауд",
    "зиппо",
    "клиппер",
    "эльф бар",
    "возол",
    "kalyan",
    "kaljan",
    "myata",
    "yabloko",
    "vishnya",
    "klubnika",
    "tabak",
    "tyutyun",
    "ugol",
    "vugillya",
    "zazhigalka",
    "zapalnichka",
    "shlang",
    "chasha",
    "kokos",
    "shokolad",
    "vinograd",
    "arbuz",
    "dynya",
    "limon",
    "persik",
    "chernika",
    "malina",
    "apelsin",
    "granat",
  ];
  for (const text of transliterations) queries.push({ kind: "transliteration", text });
  return queries;
}
