// Catalogue search latency: 50,000 products in one city, ~300 searches (exact words in the four languages,
// typos, transliterations both ways, multi-word), p50/p95/p99 of searchProductIds and of suggest.
// On PGlite (a throwaway in-memory instance in its child process) and, when DATABASE_URL is set, on
// PostgreSQL (a scratch database created and dropped here). Targets: p95 < 20 ms on PGlite, < 10 ms on PostgreSQL.
// Each query runs BENCH_SEARCH_ROUNDS times (3) and counts with its median.
// Run: npm run bench:search   (BENCH_SEARCH_ENGINES=pglite or postgres to run one; BENCH_SEARCH_PRODUCTS=n)
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createPool, type Database, wrap } from "../packages/db/src/client.ts";
import { prepareDatabase } from "../packages/db/src/migrate.ts";
import { startPgliteServer } from "../packages/db/src/pglite/spawn.ts";
import { refreshSearchDocuments, searchProductIds, suggest } from "../packages/db/src/queries/search.ts";

const PRODUCTS = Number(process.env.BENCH_SEARCH_PRODUCTS ?? 50_000);
const TARGET_P95_MS = { pglite: 20, postgres: 10 } as const;
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 3);
/** The queries are also reported by how many products they match: the cost grows with it. */
const BUCKETS: Array<[number, number]> = [
  [-1, 0],
  [0, 500],
  [500, 2_000],
  [2_000, 5_000],
  [5_000, Number.POSITIVE_INFINITY],
];

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

async function seedCatalogue(database: Database): Promise<number> {
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
  for (let start = 0; start < PRODUCTS; start += BATCH) {
    const products: Array<{ slug: string; b: number; c: number; f: number; pop: number; names: string[] }> = [];
    for (let i = start; i < Math.min(PRODUCTS, start + BATCH); i++) {
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

interface BenchQuery {
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

function benchQueries(): BenchQuery[] {
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

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

interface Row {
  engine: string;
  what: string;
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  note: string;
}

async function measure(engine: "pglite" | "postgres", database: Database): Promise<Row[]> {
  const { db } = database;
  let started = performance.now();
  await prepareDatabase(database.pool, { seed: false });
  const cityId = await seedCatalogue(database);
  const seededMs = performance.now() - started;
  started = performance.now();
  const refreshed = await refreshSearchDocuments(db);
  const refreshMs = performance.now() - started;
  // What autovacuum would do by itself a little later.
  await db.execute(sql`vacuum analyze`);
  console.log(
    `${engine}: ${PRODUCTS} products generated in ${(seededMs / 1000).toFixed(1)} s; ${refreshed} search documents in ${(refreshMs / 1000).toFixed(1)} s`,
  );

  const queries = benchQueries();
  // Warm-up: caches, plans, the JIT of the query builder.
  for (const query of queries.slice(0, 30)) await searchProductIds(db, { cityId, query: query.text, limit: 24 });

  // Every query ROUNDS times (the rounds one after another); a query's time is its median, so that a
  // moment of load on the machine does not count as the query's cost.
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  const runs = new Map<number, number[]>();
  const totalsById = new Map<number, number>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, query] of queries.entries()) {
      const start = performance.now();
      const result = await searchProductIds(db, { cityId, query: query.text, limit: 24 });
      runs.set(i, [...(runs.get(i) ?? []), performance.now() - start]);
      totalsById.set(i, result.total);
    }
  }
  const timed = queries.map((query, i) => ({ ...query, ms: median(runs.get(i) ?? []), total: totalsById.get(i) ?? 0 }));
  const all = timed.map((q) => q.ms);
  const byKind = new Map<string, number[]>();
  for (const q of timed) byKind.set(q.kind, [...(byKind.get(q.kind) ?? []), q.ms]);
  const empty = timed.filter((q) => q.total === 0).map((q) => q.text);
  const totals = timed.reduce((sum, q) => sum + q.total, 0);
  const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, 8);
  console.log(`${engine}: slowest: ${slowest.map((q) => `"${q.text}" ${q.ms.toFixed(1)} ms (${q.total} matches)`).join(", ")}`);

  const suggestRuns = new Map<number, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, query] of queries.entries()) {
      // What a type-ahead sends while the word is being typed: its first 3..n letters.
      const text = query.text.slice(0, Math.max(3, Math.ceil(query.text.length * 0.6)));
      const start = performance.now();
      await suggest(db, { cityId, query: text, limit: 8 });
      suggestRuns.set(i, [...(suggestRuns.get(i) ?? []), performance.now() - start]);
    }
  }
  const suggestTimes = [...suggestRuns.values()].map(median);

  const row = (what: string, times: number[], note = ""): Row => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      engine,
      what,
      n: times.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
      note,
    };
  };
  const target = TARGET_P95_MS[engine];
  const rows = [
    row("search (all)", all, `${Math.round(totals / queries.length)} matches on average; p95 target < ${target} ms`),
    ...[...byKind].map(([kind, times]) => row(`  ${kind}`, times)),
    ...BUCKETS.map(([low, high]) =>
      row(
        `  ${low + 1}..${high === Number.POSITIVE_INFINITY ? "" : high} matches`,
        timed.filter((q) => q.total > low && q.total <= high).map((q) => q.ms),
      ),
    ),
    row("suggest (prefixes)", suggestTimes, "limit 8, no total"),
  ];
  if (empty.length) console.log(`${engine}: ${empty.length} queries found nothing: ${empty.join(", ")}`);
  return rows;
}

async function onPglite(): Promise<Row[]> {
  const server = await startPgliteServer({ dataDir: "memory://" });
  const database = wrap("pglite", createPool(server.url, 1), () => server.stop());
  try {
    return await measure("pglite", database);
  } finally {
    await database.close();
  }
}

async function onPostgres(url: string): Promise<Row[]> {
  const name = `search_bench_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const database = wrap("postgres", createPool(scratch.toString(), 4), async () => {});
  try {
    return await measure("postgres", database);
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

const engines = (process.env.BENCH_SEARCH_ENGINES ?? "pglite,postgres").split(",");
const rows: Row[] = [];
if (engines.includes("pglite")) rows.push(...(await onPglite()));
if (engines.includes("postgres")) {
  if (process.env.DATABASE_URL) rows.push(...(await onPostgres(process.env.DATABASE_URL)));
  else console.log("postgres: skipped (set DATABASE_URL to a PostgreSQL server to measure it too)");
}

const ms = (value: number) => value.toFixed(2);
console.log(`\nCatalogue search, ${PRODUCTS} products in one city, times in ms (end to end, node-postgres)`);
console.table(
  rows.map((r) => ({
    engine: r.engine,
    what: r.what,
    n: r.n,
    p50: ms(r.p50),
    p95: ms(r.p95),
    p99: ms(r.p99),
    max: ms(r.max),
    note: r.note,
  })),
);
const failed = rows.filter((r) => r.what === "search (all)" && r.p95 >= TARGET_P95_MS[r.engine as keyof typeof TARGET_P95_MS]);
if (failed.length) console.log(`Over target: ${failed.map((r) => `${r.engine} p95 ${ms(r.p95)} ms`).join(", ")}`);
