// The checkout form as the browser posts it (flat fields, checkboxes "on"), validated the same way in the
// browser and in the action, and turned into the API's PlaceOrderRequest. The rules are the request's
// (packages/contracts/src/orders.ts); a missing field says "required" (the form's empty inputs arrive as
// nothing at all), the other messages are ValidationKeys shown in the page's language.
import { PAYMENT_METHOD_CODES, type PlaceOrderRequest } from "@shop/contracts";
import { z } from "zod";

const required = (max: number) => z.string({ error: "required" }).trim().min(1, "required").max(max, "tooLong");
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "tooLong")
    .optional()
    .transform((value) => value || undefined);
/** A checkbox that must be ticked: "on" from a form. */
const ticked = (message: "mustAcceptTerms") =>
  z.union([z.literal(true), z.literal("on"), z.literal("true")], { error: message }).transform(() => true as const);

const Common = {
  firstName: required(100),
  lastName: required(100),
  phone: z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .regex(/^\+?[0-9 ()-]{7,20}$/, "invalidPhone"),
  payment: z.enum(PAYMENT_METHOD_CODES, { error: "required" }),
  couponCode: optional(64),
  comment: optional(1000),
  acceptTerms: ticked("mustAcceptTerms"),
  // No 18+ box: the account confirmed it at sign-up (the API places orders on that; docs/storefront.md).
  /** The total the page showed (grosze). */
  expectedTotal: z.number().int().min(0).optional(),
};

const Address = {
  street: required(120),
  streetNumber: required(20),
  apartment: optional(20),
  zipCode: z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .regex(/^[0-9A-Za-z -]{3,10}$/, "invalidZipCode"),
  country: required(60),
};

export const CheckoutFields = z.discriminatedUnion(
  "delivery",
  [
    z.object({
      ...Common,
      delivery: z.literal("local-pickup"),
      storeId: z.number({ error: "required" }).int().positive("required"),
      pickupAt: z.iso.datetime({ offset: true, error: "required" }),
    }),
    z.object({ ...Common, delivery: z.literal("parcel-locker"), lockerCode: required(32) }),
    z.object({ ...Common, delivery: z.literal("post-box"), postBox: required(32) }),
    z.object({ ...Common, delivery: z.literal("weekend-delivery"), ...Address }),
    z.object({ ...Common, delivery: z.literal("courier"), ...Address }),
  ],
  { error: "required" },
);
export type CheckoutFields = z.infer<typeof CheckoutFields>;

function deliveryOf(value: CheckoutFields): PlaceOrderRequest["delivery"] {
  switch (value.delivery) {
    case "local-pickup":
      return { method: value.delivery, storeId: value.storeId, pickupAt: value.pickupAt };
    case "parcel-locker":
      return { method: value.delivery, lockerCode: value.lockerCode };
    case "post-box":
      return { method: value.delivery, postBox: value.postBox };
    default: {
      const { street, streetNumber, apartment, zipCode, country } = value;
      return { method: value.delivery, street, streetNumber, apartment, zipCode, country };
    }
  }
}

/** The API's request for a valid form. */
export function toPlaceOrderRequest(value: CheckoutFields, city: string): PlaceOrderRequest {
  return {
    city,
    contact: { firstName: value.firstName, lastName: value.lastName, phone: value.phone },
    delivery: deliveryOf(value),
    payment: value.payment,
    couponCode: value.couponCode,
    comment: value.comment,
    acceptTerms: true,
    expectedTotal: value.expectedTotal,
  };
}
