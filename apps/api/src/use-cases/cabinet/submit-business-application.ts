// Business information (issue 5): the customer submits company details, or corrects them while pending or
// after a rejection; either way the application is pending (again). An approved business cannot edit.
import type { BusinessApplication, BusinessInfo } from "@shop/contracts";
import { type Db, saveBusinessApplication, type UserRow } from "@shop/db";
import { AppError } from "../../core/app-error";
import { toCurrentUser } from "../accounts/current-user-view";

export async function submitBusinessApplication(db: Db, user: UserRow, input: BusinessApplication): Promise<BusinessInfo> {
  const saved = await saveBusinessApplication(db, user.id, {
    companyName: input.companyName,
    companyAddress: input.companyAddress,
    companySsn: input.ssn,
    companyPostalIndex: input.postalIndex,
  });
  if (!saved) throw new AppError("BUSINESS_NOT_EDITABLE");
  return toCurrentUser(saved).business;
}
