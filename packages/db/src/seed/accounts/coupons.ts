// The demo coupons (decisions.md "Demo shop"): public ones (a percent one with a cap and one use per
// customer, an amount one, one with per-category percents shown "up to 30%", and one that can be used
// exactly once in all) and three of the retail customer (one usable, one used up, one expired), so that the
// cabinet and the checkout show every state. Validity is relative to the moment of seeding, so the demo
// does not age out.
import type { CategorySlug } from "../catalogue/types";
import type { DemoAccount } from "./accounts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoCoupon {
  code: string;
  /** Null: public. */
  owner: DemoAccount["key"] | null;
  discountKind: "percent" | "amount";
  /** Percent, or grosze. */
  discountValue: number;
  /** "Up to", grosze. */
  maxDiscount: number | null;
  minOrder: number | null;
  maxUses: number | null;
  /** How many orders of one customer may use it (null: no limit of its own). */
  maxUsesPerCustomer: number | null;
  /** Percents for the lines of these categories (and their subcategories); the most specific one wins. */
  categoryPercents: ReadonlyArray<{ categorySlug: CategorySlug; percent: number }>;
  usedCount: number;
  /** Days from seeding until it ends (negative: already ended); null: no end. */
  activeDays: number | null;
  /** The state the cabinet shows right after seeding. */
  state: "active" | "used-up" | "expired";
}

export const DEMO_COUPONS: readonly DemoCoupon[] = [
  {
    code: "WELCOME15",
    owner: null,
    discountKind: "percent",
    discountValue: 15,
    maxDiscount: 5000,
    minOrder: 10000,
    maxUses: null,
    maxUsesPerCustomer: 1,
    categoryPercents: [],
    usedCount: 0,
    activeDays: 365,
    state: "active",
  },
  {
    code: "MINUS20",
    owner: null,
    discountKind: "amount",
    discountValue: 2000,
    maxDiscount: null,
    minOrder: 15000,
    maxUses: 1000,
    maxUsesPerCustomer: null,
    categoryPercents: [],
    usedCount: 0,
    activeDays: null,
    state: "active",
  },
  {
    code: "HOOKAH30",
    owner: null,
    discountKind: "percent",
    discountValue: 10,
    maxDiscount: null,
    minOrder: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    // "Up to 30%": 30% on hookahs and their accessories, 20% on shisha tobacco, 10% on everything else.
    categoryPercents: [
      { categorySlug: "hookahs-and-shisha", percent: 30 },
      { categorySlug: "shisha", percent: 20 },
    ],
    usedCount: 0,
    activeDays: 365,
    state: "active",
  },
  {
    code: "ONCE50",
    owner: null,
    discountKind: "amount",
    discountValue: 5000,
    maxDiscount: null,
    minOrder: 20000,
    maxUses: 1,
    maxUsesPerCustomer: null,
    categoryPercents: [],
    usedCount: 0,
    activeDays: 365,
    state: "active",
  },
  {
    code: "ANNA-THANKS10",
    owner: "customer",
    discountKind: "percent",
    discountValue: 10,
    maxDiscount: 3000,
    minOrder: null,
    maxUses: 1,
    maxUsesPerCustomer: null,
    categoryPercents: [],
    usedCount: 0,
    activeDays: 90,
    state: "active",
  },
  {
    code: "ANNA-FIRST25",
    owner: "customer",
    discountKind: "amount",
    discountValue: 2500,
    maxDiscount: null,
    minOrder: 10000,
    maxUses: 1,
    maxUsesPerCustomer: null,
    categoryPercents: [],
    usedCount: 1,
    activeDays: 180,
    state: "used-up",
  },
  {
    code: "ANNA-BIRTHDAY20",
    owner: "customer",
    discountKind: "percent",
    discountValue: 20,
    maxDiscount: 4000,
    minOrder: null,
    maxUses: 1,
    maxUsesPerCustomer: null,
    categoryPercents: [],
    usedCount: 0,
    activeDays: -30,
    state: "expired",
  },
];

export const couponEnd = (coupon: DemoCoupon, seededAt: Date): Date | null =>
  coupon.activeDays === null ? null : new Date(seededAt.getTime() + coupon.activeDays * DAY_MS);
