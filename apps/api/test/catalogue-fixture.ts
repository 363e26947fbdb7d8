// A small catalogue of its own (slugs start with tfx-), so the tests do not depend on the demo data:
// a category tree, three brands, two attributes, products in two cities with different prices and
// stock, a sale item with price history, a bundle, an old slug and products offered in one city only.
import { type Database, refreshSearchDocuments, schema } from "@shop/db";
import { sql } from "drizzle-orm";

const DAY = 24 * 60 * 60 * 1000;
const BASE = 1_000_000;
type Texts = { en: string; uk: string; pl: string; ru: string };

const CATEGORY_NAMES: Record<string, Texts> = {
  "tfx-hookah-world": { en: "Tfx Hookah World", uk: "Tfx Світ кальянів", pl: "Tfx Świat fajek wodnych", ru: "Tfx Мир кальянов" },
  "tfx-shisha": { en: "Quokka Shisha", uk: "Квокка шиша", pl: "Quokka Szisza", ru: "Квокка шиша" },
  "tfx-shisha-fruit": { en: "Quokka Fruit Shisha", uk: "Квокка фруктова шиша", pl: "Quokka Owocowa szisza", ru: "Квокка фруктовая шиша" },
  "tfx-coal": { en: "Tfx Coal Corner", uk: "Tfx Вугілля", pl: "Tfx Węgielki", ru: "Tfx Уголь" },
  "tfx-empty": { en: "Quokka Empty Shelf", uk: "Квокка порожня полиця", pl: "Quokka Pusta półka", ru: "Квокка пустая полка" },
  "tfx-sets": { en: "Tfx Starter Sets", uk: "Tfx Набори", pl: "Tfx Zestawy", ru: "Tfx Наборы" },
};

interface ProductSpec {
  slug: string;
  kind?: "simple" | "bundle";
  category: string;
  brand: string | null;
  names: Texts;
  values?: string[];
  imageCount?: number;
  rank: number;
  sold: number;
  ageDays: number;
  offers: Partial<Record<"warszawa" | "krakow", { price: number; sale?: number; stock: number; visible?: boolean; franchise?: number }>>;
}

const PRODUCTS: ProductSpec[] = [
  {
    slug: "tfx-mint-breeze",
    category: "tfx-shisha",
    brand: "tfx-alpha",
    names: { en: "Tfx Mint Breeze", uk: "Tfx М'ятний бриз", pl: "Tfx Miętowa bryza", ru: "Tfx Мятный бриз" },
    values: ["tfx-flavour:mint", "tfx-strength:light"],
    imageCount: 2,
    rank: 50,
    sold: 1_999_000,
    ageDays: 50,
    offers: { warszawa: { price: 3000, stock: 10, franchise: 2000 }, krakow: { price: 3200, stock: 0 } },
  },
  {
    slug: "tfx-apple-storm",
    category: "tfx-shisha-fruit",
    brand: "tfx-beta",
    names: { en: "Tfx Apple Storm", uk: "Tfx Яблучний шторм", pl: "Tfx Jabłkowa burza", ru: "Tfx Яблочный шторм" },
    values: ["tfx-flavour:apple", "tfx-strength:strong"],
    rank: 40,
    sold: 1_998_000,
    ageDays: 40,
    offers: { warszawa: { price: 4000, sale: 3500, stock: 5 } },
  },
  {
    slug: "tfx-grape-cloud",
    category: "tfx-shisha-fruit",
    brand: "tfx-alpha",
    names: { en: "Tfx Grape Cloud", uk: "Tfx Виноградна хмара", pl: "Tfx Winogronowa chmura", ru: "Tfx Виноградное облако" },
    values: ["tfx-flavour:grape", "tfx-flavour:mint", "tfx-strength:strong"],
    rank: 30,
    sold: 10,
    ageDays: 1,
    offers: { warszawa: { price: 2500, stock: 0 }, krakow: { price: 2700, stock: 3 } },
  },
  {
    slug: "tfx-coco-cubes",
    category: "tfx-coal",
    brand: "tfx-gamma",
    names: { en: "Tfx Coco Cubes", uk: "Tfx Кокосові кубики", pl: "Tfx Łatwe kostki", ru: "Tfx Кокосовые кубики" },
    rank: 20,
    sold: 2_000_000,
    ageDays: 30,
    offers: { warszawa: { price: 1500, stock: 100 }, krakow: { price: 1400, stock: 50 } },
  },
  {
    slug: "tfx-hidden-thing",
    category: "tfx-shisha",
    brand: "tfx-gamma",
    names: { en: "Tfx Hidden Thing", uk: "Tfx Прихована річ", pl: "Tfx Ukryta rzecz", ru: "Tfx Скрытая вещь" },
    rank: 10,
    sold: 0,
    ageDays: 20,
    offers: { warszawa: { price: 1000, stock: 4, visible: false }, krakow: { price: 1000, stock: 1 } },
  },
  {
    slug: "tfx-krakow-only",
    category: "tfx-coal",
    brand: "tfx-beta",
    names: { en: "Tfx Krakow Only", uk: "Tfx Лише Краків", pl: "Tfx Tylko Kraków", ru: "Tfx Только Краков" },
    rank: 5,
    sold: 0,
    ageDays: 20,
    offers: { krakow: { price: 900, stock: 7 } },
  },
  {
    slug: "tfx-starter-set",
    kind: "bundle",
    category: "tfx-sets",
    brand: "tfx-alpha",
    names: { en: "Tfx Starter Set", uk: "Tfx Стартовий набір", pl: "Tfx Zestaw startowy", ru: "Tfx Стартовый набор" },
    rank: 45,
    sold: 5,
    ageDays: 10,
    offers: { warszawa: { price: 6000, stock: 0 }, krakow: { price: 6500, stock: 99 } },
  },
  {
    slug: "tfx-nowhere",
    category: "tfx-coal",
    brand: null,
    names: { en: "Tfx Nowhere", uk: "Tfx Ніде", pl: "Tfx Nigdzie", ru: "Tfx Нигде" },
    rank: 1,
    sold: 0,
    ageDays: 5,
    offers: {},
  },
];

