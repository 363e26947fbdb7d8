// Checks a product the back office saves (create or update) and turns it into what the queries write. Every
// refusal names its field, in the caller's language; nothing is written before all checks pass.
import { PRODUCT_SLUG, type StaffProductInput, type StaffProductText } from "@shop/contracts";
import {
  brandExists,
  categoryExists,
  type DbOrTx,
  existingAttributeValueIds,
  findProductsByIdOrSlug,
  isBundleItem,
  type ProductFields,
  type ProductTextFields,
} from "@shop/db";
import { LOCALES, type Locale } from "@shop/domain";
import { productRefusal } from "./product-messages";

export interface CheckedProduct {
  fields: ProductFields;
  texts: ProductTextFields[];
  attributeValueIds: number[];
  bundleItems: { productId: number; quantity: number }[];
}

/** A language's texts as stored: an empty SEO title is the name, an empty SEO description the short description. */
function textFields(locale: Locale, text: StaffProductText): ProductTextFields {
  return {
    locale,
    name: text.name,
    shortDescription: text.shortDescription,
    description: text.description,
    seoTitle: text.seoTitle || text.name,
    seoDescription: text.seoDescription || text.shortDescription,
  };
}

async function checkBundleItems(
  db: DbOrTx,
  input: StaffProductInput,
  locale: Locale,
  productId: number | undefined,
): Promise<CheckedProduct["bundleItems"]> {
  if (input.kind === "simple") {
    if (input.bundleItems.length > 0) throw productRefusal("VALIDATION_FAILED", "bundleItems", "itemsOnlyInBundle", locale);
    return [];
  }
  if (input.bundleItems.length === 0) throw productRefusal("VALIDATION_FAILED", "bundleItems", "bundleNeedsItems", locale);
  if (productId !== undefined && (await isBundleItem(db, productId))) throw productRefusal("VALIDATION_FAILED", "kind", "inBundle", locale);
  const ids = input.bundleItems.flatMap((item) => (item.productId === undefined ? [] : [item.productId]));
  const slugs = input.bundleItems.flatMap((item) => (item.slug === undefined ? [] : [item.slug]));
  const found = await findProductsByIdOrSlug(db, ids, slugs);
  const seen = new Set<number>();
  return input.bundleItems.map((item, index) => {
    const path = `bundleItems.${index}`;
    const product = found.find((p) => (item.productId !== undefined ? p.id === item.productId : p.slug === item.slug));
    if (!product) throw productRefusal("VALIDATION_FAILED", path, "itemUnknown", locale);
    if (product.id === productId) throw productRefusal("VALIDATION_FAILED", path, "itemItself", locale);
    if (product.kind === "bundle") throw productRefusal("VALIDATION_FAILED", path, "itemBundle", locale);
    if (seen.has(product.id)) throw productRefusal("VALIDATION_FAILED", path, "itemTwice", locale);
    seen.add(product.id);
    return { productId: product.id, quantity: item.quantity };
  });
}

/** `productId`: the product being updated (absent when creating one). */
export async function checkProductInput(db: DbOrTx, input: StaffProductInput, locale: Locale, productId?: number): Promise<CheckedProduct> {
  if (!PRODUCT_SLUG.test(input.slug)) throw productRefusal("VALIDATION_FAILED", "slug", "slugFormat", locale);
  if (!(await categoryExists(db, input.categoryId))) throw productRefusal("VALIDATION_FAILED", "categoryId", "noCategory", locale);
  if (input.brandId !== null && !(await brandExists(db, input.brandId)))
    throw productRefusal("VALIDATION_FAILED", "brandId", "noBrand", locale);
  const valueIds = [...new Set(input.attributeValueIds)].sort((a, b) => a - b);
  const existing = await existingAttributeValueIds(db, valueIds);
  if (valueIds.some((id) => !existing.has(id))) throw productRefusal("VALIDATION_FAILED", "attributeValueIds", "noAttributeValue", locale);
  const bundleItems = await checkBundleItems(db, input, locale, productId);
  const texts = LOCALES.flatMap((lang) => {
    const text = input.texts[lang];
    return text ? [textFields(lang, text)] : [];
  });
  return {
    fields: { slug: input.slug, kind: input.kind, categoryId: input.categoryId, brandId: input.brandId, tpd: input.tpd },
    texts,
    attributeValueIds: valueIds,
    bundleItems,
  };
}
