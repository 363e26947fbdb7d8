// One order as the back office shows it (issue 7): its lines, totals, customer, delivery, payment, status
// history with who made each change, the statuses staff may move it to now, and any crypto transfer of its
// amount that came too late. A city manager finds only their cities' orders: any other answers 404.
import type { StaffOrderDetail } from "@shop/contracts";
import {
  type DbOrTx,
  findLostTransfers,
  findOrderLines,
  findOrderWithPlace,
  findStaffCities,
  findStaffMember,
  findStaffOrderHistory,
  latestPayment,
  staffMayActOn,
  type UserRow,
} from "@shop/db";
import { type Locale, normalizeOrderId } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { P24_PROVIDER } from "../../../payments/online";
import { pickupHoldOf } from "../../orders/pickup-hold-view";
import { staffMemberOf, toLostTransfer } from "../payments/list-lost-transfers";
import { refundsOf } from "../payments/order-refunds";
import { staffNextStatuses } from "./list-staff-orders";

type Order = NonNullable<Awaited<ReturnType<typeof findOrderWithPlace>>>["order"];

function addressOf(order: Order): StaffOrderDetail["delivery"]["address"] {
  const { street, streetNumber, apartment, zipCode, country } = order;
  if (street === null || streetNumber === null || zipCode === null || country === null) return null;
  return { street, streetNumber, apartment, zipCode, country };
}

async function paymentOf(deps: Pick<ApiDeps, "payments">, db: DbOrTx, order: Order): Promise<StaffOrderDetail["payment"]> {
  const method = order.paymentMethod;
  const latest = method === "in-store" ? null : await latestPayment(db, order.id, method);
  const refunds = latest?.provider === P24_PROVIDER ? await refundsOf(db, latest) : { refunds: [], refundable: 0 };
  return {
    method,
    status: latest?.status ?? null,
    payUntil: (latest?.payUntil ?? order.payUntil)?.toISOString() ?? null,
    paidAt: latest?.paidAt?.toISOString() ?? null,
    reference: latest?.reference ?? null,
    crypto: method === "crypto" ? await deps.payments.cryptoOf(db, order.id) : null,
    ...refunds,
  };
}

export async function getStaffOrder(
  deps: Pick<ApiDeps, "database" | "payments">,
  staff: UserRow,
  typedId: string,
  locale: Locale,
): Promise<StaffOrderDetail> {
  const { db } = deps.database;
  const id = normalizeOrderId(typedId);
  const found = id ? await findOrderWithPlace(db, id) : null;
  if (!found || !staffMayActOn(await findStaffCities(db, staff), found.order.cityId)) throw new AppError("NOT_FOUND");
  const { order, city, store } = found;
  const [lines, history, checker, lost, payment] = await Promise.all([
    findOrderLines(db, order.id),
    findStaffOrderHistory(db, order.id),
    findStaffMember(db, order.idCheckedBy),
    findLostTransfers(db, { scope: "all", state: "all", orderId: order.id, limit: 100, offset: 0 }),
    paymentOf(deps, db, order),
  ]);
  const facts = { status: order.status, payment: order.paymentMethod, delivery: order.deliveryMethod, tpd: order.tpd };
  const canceledBy = order.status === "CANCELED" ? (history.at(-1)?.actor ?? null) : null;
  const pickupHold = pickupHoldOf(order, store, canceledBy);
  return {
    id: order.id,
    status: order.status,
    city: { slug: city.slug, name: city.names[locale] },
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    locale: order.locale,
    tpd: order.tpd,
    items: lines.map(({ productId, slug, name, quantity, unitPrice, regularPrice, priceKind, lineTotal, discount, tpd }) => ({
      productId,
      slug,
      name,
      quantity,
      unitPrice,
      regularPrice,
      priceKind,
      lineTotal,
      discount,
      tpd,
    })),
    totals: {
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal: order.subtotal,
      discount: order.discount,
      couponCode: order.couponCode,
      deliveryFee: order.deliveryFee,
      total: order.total,
    },
    customer: {
      userId: order.userId,
      kind: order.customerKind,
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      phone: order.phone,
    },
    delivery: {
      method: order.deliveryMethod,
      store,
      pickupAt: order.pickupAt?.toISOString() ?? null,
      lockerCode: order.lockerCode,
      lockerName: order.lockerName,
      lockerAddress: order.lockerAddress,
      postBox: order.postBox,
      address: addressOf(order),
    },
    comment: order.comment,
    payment,
    history: history.map((entry) => ({
      at: entry.at.toISOString(),
      from: entry.from,
      to: entry.to,
      actor: entry.actor,
      actorUser: staffMemberOf(entry.user),
      note: entry.note,
    })),
    next: staffNextStatuses(facts),
    needsIdCheck: order.tpd && order.deliveryMethod === "local-pickup" && order.status === "READY_FOR_PICKUP",
    idCheck: order.idCheckedAt ? { at: order.idCheckedAt.toISOString(), by: staffMemberOf(checker) } : null,
    lostTransfers: lost.rows.map((row) => toLostTransfer(row, locale)),
    ...(pickupHold ? { pickupHold } : {}),
    // Paid online or in crypto and canceled at the hold's end: the customer was told the money comes back.
    refundDue: pickupHold?.ended === true && order.paymentMethod !== "in-store" && payment.status === "paid",
    smsPhone: order.smsPhone,
  };
}
