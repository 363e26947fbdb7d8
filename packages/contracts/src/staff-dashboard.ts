// Back office: the dashboard (issue 7). Per city the caller runs: today's and this week's orders and revenue
// (shop time), the orders waiting for staff, pending business applications (admins) and low-stock offers.
import { z } from "zod";

export const LOW_STOCK_DEFAULT = 5;
export const LOW_STOCK_LIMIT = 20;
/** The statuses in which an order waits for staff: CREATED and PAID to be approved, APPROVED to be prepared. */
export const WAITING_STATUSES = ["CREATED", "PAID", "APPROVED"] as const;

export const StaffDashboardQuery = z.object({
  lowStock: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000)
    .optional()
    .describe(`An offer is low on stock at or below this many units (default ${LOW_STOCK_DEFAULT})`),
});
export type StaffDashboardQuery = z.infer<typeof StaffDashboardQuery>;

const Money = z.number().int().describe("grosze");
const Period = z.object({ orders: z.number().int(), revenue: Money.describe("Sum of the orders' totals, grosze") });

export const DashboardCity = z
  .object({
    slug: z.string(),
    name: z.string().describe("In the request's language"),
    active: z.boolean(),
    today: Period,
    week: Period,
    waiting: z.object({ CREATED: z.number().int(), PAID: z.number().int(), APPROVED: z.number().int() }),
  })
  .meta({ id: "DashboardCity" });
export type DashboardCity = z.infer<typeof DashboardCity>;

export const LowStockOffer = z
  .object({
    productId: z.number().int(),
    slug: z.string(),
    name: z.string().describe("In the request's language (English when that translation is missing)"),
    city: z.object({ slug: z.string(), name: z.string() }),
    stock: z.number().int(),
  })
  .meta({ id: "LowStockOffer" });
export type LowStockOffer = z.infer<typeof LowStockOffer>;

export const StaffDashboard = z
  .object({
    timeZone: z.string().describe("Shop time: today and the week are counted in it"),
    todayFrom: z.iso.datetime({ offset: true }).describe("Today's 00:00 in shop time"),
    weekFrom: z.iso.datetime({ offset: true }).describe("This week's Monday 00:00 in shop time"),
    cities: z.array(DashboardCity).describe("The cities the caller runs (every city for an admin)"),
    pendingApplications: z.number().int().nullable().describe("Business applications waiting for a decision; null for a city manager"),
    lowStock: z.object({
      threshold: z.number().int(),
      items: z.array(LowStockOffer).describe(`Visible offers of simple products, lowest stock first, at most ${LOW_STOCK_LIMIT}`),
    }),
  })
  .meta({ id: "StaffDashboard" });
export type StaffDashboard = z.infer<typeof StaffDashboard>;
