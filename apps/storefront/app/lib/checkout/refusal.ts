// Why "Place order" did not place the order, said next to the button (issue 18): the server's refusal
// (a rule, the coupon, a changed cart or price, anything about the whole order) and the fields the browser
// or the server found wrong. Where the focus goes: the first wrong field, the coupon's field for a refused
// coupon, else the message itself.
import type { CheckoutReply } from "./types";

export interface PlaceProblem {
  /** The server's messages, in the order the page shows them. */
  messages: string[];
  /** How many fields are marked wrong (0: none). */
  invalidFields: number;
  /** The coupon in the field was refused: correct it or clear the field. */
  coupon: boolean;
  /** PRICE_CHANGED: the new total, confirmed by placing again. */
  newTotal: number | null;
  /** The field that takes the focus ("couponCode" or the first invalid field), or null for the message. */
  focus: string | null;
}

/**
 * The problem to show by the button, or null. `reply` is the action's answer (only a placing's counts);
 * `formErrors` the form's own errors (the server's, about the whole order); `firstInvalid` the first wrong
 * field in page order; `attempted` whether "Place order" was pressed in this browser (its check found them).
 */
export function placeProblemOf(input: {
  reply: CheckoutReply | undefined;
  formErrors: readonly string[] | undefined;
  invalidFields: number;
  firstInvalid: string | undefined;
  attempted: boolean;
}): PlaceProblem | null {
  const { reply, invalidFields, firstInvalid } = input;
  const placing = reply?.intent === "place" ? reply : undefined;
  const messages: string[] = [...(input.formErrors ?? [])];
  if (placing?.alert?.message) messages.push(placing.alert.message);
  const couponRefused = placing?.coupon?.urgent === true && !placing.coupon.ok;
  if (couponRefused && placing?.coupon) messages.push(placing.coupon.message);
  if (placing?.priceChanged) messages.push(placing.priceChanged.message);
  const fieldsCount = input.attempted || placing ? invalidFields : 0;
  if (messages.length === 0 && fieldsCount === 0) return null;
  return {
    messages,
    invalidFields: fieldsCount,
    coupon: couponRefused,
    newTotal: placing?.priceChanged?.total ?? null,
    focus: fieldsCount > 0 && firstInvalid ? firstInvalid : couponRefused ? "couponCode" : null,
  };
}

/** How many of the fields carry an error. */
export function countInvalid(fields: Record<string, { errors?: string[] }>): number {
  return Object.values(fields).filter((field) => (field.errors?.length ?? 0) > 0).length;
}
