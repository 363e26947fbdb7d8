// Back office: customers (issue 7). Live accounts found by e-mail, name or phone digits; one account with its
// orders; blocking and unblocking (the account row is locked while it changes).
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { cities, orders, users } from "../../schema";

export type AccountRecord = typeof users.$inferSelect;

export interface CustomerSearch {
  /** Matched against the e-mail and the names (any case); phone digits (3 or more) against the phone's digits. */
  text?: string | undefined;
  phoneDigits?: string | null | undefined;
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function searchCondition(search: CustomerSearch): SQL | undefined {
  const text = search.text?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  const matches: SQL[] = [
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
  ];
  if (search.phoneDigits) matches.push(sql`regexp_replace(${users.phone}, '[^0-9]', '', 'g') like ${`%${search.phoneDigits}%`}`);
  return or(...matches);
}

/** Live accounts (customers and staff) matching the search, newest first, and how many match in all. */
export async function searchAccounts(db: DbOrTx, search: CustomerSearch): Promise<{ rows: AccountRecord[]; total: number }> {
  const where = and(isNull(users.deletedAt), searchCondition(search));
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(search.limit)
    .offset(search.offset);
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** A live account by id; null for an unknown or deleted one. */
export async function findLiveAccount(db: DbOrTx, userId: number): Promise<AccountRecord | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}

/** The account's orders, newest first (at most `limit`), and how many it has in all. */
export async function findAccountOrders(db: DbOrTx, userId: number, limit: number) {
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      total: orders.total,
      createdAt: orders.createdAt,
      city: { slug: cities.slug, nameEn: cities.nameEn, nameUk: cities.nameUk, namePl: cities.namePl, nameRu: cities.nameRu },
    })
    .from(orders)
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  const [counted] = await db.select({ total: count() }).from(orders).where(eq(orders.userId, userId));
  return { rows, total: counted?.total ?? 0 };
}

/** A live account, locked until the transaction ends; null for an unknown or deleted one. */
export async function lockLiveAccount(tx: DbOrTx, userId: number): Promise<AccountRecord | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for("no key update");
  return row ?? null;
}

/** Blocks (with the reason) or unblocks (`null`) the account; the account as now stored. */
export async function setAccountBlocked(tx: DbOrTx, userId: number, block: { reason: string } | null): Promise<AccountRecord> {
  const [row] = await tx
    .update(users)
    .set(block ? { blockedAt: sql`now()`, blockedReason: block.reason } : { blockedAt: null, blockedReason: null })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished while locked`);
  return row;
}
