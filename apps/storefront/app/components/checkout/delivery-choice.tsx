// Which delivery and payment are offered, and how the page shows the chosen one's fields. With
// JavaScript React shows them; without it a style rule keyed on the checked radio does (nothing else
// can react to a click), and the payments a delivery does not allow are hidden the same way.
import type { CheckoutOptions, DeliveryMethod, PaymentMethod } from "@shop/contracts";
import { PAYMENT_METHOD_CODES } from "@shop/contracts";

export type OfferedDelivery = CheckoutOptions["deliveries"][number];

/** The parts of the delivery section: each shows for the deliveries it names. */
export const DELIVERY_PARTS = {
  pickup: ["local-pickup"],
  locker: ["parcel-locker"],
  postBox: ["post-box"],
  address: ["weekend-delivery", "courier"],
} as const satisfies Record<string, readonly DeliveryMethod[]>;

const form = "[data-checkout-form]";
const checked = (method: DeliveryMethod) => `${form}:has([data-delivery-option="${method}"]:checked)`;

/** The style rules for a page without JavaScript (the values are the contracts' fixed codes). */
export function noScriptRules(deliveries: readonly OfferedDelivery[]): string {
  const rules = ["[data-delivery-part]{display:none}"];
  for (const [part, methods] of Object.entries(DELIVERY_PARTS)) {
    for (const method of methods) rules.push(`${checked(method)} [data-delivery-part="${part}"]{display:block}`);
  }
  for (const delivery of deliveries) {
    for (const payment of PAYMENT_METHOD_CODES) {
      if (!delivery.payments.includes(payment)) rules.push(`${checked(delivery.method)} [data-payment-row="${payment}"]{display:none}`);
    }
  }
  return rules.join("\n");
}

/** The offered value, else the first offered one. */
export function chosen<T extends string>(value: unknown, offered: readonly T[]): T | undefined {
  return offered.find((item) => item === value) ?? offered[0];
}

/** Every payment some delivery allows, in the contracts' order (a page without JavaScript lists them all). */
export function anyPayments(deliveries: readonly OfferedDelivery[]): PaymentMethod[] {
  return PAYMENT_METHOD_CODES.filter((payment) => deliveries.some((delivery) => delivery.payments.includes(payment)));
}
