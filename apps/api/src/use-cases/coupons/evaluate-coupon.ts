// Whether a coupon code applies to a priced cart, and what it takes off each line (decisions.md "Prices and
// rules"). Shared by the quote, the coupon check and placing an order (inside its transaction: the use is
// counted there, atomically; this only reads).
import type { AppliedCoupon } from "@shop/contracts";
import { couponsCatalogue, localized } from "@shop/contracts";
import { countCustomerCouponUses, type DbOrTx, findCouponByCode, findCouponCategoryPercents } from "@shop/db";
import { type CouponDiscount, type CouponTerms, couponDiscount, couponProblem, formatMoney, type Localized } from "@shop/domain";
import { AppError } from "../../core/app-error";

/** What the coupon looks at of a priced line (the cart's, or an order's). */
interface CouponLine {
  line: { lineTotal: number };
  /** The line's category first, then its ancestors. */
  categoryPath: readonly number[];
}

export interface CouponRequest {
  /** As typed: case and surrounding spaces do not matter. */
  code: string;
  /** The signed-in customer (personal coupons, per-customer limits), or null for a visitor. */
  userId: number | null;
  lines: readonly CouponLine[];
  subtotal: number;
  now: Date;
}

export interface EvaluatedCoupon {
  couponId: number;
  /** The stored (upper-case) code. */
  code: string;
  /** Per line, in the order of `lines`. */
  discount: CouponDiscount;
  applied: AppliedCoupon;
}

/** A code as stored: trimmed, upper case. */
const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

/** COUPON_MIN_ORDER with the minimum in the customer's language. */
function minOrderError(minOrder: number): AppError {
  const messages: Localized = localized(couponsCatalogue, (m, locale) => m.minOrderError({ amount: formatMoney(minOrder, locale) }));
  return new AppError("COUPON_MIN_ORDER", { messages, details: { minOrder } });
}

/**
 * The coupon's discount on these lines. AppError COUPON_NOT_FOUND (unknown, switched off, or a personal coupon
 * of someone else or of nobody signed in), COUPON_EXPIRED, COUPON_USED_UP (in all, or by this customer),
 * COUPON_MIN_ORDER (naming the minimum).
 */
export async function evaluateCoupon(db: DbOrTx, request: CouponRequest): Promise<EvaluatedCoupon> {
  const code = normalizeCouponCode(request.code);
  const coupon = code ? await findCouponByCode(db, code) : null;
  if (!coupon || (coupon.userId !== null && coupon.userId !== request.userId)) throw new AppError("COUPON_NOT_FOUND");
  const [categoryPercents, customerUses] = await Promise.all([
    findCouponCategoryPercents(db, coupon.id),
    request.userId === null ? 0 : countCustomerCouponUses(db, coupon.id, request.userId),
  ]);
  const terms: CouponTerms = {
    kind: coupon.discountKind,
    value: coupon.discountValue,
    maxDiscount: coupon.maxDiscount,
    minOrder: coupon.minOrder,
    categoryPercents,
  };
  const state = {
    active: coupon.active,
    activeUntil: coupon.activeUntil,
    maxUses: coupon.maxUses,
    usedCount: coupon.usedCount,
    maxUsesPerCustomer: coupon.maxUsesPerCustomer,
    customerUses,
  };
  switch (couponProblem(terms, state, request.subtotal, request.now)) {
    case "inactive":
      throw new AppError("COUPON_NOT_FOUND");
    case "expired":
      throw new AppError("COUPON_EXPIRED");
    case "used-up":
      throw new AppError("COUPON_USED_UP");
    case "min-order":
      throw minOrderError(coupon.minOrder ?? 0);
    case null:
      break;
  }
  const discount = couponDiscount(
    terms,
    request.lines.map((priced) => ({ lineTotal: priced.line.lineTotal, categoryPath: priced.categoryPath })),
  );
  return {
    couponId: coupon.id,
    code: coupon.code,
    discount,
    applied: {
      code: coupon.code,
      discount: discount.total,
      kind: coupon.discountKind,
      value: coupon.discountValue,
      maxDiscount: coupon.maxDiscount,
    },
  };
}
