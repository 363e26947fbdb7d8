// Deletes a brand (admins) only when no product has it (409 CONFLICT otherwise). Audited; the storefront's
// caches are dropped.
import { brandInUseMessage } from "@shop/contracts";
import { deleteTaxonomyBrand, findTaxonomyBrand, type UserRow, writeAudit } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { pgCode } from "./taxonomy-checks";

export async function deleteBrand(
  deps: Pick<ApiDeps, "database" | "contentChanged">,
  admin: UserRow,
  id: number,
  locale: Locale,
): Promise<void> {
  try {
    await deps.database.db.transaction(async (tx) => {
      const row = await findTaxonomyBrand(tx, id, true);
      if (!row) throw new AppError("NOT_FOUND");
      if (row.productCount) throw new AppError("CONFLICT", { message: brandInUseMessage(locale, row.productCount) });
      await deleteTaxonomyBrand(tx, id);
      await writeAudit(tx, {
        actorUserId: admin.id,
        action: "brand.delete",
        entityType: "brand",
        entityId: String(id),
        before: { slug: row.slug, name: row.name, country: row.country, popularity: row.popularity },
      });
    });
  } catch (error) {
    // A product given the brand meanwhile: the database refused the delete.
    if (pgCode(error) !== "23503") throw error;
    const row = await findTaxonomyBrand(deps.database.db, id);
    throw new AppError("CONFLICT", { message: brandInUseMessage(locale, row?.productCount ?? 1) });
  }
  deps.contentChanged?.();
}
