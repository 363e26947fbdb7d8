// ShipX's shapes of what the shop sends (the receiver, a courier parcel) and of what it answers on a refusal.
import type { NewShipment } from "../../core/shipments";

/**
 * A Polish mobile number as ShipX takes it: nine digits. "+48 600 100 200", "0048600100200" and "600-100-200" all
 * become "600100200"; anything else is sent as its digits, for ShipX to refuse with its own words.
 */
export function shipxPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("48")) return digits.slice(2);
  if (digits.length === 13 && digits.startsWith("0048")) return digits.slice(4);
  return digits;
}

/** A Polish post code as "00-001" (typed "00001" or " 00-001 "); anything else as typed. */
export function shipxPostCode(code: string): string {
  const trimmed = code.trim();
  const digits = trimmed.replace(/\D/g, "");
  return digits.length === 5 && /^\d{2}-?\d{3}$/.test(trimmed) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : trimmed;
}

/** ShipX's receiver: names, e-mail and phone; with the address for a courier parcel. */
export function receiverOf(receiver: NewShipment["receiver"], withAddress: boolean) {
  const { firstName, lastName, email, phone, address } = receiver;
  return {
    first_name: firstName,
    last_name: lastName,
    ...(email ? { email } : {}),
    phone: shipxPhone(phone),
    ...(withAddress && address
      ? {
          address: {
            street: address.street,
            building_number: address.buildingNumber,
            city: address.city,
            post_code: shipxPostCode(address.postCode),
            country_code: address.countryCode,
          },
        }
      : {}),
  };
}

/**
 * The shop's standard courier box: 40 × 30 × 20 cm, up to 5 kg (InPost's courier takes no templates). A larger
 * parcel is corrected in Parcel Manager before the courier comes (docs/orders.md "InPost shipments").
 */
export const courierParcel = () => ({
  dimensions: { length: 400, width: 300, height: 200, unit: "mm" },
  weight: { amount: 5, unit: "kg" },
  is_non_standard: false,
});

/**
 * ShipX's words on a refusal: its message, then each field's error keys. `details` maps a field to a list of keys,
 * or (nested forms such as custom_attributes) to a list of such maps: "custom_attributes.target_point: required".
 */
export function errorText(body: unknown): string {
  const { message, error, details } = (body ?? {}) as { message?: unknown; error?: unknown; details?: unknown };
  const fields = fieldErrors(details, "");
  const head = typeof message === "string" && message ? message : typeof error === "string" ? error : "no message";
  return (fields.length ? `${head} (${fields.join("; ")})` : head).slice(0, 500);
}

function fieldErrors(details: unknown, prefix: string): string[] {
  if (typeof details !== "object" || details === null || Array.isArray(details)) return [];
  return Object.entries(details).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") return [`${path}: ${value}`];
    if (!Array.isArray(value)) return fieldErrors(value, path);
    const keys = value.filter((item): item is string => typeof item === "string");
    const nested = value.flatMap((item) => (typeof item === "object" ? fieldErrors(item, path) : []));
    return [...(keys.length ? [`${path}: ${keys.join(", ")}`] : []), ...nested];
  });
}
