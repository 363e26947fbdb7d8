// Business information (issue 5): the customer submits company details, or corrects them while pending or
// after a rejection; either way the application is pending (again). An approved business cannot edit.
// The NIP (its checksum checked by the request's schema) is looked up in the White List as it is sent (issue 34):
// whatever the register says, or when it does not answer, the application goes to staff with that proof.
import type { BusinessApplication, BusinessInfo } from "@shop/contracts";
import { saveBusinessApplication, type UserRow } from "@shop/db";
import { AppError } from "../../core/app-error";
import { toCurrentUser } from "../accounts/current-user-view";
import { proofOf, type TaxIdDeps, whiteListCheckAlong } from "../tax-ids/tax-id-checks";

export async function submitBusinessApplication(deps: TaxIdDeps, user: UserRow, input: BusinessApplication): Promise<BusinessInfo> {
  if (user.businessStatus === "approved") throw new AppError("BUSINESS_NOT_EDITABLE");
  const check = await whiteListCheckAlong(deps, input.ssn, `u:${user.id}`);
  const saved = await saveBusinessApplication(deps.db, user.id, {
    companyName: input.companyName,
    companyAddress: input.companyAddress,
    companySsn: input.ssn,
    companyPostalIndex: input.postalIndex,
    companyNipCheck: proofOf(check),
  });
  if (!saved) throw new AppError("BUSINESS_NOT_EDITABLE");
  return toCurrentUser(saved).business;
}
