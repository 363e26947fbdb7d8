// GET /tax-ids/nip/{nip} (issue 34): a signed-in customer's "check NIP" (the business application and the
// checkout's invoice prefill the company's name and address from it). The checksum was checked by the request's
// schema; the registry's answer comes from the day's cache or the White List, counted per customer.
import type { TaxIdCheck } from "@shop/contracts";
import { type TaxIdDeps, whiteListCheck } from "./tax-id-checks";

export async function checkNip(deps: TaxIdDeps, request: { nip: string; limitKey: string }): Promise<TaxIdCheck> {
  await deps.limits.consume("tax-id-check", request.limitKey);
  return whiteListCheck(deps, request.nip);
}
