// Back office: coupons (issue 7). Admins list, create, change and delete the coupons checkout applies
// (docs/orders.md "coupons"). Money is integer grosze here; the back office's form shows złoty.
import { z } from "zod";
import { EmailField } from "./accounts";

/** How a code is stored: upper case, letters, digits, "-" and "_" (1-40 characters). */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]([A-Z0-9_-]{0,38}[A-Z0-9])?$/;
/** The largest amount (grosze) a coupon's value, cap or minimum may hold: 1 000 000 zł. */
export const COUPON_MAX_GROSZE = 100_000_000;

export const COUPON_STATES = ["active", "inactive", "expired", "used-up"] as const;
export type CouponAdminState = (typeof COUPON_STATES)[number];

const count = z.number().int().min(0).max(2_147_483_647);
const grosze = z.number().int().min(0).max(2_147_483_647);

export const StaffCouponQuery = z.object({
  q: z.string().trim().max(40).optional().describe("Part of the code (any case)"),
  state: z.enum(COUPON_STATES).optional().describe("active: usable now; inactive: switched off; expired; used-up"),
  owner: z.enum(["personal", "public"]).optional().describe("personal: one customer's own; public: anybody's"),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type StaffCouponQuery = z.infer<typeof StaffCouponQuery>;

export const CouponCategoryPercent = z
  .object({
    categoryId: z.number().int().positive().max(2_147_483_647),
    percent: z.number().int().describe("1..100: products of the category (and its subcategories) get up to this percent off"),
  })
  .meta({ id: "CouponCategoryPercent" });

export const StaffCouponInput = z
  .object({
    code: z.string().trim().min(1, "required").max(40, "tooLong").describe("Stored upper case; unique").meta({ example: "SPRING10" }),
    kind: z.enum(["percent", "amount"]),
    value: count.describe("Percent (1..100) or grosze (an amount off)"),
    maxDiscount: grosze.nullable().default(null).describe("The most it takes off, grosze (null: no cap)"),
    minOrder: grosze.nullable().default(null).describe("The least the goods must cost, grosze (null: any order)"),
    maxUses: count.nullable().default(null).describe("Orders in all (null: no limit); not below the uses so far"),
    maxUsesPerCustomer: count.nullable().default(null).describe("Orders per customer (null: no limit)"),
    activeUntil: z.iso.datetime({ offset: true }).nullable().default(null).describe("The instant it ends (null: no end)"),
    active: z.boolean().default(true).describe("Switched on; a used coupon is switched off instead of deleted"),
    ownerEmail: EmailField.nullable()
      .default(null)
      .describe("A customer's e-mail: the coupon is theirs alone and shows in their cabinet (null: anybody's)"),
    categories: z.array(CouponCategoryPercent).max(100).default([]).describe("Per-category percents, shown as 'up to N%'"),
  })
  .meta({ id: "StaffCouponInput" });
export type StaffCouponInput = z.input<typeof StaffCouponInput>;
export type StaffCouponValues = z.output<typeof StaffCouponInput>;

export const StaffCoupon = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: z.enum(["percent", "amount"]),
    value: z.number().int(),
    maxDiscount: z.number().int().nullable(),
    minOrder: z.number().int().nullable(),
    maxUses: z.number().int().nullable(),
    maxUsesPerCustomer: z.number().int().nullable(),
    usedCount: z.number().int().describe("Orders that used it (cancellations give uses back); never edited"),
    activeUntil: z.iso.datetime({ offset: true }).nullable(),
    active: z.boolean(),
    owner: z.object({ id: z.number().int(), email: z.string().nullable(), name: z.string() }).nullable(),
    categories: z.array(z.object({ categoryId: z.number().int(), name: z.string(), percent: z.number().int() })),
    state: z.enum(COUPON_STATES).describe("What a customer meets now"),
    deletable: z.boolean().describe("No order ever used it (a used coupon can only be switched off)"),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "StaffCoupon" });
export type StaffCoupon = z.infer<typeof StaffCoupon>;

export const CouponCategoryChoice = z
  .object({ id: z.number().int(), name: z.string(), depth: z.number().int().describe("0 for a top-level category") })
  .meta({ id: "CouponCategoryChoice" });
export type CouponCategoryChoice = z.infer<typeof CouponCategoryChoice>;

export const StaffCouponList = z
  .object({
    items: z.array(StaffCoupon),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    categories: z.array(CouponCategoryChoice).describe("Every category, in tree order, for per-category percents"),
  })
  .meta({ id: "StaffCouponList" });
export type StaffCouponList = z.infer<typeof StaffCouponList>;
