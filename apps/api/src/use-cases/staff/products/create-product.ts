// Back office: an admin creates a product (issue 7). English texts are required; the other languages may
// follow later (the storefront shows English there meanwhile). The product shows in a city once it has an
// offer there.
import type { StaffProduct, StaffProductInput } from "@shop/contracts";
import { findProductImages, findStaffProduct, insertProduct, type UserRow, writeAudit } from "@shop/db";
import type { Locale } from "@shop/domain";
import type { ApiDeps } from "../../../core/deps";
import { checkProductInput, codeConflict } from "./product-input";
import { productRefusal } from "./product-messages";
import { writeProductParts } from "./save-product";
import { snapshotOf, toStaffProduct } from "./staff-product-view";

export async function createProduct(
  deps: Pick<ApiDeps, "database" | "contentChanged">,
  staff: UserRow,
  input: StaffProductInput,
  locale: Locale,
): Promise<StaffProduct> {
  const db = deps.database.db;
  const checked = await checkProductInput(db, input, locale);
  const id = await db
    .transaction(async (tx) => {
      const created = await insertProduct(tx, checked.fields);
      if (created === null) throw productRefusal("CONFLICT", "slug", "slugTaken", locale);
      await writeProductParts(tx, created, checked);
      const row = await findStaffProduct(tx, created);
      if (!row) throw new Error("The product just created is gone");
      await writeAudit(tx, {
        actorUserId: staff.id,
        action: "product.create",
        entityType: "product",
        entityId: String(created),
        before: null,
        after: snapshotOf(row),
      });
      return created;
    })
    .catch((error: unknown) => {
      throw codeConflict(error, locale);
    });
  deps.contentChanged?.();
  const row = await findStaffProduct(db, id);
  if (!row) throw new Error("The product just created is gone");
  return toStaffProduct(row, await findProductImages(db, id));
}