/** The fixture's visible products per city, most popular first. */
export const VISIBLE = {
  warszawa: ["tfx-mint-breeze", "tfx-starter-set", "tfx-apple-storm", "tfx-grape-cloud", "tfx-coco-cubes"],
  krakow: ["tfx-mint-breeze", "tfx-starter-set", "tfx-grape-cloud", "tfx-coco-cubes", "tfx-hidden-thing", "tfx-krakow-only"],
};

export async function insertCatalogueFixture(database: Database): Promise<void> {
  const { db } = database;
  const now = Date.now();
  const cityRows = await db.select({ id: schema.cities.id, slug: schema.cities.slug }).from(schema.cities);
  const cityId = new Map(cityRows.map((c) => [c.slug, c.id]));

  const brandRows = await db
    .insert(schema.brands)
    .values([
      { slug: "tfx-alpha", name: "Alpha Smoke", logo: "", country: "PL", popularity: BASE + 3 },
      { slug: "tfx-beta", name: "Beta & Co <B>", logo: "", popularity: BASE + 2 },
      { slug: "tfx-gamma", name: "Gamma", logo: "", popularity: BASE + 1 },
    ])
    .returning({ id: schema.brands.id, slug: schema.brands.slug });
  const brandId = new Map(brandRows.map((b) => [b.slug, b.id]));

  const categoryId = new Map<string, number>();
  const tree: [string, string | null, string, string][] = [
    ["tfx-hookah-world", null, "#2a6f97", "hookah"],
    ["tfx-shisha", "tfx-hookah-world", "#8a5a44", "tobacco"],
    ["tfx-shisha-fruit", "tfx-shisha", "#b5651d", "tobacco"],
    ["tfx-coal", "tfx-hookah-world", "#333333", "charcoal"],
    ["tfx-empty", "tfx-hookah-world", "not-a-colour", "lighter"],
    ["tfx-sets", "tfx-hookah-world", "#0b6e4f", "hookah"],
  ];
  for (const [index, [slug, parent, colour, icon]] of tree.entries()) {
    const names = CATEGORY_NAMES[slug] as Texts;
    const [row] = await db
      .insert(schema.categories)
      .values({
        slug,
        parentId: parent ? categoryId.get(parent) : null,
        nameEn: names.en,
        nameUk: names.uk,
        namePl: names.pl,
        nameRu: names.ru,
        colour,
        icon,
        sortOrder: index,
      })
      .returning({ id: schema.categories.id });
    categoryId.set(slug, row?.id as number);
  }

  await db.insert(schema.attributes).values([
    { code: "tfx-flavour", nameEn: "Flavour", nameUk: "Смак", namePl: "Smak", nameRu: "Вкус", sortOrder: 1 },
    { code: "tfx-strength", nameEn: "Strength", nameUk: "Міцність", namePl: "Moc", nameRu: "Крепость", sortOrder: 2 },
  ]);
  const valueRows = await db
    .insert(schema.attributeValues)
    .values([
      { attributeCode: "tfx-flavour", slug: "mint", nameEn: "Mint", nameUk: "М'ята", namePl: "Mięta", nameRu: "Мята", sortOrder: 1 },
      { attributeCode: "tfx-flavour", slug: "apple", nameEn: "Apple", nameUk: "Яблуко", namePl: "Jabłko", nameRu: "Яблоко", sortOrder: 2 },
      {
        attributeCode: "tfx-flavour",
        slug: "grape",
        nameEn: "Grape",
        nameUk: "Виноград",
        namePl: "Winogrono",
        nameRu: "Виноград",
        sortOrder: 3,
      },
      { attributeCode: "tfx-strength", slug: "light", nameEn: "Light", nameUk: "Легка", namePl: "Lekka", nameRu: "Лёгкая", sortOrder: 1 },
      {
        attributeCode: "tfx-strength",
        slug: "strong",
        nameEn: "Strong",
        nameUk: "Міцна",
        namePl: "Mocna",
        nameRu: "Крепкая",
        sortOrder: 2,
      },
    ])
    .returning({ id: schema.attributeValues.id, code: schema.attributeValues.attributeCode, slug: schema.attributeValues.slug });
  const valueId = new Map(valueRows.map((v) => [`${v.code}:${v.slug}`, v.id]));

  const productId = new Map<string, number>();
  for (const spec of PRODUCTS) {
    const [row] = await db
      .insert(schema.products)
      .values({
        slug: spec.slug,
        kind: spec.kind ?? "simple",
        brandId: spec.brand ? brandId.get(spec.brand) : null,
        categoryId: categoryId.get(spec.category) as number,
        imageCount: spec.imageCount ?? 1,
        soldCount: spec.sold,
        popularity: BASE + spec.rank,
        tpd: spec.category === "tfx-shisha",
        createdAt: new Date(now - spec.ageDays * DAY),
      })
      .returning({ id: schema.products.id });
    const id = row?.id as number;
    productId.set(spec.slug, id);
    await db.insert(schema.productTexts).values(
      (["en", "uk", "pl", "ru"] as const).map((locale) => ({
        productId: id,
        locale,
        name: spec.names[locale],
        shortDescription: `${spec.names[locale]} (${locale} short)`,
        description: `${spec.names[locale]} (${locale} description)`,
        seoTitle: `${spec.names[locale]} (${locale} SEO)`,
        seoDescription: `${spec.names[locale]} (${locale} SEO description)`,
      })),
    );
    if (spec.values?.length)
      await db.insert(schema.productAttributeValues).values(spec.values.map((v) => ({ productId: id, valueId: valueId.get(v) as number })));
    for (const [city, offer] of Object.entries(spec.offers)) {
      await db.insert(schema.offers).values({
        cityId: cityId.get(city) as number,
        productId: id,
        price: offer.price,
        salePrice: offer.sale ?? null,
        stock: offer.stock,
        visible: offer.visible ?? true,
        franchisePrice: offer.franchise ?? null,
      });
    }
  }

  // Stock per store (issue 19): each offer's units in its city's first store.
  await db.execute(sql`insert into store_stock (store_id, product_id, quantity)
    select (select s.id from stores s where s.city_id = o.city_id order by s.sort_order, s.id limit 1), o.product_id, o.stock
    from offers o join products p on p.id = o.product_id where p.slug like 'tfx-%' and p.kind = 'simple' and o.stock > 0`);
  const id = (slug: string) => productId.get(slug) as number;
  const warszawa = cityId.get("warszawa") as number;
  await db.insert(schema.bundleItems).values([
    { bundleId: id("tfx-starter-set"), productId: id("tfx-mint-breeze"), quantity: 2 },
    { bundleId: id("tfx-starter-set"), productId: id("tfx-coco-cubes"), quantity: 1 },
  ]);
  await db.insert(schema.productSlugHistory).values({ oldSlug: "tfx-mint-breeze-old", productId: id("tfx-mint-breeze") });
  await db.insert(schema.wholesaleTiers).values({ cityId: warszawa, productId: id("tfx-mint-breeze"), minQuantity: 10, price: 2200 });
  // Apple Storm: 40.00 for months, 37.00 from 25 days ago, back to 40.00 10 days ago, on sale at 35.00 for 2 days:
  // the lowest price of the 30 days before the reduction is 37.00.
  await db.insert(schema.priceHistory).values(
    [
      [4000, 90],
      [3700, 25],
      [4000, 10],
      [3500, 2],
    ].map(([price, days]) => ({
      cityId: warszawa,
      productId: id("tfx-apple-storm"),
      price: price as number,
      validFrom: new Date(now - (days as number) * DAY),
    })),
  );
  await refreshSearchDocuments(db, [...productId.values()]);
}
