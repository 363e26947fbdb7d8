// Back office: coupons (issue 7). Admins list, write and delete them; every change runs in a transaction
// that also writes its audit row. The used count is only ever changed by checkout (and cancellations).
import type { Locale } from "@shop/domain";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../client";
import { categories, couponCategories, coupons, users } from "../../schema";

export type StaffCouponState = "active" | "inactive" | "expired" | "used-up";

export interface StaffCouponFilter {
  q?: string | undefined;
  state?: StaffCouponState | undefined;
  owner?: "personal" | "public" | undefined;
  now: Date;
  limit: number;
  offset: number;
}

export type CouponValues = Omit<typeof coupons.$inferInsert, "id" | "usedCount" | "createdAt">;

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nameColumn = (locale: Locale) =>
  ({ en: categories.nameEn, uk: categories.nameUk, pl: categories.namePl, ru: categories.nameRu })[locale];

function conditions(filter: StaffCouponFilter): SQL | undefined {
  const parts: SQL[] = [];
  const q = filter.q?.trim();
  if (q) parts.push(sql`${coupons.code} ilike ${likeOf(q.toUpperCase())}`);
  if (filter.owner === "personal") parts.push(isNotNull(coupons.userId));
  if (filter.owner === "public") parts.push(isNull(coupons.userId));
  const expired = sql`(${coupons.activeUntil} is not null and ${coupons.activeUntil} <= ${filter.now})`;
  const usedUp = sql`(${coupons.maxUses} is not null and ${coupons.usedCount} >= ${coupons.maxUses})`;
  if (filter.state === "inactive") parts.push(eq(coupons.active, false));
  if (filter.state === "expired") parts.push(sql`${coupons.active} and ${expired}`);
  if (filter.state === "used-up") parts.push(sql`${coupons.active} and not ${expired} and ${usedUp}`);
  if (filter.state === "active") parts.push(sql`${coupons.active} and not ${expired} and not ${usedUp}`);
  return parts.length ? and(...parts) : undefined;
}

const columns = {
  coupon: coupons,
  owner: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
  /** Orders hold uses of it now (a cancellation gives its use back). */
  used: sql<boolean>`(${coupons.usedCount} > 0 or exists (select 1 from coupon_uses u where u.coupon_id = ${coupons.id}))`,
};

export type StaffCouponRow = NonNullable<Awaited<ReturnType<typeof findStaffCoupon>>>;

/** One page of coupons (newest first) and how many match in all. */
export async function findStaffCoupons(db: DbOrTx, filter: StaffCouponFilter) {
  const where = conditions(filter);
  const rows = await db
    .select(columns)
    .from(coupons)
    .leftJoin(users, eq(users.id, coupons.userId))
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ n: count() }).from(coupons).where(where);
  return { rows, total: counted?.n ?? 0 };
}

export async function findStaffCoupon(db: DbOrTx, id: number) {
  const [row] = await db.select(columns).from(coupons).leftJoin(users, eq(users.id, coupons.userId)).where(eq(coupons.id, id));
  return row ?? null;
}

/** The coupons' per-category percents with the categories' names in `locale`. */
export async function findCouponCategoriesOf(db: DbOrTx, couponIds: readonly number[], locale: Locale) {
  if (couponIds.length === 0) return [];
  return db
    .select({
      couponId: couponCategories.couponId,
      categoryId: couponCategories.categoryId,
      percent: couponCategories.percent,
      name: nameColumn(locale),
    })
    .from(couponCategories)
    .innerJoin(categories, eq(categories.id, couponCategories.categoryId))
    .where(inArray(couponCategories.couponId, [...couponIds]))
    .orderBy(asc(couponCategories.couponId), desc(couponCategories.percent), asc(categories.id));
}

/** Every category with its parent, for the per-category choice (the caller orders them as a tree). */
export async function findCouponCategoryChoices(db: DbOrTx, locale: Locale) {
  return db
    .select({ id: categories.id, parentId: categories.parentId, name: nameColumn(locale), sortOrder: categories.sortOrder })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

/** Which of these categories exist. */
export async function findExistingCategoryIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** The coupon, locked until the transaction ends (checkout's use count waits for the change), or null. */
export async function lockCoupon(tx: Tx, id: number) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
  return row ?? null;
}

/** The id of the coupon with this code, or null. */
export async function findCouponIdByCode(db: DbOrTx, code: string): Promise<number | null> {
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
  return row?.id ?? null;
}

export async function insertCoupon(tx: Tx, values: CouponValues): Promise<number> {
  const [row] = await tx.insert(coupons).values(values).returning({ id: coupons.id });
  if (!row) throw new Error("coupon not inserted");
  return row.id;
}

export async function updateCoupon(tx: Tx, id: number, values: CouponValues): Promise<void> {
  await tx.update(coupons).set(values).where(eq(coupons.id, id));
}

/** The coupon's per-category percents, replaced by these. */
export async function replaceCouponCategories(
  tx: Tx,
  couponId: number,
  rows: ReadonlyArray<{ categoryId: number; percent: number }>,
): Promise<void> {
  await tx.delete(couponCategories).where(eq(couponCategories.couponId, couponId));
  if (rows.length) await tx.insert(couponCategories).values(rows.map((row) => ({ couponId, ...row })));
}

/** The stored per-category percents of a coupon, by category id. */
export async function findCouponCategoryRows(db: DbOrTx, couponId: number) {
  return db
    .select({ categoryId: couponCategories.categoryId, percent: couponCategories.percent })
    .from(couponCategories)
    .where(eq(couponCategories.couponId, couponId))
    .orderBy(asc(couponCategories.categoryId));
}

/**
 * Deletes the coupon only while no order holds a use of it (checked against the row as checkout leaves it:
 * an order counting a use at the same moment wins). False when it was used (or is gone).
 */
export async function deleteUnusedCoupon(tx: Tx, id: number): Promise<boolean> {
  const deleted = await tx
    .delete(coupons)
    .where(
      and(eq(coupons.id, id), eq(coupons.usedCount, 0), sql`not exists (select 1 from coupon_uses u where u.coupon_id = ${coupons.id})`),
    )
    .returning({ id: coupons.id });
  return deleted.length > 0;
}

/** A live customer account by e-mail (trimmed, lower case), for a personal coupon; null when there is none. */
export async function findCustomerIdByEmail(db: DbOrTx, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.role, "customer"), isNull(users.deletedAt)));
  return row?.id ?? null;
}
