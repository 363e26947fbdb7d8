// A product page in a city: the product offered here, a redirect from an old slug, or the cities that offer it.
// One statement reads the page (findProductPage); an unknown slug costs a second one (the old slugs). The
// city and the category tree come from the API's per-process caches.
import type { ProductDetail, ProductLookup } from "@shop/contracts";
import { type Db, findCurrentSlug, findProductPage, type ProductPage } from "@shop/db";
import { bundleSavings, type Locale, type PricingCustomer } from "@shop/domain";
import { AppError } from "../../core/app-error";
import { productCardImageUrl, productGalleryUrls } from "../../media/urls";
import { requireCatalogueCity } from "./catalogue-city";
import { loadCategoryIndex } from "./category-index";
import { type CardContext, type LoadedCard, toLoadedCard } from "./product-cards";

// One row of four on a desktop, two rows of two on a phone (as Shopify's Dawn shows "You may also like").
const RELATED_LIMIT = 4;

export interface LookupProductRequest {
  citySlug: string;
  slug: string;
  locale: Locale;
  customer: PricingCustomer;
}

export async function lookupProduct(db: Db, request: LookupProductRequest): Promise<ProductLookup> {
  const [city, categories] = await Promise.all([requireCatalogueCity(db, request.citySlug), loadCategoryIndex(db)]);
  const page = await findProductPage(db, {
    cityId: city.id,
    slug: request.slug,
    locale: request.locale,
    wholesale: request.customer.kind === "wholesale",
    relatedLimit: RELATED_LIMIT,
  });
  if (!page) {
    const current = await findCurrentSlug(db, request.slug);
    if (current) return { status: "moved", slug: current };
    throw new AppError("NOT_FOUND");
  }
  const context: CardContext = { cityId: city.id, locale: request.locale, customer: request.customer, categories };
  const now = new Date();
  const loaded = page.card ? toLoadedCard(page.card, context, now) : null;
  if (!loaded?.visible) return offeredElsewhere(page, request.locale);
  return { status: "ok", product: productDetail(page, loaded, context, now) };
}

function offeredElsewhere(page: ProductPage, locale: Locale): ProductLookup {
  if (page.citiesOffering.length === 0) throw new AppError("NOT_FOUND");
  const { product } = page;
  return {
    status: "elsewhere",
    product: { slug: product.slug, name: page.name ?? product.slug, image: productCardImageUrl(product.slug, page.imageKeys[0] ?? null) },
    cities: page.citiesOffering.map((city) => ({ slug: city.slug, name: city.names[locale] })),
  };
}

function productDetail(page: ProductPage, loaded: LoadedCard, context: CardContext, now: Date): ProductDetail {
  const { product, texts } = page;
  const cards = new Map(page.cards.map((row) => [row.id, toLoadedCard(row, context, now)]));

  let bundle: ProductDetail["bundle"] = null;
  if (product.kind === "bundle") {
    // Items the city has no offer of cannot be priced here; the bundle's stock already counts them as 0.
    const items = page.bundleItems.flatMap((item) => {
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
    images: productGalleryUrls(product.slug, page.imageKeys, product.imageCount),
    attributes: page.attributes,
    bundle,
    related: page.relatedIds.flatMap((id) => {
      const card = cards.get(id);
      return card?.visible ? [card.card] : [];
    }),
    breadcrumbs: context.categories
      .path(product.categoryId)
      .map((category) => ({ slug: category.slug, name: category.names[context.locale] })),
    stores: page.stores,
  };
}
