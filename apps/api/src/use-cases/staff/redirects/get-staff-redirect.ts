// One redirect as the back office edits it (issue 7); NOT_FOUND when there is none.
import type { StaffRedirect } from "@shop/contracts";
import { type Db, findRedirectById } from "@shop/db";
import { AppError } from "../../../core/app-error";
import { toStaffRedirect } from "./list-staff-redirects";

export async function getStaffRedirect(db: Db, id: number): Promise<StaffRedirect> {
  const row = await findRedirectById(db, id);
  if (!row) throw new AppError("NOT_FOUND");
  return toStaffRedirect(row);
}
