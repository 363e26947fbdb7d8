// The customer cancels their own order (while CREATED or AWAITING_PAYMENT; the status machine decides). Another
// customer's order is "not found", as if it did not exist. The stock and the coupon use come back.
import type { OrderView } from "@shop/contracts";
import type { UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { changeOrderStatus, orderEffectsOf } from "./change-order-status";
import { loadOrderView } from "./load-order-view";
import { ownOrderId } from "./order-ownership";

export async function cancelOrder(
  deps: ApiDeps,
  user: UserRow,
  typedId: string,
  reason: string | undefined,
  locale: Locale,
): Promise<OrderView> {
  const id = await ownOrderId(deps, user, typedId);
  const { db } = deps.database;
  await changeOrderStatus(
    db,
    id,
    { to: "CANCELED", actor: "customer", actorUserId: user.id, ...(reason ? { note: reason } : {}) },
    orderEffectsOf(deps),
  );
  const view = await loadOrderView(db, id, { userId: user.id, staff: user.role === "staff" }, locale, deps.payments);
  if (!view) throw new AppError("NOT_FOUND");
  return view;
}
