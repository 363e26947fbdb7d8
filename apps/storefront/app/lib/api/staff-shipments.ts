// The back office's InPost shipments API (packages/contracts shipments.ts): an order's shipment section, creating
// the shipment, and its label (a PDF, passed on unread).
import type { StaffOrderShipment } from "@shop/contracts";
import type { ParcelSize } from "@shop/domain";
import { type ApiClient, ApiError } from "./client";

const path = (orderId: string) => `/api/v1/staff/orders/${encodeURIComponent(orderId)}/shipment`;

/** The order's shipment section (ShipX is asked for the latest status first); null when the order is not the caller's. */
export async function findStaffOrderShipment(api: ApiClient, orderId: string): Promise<StaffOrderShipment | null> {
  try {
    return await api.call<StaffOrderShipment>(path(orderId), { auth: true });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}

/** Creates it; a repeated create answers the one there is. Refusals are final (a retry would only repeat them). */
export const createStaffShipment = (api: ApiClient, orderId: string, parcelSize: ParcelSize | undefined) =>
  api.call<StaffOrderShipment>(path(orderId), {
    method: "POST",
    body: parcelSize ? { parcelSize } : {},
    auth: true,
    finalCodes: ["CONFLICT", "SHIPMENT_REFUSED", "SHIPPING_PROVIDER_UNAVAILABLE"],
  });

/** The label as the API streams it (application/pdf, an attachment); errors throw ApiError. */
export const fetchShipmentLabel = (api: ApiClient, orderId: string) =>
  api.call<Response>(`${path(orderId)}/label`, { auth: true, raw: true });
