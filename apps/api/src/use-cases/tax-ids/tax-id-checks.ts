// What a registry says of a number today (issue 34; docs/invoices.md "NIP checks"), asked at most once per registry,
// number and day: the day's answer is kept in tax_id_checks with the registry's request id as proof, and read back
// instead of asking again. A registry that did not answer (`unknown`) is not kept: the next question asks it again.
// The day is the shop's (Warsaw): the White List answers for a calendar day.
import type { TaxIdCheck } from "@shop/contracts";
import { type DbOrTx, findTaxIdCheck, saveTaxIdCheck, type TaxIdCheckRow, type TaxIdRegistry } from "@shop/db";
import { type EuVatNumber, shopDateOf, type TaxIdCheckProof } from "@shop/domain";
import { AppError } from "../../core/app-error";
import type { RateLimits } from "../../core/deps";
import type { TaxIdAnswer, TaxRegistries } from "../../core/tax-ids";

export interface TaxIdDeps {
  db: DbOrTx;
  registries: TaxRegistries;
  limits: RateLimits;
}

/** What asking a registry (or the day's cache) takes; counting a customer's lookups takes `limits` too. */
type Registry = Pick<TaxIdDeps, "db" | "registries">;

const pad = (n: number) => String(n).padStart(2, "0");

/** The shop's calendar day of an instant, YYYY-MM-DD. */
export function shopDayText(now: Date): string {
  const { year, month, day } = shopDateOf(now);
  return `${year}-${pad(month)}-${pad(day)}`;
}

const viewOf = (row: Omit<TaxIdCheckRow, "checkedAt">): TaxIdCheck => ({
  registry: row.registry,
  taxId: row.taxId,
  status: row.status,
  name: row.name,
  address: row.address,
  detail: row.detail,
  requestId: row.requestId,
  day: row.day,
});

async function cached(deps: Registry, registry: TaxIdRegistry, taxId: string, now: Date, ask: (day: string) => Promise<TaxIdAnswer>) {
  const day = shopDayText(now);
  const kept = await findTaxIdCheck(deps.db, registry, taxId, day);
  if (kept) return viewOf(kept);
  const answer = await ask(day);
  const row = { registry, taxId, day, ...answer };
  return viewOf(answer.status === "unknown" ? row : await saveTaxIdCheck(deps.db, row));
}

/** The White List's word on a NIP (ten digits) today. */
export const whiteListCheck = (deps: Registry, nip: string, now = new Date()) =>
  cached(deps, "whitelist", nip, now, (day) => deps.registries.whiteList(nip, day));

/** VIES's word on an EU VAT number today. */
export const viesCheck = (deps: Registry, vat: EuVatNumber, now = new Date()) =>
  cached(deps, "vies", `${vat.countryCode}${vat.number}`, now, () => deps.registries.vies(vat.countryCode, vat.number));

/**
 * The White List's word on a NIP a customer gave with something else (a business application, an order's invoice):
 * counted against the customer's lookups, but never in the way: past the limit it is `unknown`, and so is a fault.
 */
export async function whiteListCheckAlong(deps: TaxIdDeps, nip: string, limitKey: string, now = new Date()): Promise<TaxIdCheck> {
  try {
    await deps.limits.consume("tax-id-check", limitKey);
    return await whiteListCheck(deps, nip, now);
  } catch (error) {
    if (!(error instanceof AppError && error.code === "TOO_MANY_REQUESTS")) throw error;
    const day = shopDayText(now);
    return {
      registry: "whitelist",
      taxId: nip,
      status: "unknown",
      name: null,
      address: null,
      detail: "not asked: lookup limit",
      requestId: null,
      day,
    };
  }
}

/** The proof an application or an order keeps. */
export const proofOf = (check: TaxIdCheck): TaxIdCheckProof => ({ status: check.status, requestId: check.requestId, day: check.day });
