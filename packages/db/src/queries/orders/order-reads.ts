// One order as its pages and e-mails show it: the order with its city and store, its lines, its history and
// its latest crypto payment.
import { and, asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { cities, orderHistory, orderItems, orders, payments, productImages, products, stores } from "../../schema";

export interface OrderCityNames {
  en: string;
  uk: string;
  pl: string;
  ru: string;
}

/** The order, its city (slug and name in every language) and its pickup store; null when there is no such order. */
export async function findOrderWithPlace(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({
      order: orders,
      citySlug: cities.slug,
      en: cities.nameEn,
      uk: cities.nameUk,
      pl: cities.namePl,
      ru: cities.nameRu,
      storeId: stores.id,
      storeAddress: stores.address,
      storePhone: stores.phone,
    })
    .from(orders)
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const { order, citySlug, en, uk, pl, ru, storeId, storeAddress, storePhone } = row;
  const store =
    storeId !== null && storeAddress !== null && storePhone !== null ? { id: storeId, address: storeAddress, phone: storePhone } : null;
  return { order, city: { slug: citySlug, names: { en, uk, pl, ru } satisfies OrderCityNames }, store };
}

/** Who owns the order (null user: an anonymised account); null when there is no such order. */
export async function findOrderOwner(db: DbOrTx, orderId: string): Promise<{ userId: number | null } | null> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/**
 * The order's lines in the cart's order (orders placed before positions were kept: product id order), each with its
 * product's first uploaded image (null: the generated illustration) and the product's slug today (its image's address).
 */
export async function findOrderLines(db: DbOrTx, orderId: string) {
  return db
    .select({
      ...getTableColumns(orderItems),
      productSlug: products.slug,
      imageKey: sql<string | null>`(select ${productImages.mediaKey} from ${productImages}
        where ${productImages.productId} = ${orderItems.productId} order by ${productImages.position} limit 1)`,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(orderItems.productId));
}

/** The order's status changes, oldest first. */
export async function findOrderHistoryEntries(db: DbOrTx, orderId: string) {
  return db
    .select({ status: orderHistory.toStatus, actor: orderHistory.actor, at: orderHistory.createdAt, note: orderHistory.note })
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.id));
}

/** The order's latest crypto payment (where and how much to send), or null. */
export async function findLatestCryptoPaymentOfOrder(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ address: payments.address, amount: payments.cryptoAmount, status: payments.status, payUntil: payments.payUntil })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, "crypto")))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!row || row.address === null || row.amount === null) return null;
  return { address: row.address, amount: row.amount, status: row.status, payUntil: row.payUntil };
}
