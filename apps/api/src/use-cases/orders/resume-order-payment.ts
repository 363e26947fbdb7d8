// The owner comes back to an order waiting for its payment (online after a failed attempt, or crypto details
// again): only while AWAITING_PAYMENT and before pay-until, else PAYMENT_NOT_RETRYABLE.
import type { NextStep } from "@shop/contracts";
import { findOrderWithPlace, type UserRow } from "@shop/db";
import { isLocale } from "@shop/domain";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { reopenPayment } from "../payments/reopen-payment";
import { ownOrderId } from "./order-ownership";

export async function resumeOrderPayment(deps: Pick<ApiDeps, "database" | "payments">, user: UserRow, typedId: string): Promise<NextStep> {
  const id = await ownOrderId(deps, user, typedId);
  const { db } = deps.database;
  const found = await findOrderWithPlace(db, id);
  if (!found) throw new AppError("NOT_FOUND");
  const { order, city } = found;
  const method = order.paymentMethod;
  const payUntil = order.payUntil;
  if (order.status !== "AWAITING_PAYMENT" || method === "in-store" || !payUntil || payUntil.getTime() <= Date.now()) {
    throw new AppError("PAYMENT_NOT_RETRYABLE");
  }
  return reopenPayment(db, deps.payments, {
    id,
    email: order.email ?? "",
    total: order.total,
    method,
    locale: isLocale(order.locale) ? order.locale : "en",
    citySlug: city.slug,
    payUntil,
  });
}
