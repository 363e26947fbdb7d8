// The coupon form's values (issue 7): what the fields show (from a stored coupon, or as the admin typed them
// when the save was refused) and the API request they make. The server decides; this only turns text into
// numbers and says which field could not be read.
import type { StaffCoupon, StaffCouponInput } from "@shop/contracts";
import { fromShopInput, toShopInput } from "../articles/shop-time";
import { groszeToInput, wholeNumber, zlotyToGrosze } from "./money";

/** Blank per-category rows the form offers besides the stored ones (a page without JavaScript cannot add rows). */
export const BLANK_CATEGORY_ROWS = 2;

export interface CouponFormValues {
  code: string;
  kind: "percent" | "amount";
  value: string;
  maxDiscount: string;
  minOrder: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  activeUntil: string;
  active: boolean;
  ownerEmail: string;
  categories: Array<{ categoryId: string; percent: string }>;
}

export function couponFormOf(coupon: StaffCoupon | null): CouponFormValues {
  if (!coupon)
    return {
      code: "",
      kind: "percent",
      value: "",
      maxDiscount: "",
      minOrder: "",
      maxUses: "",
      maxUsesPerCustomer: "",
      activeUntil: "",
      active: true,
      ownerEmail: "",
      categories: [],
    };
  const count = (value: number | null) => (value === null ? "" : String(value));
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.kind === "amount" ? groszeToInput(coupon.value) : String(coupon.value),
    maxDiscount: groszeToInput(coupon.maxDiscount),
    minOrder: groszeToInput(coupon.minOrder),
    maxUses: count(coupon.maxUses),
    maxUsesPerCustomer: count(coupon.maxUsesPerCustomer),
    activeUntil: toShopInput(coupon.activeUntil),
    active: coupon.active,
    ownerEmail: coupon.owner?.email ?? "",
    categories: coupon.categories.map((row) => ({ categoryId: String(row.categoryId), percent: String(row.percent) })),
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 300) : "";
};

/** The values as submitted (repeated `categoryId` / `categoryPercent` fields make the per-category rows). */
export function readCouponForm(form: FormData): CouponFormValues {
  const ids = form.getAll("categoryId");
  const percents = form.getAll("categoryPercent");
  return {
    code: text(form, "code"),
    kind: text(form, "kind") === "amount" ? "amount" : "percent",
    value: text(form, "value"),
    maxDiscount: text(form, "maxDiscount"),
    minOrder: text(form, "minOrder"),
    maxUses: text(form, "maxUses"),
    maxUsesPerCustomer: text(form, "maxUsesPerCustomer"),
    activeUntil: text(form, "activeUntil"),
    active: form.get("active") === "on",
    ownerEmail: text(form, "ownerEmail"),
    categories: ids.slice(0, 100).map((id, index) => ({
      categoryId: typeof id === "string" ? id : "",
      percent: typeof percents[index] === "string" ? (percents[index] as string) : "",
    })),
  };
}

export type CouponFieldProblem = "money" | "count" | "percent" | "date" | "category";

/** The API request, or the fields that could not be read (by the API's field paths). */
export function couponInputOf(
  values: CouponFormValues,
):
  | { input: StaffCouponInput; problems: null; rows: number[] }
  | { input: null; problems: Record<string, CouponFieldProblem>; rows: number[] } {
  const problems: Record<string, CouponFieldProblem> = {};
  const read = <T>(path: string, result: T | undefined, problem: CouponFieldProblem): T | null => {
    if (result === undefined) problems[path] = problem;
    return result ?? null;
  };
  const value =
    values.kind === "amount" ? read("value", zlotyToGrosze(values.value), "money") : read("value", wholeNumber(values.value), "percent");
  const categories: Array<{ categoryId: number; percent: number }> = [];
  /** The form row of each category sent (blank rows are not sent). */
  const rows: number[] = [];
  values.categories.forEach((row, index) => {
    if (!row.categoryId && !row.percent.trim()) return;
    const categoryId = Number(row.categoryId);
    const percent = wholeNumber(row.percent);
    if (!Number.isInteger(categoryId) || categoryId <= 0) problems[`categories.${index}.categoryId`] = "category";
    else if (percent === null || percent === undefined) problems[`categories.${index}.percent`] = "percent";
    else {
      categories.push({ categoryId, percent });
      rows.push(index);
    }
  });
  const input: StaffCouponInput = {
    code: values.code,
    kind: values.kind,
    value: value ?? 0,
    maxDiscount: read("maxDiscount", zlotyToGrosze(values.maxDiscount), "money"),
    minOrder: read("minOrder", zlotyToGrosze(values.minOrder), "money"),
    maxUses: read("maxUses", wholeNumber(values.maxUses), "count"),
    maxUsesPerCustomer: read("maxUsesPerCustomer", wholeNumber(values.maxUsesPerCustomer), "count"),
    activeUntil: read("activeUntil", fromShopInput(values.activeUntil), "date"),
    active: values.active,
    ownerEmail: values.ownerEmail.trim() || null,
    categories,
  };
  if (value === null && !problems.value) problems.value = values.kind === "amount" ? "money" : "percent";
  return Object.keys(problems).length > 0 ? { input: null, problems, rows } : { input, problems: null, rows };
}

/** The API's "categories.N.…" paths renamed to the form's rows. */
export function toFormPaths(fieldErrors: Record<string, string>, rows: readonly number[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([path, message]) => [
      path.replace(/^categories\.(\d+)/, (whole, index: string) => {
        const row = rows[Number(index)];
        return row === undefined ? whole : `categories.${row}`;
      }),
      message,
    ]),
  );
}
