// The reorder page's forms (issue 33): a rule's minimum and target as typed (whole numbers; the API checks their range
// and says so in the user's language), and the product of a new rule as staff typed or scanned it: an exact EAN or SKU
// among the finder's hits, else #id (or a bare id).
import type { ReorderRuleInput, StockProduct } from "@shop/contracts";
import { cleanEan } from "@shop/domain";

export interface RuleValues {
  min: string;
  target: string;
}

/** The two numbers, or which of them is no number at all. */
export function ruleBody(values: RuleValues): { body: ReorderRuleInput | null; notNumbers: Array<keyof RuleValues> } {
  const read = (text: string) => {
    const cleaned = text.trim().replace(/\s/g, "").replace(",", ".");
    return /^-?\d{1,9}(\.\d+)?$/.test(cleaned) ? Number(cleaned) : null;
  };
  const min = read(values.min);
  const target = read(values.target);
  const notNumbers = (["min", "target"] as const).filter((field) => (field === "min" ? min : target) === null);
  return { body: min !== null && target !== null ? { min, target } : null, notNumbers };
}

/** The product a code names among the finder's hits: its exact EAN or SKU; else the id of "#12" or "12"; else null. */
export function productOfCode(code: string, hits: readonly Pick<StockProduct, "id" | "ean" | "sku">[]): number | null {
  const typed = code.trim();
  if (!typed) return null;
  const digits = cleanEan(typed);
  const exact =
    hits.find((hit) => hit.ean !== null && hit.ean === digits) ?? hits.find((hit) => hit.sku.toUpperCase() === typed.toUpperCase());
  if (exact) return exact.id;
  const id = /^#?([1-9][0-9]{0,8})$/.exec(typed)?.[1];
  return id === undefined ? null : Number(id);
}
