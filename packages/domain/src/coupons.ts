// Coupons and order totals (decisions.md "Prices and rules"): percent or fixed amount, an optional cap,
// optional per-category percents (shown as "up to N%"), a minimum order. Integer grosze throughout.

export interface CouponTerms {
  kind: "percent" | "amount";
  /** Percent (1..100) or grosze. */
  value: number;
  /** The most the coupon takes off, grosze (null: no cap). */
  maxDiscount: number | null;
  /** The least the cart must cost, grosze (null: any). */
  minOrder: number | null;
  /** Per-category percents: a line whose category (or an ancestor) is listed gets that percent instead. */
  categoryPercents?: ReadonlyMap<number, number>;
}

export interface DiscountableLine {
  lineTotal: number;
  /** The line's category first, then its ancestors up to the top. */
  categoryPath: readonly number[];
}

export interface CouponDiscount {
  /** What the coupon takes off in all. */
  total: number;
  /** Each line's share, in the order given; sums to `total`. */
  perLine: number[];
}

/** The percent a line gets: the most specific listed category on its path, else the coupon's own (percent coupons). */
function linePercent(terms: CouponTerms, line: DiscountableLine): number {
  for (const category of line.categoryPath) {
    const percent = terms.categoryPercents?.get(category);
    if (percent !== undefined) return percent;
  }
  return terms.kind === "percent" ? terms.value : 0;
}

/** Spreads `amount` over lines in proportion to their totals (largest remainder), never above a line's total. */
export function spread(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || amount <= 0) return weights.map(() => 0);
  const capped = Math.min(amount, sum);
  const exact = weights.map((w) => (capped * w) / sum);
  const shares = exact.map(Math.floor);
  let left = capped - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left--;
  }
  return shares;
}

/** What a coupon takes off these lines (its minimum order is checked by `couponProblem`). */
export function couponDiscount(terms: CouponTerms, lines: readonly DiscountableLine[]): CouponDiscount {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  let perLine: number[];
  if (terms.kind === "amount" && !terms.categoryPercents?.size) {
    perLine = spread(
      Math.min(terms.value, subtotal),
      lines.map((line) => line.lineTotal),
    );
  } else {
    perLine = lines.map((line) => Math.floor((line.lineTotal * linePercent(terms, line)) / 100));
    if (terms.kind === "amount") {
      // An amount coupon with category percents: the percents apply to their lines, the amount to the rest.
      const rest = lines.map((line, i) => (perLine[i] === 0 ? line.lineTotal : 0));
      const amount = spread(
        Math.min(
          terms.value,
          rest.reduce((a, b) => a + b, 0),
        ),
        rest,
      );
      perLine = perLine.map((share, i) => share + (amount[i] ?? 0));
    }
  }
  let total = perLine.reduce((a, b) => a + b, 0);
  if (terms.maxDiscount !== null && total > terms.maxDiscount) {
    perLine = spread(terms.maxDiscount, perLine);
    total = terms.maxDiscount;
  }
  return { total, perLine };
}

/** The highest percent a coupon can give, for "up to N%" (null for a plain amount coupon). */
export function couponUpTo(terms: CouponTerms): number | null {
  const percents = [...(terms.categoryPercents?.values() ?? [])];
  if (terms.kind === "percent") percents.push(terms.value);
  return percents.length > 0 ? Math.max(...percents) : null;
}

export type CouponProblem = "expired" | "used-up" | "min-order" | "inactive";

export interface CouponState {
  active: boolean;
  activeUntil: Date | null;
  maxUses: number | null;
  usedCount: number;
  maxUsesPerCustomer: number | null;
  /** How many of the customer's orders already used it. */
  customerUses: number;
}

/** Why a coupon cannot be used on a cart now, or null. */
export function couponProblem(terms: CouponTerms, state: CouponState, subtotal: number, now: Date): CouponProblem | null {
  if (!state.active) return "inactive";
  if (state.activeUntil !== null && state.activeUntil <= now) return "expired";
  if (state.maxUses !== null && state.usedCount >= state.maxUses) return "used-up";
  if (state.maxUsesPerCustomer !== null && state.customerUses >= state.maxUsesPerCustomer) return "used-up";
  if (terms.minOrder !== null && subtotal < terms.minOrder) return "min-order";
  return null;
}

export interface DeliveryFee {
  fee: number;
  freeFrom: number | null;
}

/** The delivery's price: free once the goods (after the discount) reach its threshold. */
export function deliveryCharge(fee: DeliveryFee, goodsTotal: number): number {
  return fee.freeFrom !== null && goodsTotal >= fee.freeFrom ? 0 : fee.fee;
}

export interface OrderTotals {
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
}

export function orderTotals(subtotal: number, discount: number, fee: DeliveryFee | null): OrderTotals {
  const goods = subtotal - discount;
  const deliveryFee = fee ? deliveryCharge(fee, goods) : 0;
  return { subtotal, discount, deliveryFee, total: goods + deliveryFee };
}
