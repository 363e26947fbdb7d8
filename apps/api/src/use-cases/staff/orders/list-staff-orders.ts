// The staff's orders list: by city, status, payment and delivery method and the time placed, or found by an
// order id, e-mail or phone; newest first, 50 a page. Each order says where staff may move it now and whether
// handing it over needs the ID (18+) check.
import type { OrderStatus, StaffOrder, StaffOrderList, StaffOrderQuery } from "@shop/contracts";
import { type DbOrTx, findStaffCities, type ListedOrder, listOrdersForStaff, type UserRow } from "@shop/db";
import { type Locale, nextStatuses, normalizeOrderId, type OrderFacts, parseShopDate, shopDayStartOf, transition } from "@shop/domain";
import { toOrderSummary } from "../../cabinet/list-cabinet-orders";

const STAFF_ORDERS_PER_PAGE = 50;

/** "Placed from" and "to": a day counts whole (its start, and up to the next day's start); an instant exactly. */
function placedRange(from: string | undefined, to: string | undefined): { placedFrom?: Date; placedBefore?: Date } {
  const range: { placedFrom?: Date; placedBefore?: Date } = {};
  const fromDay = from ? parseShopDate(from) : null;
  const toDay = to ? parseShopDate(to) : null;
  if (from) range.placedFrom = fromDay ? shopDayStartOf(fromDay) : new Date(from);
  if (to) range.placedBefore = toDay ? shopDayStartOf({ ...toDay, day: toDay.day + 1 }) : new Date(new Date(to).getTime() + 1);
  return range;
}

/** The statuses staff may move the order to now (an ID check is a confirmation staff give as they move it). */
export function staffNextStatuses(facts: OrderFacts): OrderStatus[] {
  return nextStatuses(facts).filter((to) => transition(facts, to, { actor: "staff", idChecked: true }).ok);
}

export function toStaffOrder(listed: ListedOrder, locale: Locale): StaffOrder {
  const { order } = listed;
  const facts: OrderFacts = { status: order.status, payment: order.paymentMethod, delivery: order.deliveryMethod, tpd: order.tpd };
  return {
    ...toOrderSummary(listed, locale),
    payment: order.paymentMethod,
    delivery: order.deliveryMethod,
    tpd: order.tpd,
    customer: { firstName: order.firstName, lastName: order.lastName, email: order.email, phone: order.phone },
    pickupAt: order.pickupAt?.toISOString() ?? null,
    next: staffNextStatuses(facts),
    needsIdCheck: order.tpd && order.deliveryMethod === "local-pickup" && order.status === "READY_FOR_PICKUP",
  };
}

/** What a search text may be: an order id (as a customer may type it), part of an e-mail, or phone digits. */
function searchOf(q: string | undefined) {
  const text = q?.trim();
  if (!text) return undefined;
  const digits = text.replace(/\D/g, "");
  const phoneLike = /^\+?[0-9 ()-]+$/.test(text) && digits.length >= 3;
  return { orderId: normalizeOrderId(text), emailPart: text, phoneDigits: phoneLike ? digits : null };
}

/** The orders of the cities the staff member runs (every city for an admin). */
export async function listStaffOrders(db: DbOrTx, staff: UserRow, query: StaffOrderQuery, locale: Locale): Promise<StaffOrderList> {
  const page = query.page ?? 1;
  const { rows, total } = await listOrdersForStaff(db, {
    cityIds: await findStaffCities(db, staff),
    citySlug: query.city,
    status: query.status,
    payment: query.payment,
    delivery: query.delivery,
    ...placedRange(query.from, query.to),
    search: searchOf(query.q),
    limit: STAFF_ORDERS_PER_PAGE,
    offset: (page - 1) * STAFF_ORDERS_PER_PAGE,
  });
  return { items: rows.map((row) => toStaffOrder(row, locale)), total };
}
