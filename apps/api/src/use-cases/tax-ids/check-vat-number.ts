// GET /tax-ids/vat/{vatNumber} (issue 34): VIES's word on an EU VAT number ("DE123456789"), from the day's cache or
// VIES, counted with the customer's NIP checks. VIES's "unavailable" answers are `unknown`, never invalid.
import type { TaxIdCheck } from "@shop/contracts";
import { parseEuVatNumber } from "@shop/domain";
import { AppError } from "../../core/app-error";
import { type TaxIdDeps, viesCheck } from "./tax-id-checks";

export async function checkVatNumber(deps: TaxIdDeps, request: { vatNumber: string; limitKey: string }): Promise<TaxIdCheck> {
  const vat = parseEuVatNumber(request.vatNumber);
  if (!vat) throw new AppError("BAD_REQUEST");
  await deps.limits.consume("tax-id-check", request.limitKey);
  return viesCheck(deps, vat);
}
