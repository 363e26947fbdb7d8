// Back office: reports (issue 36; docs/back-office.md "Reports"). Sales are the orders placed in the period that were
// not canceled, counted on the shop day (Europe/Warsaw) they were placed; money in grosze, VAT included (`gross`) and
// without it (`net`, split per line as the invoices split it). Filters live in the URL: a report can be bookmarked.
import { z } from "zod";
import { localized, staffReportsCatalogue, transpose } from "./messages";

export const REPORT_MESSAGES = /* @__PURE__ */ transpose(staffReportsCatalogue, (m) => m.reportMessages);
/** "There is no city with the address …" in every language. */
export const unknownReportCities = (slugs: readonly string[]) =>
  localized(staffReportsCatalogue, (m) => m.unknownCities({ cities: slugs.join(", ") }));

export const REPORT_BUCKETS = ["day", "week", "month"] as const;
export const REPORT_BREAKDOWNS = ["city", "store", "category", "brand", "product", "payment", "delivery", "kind", "coupon"] as const;
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number];
export const REPORT_KINDS = ["retail", "wholesale", "franchise"] as const;
/** The longest period a report covers. */
export const REPORT_MAX_DAYS = 3 * 366;

const day = z.iso.date({ error: "invalidDate" });
/** "a,b,c": a list in one query parameter (as a GET form's repeated fields joined, or typed in a URL). */
const listOf = (item: RegExp, max: number) =>
  z
    .string()
    .max(2000)
    .optional()
    .transform((value) => (value ? value.split(",").filter((part) => part.trim() !== "") : []))
    .pipe(z.array(z.string().regex(item)).max(max));
const ids = (max: number) => listOf(/^[1-9][0-9]{0,8}$/, max).transform((values) => values.map(Number));

export const ReportQuery = z.object({
  from: day.optional().describe("The period's first shop day, YYYY-MM-DD (default: 29 days before `to`)"),
  to: day.optional().describe("The period's last shop day, inclusive (default: today)"),
  cities: listOf(/^[a-z0-9-]{1,60}$/, 50).describe("City slugs, comma-separated (default: every city of yours)"),
  stores: ids(100).describe("Store ids, comma-separated"),
  categories: ids(100).describe("Category ids (with their subcategories), comma-separated"),
  kinds: listOf(/^(retail|wholesale|franchise)$/, 3).describe("Customer kinds, comma-separated"),
  format: z.enum(["json", "csv", "xlsx"]).default("json").describe("csv and xlsx: the same figures as a file"),
});
export type ReportQuery = z.infer<typeof ReportQuery>;

export const SalesReportQuery = ReportQuery.extend({ bucket: z.enum(REPORT_BUCKETS).default("day") });
export const BreakdownReportQuery = ReportQuery.extend({ by: z.enum(REPORT_BREAKDOWNS).default("city") });

const Money = z.number().int().describe("grosze");
export const SalesFiguresView = z.object({
  orders: z.number().int(),
  units: z.number().int(),
  gross: Money.describe("Revenue with VAT: the orders' totals (delivery included, after coupons)"),
  net: Money.describe("Revenue without VAT"),
  discount: Money.describe("Coupons' discounts"),
  averageOrder: Money.describe("gross / orders, rounded; 0 without orders"),
});
export type SalesFiguresView = z.infer<typeof SalesFiguresView>;

const Period = z.object({ from: z.iso.date(), to: z.iso.date() });

export const SalesReport = z
  .object({
    period: Period,
    previous: Period.describe("The as long period just before, for comparison"),
    bucket: z.enum(REPORT_BUCKETS),
    currency: z.literal("PLN"),
    cities: z.array(z.object({ slug: z.string(), name: z.string() })).describe("The cities the figures cover"),
    totals: SalesFiguresView,
    previousTotals: SalesFiguresView,
    series: z.array(SalesFiguresView.extend({ period: z.iso.date().describe("The bucket's first day") })),
    previousSeries: z.array(SalesFiguresView.extend({ period: z.iso.date() })),
    asOf: z.iso.datetime().describe("The figures include every order change committed before this instant"),
  })
  .meta({ id: "SalesReport" });
export type SalesReport = z.infer<typeof SalesReport>;

export const BreakdownReport = z
  .object({
    period: Period,
    by: z.enum(REPORT_BREAKDOWNS),
    currency: z.literal("PLN"),
    cities: z.array(z.object({ slug: z.string(), name: z.string() })),
    rows: z.array(
      SalesFiguresView.extend({
        key: z.string().describe("The city's slug, the store's, category's, brand's, product's or coupon's id, or the method or kind"),
        label: z.string().describe("Its name in the request's language (a method or kind: its code, for the page to name)"),
        share: z.number().describe("Of the period's revenue with VAT, 0..1"),
      }),
    ),
    totals: SalesFiguresView,
    asOf: z.iso.datetime(),
  })
  .meta({ id: "BreakdownReport" });
export type BreakdownReport = z.infer<typeof BreakdownReport>;
