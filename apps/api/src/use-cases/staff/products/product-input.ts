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
  isUniqueViolation,
  type ProductFields,
  type ProductTextFields,
  productCodesTaken,
  type StaffProductRow,
} from "@shop/db";
import { DEFAULT_VAT_RATE, isProductSku, LOCALES, type Locale, readEan } from "@shop/domain";
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

/** The SKU, EAN and VAT rate to save: what the input says, or (left out of an update) what the product has. */
async function checkCodes(
  db: DbOrTx,
  input: StaffProductInput,
  locale: Locale,
  current: StaffProductRow | undefined,
): Promise<Pick<ProductFields, "sku" | "ean" | "vatRate">> {
  const sku = input.sku ? input.sku : current?.sku;
  if (sku !== undefined && !isProductSku(sku)) throw productRefusal("VALIDATION_FAILED", "sku", "skuFormat", locale);
  let ean = current?.ean ?? null;
  if (input.ean !== undefined) {
    const read = readEan(input.ean ?? "");
    if ("problem" in read) throw productRefusal("VALIDATION_FAILED", "ean", read.problem, locale);
    ean = read.ean;
  }
  const taken = await productCodesTaken(db, { sku, ean }, current?.id);
  if (taken.sku) throw productRefusal("CONFLICT", "sku", "skuTaken", locale);
  if (taken.ean) throw productRefusal("CONFLICT", "ean", "eanTaken", locale);
  return { sku, ean, vatRate: input.vatRate ?? current?.vatRate ?? DEFAULT_VAT_RATE };
}

/** A unique index's refusal (two saves at once) as the message the checks above give; other errors as they are. */
export function codeConflict(error: unknown, locale: Locale): unknown {
  if (isUniqueViolation(error, "products_slug_unique")) return productRefusal("CONFLICT", "slug", "slugTaken", locale);
  if (isUniqueViolation(error, "products_sku")) return productRefusal("CONFLICT", "sku", "skuTaken", locale);
  if (isUniqueViolation(error, "products_ean")) return productRefusal("CONFLICT", "ean", "eanTaken", locale);
  return error;
}

/** `current`: the product being updated (absent when creating one). */
export async function checkProductInput(
  db: DbOrTx,
  input: StaffProductInput,
  locale: Locale,
  current?: StaffProductRow,
): Promise<CheckedProduct> {
  const productId = current?.id;
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
  const codes = await checkCodes(db, input, locale, current);
  return {
    fields: { slug: input.slug, ...codes, kind: input.kind, categoryId: input.categoryId, brandId: input.brandId, tpd: input.tpd },
    texts,
    attributeValueIds: valueIds,
    bundleItems,
  };
}
