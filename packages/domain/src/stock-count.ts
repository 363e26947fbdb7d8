// Stock counts (issue 33; docs/inventory.md "Stock counts"): what applying a counted line does to a store's units.
//
// THE COUNT RULE. A line's expected quantity is the store's units read at the moment the line is counted (under the
// offer's lock, so no order is half-way through it). Applying the count posts counted − expected for that line: the
// movements that came after the line was counted (orders placed, returns, transfers during the count) are carried
// over on top of what was counted, never lost and never counted twice. When what was sold after counting would
// take the store below zero (units sold that the shelf did not hold when counted), the adjustment stops at zero and
// the line records what was really posted.

/** The most units a counted line may hold. */
export const MAX_COUNTED_QUANTITY = 1_000_000;

/** A counted quantity staff may enter: a whole number from 0 to MAX_COUNTED_QUANTITY (never negative). */
export const isCountedQuantity = (value: number): boolean => Number.isInteger(value) && value >= 0 && value <= MAX_COUNTED_QUANTITY;

/** What the shelf showed against what the ledger said when the line was counted (+ more found, − missing). */
export const countDifference = (line: { expected: number; counted: number }): number => line.counted - line.expected;

export interface CountAdjustment {
  /** The units to post (signed; 0: nothing to post). */
  adjustment: number;
  /** The difference was cut so that the store does not go below zero. */
  floored: boolean;
}

/**
 * The adjustment applying a counted line posts, given the store's units now (read under the offer's lock at apply
 * time): the line's difference, carried over the movements since it was counted; never taking the store below zero.
 */
export function countAdjustment(line: { expected: number; counted: number }, unitsNow: number): CountAdjustment {
  const difference = countDifference(line);
  const adjustment = Math.max(difference, 0 - Math.max(0, unitsNow));
  return { adjustment, floored: adjustment !== difference };
}
