// The checkout form as the browser posts it (flat fields, checkboxes "on"), validated the same way in the
// browser and in the action, and turned into the API's PlaceOrderRequest. The rules are the request's
// (packages/contracts/src/orders.ts); a missing field says "required" (the form's empty inputs arrive as
// nothing at all), the other messages are ValidationKeys shown in the page's language.
import { PAYMENT_METHOD_CODES, type PlaceOrderRequest } from "@shop/contracts";
import { parseNip, toE164 } from "@shop/domain";
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
  /** "Send me text messages about this order" (issue 33): unticked by default; the phone must then become E.164. */
  sms: z.enum(["on", "true"]).optional(),
  // No 18+ box: the account confirmed it at sign-up (the API places orders on that; docs/storefront.md).
  /** The total the page showed (grosze). */
  expectedTotal: z.number().int().min(0).optional(),
  /** "I want an invoice" (issue 34): then for a company (its NIP) or a private person, with a name and an address. */
  invoice: z.enum(["on", "true"]).optional(),
  invoiceKind: z.enum(["business", "private"]).optional(),
  invoiceNip: optional(20),
  invoiceName: optional(300),
  invoiceLine1: optional(200),
  invoiceLine2: optional(200),
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

export const CheckoutFields = z
  .discriminatedUnion(
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
  )
  .superRefine((value, ctx) => {
    if (value.sms !== undefined && toE164(value.phone) === null)
      ctx.addIssue({ code: "custom", path: ["phone"], message: "invalidSmsPhone" });
  })
  // The invoice's fields are said at once, whatever else is still wrong (a refinement otherwise waits for the rest).
  .superRefine((value, ctx) => invoiceProblems(value as unknown as Record<string, unknown>, ctx.addIssue), { when: () => true });

/** What a ticked "I want an invoice" needs: for whom, a company's NIP with its check digit, the name and the address. */
function invoiceProblems(value: Record<string, unknown>, addIssue: (issue: { code: "custom"; path: string[]; message: string }) => void) {
  const text = (name: string) => (typeof value[name] === "string" ? (value[name] as string).trim() : "");
  if (value.invoice === undefined || value.invoice === null) return;
  const names = [
    "invoiceKind",
    ...(text("invoiceKind") === "business" ? ["invoiceNip"] : []),
    "invoiceName",
    "invoiceLine1",
    "invoiceLine2",
  ];
  for (const name of names) if (!text(name)) addIssue({ code: "custom", path: [name], message: "required" });
  const nip = text("invoiceNip");
  if (text("invoiceKind") === "business" && nip && parseNip(nip) === null)
    addIssue({ code: "custom", path: ["invoiceNip"], message: "invalidNip" });
}
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

/** The invoice asked for, when the box is ticked (a valid form has every field its kind needs). */
function invoiceOf(value: CheckoutFields): PlaceOrderRequest["invoice"] {
  const { invoice, invoiceKind, invoiceNip, invoiceName, invoiceLine1, invoiceLine2 } = value;
  if (invoice === undefined || !invoiceKind || !invoiceName || !invoiceLine1 || !invoiceLine2) return undefined;
  const address = { name: invoiceName, line1: invoiceLine1, line2: invoiceLine2 };
  if (invoiceKind === "private") return { kind: "private", ...address };
  return { kind: "business", nip: parseNip(invoiceNip ?? "") ?? invoiceNip ?? "", ...address };
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
    ...(value.sms !== undefined ? { sms: true } : {}),
    ...(value.invoice !== undefined ? { invoice: invoiceOf(value) } : {}),
  };
}
