// Back office: one product with everything staff may edit (issue 7). City managers read it too.
import type { StaffProduct } from "@shop/contracts";
import { type DbOrTx, findProductImages, findStaffProduct } from "@shop/db";
import { AppError } from "../../../core/app-error";
import { toStaffProduct } from "./staff-product-view";

export async function getStaffProduct(db: DbOrTx, productId: number): Promise<StaffProduct> {
  const row = await findStaffProduct(db, productId);
  if (!row) throw new AppError("NOT_FOUND");
  return toStaffProduct(row, await findProductImages(db, productId));
}
