// Staff move an order to its next status (the status machine decides; a TPD order handed over in store needs
// their confirmation of the ID check). The answer is the order as the staff's list shows it.
import type { OrderTransitionRequest, StaffOrder } from "@shop/contracts";
import { findListedOrder, findStaffCities, staffMayActOn, type UserRow } from "@shop/db";
import { type Locale, normalizeOrderId } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { changeOrderStatus, orderEffectsOf } from "../../orders/change-order-status";
import { toStaffOrder } from "./list-staff-orders";

export async function changeStaffOrderStatus(
  deps: ApiDeps,
  staff: UserRow,
  typedId: string,
  request: OrderTransitionRequest,
  locale: Locale,
): Promise<StaffOrder> {
  const id = normalizeOrderId(typedId);
  if (!id) throw new AppError("NOT_FOUND");
  const { db } = deps.database;
  // A city manager acts on their cities' orders only; any other order does not exist for them.
  const before = await findListedOrder(db, id);
  if (!before || !staffMayActOn(await findStaffCities(db, staff), before.order.cityId)) throw new AppError("NOT_FOUND");
  const change = {
    to: request.to,
    actor: "staff" as const,
    actorUserId: staff.id,
    idChecked: request.idChecked ?? false,
    ...(request.note ? { note: request.note } : {}),
  };
  await changeOrderStatus(db, id, change, orderEffectsOf(deps));
  const listed = await findListedOrder(db, id);
  if (!listed) throw new AppError("NOT_FOUND");
  return toStaffOrder(listed, locale);
}
