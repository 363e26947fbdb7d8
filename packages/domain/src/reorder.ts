// Reorder points (issue 33; docs/inventory.md "Reorder points and the daily digest"): per store and product a minimum
// and a target. A product whose units in the store are below its minimum is to be reordered, up to the target. The
// daily digest to the city managers goes once the shop's day has reached 07:00 (Europe/Warsaw).
import { formatCsv } from "./csv";
import { SHOP_TIME_ZONE } from "./pickup-slots";
import { inertCsvText } from "./stock-ledger-csv";

/** The most units a minimum or a target may be (as a stock document's line). */
export const REORDER_MAX_QUANTITY = 1_000_000;

/** The shop-time hour from which the day's digest is sent. */
export const REORDER_DIGEST_HOUR = 7;

export type ReorderRuleProblem =
  /** The minimum is not a whole number from 0 to REORDER_MAX_QUANTITY. */
  | { field: "min"; problem: "range" }
  /** The target is not a whole number from 1 to REORDER_MAX_QUANTITY. */
  | { field: "target"; problem: "range" }
  /** The target is below the minimum. */
  | { field: "target"; problem: "belowMin"; min: number };

const whole = (value: number, from: number) => Number.isInteger(value) && value >= from && value <= REORDER_MAX_QUANTITY;

/** What is wrong with a rule (empty: it can be saved); the database's check says the same. */
export function reorderRuleProblems(min: number, target: number): ReorderRuleProblem[] {
  const problems: ReorderRuleProblem[] = [];
  const minOk = whole(min, 0);
  if (!minOk) problems.push({ field: "min", problem: "range" });
  if (!whole(target, 1)) problems.push({ field: "target", problem: "range" });
  else if (minOk && target < min) problems.push({ field: "target", problem: "belowMin", min });
  return problems;
}

/** How many units to order: up to the target when the units are below the minimum, else none. */
export function reorderQuantity(rule: { min: number; target: number }, units: number): number {
  return units < rule.min ? Math.max(0, rule.target - units) : 0;
}

const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
});

/**
 * The shop-time day ("2026-11-29") whose digest is due at this instant: today once the Warsaw clock shows 07:00 or
 * later, null before (yesterday's was due yesterday; a digest not sent by midnight is not sent late).
 */
export function reorderDigestDay(now: Date): string | null {
  const part = Object.fromEntries(clock.formatToParts(now).map((p) => [p.type, p.value]));
  if (Number(part.hour) < REORDER_DIGEST_HOUR) return null;
  return `${part.year}-${part.month}-${part.day}`;
}

export const REORDER_CSV_COLUMNS = [
  "store_id",
  "store",
  "product_id",
  "sku",
  "ean",
  "product",
  "units",
  "min",
  "target",
  "to_order",
] as const;

/** A line of the "to reorder" list as its CSV writes it. */
export interface ReorderCsvLine {
  storeId: number;
  store: string;
  productId: number;
  sku: string;
  ean: string | null;
  product: string;
  units: number;
  min: number;
  target: number;
  toOrder: number;
}

/** The "to reorder" list as CSV: byte order mark, header, CRLF; texts that never run as formulas. */
export function formatReorderCsv(lines: readonly ReorderCsvLine[]): string {
  const rows = lines.map((line) => [
    String(line.storeId),
    inertCsvText(line.store),
    String(line.productId),
    inertCsvText(line.sku),
    line.ean ?? "",
    inertCsvText(line.product),
    String(line.units),
    String(line.min),
    String(line.target),
    String(line.toOrder),
  ]);
  return formatCsv([[...REORDER_CSV_COLUMNS], ...rows], { bom: true });
}
