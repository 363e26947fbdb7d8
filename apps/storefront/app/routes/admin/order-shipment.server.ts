// An order's InPost shipment on its back-office page (issue 19): the section's data, the "Create InPost shipment"
// form's action, and the label download (?format=label: a plain link, so it works without JavaScript).
import type { StaffOrderDetail, StaffOrderShipment } from "@shop/contracts";
import { PARCEL_SIZES, type ParcelSize } from "@shop/domain";
import { type ActionFunctionArgs, type MiddlewareFunction, redirect } from "react-router";
import type { adminT } from "../../lib/admin/texts.server";
import { type ApiClient, ApiError } from "../../lib/api/client";
import { apiMessages } from "../../lib/api/staff-orders";
import { createStaffShipment, fetchShipmentLabel, findStaffOrderShipment } from "../../lib/api/staff-shipments";
import { staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";

/** The shipment section of a locker or courier order (ShipX is asked for the latest status); null for the others. */
export async function loadOrderShipment(api: ApiClient, order: StaffOrderDetail): Promise<StaffOrderShipment | null> {
  if (order.delivery.method !== "parcel-locker" && order.delivery.method !== "courier") return null;
  return findStaffOrderShipment(api, order.id);
}

/** "Create InPost shipment": the parcel size (lockers), then the API decides (and ShipX may refuse); null when made. */
export async function shipmentIntent(args: ActionFunctionArgs, form: FormData): Promise<{ messages: string[]; status: number } | null> {
  const staff = await staffOf(args);
  const size = String(form.get("parcelSize") ?? "");
  const parcelSize = (PARCEL_SIZES as readonly string[]).includes(size) ? (size as ParcelSize) : undefined;
  try {
    await createStaffShipment(staff.api, args.params.orderId ?? "", parcelSize);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { messages: apiMessages(error), status: error.statusCode };
  }
  return null;
}

/** The page's notice after a create, or after a label link found no label yet (or ShipX silent). */
export function shipmentNotice(t: ReturnType<typeof adminT>, notice: string | null): { text: string; alert: boolean } | null {
  if (notice === "shipment") return { text: t("orders.shipment.created"), alert: false };
  if (notice === "label-not-ready") return { text: t("orders.shipment.labelNotReady"), alert: true };
  if (notice === "label-unavailable") return { text: t("orders.shipment.labelUnavailable"), alert: true };
  return null;
}

/**
 * ?format=label: the shipment's label as the API streams it (a loader's Response would be read as page data, so
 * the page's middleware answers it before any loader runs). Not ready yet, or ShipX silent: back to the page with
 * a notice; no such shipment: the 404 page.
 */
export const orderLabelMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  if (args.request.method !== "GET" || args.url.searchParams.get("format") !== "label") return next();
  const staff = await staffOf(args);
  let label: Response;
  try {
    label = await fetchShipmentLabel(staff.api, args.params.orderId ?? "");
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.statusCode === 404) pageNotFound(args.url);
    const notice = error.statusCode === 409 ? "label-not-ready" : "label-unavailable";
    throw redirect(`${args.url.pathname}?notice=${notice}`, 303);
  }
  return new Response(label.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": label.headers.get("content-disposition") ?? 'attachment; filename="inpost-label.pdf"',
      "Cache-Control": "private, no-store",
    },
  });
};
