// Order tracking by id (decisions.md): anyone with the id sees its status, city, date and history; the
// signed-in owner and staff see everything. Guessing ids is rate-limited per caller address; the owner and
// staff are not limited. Unknown and malformed ids are both "not found".
import type { OrderView } from "@shop/contracts";
import { findOrderOwner } from "@shop/db";
import { type Locale, normalizeOrderId } from "@shop/domain";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { loadOrderView, type OrderViewer } from "./load-order-view";

export async function lookupOrder(
  deps: Pick<ApiDeps, "database" | "limits" | "payments">,
  typedId: string,
  viewer: OrderViewer,
  locale: Locale,
  clientAddress: string,
): Promise<OrderView> {
  const id = normalizeOrderId(typedId);
  if (!id) throw new AppError("NOT_FOUND");
  const { db } = deps.database;
  const owner = await findOrderOwner(db, id);
  const exempt = viewer.staff || (viewer.userId !== null && owner?.userId === viewer.userId);
  if (!exempt) await deps.limits.consume("order-lookup", clientAddress);
  const view = owner ? await loadOrderView(db, id, viewer, locale, deps.payments) : null;
  if (!view) throw new AppError("NOT_FOUND");
  return view;
}
