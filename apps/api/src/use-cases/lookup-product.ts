// A product page in a city: the product offered here, a redirect from an old slug, or the cities that offer it.
import type { ProductDetail, ProductLookup } from "@shop/contracts";
import {
  type Db,
  findBundleItems,
  findCurrentSlug,
  findProductAttributes,
  findProductBySlug,
  findProductImageKeys,
  findProductTexts,
  findRelatedIds,
  listCitiesOffering,
  type ProductRow,
} from "@shop/db";
import { bundleSavings, type Locale, type PricingCustomer } from "@shop/domain";
import { AppError } from "../http/app-error";
import { productCardImageUrl, productGalleryUrls } from "../media/urls";
import { requireCatalogueCity } from "./catalogue-city";
import { loadCategoryIndex } from "./category-index";
import { type CardContext, type LoadedCard, loadCards } from "./product-cards";

export const RELATED_LIMIT = 8;

export interface LookupProductRequest {
  citySlug: string;
  slug: string;
  locale: Locale;
  customer: PricingCustomer;
}

export async function lookupProduct(db: Db, request: LookupProductRequest): Promise<ProductLookup> {
  const [city, product, categories] = await Promise.all([
    requireCatalogueCity(db, request.citySlug),
    findProductBySlug(db, request.slug),
    loadCategoryIndex(db),
  ]);
  if (!product) {
    const current = await findCurrentSlug(db, request.slug);
    if (current) return { status: "moved", slug: current };
    throw new AppError("NOT_FOUND");
  }
  const context: CardContext = { cityId: city.id, locale: request.locale, customer: request.customer, categories };
  const [loaded] = await loadCards(db, [product.id], context);
  if (!loaded?.visible) return offeredElsewhere(db, product, request.locale);
  return { status: "ok", product: await productDetail(db, product, loaded, context) };
}

async function offeredElsewhere(db: Db, product: ProductRow, locale: Locale): Promise<ProductLookup> {
  const [cities, texts, imageKeys] = await Promise.all([
    listCitiesOffering(db, product.id),
    findProductTexts(db, product.id, locale),
    findProductImageKeys(db, product.id),
  ]);
  if (cities.length === 0) throw new AppError("NOT_FOUND");
  return {
    status: "elsewhere",
    product: { slug: product.slug, name: texts?.name ?? product.slug, image: productCardImageUrl(product.slug, imageKeys[0] ?? null) },
    cities: cities.map((city) => ({ slug: city.slug, name: city.names[locale] })),
  };
}

async function productDetail(db: Db, product: ProductRow, loaded: LoadedCard, context: CardContext): Promise<ProductDetail> {
  const [texts, attributes, bundleItems, relatedIds, imageKeys] = await Promise.all([
    findProductTexts(db, product.id, context.locale),
    findProductAttributes(db, product.id, context.locale),
    product.kind === "bundle" ? findBundleItems(db, product.id) : Promise.resolve([]),
    findRelatedIds(db, { cityId: context.cityId, categoryId: product.categoryId, excludeId: product.id, limit: RELATED_LIMIT }),
    findProductImageKeys(db, product.id),
  ]);
  const itemIds = bundleItems.map((item) => item.productId);
  const cards = new Map((await loadCards(db, [...new Set([...itemIds, ...relatedIds])], context)).map((c) => [c.card.id, c]));

  let bundle: ProductDetail["bundle"] = null;
  if (product.kind === "bundle") {
    // Items the city has no offer of cannot be priced here; the bundle's stock already counts them as 0.
    const items = bundleItems.flatMap((item) => {
      const card = cards.get(item.productId);
      return card ? [{ product: card.card, quantity: item.quantity }] : [];
    });
    const priced = items.map((item) => ({ unitPrice: item.product.price.unit, quantity: item.quantity }));
    const itemsTotal = priced.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
    bundle = { items, itemsTotal, savings: bundleSavings(priced, loaded.card.price.unit) };
  }

  return {
    ...loaded.card,
    description: texts?.description ?? "",
    seoTitle: texts?.seoTitle ?? loaded.card.name,
    seoDescription: texts?.seoDescription ?? loaded.card.shortDescription,
    images: productGalleryUrls(product.slug, imageKeys, product.imageCount),
    attributes,
    bundle,
    related: relatedIds.flatMap((id) => {
      const card = cards.get(id);
      return card?.visible ? [card.card] : [];
    }),
    breadcrumbs: context.categories
      .path(product.categoryId)
      .map((category) => ({ slug: category.slug, name: category.names[context.locale] })),
  };
}
