// InPost shipments of orders (issue 19; docs/orders.md "InPost shipments"). Pure: which orders staff may send
// through InPost, with which service and parcel, which ShipX statuses have a label and which are final, and where
// a customer follows a parcel.
import type { DeliveryMethod, OrderStatus } from "./order-status";

/** InPost's locker parcel templates: A, B and C. */
export const PARCEL_SIZES = ["small", "medium", "large"] as const;
export type ParcelSize = (typeof PARCEL_SIZES)[number];

/** The templates' letters and outer sizes in centimetres (height × width × depth), as InPost names them. */
export const PARCEL_TEMPLATES: Record<ParcelSize, { letter: "A" | "B" | "C"; centimetres: string }> = {
  small: { letter: "A", centimetres: "8 × 38 × 64" },
  medium: { letter: "B", centimetres: "19 × 38 × 64" },
  large: { letter: "C", centimetres: "41 × 38 × 64" },
};

export const SHIPMENT_SERVICES = ["inpost_locker_standard", "inpost_courier_standard"] as const;
export type ShipmentService = (typeof SHIPMENT_SERVICES)[number];

/** An order is sent once it is approved: staff have checked it, and it is paid unless paid in the store. */
export const SHIPPABLE_STATUSES: readonly OrderStatus[] = ["APPROVED"];

export type ShipmentRefusal = "delivery-method" | "status" | "parcel-size";

/** The InPost service of a delivery method; null for the ones InPost does not carry. */
export function shipmentServiceFor(delivery: DeliveryMethod): ShipmentService | null {
  if (delivery === "parcel-locker") return "inpost_locker_standard";
  if (delivery === "courier") return "inpost_courier_standard";
  return null;
}

/** Why staff may not create the order's shipment now (a locker parcel needs its size); null when they may. */
export function shipmentRefusal(
  order: { status: OrderStatus; delivery: DeliveryMethod },
  parcelSize?: ParcelSize | null,
): ShipmentRefusal | null {
  const service = shipmentServiceFor(order.delivery);
  if (!service) return "delivery-method";
  if (!SHIPPABLE_STATUSES.includes(order.status)) return "status";
  if (service === "inpost_locker_standard" && !parcelSize) return "parcel-size";
  return null;
}

/** ShipX's statuses before InPost has bought the shipment: no label and no tracking number yet. */
const BEFORE_CONFIRMED = ["created", "offers_prepared", "offer_selected"];
/** ShipX's statuses after which nothing changes any more. */
export const FINAL_SHIPMENT_STATUSES: readonly string[] = ["delivered", "returned_to_sender", "canceled"];

/** Whether ShipX has a label for a shipment in this status ("confirmed" or later, not canceled). */
export const shipmentLabelReady = (status: string) => !BEFORE_CONFIRMED.includes(status) && status !== "canceled";

export const isFinalShipmentStatus = (status: string) => FINAL_SHIPMENT_STATUSES.includes(status);

/** InPost's public tracking page of a parcel. */
export const inpostTrackingUrl = (trackingNumber: string) =>
  `https://inpost.pl/sledzenie-przesylek?number=${encodeURIComponent(trackingNumber)}`;
