import { LOCALES } from "@shop/domain";
import type {
  attributes,
  attributeValues,
  brands,
  bundleItems,
  categories,
  offers,
  priceHistory,
  productAttributeValues,
  productSlugHistory,
  products,
  productTexts,
  wholesaleTiers,
} from "../../schema";
import { CATALOGUE_DATE, CITY_OFFERS, DAY_MS, DEMO_OLD_SLUG, daysBefore } from "./constants";
import { ATTRIBUTES, type ValueDef } from "./data/attributes";
import { BRANDS, brandLogo } from "./data/brands";
import { BUNDLES } from "./data/bundles";
import { CATEGORIES } from "./data/categories";
import { type OfferPlan, planBundleOffers, planSimpleOffers } from "./offers";
import { type ProductSpec, simpleProducts } from "./products";
import { rng } from "./random";
import { describeBundle } from "./texts/bundles";
import type { Localized, ProductText } from "./types";

/** The rows of every catalogue table, ids included, ready to insert. */
export interface CatalogueRows {
  brands: Array<typeof brands.$inferInsert>;
  categories: Array<typeof categories.$inferInsert>;
  attributes: Array<typeof attributes.$inferInsert>;
  attributeValues: Array<typeof attributeValues.$inferInsert>;
  products: Array<typeof products.$inferInsert>;
  productTexts: Array<typeof productTexts.$inferInsert>;
  productAttributeValues: Array<typeof productAttributeValues.$inferInsert>;
  bundleItems: Array<typeof bundleItems.$inferInsert>;
  productSlugHistory: Array<typeof productSlugHistory.$inferInsert>;
  offers: Array<typeof offers.$inferInsert>;
  wholesaleTiers: Array<typeof wholesaleTiers.$inferInsert>;
  priceHistory: Array<typeof priceHistory.$inferInsert>;
}

interface Planned {
  id: number;
  slug: string;
  kind: "simple" | "bundle";
  category: string;
  brand: string | null;
  tpd: boolean;
  basePrice: number;
  values: ValueDef[];
  texts: Localized<ProductText>;
  items: Array<[string, number]>;
  createdAt: Date;
}

/** Old slugs: Al Fakher's 250 g packs were once "…-250g", Nomad Pipes' hookahs "nomad-…". */
function oldSlugOf(slug: string): string | null {
  if (slug.startsWith("al-fakher-") && slug.endsWith("-250-g")) return slug.replace(/-250-g$/, "-250g");
  if (slug.startsWith("nomad-pipes-") && slug.includes("-hookah-")) return slug.replace(/^nomad-pipes-/, "nomad-");
  return null;
}

