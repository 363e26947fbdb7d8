// The parcel carrier the shipment use-cases rely on (issue 19), as a port: its one implementation is InPost's
// ShipX client (src/delivery/inpost/shipx-client.ts), against ShipX itself or its local stand-in.
import type { ParcelSize, ShipmentService } from "@shop/domain";

/** A parcel to send: who gets it, where (a locker's code, or an address for the courier) and how big it is. */
export interface NewShipment {
  /** The shop's reference, shown in InPost's Parcel Manager: the order id. */
  reference: string;
  service: ShipmentService;
  /** A locker parcel's template; null for a courier parcel (the shop's standard box is sent). */
  parcelSize: ParcelSize | null;
  /** The parcel locker (a point's name, such as "WAW01M"); null for a courier parcel. */
  targetPoint: string | null;
  receiver: {
    firstName: string;
    lastName: string;
    email: string | null;
    phone: string;
    /** The courier's address; null for a locker parcel. */
    address: { street: string; buildingNumber: string; city: string; postCode: string; countryCode: string } | null;
  };
  /** The goods' value in grosze (a courier parcel is insured for it). */
  value: number;
}

/** A shipment as the carrier knows it now. */
export interface CarrierShipment {
  id: string;
  /** The carrier's status ("created", "confirmed", "delivered"…). */
  status: string;
  /** Known once the carrier has bought the shipment ("confirmed"). */
  trackingNumber: string | null;
}

export type LabelType = "normal" | "A6";

/**
 * Every method throws an error with `kind` "unavailable" (no answer, a timeout, a 5xx: try again later) or
 * "refused" (4xx: the carrier's message says what to fix; `code` its error key, such as "invalid_action").
 */
export interface ShipmentCarrier {
  createShipment(shipment: NewShipment): Promise<CarrierShipment>;
  getShipment(id: string): Promise<CarrierShipment>;
  /** Only before the carrier bought it ("created", "offers_prepared"). */
  cancelShipment(id: string): Promise<void>;
  /** The label as the carrier sends it (a PDF), streamed. */
  label(id: string, type: LabelType): Promise<{ body: ReadableStream<Uint8Array>; contentType: string }>;
}

/** What a carrier's failure says: its kind, and for a refusal the carrier's error key and words. */
export interface CarrierFailure {
  kind: "unavailable" | "refused";
  code?: string | undefined;
  message: string;
}

export function carrierFailureOf(error: unknown): CarrierFailure | null {
  const kind = (error as { kind?: unknown } | null)?.kind;
  if (kind !== "unavailable" && kind !== "refused") return null;
  const code = (error as { code?: unknown }).code;
  return { kind, code: typeof code === "string" ? code : undefined, message: error instanceof Error ? error.message : String(error) };
}
