// What the shipment use-cases share: finding the order a staff member may act on, the shipment as the back office
// shows it, the refusals in every language, and a carrier's failure as the API's error.
import { localized, type StaffOrderShipment, type StaffShipment, staffShipmentsCatalogue } from "@shop/contracts";
import {
  type DbOrTx,
  type findOrderShipment,
  findOrderWithPlace,
  findStaffCities,
  isShipmentClaim,
  staffMayActOn,
  type UserRow,
} from "@shop/db";
import {
  inpostTrackingUrl,
  type Localized,
  normalizeOrderId,
  type ShipmentRefusal,
  shipmentLabelReady,
  shipmentRefusal,
  shipmentServiceFor,
} from "@shop/domain";
import type { Logger } from "pino";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { carrierFailureOf } from "../../../core/shipments";

/** What the shipment use-cases need of the API's deps. */
export type ShipmentDeps = Pick<ApiDeps, "database" | "shipments" | "brand" | "paymentOptions" | "mailQueued">;

export type ShipmentRow = NonNullable<Awaited<ReturnType<typeof findOrderShipment>>>;
export type ShippableOrder = NonNullable<Awaited<ReturnType<typeof findOrderWithPlace>>>;

export const SHIPMENT_TEXTS = {
  notConfigured: /* @__PURE__ */ localized(staffShipmentsCatalogue, (m) => m.notConfigured),
  inProgress: /* @__PURE__ */ localized(staffShipmentsCatalogue, (m) => m.inProgress),
  noShipment: /* @__PURE__ */ localized(staffShipmentsCatalogue, (m) => m.noShipment),
  labelNotReady: /* @__PURE__ */ localized(staffShipmentsCatalogue, (m) => m.labelNotReady),
};

const REFUSALS: Record<ShipmentRefusal, Localized> = {
  "delivery-method": /* @__PURE__ */ localized(staffShipmentsCatalogue, (m) => m.notCarried),
  status: /* @__PURE__ */ localized(staffShipmentsCatalogue, (m) => m.notApproved),
  "parcel-size": /* @__PURE__ */ localized(staffShipmentsCatalogue, (m) => m.parcelSizeRequired),
};

export function refusalError(refusal: ShipmentRefusal): AppError {
  if (refusal === "parcel-size") return new AppError("VALIDATION_FAILED", { messages: REFUSALS[refusal], details: { refusal } });
  return new AppError("CONFLICT", { messages: REFUSALS[refusal], details: { refusal } });
}

/** The order by a typed id, when the staff member may act on it (a city manager: their cities'); else 404. */
export async function findOrderForShipment(db: DbOrTx, staff: UserRow, typedId: string): Promise<ShippableOrder> {
  const id = normalizeOrderId(typedId);
  const found = id ? await findOrderWithPlace(db, id) : null;
  if (!found || !staffMayActOn(await findStaffCities(db, staff), found.order.cityId)) throw new AppError("NOT_FOUND");
  return found;
}

function staffShipmentOf(row: ShipmentRow): StaffShipment {
  const creator = row.creator;
  return {
    shipmentId: row.shipmentId,
    service: row.service,
    parcelSize: row.parcelSize,
    status: row.status,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingNumber ? inpostTrackingUrl(row.trackingNumber) : null,
    labelReady: shipmentLabelReady(row.status) && row.trackingNumber !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: creator?.id ? { id: creator.id, name: `${creator.firstName} ${creator.lastName}`.trim(), email: creator.email } : null,
  };
}

/** The order's shipment section: whether InPost is there, whether a shipment may be made, and the one there is. */
export function orderShipmentView(deps: Pick<ShipmentDeps, "shipments">, order: ShippableOrder["order"], row: ShipmentRow | null) {
  const refusal = shipmentRefusal({ status: order.status, delivery: order.deliveryMethod }, "small");
  const claim = row !== null && isShipmentClaim(row);
  return {
    configured: deps.shipments !== undefined,
    service: shipmentServiceFor(order.deliveryMethod),
    refusal: refusal === "parcel-size" ? null : refusal,
    creating: claim,
    shipment: row && !claim ? staffShipmentOf(row) : null,
  } satisfies StaffOrderShipment;
}

/** A carrier's failure as the API answers it: its refusal in its own words (422), or 503 when it did not answer. */
export function carrierError(error: unknown, logger: Logger, fields: Record<string, unknown>, what: string): AppError {
  const failure = carrierFailureOf(error);
  if (!failure) return error instanceof AppError ? error : new AppError("INTERNAL", { cause: error });
  logger.warn({ ...fields, err: error }, `InPost ${what} failed`);
  if (failure.kind === "unavailable") return new AppError("SHIPPING_PROVIDER_UNAVAILABLE");
  const reason = failure.message.replace(/^ShipX refused [^:]*: /, "");
  const messages = localized(staffShipmentsCatalogue, (m) => m.refused.replace("{reason}", reason));
  return new AppError("SHIPMENT_REFUSED", { messages, details: { carrierCode: failure.code ?? null } });
}
