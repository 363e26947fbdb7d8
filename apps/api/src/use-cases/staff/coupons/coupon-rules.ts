// What a coupon written in the back office must satisfy (issue 7), beyond the request's shape: the checks of
// the coupons table said in the admin's language, before anything is written.
import { COUPON_CODE_PATTERN, COUPON_MAX_GROSZE, localized, type StaffCouponValues, staffCouponsCatalogue } from "@shop/contracts";
import { formatMoney } from "@shop/domain";
import type { InputProblem } from "../input-refusals";

const AMOUNT_RANGE = /* @__PURE__ */ localized(staffCouponsCatalogue, (m, locale) =>
  m.amountRange({ max: formatMoney(COUPON_MAX_GROSZE, locale) }),
);
const PERCENT_RANGE = /* @__PURE__ */ localized(staffCouponsCatalogue, (m) => m.percentRange);
const AT_LEAST_ONE = /* @__PURE__ */ localized(staffCouponsCatalogue, (m) => m.atLeastOne);
const CODE_FORMAT = /* @__PURE__ */ localized(staffCouponsCatalogue, (m) => m.codeFormat);
const CATEGORY_TWICE = /* @__PURE__ */ localized(staffCouponsCatalogue, (m) => m.categoryTwice);

export const UNKNOWN_CATEGORY = /* @__PURE__ */ localized(staffCouponsCatalogue, (m) => m.unknownCategory);
export const NO_SUCH_CUSTOMER = /* @__PURE__ */ localized(staffCouponsCatalogue, (m) => m.noSuchCustomer);

/** "Not below the N uses so far." */
export const usesBelowUsed = (used: number) => localized(staffCouponsCatalogue, (m) => m.usesBelowUsed({ used }));

export const codeTaken = (code: string) => localized(staffCouponsCatalogue, (m) => m.codeTaken({ code }));

const inRange = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** The stored form of a code: trimmed, upper case. */
export const couponCodeOf = (code: string): string => code.trim().toUpperCase();

/** What is wrong with the values (the database would refuse them, or checkout could never apply them). */
export function couponProblems(values: StaffCouponValues): InputProblem[] {
  const problems: InputProblem[] = [];
  if (!COUPON_CODE_PATTERN.test(couponCodeOf(values.code))) problems.push({ path: "code", message: CODE_FORMAT });
  if (values.kind === "percent" ? !inRange(values.value, 1, 100) : !inRange(values.value, 1, COUPON_MAX_GROSZE))
    problems.push({ path: "value", message: values.kind === "percent" ? PERCENT_RANGE : AMOUNT_RANGE });
  if (values.maxDiscount !== null && !inRange(values.maxDiscount, 1, COUPON_MAX_GROSZE))
    problems.push({ path: "maxDiscount", message: AMOUNT_RANGE });
  if (values.minOrder !== null && !inRange(values.minOrder, 1, COUPON_MAX_GROSZE))
    problems.push({ path: "minOrder", message: AMOUNT_RANGE });
  if (values.maxUses !== null && values.maxUses < 1) problems.push({ path: "maxUses", message: AT_LEAST_ONE });
  if (values.maxUsesPerCustomer !== null && values.maxUsesPerCustomer < 1)
    problems.push({ path: "maxUsesPerCustomer", message: AT_LEAST_ONE });
  const seen = new Set<number>();
  values.categories.forEach((row, index) => {
    if (seen.has(row.categoryId)) problems.push({ path: `categories.${index}.categoryId`, message: CATEGORY_TWICE });
    seen.add(row.categoryId);
    if (!inRange(row.percent, 1, 100)) problems.push({ path: `categories.${index}.percent`, message: PERCENT_RANGE });
  });
  return problems;
}
