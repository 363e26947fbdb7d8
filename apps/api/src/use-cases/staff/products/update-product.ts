// Back office: an admin changes a product (issue 7). A new slug keeps the old one in product_slug_history (its
// URL then answers 301); a save over someone else's newer one is refused (`version`); the audit row holds
// only what changed. A save that changes nothing writes nothing.
import type { StaffProduct, StaffProductInput } from "@shop/contracts";
import { findProductImages, findStaffProduct, lockProduct, recordOldSlug, type UserRow, updateProductFields, writeAudit } from "@shop/db";
import { LOCALES, type Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { type CheckedProduct, checkProductInput, codeConflict } from "./product-input";
import { productRefusal } from "./product-messages";
import { writeProductParts } from "./save-product";
import { changesOf, type ProductSnapshot, snapshotOf, toStaffProduct } from "./staff-product-view";

function snapshotOfChecked(product: CheckedProduct): ProductSnapshot {
  const texts: ProductSnapshot["texts"] = {};
  for (const locale of LOCALES) {
    const text = product.texts.find((t) => t.locale === locale);
    texts[locale] = text
      ? {
          name: text.name,
          shortDescription: text.shortDescription,
          description: text.description,
          seoTitle: text.seoTitle,
          seoDescription: text.seoDescription,
        }
      : null;
  }
  const bundleItems = [...product.bundleItems].sort((a, b) => a.productId - b.productId);
  return { ...product.fields, sku: product.fields.sku ?? "", attributeValueIds: product.attributeValueIds, bundleItems, texts };
}

export async function updateProduct(
  deps: Pick<ApiDeps, "database" | "contentChanged">,
  staff: UserRow,
  productId: number,
  input: StaffProductInput,
  locale: Locale,
): Promise<StaffProduct> {
  const db = deps.database.db;
  const stored = await findStaffProduct(db, productId);
  if (!stored) throw new AppError("NOT_FOUND");
  const checked = await checkProductInput(db, input, locale, stored);
  let changed = false;
  try {
    changed = await db.transaction(async (tx) => {
      const locked = await lockProduct(tx, productId);
      const current = locked && (await findStaffProduct(tx, productId));
      if (!locked || !current) throw new AppError("NOT_FOUND");
      if (input.version !== undefined && new Date(input.version).getTime() !== locked.updatedAt.getTime())
        throw productRefusal("CONFLICT", "version", "changedMeanwhile", locale);
      const { before, after } = changesOf(snapshotOf(current), snapshotOfChecked(checked));
      if (Object.keys(after).length === 0) return false;
      if (!(await updateProductFields(tx, productId, checked.fields))) throw productRefusal("CONFLICT", "slug", "slugTaken", locale);
      if (locked.slug !== checked.fields.slug) await recordOldSlug(tx, locked.slug, productId);
      await writeProductParts(tx, productId, checked);
      await writeAudit(tx, {
        actorUserId: staff.id,
        action: "product.update",
        entityType: "product",
        entityId: String(productId),
        before,
        after,
      });
      return true;
    });
  } catch (error) {
    throw codeConflict(error, locale);
  }
  if (changed) deps.contentChanged?.();
  const row = await findStaffProduct(db, productId);
  if (!row) throw new AppError("NOT_FOUND");
  return toStaffProduct(row, await findProductImages(db, productId));
}
