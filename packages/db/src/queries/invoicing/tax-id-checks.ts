// The NIP and VAT number checks (issue 34; docs/invoices.md "NIP checks"): one row per registry, number and day, the
// cache that spares the registry a second question that day and the proof (its request id) kept with its answer.
// A registry that did not answer is never stored: the next question asks it again.
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { taxIdChecks } from "../../schema";

export type TaxIdCheckRow = typeof taxIdChecks.$inferSelect;
export type TaxIdRegistry = TaxIdCheckRow["registry"];
/** A registry's answer (`unknown` is refused: it is no answer). */
export type NewTaxIdCheck = Omit<typeof taxIdChecks.$inferInsert, "checkedAt">;

/** What the registry said of the number on the day (YYYY-MM-DD), or null when it was not asked that day. */
export async function findTaxIdCheck(db: DbOrTx, registry: TaxIdRegistry, taxId: string, day: string): Promise<TaxIdCheckRow | null> {
  const [row] = await db
    .select()
    .from(taxIdChecks)
    .where(and(eq(taxIdChecks.registry, registry), eq(taxIdChecks.taxId, taxId), eq(taxIdChecks.day, day)))
    .limit(1);
  return row ?? null;
}

/** Keeps the day's answer; a second answer the same day (two asked at once) replaces the first. */
export async function saveTaxIdCheck(db: DbOrTx, check: NewTaxIdCheck): Promise<TaxIdCheckRow> {
  if (check.status === "unknown") throw new Error("an unknown answer is not kept: the registry is asked again");
  const { registry: _registry, taxId: _taxId, day: _day, ...answer } = check;
  const [row] = await db
    .insert(taxIdChecks)
    .values(check)
    .onConflictDoUpdate({ target: [taxIdChecks.registry, taxIdChecks.taxId, taxIdChecks.day], set: { ...answer, checkedAt: new Date() } })
    .returning();
  if (!row) throw new Error("tax id check not saved");
  return row;
}
