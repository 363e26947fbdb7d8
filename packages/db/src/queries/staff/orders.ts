// Back office: orders (issue 7). What the order list and page need beyond issue 6's queries: the cities a
// staff member sees, an order's history with who made each change, and the crypto transfers that matched no
// open payment ("lost"), which staff resolve once (the conditional update decides) with a note in the audit.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { auditLog, cities, cryptoTransfers, orderHistory, orders, users } from "../../schema";
import type { StaffCities } from "./scope";

/** The audit action and entity type of a lost transfer's resolution. */
export const LOST_TRANSFER_RESOLVE_ACTION = "crypto-transfer.resolve";
export const LOST_TRANSFER_ENTITY = "crypto-transfer";

const cityNames = { slug: cities.slug, en: cities.nameEn, uk: cities.nameUk, pl: cities.namePl, ru: cities.nameRu };
const member = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

const inCities = (column: typeof orders.cityId | typeof cities.id, scope: StaffCities): SQL | undefined =>
  scope === "all" ? undefined : scope.length > 0 ? inArray(column, [...scope]) : sql`false`;

/** The cities whose orders the staff member sees (every city for an admin), in the shop's order. */
export async function findStaffOrderCities(db: DbOrTx, scope: StaffCities) {
  return db
    .select({ id: cities.id, ...cityNames })
    .from(cities)
    .where(inCities(cities.id, scope))
    .orderBy(asc(cities.sortOrder), asc(cities.id));
}

/** A user as the back office names them (an actor, the ID checker); null when there is none. */
export async function findStaffMember(db: DbOrTx, userId: number | null) {
  if (userId === null) return null;
  const [row] = await db.select(member).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** The order's status changes, oldest first, each with the user who made it (when a person did). */
export async function findStaffOrderHistory(db: DbOrTx, orderId: string) {
  return db
    .select({
      from: orderHistory.fromStatus,
      to: orderHistory.toStatus,
      actor: orderHistory.actor,
      note: orderHistory.note,
      at: orderHistory.createdAt,
      user: member,
    })
    .from(orderHistory)
    .leftJoin(users, eq(users.id, orderHistory.actorUserId))
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.id));
}

export interface LostTransferFilter {
  /** The staff member's cities: a city manager sees the transfers of their cities' orders only. */
  scope: StaffCities;
  state: "open" | "resolved" | "all";
  orderId?: string | undefined;
  txId?: string | undefined;
  limit: number;
  offset: number;
}

function lostWhere(filter: Omit<LostTransferFilter, "limit" | "offset">): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(cryptoTransfers.outcome, "lost"), inCities(orders.cityId, filter.scope)];
  if (filter.state === "open") conditions.push(isNull(cryptoTransfers.resolvedAt));
  if (filter.state === "resolved") conditions.push(isNotNull(cryptoTransfers.resolvedAt));
  if (filter.orderId) conditions.push(eq(cryptoTransfers.orderId, filter.orderId));
  if (filter.txId) conditions.push(eq(cryptoTransfers.txId, filter.txId));
  return and(...conditions);
}

const lostColumns = {
  transfer: cryptoTransfers,
  order: {
    id: orders.id,
    cityId: orders.cityId,
    status: orders.status,
    total: orders.total,
    firstName: orders.firstName,
    lastName: orders.lastName,
    email: orders.email,
    phone: orders.phone,
  },
  city: cityNames,
};

/** Lost transfers, newest seen first, with their order (if any), the order's city and how they were resolved. */
export async function findLostTransfers(db: DbOrTx, filter: LostTransferFilter) {
  const where = lostWhere(filter);
  const rows = await db
    .select(lostColumns)
    .from(cryptoTransfers)
    .leftJoin(orders, eq(orders.id, cryptoTransfers.orderId))
    .leftJoin(cities, eq(cities.id, orders.cityId))
    .where(where)
    .orderBy(desc(cryptoTransfers.seenAt), asc(cryptoTransfers.txId))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db
    .select({ n: count() })
    .from(cryptoTransfers)
    .leftJoin(orders, eq(orders.id, cryptoTransfers.orderId))
    .where(where);
  const resolutions = await findResolutions(
    db,
    rows.filter((row) => row.transfer.resolvedAt !== null).map((row) => row.transfer.txId),
  );
  return {
    rows: rows.map((row) => ({ ...row, resolution: resolutions.get(row.transfer.txId) ?? null })),
    total: Number(counted?.n ?? 0),
  };
}

export type LostTransferRow = Awaited<ReturnType<typeof findLostTransfers>>["rows"][number];

export type LostTransferResolver = { id: number; firstName: string; lastName: string; email: string | null } | null;

/** The latest resolution audit entry of each transfer: who resolved it and their note. */
async function findResolutions(db: DbOrTx, txIds: string[]) {
  const found = new Map<string, { by: LostTransferResolver; note: string | null }>();
  if (txIds.length === 0) return found;
  const rows = await db
    .select({ txId: auditLog.entityId, after: auditLog.after, user: member })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.action, LOST_TRANSFER_RESOLVE_ACTION),
        eq(auditLog.entityType, LOST_TRANSFER_ENTITY),
        inArray(auditLog.entityId, txIds),
      ),
    )
    .orderBy(desc(auditLog.id));
  for (const row of rows) {
    if (found.has(row.txId)) continue;
    const note = (row.after as { note?: unknown } | null)?.note;
    found.set(row.txId, { by: row.user, note: typeof note === "string" ? note : null });
  }
  return found;
}

/** One lost transfer with its order's city (null: no order, or not lost). */
export async function findLostTransfer(db: DbOrTx, txId: string) {
  const [row] = await db
    .select({ transfer: cryptoTransfers, orderCityId: orders.cityId })
    .from(cryptoTransfers)
    .leftJoin(orders, eq(orders.id, cryptoTransfers.orderId))
    .where(and(eq(cryptoTransfers.txId, txId), eq(cryptoTransfers.outcome, "lost")));
  return row ?? null;
}

/** Marks a lost transfer resolved unless it already is (one of two racing staff wins): the instant, or null. */
export async function markLostTransferResolved(db: DbOrTx, txId: string): Promise<Date | null> {
  const rows = await db
    .update(cryptoTransfers)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(cryptoTransfers.txId, txId), eq(cryptoTransfers.outcome, "lost"), isNull(cryptoTransfers.resolvedAt)))
    .returning({ resolvedAt: cryptoTransfers.resolvedAt });
  return rows[0]?.resolvedAt ?? null;
}
