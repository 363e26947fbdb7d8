// Creates or changes a coupon from the back office (issue 7). The code is stored upper case and unique (409);
// a personal coupon's owner is a customer found by e-mail; the used count is never written here and a limit
// cannot go below it. The change and its audit row (coupon.create / coupon.update) commit together.
import type { StaffCoupon, StaffCouponValues } from "@shop/contracts";
import {
  type Db,
  findCouponCategoryRows,
  findCouponIdByCode,
  findCustomerIdByEmail,
  findExistingCategoryIds,
  insertCoupon,
  isUniqueViolation,
  lockCoupon,
  replaceCouponCategories,
  type Tx,
  type UserRow,
  updateCoupon,
  writeAudit,
} from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { conflict, type InputProblem, refuseProblems } from "../input-refusals";
import { codeTaken, couponCodeOf, couponProblems, NO_SUCH_CUSTOMER, UNKNOWN_CATEGORY, usesBelowUsed } from "./coupon-rules";
import { getStaffCoupon } from "./get-staff-coupon";

type CouponRow = NonNullable<Awaited<ReturnType<typeof lockCoupon>>>;

/** What the audit log keeps of a coupon. */
async function snapshot(tx: Tx, coupon: CouponRow) {
  return {
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
    userId: coupon.userId,
    categories: await findCouponCategoryRows(tx, coupon.id),
  };
}

export { snapshot as couponSnapshot };

/** Checks what needs the database (owner, categories); the problems found. */
async function lookups(db: Db, values: StaffCouponValues): Promise<{ userId: number | null; problems: InputProblem[] }> {
  const problems: InputProblem[] = [];
  const userId = values.ownerEmail ? await findCustomerIdByEmail(db, values.ownerEmail) : null;
  if (values.ownerEmail && userId === null) problems.push({ path: "ownerEmail", message: NO_SUCH_CUSTOMER });
  const existing = await findExistingCategoryIds(
    db,
    values.categories.map((row) => row.categoryId),
  );
  values.categories.forEach((row, index) => {
    if (!existing.has(row.categoryId)) problems.push({ path: `categories.${index}.categoryId`, message: UNKNOWN_CATEGORY });
  });
  return { userId, problems };
}

export async function saveCoupon(
  db: Db,
  staff: UserRow,
  id: number | null,
  values: StaffCouponValues,
  locale: Locale,
): Promise<{ coupon: StaffCoupon; created: boolean }> {
  const { userId, problems } = await lookups(db, values);
  refuseProblems(locale, [...couponProblems(values), ...problems]);
  const code = couponCodeOf(values.code);
  const row = {
    code,
    userId,
    discountKind: values.kind,
    discountValue: values.value,
    maxDiscount: values.maxDiscount,
    minOrder: values.minOrder,
    maxUses: values.maxUses,
    maxUsesPerCustomer: values.maxUsesPerCustomer,
    activeUntil: values.activeUntil ? new Date(values.activeUntil) : null,
    active: values.active,
  };
  const categories = [...values.categories].sort((a, b) => a.categoryId - b.categoryId);
  let savedId: number;
  try {
    savedId = await db.transaction(async (tx) => {
      const before = id === null ? null : await lockCoupon(tx, id);
      if (id !== null && !before) throw new AppError("NOT_FOUND");
      const beforeSnapshot = before ? await snapshot(tx, before) : null;
      if (before && row.maxUses !== null && row.maxUses < before.usedCount)
        refuseProblems(locale, [{ path: "maxUses", message: usesBelowUsed(before.usedCount) }]);
      const holder = await findCouponIdByCode(tx, code);
      if (holder !== null && holder !== id) throw conflict(codeTaken(code));
      const couponId = id ?? (await insertCoupon(tx, row));
      if (id !== null) await updateCoupon(tx, id, row);
      await replaceCouponCategories(tx, couponId, categories);
      const after = await lockCoupon(tx, couponId);
      if (!after) throw new Error("coupon vanished while saved");
      await writeAudit(tx, {
        actorUserId: staff.id,
        action: id === null ? "coupon.create" : "coupon.update",
        entityType: "coupon",
        entityId: String(couponId),
        before: beforeSnapshot,
        after: await snapshot(tx, after),
      });
      return couponId;
    });
  } catch (error) {
    if (isUniqueViolation(error, "coupons_code_unique")) throw conflict(codeTaken(code));
    throw error;
  }
  return { coupon: await getStaffCoupon(db, savedId, locale), created: id === null };
}
