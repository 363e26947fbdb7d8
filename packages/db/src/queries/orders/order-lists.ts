// Lists of orders: a customer's own (the cabinet) and the staff's list by city, status, payment and delivery
// method, the time placed and a search.
import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { cities, type DeliveryMethodCode, type OrderStatusCode, orders, type PaymentMethodCode } from "../../schema";

/** Units in the order (the sum of its lines' quantities). */
const unitCount = sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = ${orders.id})`;

const summaryColumns = {
  order: orders,
  citySlug: cities.slug,
  en: cities.nameEn,
  uk: cities.nameUk,
  pl: cities.namePl,
  ru: cities.nameRu,
  itemCount: unitCount,
};

type SummaryRow = {
  order: typeof orders.$inferSelect;
  citySlug: string;
  en: string;
  uk: string;
  pl: string;
  ru: string;
  itemCount: number;
};

const toListed = ({ order, citySlug, en, uk, pl, ru, itemCount }: SummaryRow) => ({
  order,
  city: { slug: citySlug, names: { en, uk, pl, ru } },
  itemCount: Number(itemCount),
});

export type ListedOrder = ReturnType<typeof toListed>;

/** The customer's orders, newest first. */
export async function listOrdersOfUser(db: DbOrTx, userId: number): Promise<ListedOrder[]> {
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toListed);
}

export interface StaffOrderFilter {
  citySlug?: string | undefined;
  /** A city manager's cities ("all" for an admin). */
  cityIds?: "all" | readonly number[] | undefined;
  status?: OrderStatusCode | undefined;
  payment?: PaymentMethodCode | undefined;
  delivery?: DeliveryMethodCode | undefined;
  /** Placed at or after this instant. */
  placedFrom?: Date | undefined;
  /** Placed before this instant. */
  placedBefore?: Date | undefined;
  /** A search: any of these that is given may match. */
  search?: { orderId: string | null; emailPart: string; phoneDigits: string | null } | undefined;
  limit: number;
  offset: number;
}

function staffWhere(filter: StaffOrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.citySlug) conditions.push(eq(cities.slug, filter.citySlug));
  if (filter.cityIds && filter.cityIds !== "all")
    conditions.push(filter.cityIds.length > 0 ? inArray(orders.cityId, [...filter.cityIds]) : sql`false`);
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.payment) conditions.push(eq(orders.paymentMethod, filter.payment));
  if (filter.delivery) conditions.push(eq(orders.deliveryMethod, filter.delivery));
  if (filter.placedFrom) conditions.push(gte(orders.createdAt, filter.placedFrom));
  if (filter.placedBefore) conditions.push(lt(orders.createdAt, filter.placedBefore));
  const search = filter.search;
  if (search) {
    const any: SQL[] = [sql`strpos(lower(coalesce(${orders.email}, '')), lower(${search.emailPart})) > 0`];
    if (search.orderId) any.push(eq(orders.id, search.orderId));
    if (search.phoneDigits) any.push(sql`strpos(regexp_replace(${orders.phone}, '[^0-9]', '', 'g'), ${search.phoneDigits}) > 0`);
    conditions.push(or(...any) as SQL);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the orders matching the filter, newest first, and how many match in all. */
export async function listOrdersForStaff(db: DbOrTx, filter: StaffOrderFilter): Promise<{ rows: ListedOrder[]; total: number }> {
  const where = staffWhere(filter);
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ n: count() }).from(orders).innerJoin(cities, eq(cities.id, orders.cityId)).where(where);
  return { rows: rows.map(toListed), total: Number(counted?.n ?? 0) };
}

/** One order as the lists show it; null when there is no such order. */
export async function findListedOrder(db: DbOrTx, orderId: string): Promise<ListedOrder | null> {
  const [row] = await db.select(summaryColumns).from(orders).innerJoin(cities, eq(cities.id, orders.cityId)).where(eq(orders.id, orderId));
  return row ? toListed(row) : null;
}
