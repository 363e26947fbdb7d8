// Back office: reorder points (issue 33; docs/inventory.md "Reorder points and the daily digest"). Per store and
// product a minimum and a target: below its minimum a product is to be reordered, up to the target. The rules of a
// store, the "to reorder" list (and its CSV), setting and deleting a rule.
import { z } from "zod";
import { StaffStamp, StockLineProduct, StockStore } from "./staff-inventory";

/** A missing value reads "Field is required" in the caller's language (validation messages); anything else is the API's own check. */
const required = { error: (issue: { input?: unknown }) => (issue.input === undefined ? "required" : undefined) };
const Id = z.coerce.number().int().positive().max(2_147_483_647);

export const ReorderRuleInput = z
  .object({
    min: z.number(required).describe("The minimum: a whole number from 0 to 1000000; below it, reorder"),
    target: z.number(required).describe("The target: a whole number from 1 to 1000000, not below the minimum"),
  })
  .meta({ id: "ReorderRuleInput" });
export type ReorderRuleInput = z.infer<typeof ReorderRuleInput>;

export const ReorderRule = z
  .object({
    product: StockLineProduct,
    min: z.number().int(),
    target: z.number().int(),
    units: z.number().int().describe("The store's units now"),
    offered: z.boolean().describe("The store's city sells it (a rule of a product it no longer sells never asks to reorder)"),
    toOrder: z.number().int().describe("Units to order to reach the target (0 unless the units are below the minimum)"),
    updated: StaffStamp,
  })
  .meta({ id: "ReorderRule" });
export type ReorderRule = z.infer<typeof ReorderRule>;

export const ReorderRulesQuery = z.object({ store: Id, page: z.coerce.number().int().min(1).max(10_000).optional() });
export type ReorderRulesQuery = z.infer<typeof ReorderRulesQuery>;

export const ReorderRules = z
  .object({
    store: StockStore,
    items: z.array(ReorderRule).describe("By product name"),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
    total: z.number().int().describe("The store's rules in all"),
  })
  .meta({ id: "ReorderRules" });
export type ReorderRules = z.infer<typeof ReorderRules>;

export const ToReorderQuery = z.object({ store: Id });

export const ReorderLine = z
  .object({
    product: StockLineProduct,
    units: z.number().int().describe("The store's units now (units in transit to it are not counted)"),
    min: z.number().int(),
    target: z.number().int(),
    toOrder: z.number().int().describe("target − units"),
  })
  .meta({ id: "ReorderLine" });
export type ReorderLine = z.infer<typeof ReorderLine>;

export const ToReorder = z
  .object({
    store: StockStore,
    items: z.array(ReorderLine).describe("Every product of the store below its minimum, by name"),
  })
  .meta({ id: "ToReorder" });
export type ToReorder = z.infer<typeof ToReorder>;