const mustGet = <K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Unknown ${what}: ${String(key)}`);
  return value;
};

/** Builds the whole demo catalogue for the given cities (slug → id); the same input always gives the same rows. */
export function buildCatalogue(cityIds: ReadonlyMap<string, number>): CatalogueRows {
  const seededAt = daysBefore(400);
  const brandIds = new Map(BRANDS.map((brand, i) => [brand.slug, i + 1]));
  const brandPopularity = new Map(BRANDS.map((brand) => [brand.slug, brand.popularity]));
  const brandNames = new Map(BRANDS.map((brand) => [brand.slug, brand.name]));
  const categoryIds = new Map(CATEGORIES.map((category, i) => [category.slug as string, i + 1]));
  const siblings = new Map<string | null, number>();

  const rows: CatalogueRows = {
    brands: BRANDS.map((brand, i) => ({
      id: i + 1,
      slug: brand.slug,
      name: brand.name,
      logo: brandLogo(brand.slug),
      country: brand.country,
      popularity: brand.popularity,
      createdAt: seededAt,
    })),
    categories: CATEGORIES.map((category, i) => {
      const order = (siblings.get(category.parent) ?? 0) + 1;
      siblings.set(category.parent, order);
      return {
        id: i + 1,
        slug: category.slug,
        parentId: category.parent ? mustGet(categoryIds, category.parent, "category") : null,
        nameEn: category.names.en,
        nameUk: category.names.uk,
        namePl: category.names.pl,
        nameRu: category.names.ru,
        colour: category.colour,
        icon: category.icon,
        sortOrder: order * 10,
        createdAt: seededAt,
      };
    }),
    attributes: ATTRIBUTES.map((a) => ({
      code: a.code,
      nameEn: a.names.en,
      nameUk: a.names.uk,
      namePl: a.names.pl,
      nameRu: a.names.ru,
      filterable: a.filterable,
      sortOrder: a.sortOrder,
    })),
    attributeValues: [],
    products: [],
    productTexts: [],
    productAttributeValues: [],
    bundleItems: [],
    productSlugHistory: [],
    offers: [],
    wholesaleTiers: [],
    priceHistory: [],
  };

  // Products: the simple ones, then the bundles built from them.
  const simple = simpleProducts();
  const bySlug = new Map<string, ProductSpec>(simple.map((spec) => [spec.slug, spec]));
  if (bySlug.size !== simple.length) throw new Error("Two demo products share a slug");
  const created = (slug: string) => {
    const r = rng("created", slug);
    return daysBefore(r.int(0, 299), r.int(0, DAY_MS / 1000 - 1) * 1000);
  };
  const planned: Planned[] = simple.map((spec, i) => ({ ...spec, id: i + 1, kind: "simple", items: [], createdAt: created(spec.slug) }));
  for (const bundle of BUNDLES) {
    if (bySlug.has(bundle.slug)) throw new Error(`Bundle slug ${bundle.slug} is a product's`);
    const items = bundle.items.map(([slug, quantity]) => ({ spec: mustGet(bySlug, slug, "bundle item"), quantity }));
    const tpd = items.some(({ spec }) => spec.tpd);
    const texts = describeBundle(
      bundle,
      items.map(({ spec, quantity }) => ({
        names: { en: spec.texts.en.name, uk: spec.texts.uk.name, pl: spec.texts.pl.name, ru: spec.texts.ru.name },
        brand: mustGet(brandNames, spec.brand, "brand"),
        quantity,
      })),
      tpd,
    );
    planned.push({
      id: planned.length + 1,
      slug: bundle.slug,
      kind: "bundle",
      category: "bundles",
      brand: null,
      tpd,
      basePrice: 0,
      values: [],
      texts,
      items: bundle.items,
      createdAt: created(bundle.slug),
    });
  }
  const productIds = new Map(planned.map((p) => [p.slug, p.id]));

  // Attribute values that some product has, in the attributes' order and then their own.
  const attributeOrder = new Map(ATTRIBUTES.map((a, i) => [a.code, i]));
  const values = new Map<string, ValueDef>();
  for (const product of planned) for (const value of product.values) values.set(`${value.attribute}:${value.slug}`, value);
  const sortedValues = [...values.values()].sort(
    (a, b) =>
      mustGet(attributeOrder, a.attribute, "attribute") - mustGet(attributeOrder, b.attribute, "attribute") ||
      a.sortOrder - b.sortOrder ||
      a.slug.localeCompare(b.slug),
  );
  const valueIds = new Map(sortedValues.map((value, i) => [`${value.attribute}:${value.slug}`, i + 1]));
  rows.attributeValues = sortedValues.map((value, i) => ({
    id: i + 1,
    attributeCode: value.attribute,
    slug: value.slug,
    nameEn: value.names.en,
    nameUk: value.names.uk,
    namePl: value.names.pl,
    nameRu: value.names.ru,
    sortOrder: value.sortOrder,
  }));

  const allSlugs = new Set(planned.map((p) => p.slug));
  for (const product of planned) {
    const r = rng("product", product.slug);
    const pull = product.brand ? mustGet(brandPopularity, product.brand, "brand") / 1000 : 0.6;
    const soldCount = Math.round(r.next() ** 2 * 1200 * (0.4 + pull));
    rows.products.push({
      id: product.id,
      slug: product.slug,
      kind: product.kind,
      brandId: product.brand ? mustGet(brandIds, product.brand, "brand") : null,
      categoryId: mustGet(categoryIds, product.category, "category"),
      tpd: product.tpd,
      imageCount: r.int(1, 4),
      soldCount,
      popularity: soldCount * 3 + r.int(0, 1500) + Math.round(pull * 500),
      createdAt: product.createdAt,
      updatedAt: product.createdAt,
    });
    for (const locale of LOCALES) rows.productTexts.push({ productId: product.id, locale, ...product.texts[locale] });
    for (const value of product.values) {
      rows.productAttributeValues.push({
        productId: product.id,
        valueId: mustGet(valueIds, `${value.attribute}:${value.slug}`, "attribute value"),
      });
    }
    for (const [slug, quantity] of product.items)
      rows.bundleItems.push({ bundleId: product.id, productId: mustGet(productIds, slug, "product"), quantity });
    const oldSlug = oldSlugOf(product.slug);
    if (oldSlug) {
      if (allSlugs.has(oldSlug)) throw new Error(`Old slug ${oldSlug} is a current slug`);
      const renamedAt = new Date(
        product.createdAt.getTime() + Math.round((CATALOGUE_DATE.getTime() - product.createdAt.getTime()) / 2000) * 1000,
      );
      rows.productSlugHistory.push({ oldSlug, productId: product.id, createdAt: renamedAt });
    }
  }
  if (
    !rows.productSlugHistory.some((row) => row.oldSlug === DEMO_OLD_SLUG.oldSlug && row.productId === productIds.get(DEMO_OLD_SLUG.slug))
  ) {
    throw new Error("DEMO_OLD_SLUG is not in the slug history");
  }

  // Offers, wholesale tiers and price history per city.
  const cities = Object.keys(CITY_OFFERS).filter((city) => cityIds.has(city));
  const bundleItemSlugs = new Set(BUNDLES.flatMap((bundle) => bundle.items.map(([slug]) => slug)));
  const simpleOffers = planSimpleOffers(
    planned.filter((p) => p.kind === "simple"),
    bundleItemSlugs,
    cities,
  );
  const bundleOffers = planBundleOffers(
    planned.filter((p) => p.kind === "bundle"),
    simpleOffers,
    cities,
  );
  const addOffer = (plan: OfferPlan) => {
    const cityId = mustGet(cityIds, plan.city, "city");
    const productId = mustGet(productIds, plan.slug, "product");
    rows.offers.push({
      cityId,
      productId,
      visible: plan.visible,
      price: plan.price,
      salePrice: plan.salePrice,
      stock: plan.stock,
      franchisePrice: plan.franchisePrice,
      updatedAt: CATALOGUE_DATE,
    });
    for (const tier of plan.tiers) rows.wholesaleTiers.push({ cityId, productId, ...tier });
    for (const point of plan.history) rows.priceHistory.push({ cityId, productId, ...point });
  };
  for (const plan of simpleOffers) addOffer(plan);
  for (const plan of bundleOffers) addOffer(plan);
  return rows;
}
