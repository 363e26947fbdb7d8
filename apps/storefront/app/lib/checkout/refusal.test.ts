import { describe, expect, it } from "vitest";
import { placeProblemOf } from "./refusal";
import type { CheckoutReply } from "./types";

const reply = (extra: Partial<CheckoutReply>): CheckoutReply => ({
  intent: "place",
  result: { initialValue: {} },
  quote: null,
  idempotencyKey: "key-of-this-page-0001",
  ...extra,
});
const none = { formErrors: undefined, invalidFields: 0, firstInvalid: undefined, attempted: false };

describe("why Place order placed nothing", () => {
  it("is nothing before a placing, and nothing for a re-quote or Apply's answer", () => {
    expect(placeProblemOf({ ...none, reply: undefined })).toBeNull();
    expect(placeProblemOf({ ...none, reply: reply({ intent: "coupon", coupon: { ok: false, message: "Coupon not found" } }) })).toBeNull();
    // Fields checked on blur are marked by the fields; the button speaks once it was pressed.
    expect(placeProblemOf({ ...none, reply: undefined, invalidFields: 2, firstInvalid: "phone" })).toBeNull();
  });

  it("counts the wrong fields once pressed, and the first takes the focus", () => {
    expect(placeProblemOf({ ...none, reply: undefined, invalidFields: 2, firstInvalid: "phone", attempted: true })).toEqual({
      messages: [],
      invalidFields: 2,
      coupon: false,
      newTotal: null,
      focus: "phone",
    });
  });

  it("explains a refused coupon and focuses its field", () => {
    const problem = placeProblemOf({ ...none, reply: reply({ coupon: { ok: false, message: "Coupon has been used up", urgent: true } }) });
    expect(problem).toMatchObject({ messages: ["Coupon has been used up"], coupon: true, focus: "couponCode" });
  });

  it("says the server's refusals of the whole order, a rule and a changed price, with the focus on the message", () => {
    const problem = placeProblemOf({
      ...none,
      formErrors: ["The minimum order is PLN 50.00."],
      reply: reply({
        alert: { place: "delivery", message: "This pickup time is gone." },
        priceChanged: { message: "Prices changed.", total: 5500 },
      }),
    });
    expect(problem).toEqual({
      messages: ["The minimum order is PLN 50.00.", "This pickup time is gone.", "Prices changed."],
      invalidFields: 0,
      coupon: false,
      newTotal: 5500,
      focus: null,
    });
  });
});
