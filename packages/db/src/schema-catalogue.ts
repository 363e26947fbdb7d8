// The catalogue (issue 4): products, their texts, categories, brands, attributes, and per-city offers.
// Money is integer grosze everywhere (decisions.md: Units).
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { cities, stores } from "./schema-shop";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const slugCheck = (name: string, column: Parameters<typeof sql>[1]) => check(name, sql`${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`);
const created = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const brands = pgTable(
  "brands",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    /** A brand's name is a proper name, the same in every language. */
    name: text("name").notNull(),
    /** Path of its logo (an SVG generated locally). */
    logo: text("logo").notNull(),
    country: text("country"),
    popularity: integer("popularity").notNull().default(0),
    createdAt: created(),
  },
  (t) => [slugCheck("brands_slug_format", t.slug)],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "restrict" }),
    nameEn: text("name_en").notNull(),
    nameUk: text("name_uk").notNull(),
    namePl: text("name_pl").notNull(),
    nameRu: text("name_ru").notNull(),
    /** Base colour of the category's generated illustrations. */
    colour: text("colour").notNull(),
    /** Which illustration the generated images draw (hookah, bowl, hose, charcoal, tobacco, cigarette, vape, liquid, papers, lighter, accessory). */
    icon: text("icon").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: created(),
  },
  (t) => [slugCheck("categories_slug_format", t.slug), index("categories_parent_idx").on(t.parentId)],
);

export type ProductKind = "simple" | "bundle";
/** VAT rates of Polish invoices: percent, or "zw" (exempt). */
export type VatRate = "23" | "8" | "5" | "0" | "zw";

/** Numbers the SKUs the shop gives products made without one (SP-000347). */
export const productSkuSeq = pgSequence("product_sku_seq");

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    /** The shop's stock keeping unit (issue 33): the key of the catalogue import, unique in any case. */
    sku: text("sku").notNull().default(sql`'SP-' || lpad(nextval('product_sku_seq')::text, 6, '0')`),
    /** GTIN-13 barcode with a valid check digit (packages/domain ean13), or none. */
    ean: text("ean"),
    /** VAT rate of the gross prices: 23, 8, 5, 0 (percent) or zw (exempt). */
    vatRate: text("vat_rate").$type<VatRate>().notNull().default("23"),
    kind: text("kind").$type<ProductKind>().notNull().default("simple"),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "restrict" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    /** Under the Tobacco Products Directive: store pickup only for retail customers (decisions.md). */
    tpd: boolean("tpd").notNull().default(false),
    /** How many generated images the gallery has (1..4). */
    imageCount: integer("image_count").notNull().default(1),
    /** Units sold (best sellers) and views plus sales (popularity), kept by the shop. */
    soldCount: integer("sold_count").notNull().default(0),
    popularity: integer("popularity").notNull().default(0),
    /**
     * Every name, brand and category of the product in all four languages, lower-cased, accents
     * folded and Cyrillic transliterated to Latin (packages/domain searchText), for trigram search.
     */
    searchDoc: text("search_doc").notNull().default(""),
    /** search_doc's words as a tsvector: its GIN index intersects the words of a longer query (search-plans.ts). */
    searchTsv: tsvector("search_tsv").generatedAlwaysAs(sql`to_tsvector('simple', search_doc)`),
    createdAt: created(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    slugCheck("products_slug_format", t.slug),
    uniqueIndex("products_sku").on(sql`upper(${t.sku})`),
    uniqueIndex("products_ean").on(t.ean),
    check("products_sku_format", sql`${t.sku} ~ '^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$'`),
    check("products_ean_format", sql`${t.ean} ~ '^[0-9]{13}$'`),
    check("products_vat_rate", sql`${t.vatRate} in ('23', '8', '5', '0', 'zw')`),
    check("products_kind", sql`${t.kind} in ('simple', 'bundle')`),
    check("products_image_count", sql`${t.imageCount} between 1 and 4`),
    index("products_category_idx").on(t.categoryId),
    index("products_brand_idx").on(t.brandId),
    index("products_search_tsv").using("gin", t.searchTsv),
  ],
);

/** A product's texts in one language. */
export const productTexts = pgTable(
  "product_texts",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    name: text("name").notNull(),
    shortDescription: text("short_description").notNull(),
    description: text("description").notNull(),
    seoTitle: text("seo_title").notNull(),
    seoDescription: text("seo_description").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] }), check("product_texts_locale", sql`${t.locale} in ('en', 'uk', 'pl', 'ru')`)],
);

