// The back office's coupon list (issue 7): newest first, 50 a page, searched by code and filtered by state
// (what a customer meets now) and owner; with every category for the per-category percents.
import type { CouponAdminState, CouponCategoryChoice, StaffCoupon, StaffCouponList, StaffCouponQuery } from "@shop/contracts";
import { type Db, type DbOrTx, findCouponCategoriesOf, findCouponCategoryChoices, findStaffCoupons, type StaffCouponRow } from "@shop/db";
import type { Locale } from "@shop/domain";

const COUPON_PAGE_SIZE = 50;

type CategoryRow = Awaited<ReturnType<typeof findCouponCategoriesOf>>[number];

function couponAdminState(coupon: StaffCouponRow["coupon"], now: Date): CouponAdminState {
  if (!coupon.active) return "inactive";
  if (coupon.activeUntil !== null && coupon.activeUntil <= now) return "expired";
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return "used-up";
  return "active";
}

export function toStaffCoupon(row: StaffCouponRow, categories: readonly CategoryRow[], now: Date): StaffCoupon {
  const { coupon, owner } = row;
  return {
    id: coupon.id,
    code: coupon.code,
    kind: coupon.discountKind,
    value: coupon.discountValue,
    maxDiscount: coupon.maxDiscount,
    minOrder: coupon.minOrder,
    maxUses: coupon.maxUses,
    maxUsesPerCustomer: coupon.maxUsesPerCustomer,
    usedCount: coupon.usedCount,
    activeUntil: coupon.activeUntil?.toISOString() ?? null,
    active: coupon.active,
    owner: owner ? { id: owner.id, email: owner.email, name: `${owner.firstName} ${owner.lastName}`.trim() } : null,
    categories: categories
      .filter((category) => category.couponId === coupon.id)
      .map(({ categoryId, name, percent }) => ({ categoryId, name, percent })),
    state: couponAdminState(coupon, now),
    deletable: !row.used,
    createdAt: coupon.createdAt.toISOString(),
  };
}

/** Categories in tree order (each after its parent, siblings by their sort order), with their depth. */
async function couponCategoryChoices(db: DbOrTx, locale: Locale): Promise<CouponCategoryChoice[]> {
  const rows = await findCouponCategoryChoices(db, locale);
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const ordered: CouponCategoryChoice[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const row of children.get(parentId) ?? []) {
      ordered.push({ id: row.id, name: row.name, depth });
      if (depth < 10) walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return ordered;
}

export async function listStaffCoupons(db: Db, query: StaffCouponQuery, locale: Locale, now = new Date()): Promise<StaffCouponList> {
  const page = query.page ?? 1;
  const { rows, total } = await findStaffCoupons(db, {
    q: query.q,
    state: query.state,
    owner: query.owner,
    now,
    limit: COUPON_PAGE_SIZE,
    offset: (page - 1) * COUPON_PAGE_SIZE,
  });
  const categories = await findCouponCategoriesOf(
    db,
    rows.map((row) => row.coupon.id),
    locale,
  );
  return {
    items: rows.map((row) => toStaffCoupon(row, categories, now)),
    total,
    page,
    pageSize: COUPON_PAGE_SIZE,
    categories: await couponCategoryChoices(db, locale),
  };
}
