// The coupon form's values (issue 7): what the fields show (from a stored coupon, or as the admin typed them
// when the save was refused) and the API request they make, both as zod schemas (lib/admin/form.ts). The server
// decides; these only turn text into numbers and say which field could not be read.
import type { StaffCoupon, StaffCouponInput } from "@shop/contracts";
import { z } from "zod";
import { coerced, field, fieldList, firstErrors, problem, readForm, readValue } from "../../../lib/admin/form";
import { groszeToInput, wholeNumber, zlotyToGrosze } from "../../../lib/admin/money";
import { fromShopInput, toShopInput } from "../articles/shop-time";

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

/** A posted text, cut to a sane length. */
const cut = field.transform((value) => value.slice(0, 300));

/** The form's schema: the values as submitted (repeated `categoryId` / `categoryPercent` fields make the rows). */
const CouponFormFields = z
  .object({
    code: cut,
    kind: field.transform((kind): CouponFormValues["kind"] => (kind === "amount" ? "amount" : "percent")),
    value: cut,
    maxDiscount: cut,
    minOrder: cut,
    maxUses: cut,
    maxUsesPerCustomer: cut,
    activeUntil: cut,
    active: field.transform((value) => value === "on"),
    ownerEmail: cut,
    categoryId: fieldList,
    categoryPercent: fieldList,
  })
  .transform(
    ({ categoryId, categoryPercent, ...values }): CouponFormValues => ({
      ...values,
      categories: categoryId.slice(0, 100).map((id, index) => ({ categoryId: id, percent: categoryPercent[index] ?? "" })),
    }),
  );

export function readCouponForm(form: FormData): CouponFormValues {
  const read = readForm(form, CouponFormFields);
  return read.ok ? read.value : couponFormOf(null);
}

export type CouponFieldProblem = "money" | "count" | "percent" | "date" | "category";

const blank = (row: { categoryId: string; percent: string }) => !row.categoryId && !row.percent.trim();

/** A per-category row: blank (not sent, null), or a category and its whole percent. */
const CategoryRow = z.object({ categoryId: z.string(), percent: z.string() }).transform((row, ctx) => {
  if (blank(row)) return null;
  const categoryId = Number(row.categoryId);
  const percent = wholeNumber(row.percent);
  if (!Number.isInteger(categoryId) || categoryId <= 0) return problem(ctx, "categoryId", "category");
  if (percent === null || percent === undefined) return problem(ctx, "percent", "percent");
  return { categoryId, percent };
});

const money = coerced(zlotyToGrosze, "money");
const count = coerced(wholeNumber, "count");
const CouponFields = {
  code: z.string(),
  maxDiscount: money,
  minOrder: money,
  maxUses: count,
  maxUsesPerCustomer: count,
  activeUntil: coerced(fromShopInput, "date"),
  active: z.boolean(),
  ownerEmail: z.string().transform((email) => email.trim() || null),
  categories: z.array(CategoryRow),
};

/** The values into the API's request: money in grosze, shop time as an instant; the problem of each field it cannot read. */
const CouponValues = z
  .discriminatedUnion("kind", [
    z.object({ ...CouponFields, kind: z.literal("amount"), value: coerced((text) => zlotyToGrosze(text) ?? undefined, "money") }),
    z.object({ ...CouponFields, kind: z.literal("percent"), value: coerced((text) => wholeNumber(text) ?? undefined, "percent") }),
  ])
  .transform(({ categories, ...input }): StaffCouponInput => ({ ...input, categories: categories.filter((row) => row !== null) }));

/** The API request, or the fields that could not be read (by the API's field paths); `rows`: the form row of each category sent. */
export function couponInputOf(
  values: CouponFormValues,
):
  | { input: StaffCouponInput; problems: null; rows: number[] }
  | { input: null; problems: Record<string, CouponFieldProblem>; rows: number[] } {
  const rows = values.categories.flatMap((row, index) => (blank(row) ? [] : [index]));
  const read = readValue(values, CouponValues);
  if (read.ok) return { input: read.value, problems: null, rows };
  return { input: null, problems: firstErrors(read.fieldErrors) as Record<string, CouponFieldProblem>, rows };
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
