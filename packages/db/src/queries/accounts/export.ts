// GDPR export (decisions.md): everything the shop stores about one user, read in one snapshot. Token
// hashes, e-mail bodies (they may hold links with tokens) and other people's identities are left out.
import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../client";
import { accountTokens, coupons, emails, favourites, orderHistory, orderItems, orders, sessions, users } from "../../schema";
import { type CabinetCouponRow, cabinetCouponColumns, toCabinetCouponRow } from "./coupons";
import type { UserRow } from "./sessions";

type Queryable = Pick<Db, "select">;

export interface UserExportRows {
  user: UserRow;
  sessions: Array<{ id: number; createdAt: Date; expiresAt: Date; revokedAt: Date | null; lastUsedAt: Date | null }>;
  accountTokens: Array<{ purpose: string; createdAt: Date; expiresAt: Date; usedAt: Date | null }>;
  coupons: CabinetCouponRow[];
  emails: Array<{ kind: string; locale: string; subject: string; status: string; createdAt: Date; sentAt: Date | null }>;
  referredCount: number;
  /** The favourite products (issue 38), newest first: the product, when added, the city its e-mails watch. */
  favourites: Array<{ productId: number; createdAt: Date; alertCityId: number | null }>;
  /** The user's orders, newest first, each with its lines and status history. */
  orders: Array<
    typeof orders.$inferSelect & { items: Array<typeof orderItems.$inferSelect>; history: Array<typeof orderHistory.$inferSelect> }
  >;
}

/** Awaits lazy queries one by one (Promise.all would send them at once on one connection). */
async function inSequence<T extends readonly unknown[]>(queries: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}

export async function loadUserExport(db: Queryable, userId: number): Promise<UserExportRows | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user) return null;
  // One after another: `db` is a transaction, one connection (drizzle's queries run when awaited).
  const [sessionRows, tokenRows, couponRows, emailRows, [referred]] = await inSequence([
    db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        lastUsedAt: sessions.lastUsedAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt), desc(sessions.id)),
    db
      .select({
        purpose: accountTokens.purpose,
        createdAt: accountTokens.createdAt,
        expiresAt: accountTokens.expiresAt,
        usedAt: accountTokens.usedAt,
      })
      .from(accountTokens)
      .where(eq(accountTokens.userId, userId))
      .orderBy(desc(accountTokens.createdAt)),
    db.select(cabinetCouponColumns(userId)).from(coupons).where(eq(coupons.userId, userId)).orderBy(coupons.code),
    user.email
      ? db
          .select({
            kind: emails.kind,
            locale: emails.locale,
            subject: emails.subject,
            status: emails.status,
            createdAt: emails.createdAt,
            sentAt: emails.sentAt,
          })
          .from(emails)
          .where(eq(emails.toAddress, user.email))
          .orderBy(desc(emails.createdAt))
      : Promise.resolve([]),
    db.select({ n: count() }).from(users).where(eq(users.referredBy, userId)),
  ]);
  const favouriteRows = await db
    .select({ productId: favourites.productId, createdAt: favourites.createdAt, alertCityId: favourites.alertCityId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt));
  const orderRows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
  const ids = orderRows.map((order) => order.id);
  const itemRows = ids.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)) : [];
  const historyRows = ids.length
    ? await db.select().from(orderHistory).where(inArray(orderHistory.orderId, ids)).orderBy(asc(orderHistory.id))
    : [];
  return {
    user,
    orders: orderRows.map((order) => ({
      ...order,
      items: itemRows.filter((item) => item.orderId === order.id),
      history: historyRows.filter((entry) => entry.orderId === order.id),
    })),
    sessions: sessionRows,
    accountTokens: tokenRows,
    coupons: couponRows.map(toCabinetCouponRow),
    emails: emailRows,
    referredCount: Number(referred?.n ?? 0),
    favourites: favouriteRows,
  };
}
