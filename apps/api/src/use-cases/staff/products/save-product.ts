// Writes a checked product inside the caller's transaction: its texts, attribute values and bundle items, and
// its search document, so that search finds it by any of its names at once.
import { refreshSearchDocuments, replaceBundleItems, replaceProductAttributes, replaceProductTexts, type Tx } from "@shop/db";
import type { CheckedProduct } from "./product-input";

export async function writeProductParts(tx: Tx, productId: number, product: CheckedProduct): Promise<void> {
  await replaceProductTexts(tx, productId, product.texts);
  await replaceProductAttributes(tx, productId, product.attributeValueIds);
  await replaceBundleItems(tx, productId, product.bundleItems);
  await refreshSearchDocuments(tx, [productId]);
}
