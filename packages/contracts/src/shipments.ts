// InPost shipments of orders (issue 19; docs/orders.md "InPost shipments"): what the customer's order page shows
// of the parcel, and what the back office shows and sends to create one.
import { PARCEL_SIZES, SHIPMENT_SERVICES } from "@shop/domain";
import { z } from "zod";

const Instant = z.iso.datetime({ offset: true });
const StaffMember = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() });

export const ParcelSize = z.enum(PARCEL_SIZES).describe("InPost's locker template: small (A), medium (B) or large (C)");
export const ShipmentService = z.enum(SHIPMENT_SERVICES);

/** The parcel as the customer follows it: its number and InPost's tracking page. */
export const ParcelTracking = z
  .object({
    trackingNumber: z.string(),
    url: z.string().describe("InPost's tracking page of the parcel"),
  })
  .meta({ id: "ParcelTracking" });
export type ParcelTracking = z.infer<typeof ParcelTracking>;

export const StaffShipment = z
  .object({
    shipmentId: z.string().describe("ShipX's shipment id"),
    service: ShipmentService,
    parcelSize: ParcelSize.nullable().describe("Null for a courier parcel (the shop's standard box)"),
    status: z.string().describe('ShipX\'s status as last read: "created", then "confirmed" once InPost bought it, …'),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    labelReady: z.boolean().describe("ShipX has the label (confirmed or later)"),
    createdAt: Instant,
    updatedAt: Instant.describe("When ShipX was last asked"),
    createdBy: StaffMember.nullable(),
  })
  .meta({ id: "StaffShipment" });
export type StaffShipment = z.infer<typeof StaffShipment>;

export const SHIPMENT_REFUSALS = ["delivery-method", "status"] as const;

export const StaffOrderShipment = z
  .object({
    configured: z.boolean().describe("InPost (ShipX) is configured in this shop: SHIPX_BASE"),
    service: ShipmentService.nullable().describe("What a shipment of this order would be; null: InPost does not carry it"),
    refusal: z
      .enum(SHIPMENT_REFUSALS)
      .nullable()
      .describe("Why no shipment may be created now: not a locker or courier order, or not APPROVED; null: it may"),
    creating: z.boolean().describe("A create is in flight right now (another request)"),
    shipment: StaffShipment.nullable(),
  })
  .meta({ id: "StaffOrderShipment" });
export type StaffOrderShipment = z.infer<typeof StaffOrderShipment>;

export const CreateShipmentRequest = z
  .object({ parcelSize: ParcelSize.optional().describe("Required for a parcel-locker order; ignored for a courier order") })
  .meta({ id: "CreateShipmentRequest" });
export type CreateShipmentRequest = z.infer<typeof CreateShipmentRequest>;

export const LabelQuery = z.object({
  type: z.enum(["A6", "normal"]).default("A6").describe("A6 (label printers; the only one for courier parcels) or normal (A4)"),
});
