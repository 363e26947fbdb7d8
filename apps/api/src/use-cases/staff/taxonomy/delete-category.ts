// Deletes a category (admins) only when nothing uses it: no product, no subcategory, no coupon discount
// (409 CONFLICT says what still does). Audited; the storefront's caches are dropped.
import { categoryInUseMessage } from "@shop/contracts";
import {
  countCategoryCoupons,
  deleteTaxonomyCategory,
  findTaxonomyCategory,
  lockCategoryTree,
  type TaxonomyCategoryRow,
  type UserRow,
  writeAudit,
} from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { pgCode } from "./taxonomy-checks";

export async function deleteCategory(
  deps: Pick<ApiDeps, "database" | "contentChanged">,
  admin: UserRow,
  id: number,
  locale: Locale,
): Promise<void> {
  const refuse = (row: Pick<TaxonomyCategoryRow, "productCount" | "childCount">, coupons: number) =>
    new AppError("CONFLICT", { message: categoryInUseMessage(locale, { products: row.productCount, children: row.childCount, coupons }) });
  try {
    await deps.database.db.transaction(async (tx) => {
      await lockCategoryTree(tx);
      const row = await findTaxonomyCategory(tx, id, true);
      if (!row) throw new AppError("NOT_FOUND");
      const coupons = await countCategoryCoupons(tx, id);
      if (row.productCount || row.childCount || coupons) throw refuse(row, coupons);
      await deleteTaxonomyCategory(tx, id);
      await writeAudit(tx, {
        actorUserId: admin.id,
        action: "category.delete",
        entityType: "category",
        entityId: String(id),
        before: { slug: row.slug, parentId: row.parentId, names: { en: row.nameEn, uk: row.nameUk, pl: row.namePl, ru: row.nameRu } },
      });
    });
  } catch (error) {
    // A product added to it meanwhile: the database refused the delete.
    if (pgCode(error) !== "23503") throw error;
    const row = await findTaxonomyCategory(deps.database.db, id);
    throw refuse(row ?? { productCount: 1, childCount: 0 }, await countCategoryCoupons(deps.database.db, id));
  }
  deps.contentChanged?.();
}
