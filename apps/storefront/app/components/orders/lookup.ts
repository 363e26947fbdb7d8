// The tracking form's one rule, for the action (and its tests): what the customer typed, made an order id.
import { normalizeOrderId } from "@shop/domain";

export type LookupProblem = "required" | "invalid";

/** The canonical id of a typed order number (case, spaces and dashes ignored; I, L read as 1 and O as 0), or why it is none. */
export function readOrderNumber(typed: FormDataEntryValue | null | undefined): { id: string } | { problem: LookupProblem } {
  const text = typeof typed === "string" ? typed.trim() : "";
  if (!text) return { problem: "required" };
  const id = normalizeOrderId(text);
  return id ? { id } : { problem: "invalid" };
}