/** Slugs a product had before: the product-slug middleware answers them with a 301. */
export const productSlugHistory = pgTable("product_slug_history", {
  oldSlug: text("old_slug").primaryKey(),
  productId: integer("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  createdAt: created(),
});

/** Attributes such as flavour, strength, volume, nicotine, hose count. */
export const attributes = pgTable("attributes", {
  code: text("code").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameUk: text("name_uk").notNull(),
  namePl: text("name_pl").notNull(),
  nameRu: text("name_ru").notNull(),
  /** Shown as a filter on category pages. */
  filterable: boolean("filterable").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const attributeValues = pgTable(
  "attribute_values",
  {
    id: serial("id").primaryKey(),
    attributeCode: text("attribute_code")
      .notNull()
      .references(() => attributes.code, { onDelete: "cascade" }),
    /** The value's code in URLs (filters): mint, strong, 50-ml. */
    slug: text("slug").notNull(),
    nameEn: text("name_en").notNull(),
    nameUk: text("name_uk").notNull(),
    namePl: text("name_pl").notNull(),
    nameRu: text("name_ru").notNull(),
    /** For ordering numeric values (50 ml before 100 ml). */
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("attribute_values_code_slug").on(t.attributeCode, t.slug), slugCheck("attribute_values_slug_format", t.slug)],
);

export const productAttributeValues = pgTable(
  "product_attribute_values",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    valueId: integer("value_id")
      .notNull()
      .references(() => attributeValues.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.valueId] }), index("product_attribute_values_value_idx").on(t.valueId)],
);

/** A bundle's items: the bundle's own price is its offer; its stock is what its items allow. */
export const bundleItems = pgTable(
  "bundle_items",
  {
    bundleId: integer("bundle_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.productId] }), check("bundle_items_quantity", sql`${t.quantity} > 0`)],
);

/** What a city offers of a product: visibility, retail price and sale price, stock, franchise price. */
export const offers = pgTable(
  "offers",
  {
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    visible: boolean("visible").notNull().default(true),
    /** Regular retail price in grosze. */
    price: integer("price").notNull(),
    /** Sale price in grosze (lower than price) or null. */
    salePrice: integer("sale_price"),
    /**
     * Units in this city's stores: the sum of store_stock over them, kept so in the same transaction as every
     * change of it (issue 19; for a bundle: ignored, its items' stock decides).
     */
    stock: integer("stock").notNull().default(0),
    /** Price for an approved franchise business, grosze. */
    franchisePrice: integer("franchise_price"),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    primaryKey({ columns: [t.cityId, t.productId] }),
    index("offers_product_idx").on(t.productId),
    check("offers_price_positive", sql`${t.price} > 0`),
    check("offers_sale_below_price", sql`${t.salePrice} is null or (${t.salePrice} > 0 and ${t.salePrice} < ${t.price})`),
    check("offers_stock_non_negative", sql`${t.stock} >= 0`),
    check("offers_franchise_positive", sql`${t.franchisePrice} is null or ${t.franchisePrice} > 0`),
  ],
);

/** Units of a product held in one store (issue 19): a city's offers.stock is their sum over its stores. */
export const storeStock = pgTable(
  "store_stock",
  {
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId] }),
    index("store_stock_product_idx").on(t.productId),
    check("store_stock_quantity_non_negative", sql`${t.quantity} >= 0`),
  ],
);

/** Wholesale tiers: an approved wholesale business pays `price` once the line quantity reaches `minQuantity`. */
export const wholesaleTiers = pgTable(
  "wholesale_tiers",
  {
    cityId: integer("city_id").notNull(),
    productId: integer("product_id").notNull(),
    minQuantity: integer("min_quantity").notNull(),
    price: integer("price").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cityId, t.productId, t.minQuantity] }),
    check("wholesale_tiers_min_quantity", sql`${t.minQuantity} > 1`),
    check("wholesale_tiers_price_positive", sql`${t.price} > 0`),
  ],
);

/** Every change of a product's effective retail price in a city (EU Omnibus: lowest price of the last 30 days). */
export const priceHistory = pgTable(
  "price_history",
  {
    id: serial("id").primaryKey(),
    cityId: integer("city_id").notNull(),
    productId: integer("product_id").notNull(),
    /** The effective retail price (sale price when on sale) from `validFrom` on, grosze. */
    price: integer("price").notNull(),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("price_history_offer_idx").on(t.cityId, t.productId, t.validFrom),
    check("price_history_price_positive", sql`${t.price} > 0`),
  ],
);
