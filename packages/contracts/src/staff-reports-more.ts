// Back office: the reports beyond sales (issue 36; docs/back-office.md "Reports"): products (best and weakest sellers,
// and idle stock), coupons, stock and the order funnel. They take the same filters as the sales reports (ReportQuery)
// and answer JSON or, with `format=csv|xlsx`, the same figures as a file. Definitions, as everywhere in the reports:
// sales are the orders placed in the period and not canceled, on the Warsaw shop day they were placed; revenue gross
// is VAT included (the lines' totals after their coupon shares; an order's revenue also holds its delivery fee), net
// is without VAT (split per line as the invoices split it). Money in grosze.
import { z } from "zod";
import { localized, staffReportsCatalogue } from "./messages";
import { ReportQuery } from "./staff-reports";

export const REPORT_PRODUCT_LIMIT = { default: 10, max: 100 } as const;
export const REPORT_IDLE_LIMIT = { default: 100, max: 500 } as const;
export const REPORT_IDLE_DAYS = ["30", "60", "90"] as const;

/**
 * The messages of these reports' own parameters, by the key their schema gives as its error: the API answers a bad
 * value with the text in the request's language.
 */
export const REPORT_QUERY_MESSAGES = {
  reportOrder: /* @__PURE__ */ localized(staffReportsCatalogue, (m) => m.queryMessages.order),
  reportIdleDays: /* @__PURE__ */ localized(staffReportsCatalogue, (m) => m.queryMessages.idleDays),
  reportProductLimit: /* @__PURE__ */ localized(staffReportsCatalogue, (m) => m.queryMessages.limit({ max: REPORT_PRODUCT_LIMIT.max })),
  reportIdleLimit: /* @__PURE__ */ localized(staffReportsCatalogue, (m) => m.queryMessages.limit({ max: REPORT_IDLE_LIMIT.max })),
};
type QueryMessageKey = keyof typeof REPORT_QUERY_MESSAGES;

const limit = (bounds: { default: number; max: number }, error: QueryMessageKey) =>
  z.coerce
    .number({ error })
    .int({ error })
    .min(1, { error })
    .max(bounds.max, { error })
    .default(bounds.default)
    .describe(`How many products a city (1 to ${bounds.max}, default ${bounds.default})`);

export const ProductsReportQuery = ReportQuery.extend({
  order: z
    .enum(["top", "bottom"], { error: "reportOrder" })
    .default("top")
    .describe("top: the best sellers by revenue with VAT first; bottom: the weakest (of those that sold at least one unit) first"),
  limit: limit(REPORT_PRODUCT_LIMIT, "reportProductLimit"),
});
export type ProductsReportQuery = z.infer<typeof ProductsReportQuery>;

export const IdleProductsReportQuery = ReportQuery.extend({
  idle: z
    .enum(REPORT_IDLE_DAYS, { error: "reportIdleDays" })
    .default("30")
    .describe("Days without a sale: the 30, 60 or 90 shop days ending on `to`"),
  limit: limit(REPORT_IDLE_LIMIT, "reportIdleLimit"),
});
export type IdleProductsReportQuery = z.infer<typeof IdleProductsReportQuery>;

const Money = z.number().int().describe("grosze");
const Period = z.object({ from: z.iso.date(), to: z.iso.date() });
const City = z.object({ slug: z.string(), name: z.string().describe("In the request's language") });
const Product = {
  productId: z.number().int(),
  sku: z.string(),
  name: z.string().describe("In the request's language (English, then the SKU, when it has none)"),
};

export const ProductsReport = z
  .object({
    period: Period,
    order: z.enum(["top", "bottom"]),
    limit: z.number().int(),
    currency: z.literal("PLN"),
    cities: z
      .array(
        City.extend({
          sold: z.number().int().describe("Products that sold at least one unit in the city in the period (the whole list's length)"),
          products: z.array(
            z.object({
              rank: z.number().int().describe("1: the best seller (top) or the weakest (bottom)"),
              ...Product,
              units: z.number().int(),
              orders: z.number().int().describe("Orders with the product"),
              gross: Money.describe("Revenue with VAT: the lines' totals after their coupon shares"),
              net: Money.describe("Revenue without VAT"),
            }),
          ),
        }),
      )
      .describe("One list per city the report covers, in the shop's order"),
    asOf: z.iso.datetime().describe("The figures include every order change committed before this instant"),
  })
  .meta({ id: "ProductsReport" });
export type ProductsReport = z.infer<typeof ProductsReport>;

export const IdleProductsReport = z
  .object({
    idle: z.number().int().describe("Days without a sale"),
    window: Period.describe("The shop days looked at: the `idle` days ending on `to`"),
    limit: z.number().int(),
    cities: z.array(
      City.extend({
        total: z.number().int().describe("Idle products of the city (the whole list's length)"),
        products: z.array(
          z.object({
            ...Product,
            units: z.number().int().describe("Units in the city's stores (those asked for) now"),
            lastSale: z.iso.date().nullable().describe("The last shop day it sold on in the city (up to `to`); null: never"),
            daysWithoutSale: z.number().int().nullable().describe("Days from the last sale to `to`; null: never sold"),
          }),
        ),
      }),
    ),
    asOf: z.iso.datetime(),
  })
  .meta({ id: "IdleProductsReport" });
export type IdleProductsReport = z.infer<typeof IdleProductsReport>;

const CouponFigures = z.object({
  uses: z.number().int().describe("Orders placed in the period with the coupon and not canceled"),
  units: z.number().int(),
  discount: Money.describe("What the coupon took off those orders"),
  gross: Money.describe("Those orders' revenue with VAT (their totals, delivery included, after the coupon)"),
  net: Money.describe("The same without VAT"),
  averageOrder: Money.describe("gross / uses, rounded; 0 without uses"),
});

export const CouponsReport = z
  .object({
    period: Period,
    currency: z.literal("PLN"),
    cities: z.array(City),
    rows: z
      .array(CouponFigures.extend({ couponId: z.number().int(), code: z.string().describe("The coupon's code (#id when deleted)") }))
      .describe("The coupons used in the period, most used first"),
    totals: CouponFigures,
    asOf: z.iso.datetime(),
  })
  .meta({ id: "CouponsReport" });
export type CouponsReport = z.infer<typeof CouponsReport>;

const StockFigures = z.object({
  units: z.number().int().describe("Units in the store now"),
  valuedUnits: z.number().int().describe("Units of products with a known unit cost"),
  value: Money.describe("valuedUnits at the last known net unit cost of goods receipts"),
  unknownUnits: z.number().int().describe("Units of products no goods receipt gave a cost: value unknown"),
  inTransit: z.object({
    incoming: z.number().int().describe("Units of transfers shipped to the store and not yet received"),
    outgoing: z.number().int().describe("Units of transfers the store shipped that are not yet received"),
  }),
});

export const StockReport = z
  .object({
    currency: z.literal("PLN"),
    cities: z.array(City),
    stores: z.array(
      StockFigures.extend({
        id: z.number().int(),
        address: z.string(),
        active: z.boolean(),
        city: City,
        products: z.number().int().describe("Products with units in the store"),
        unknownProducts: z.number().int().describe("Of those, the products without a known unit cost"),
        belowReorderPoint: z
          .array(
            z.object({
              ...Product,
              units: z.number().int(),
              min: z.number().int(),
              target: z.number().int(),
              toOrder: z.number().int().describe("target − units"),
            }),
          )
          .describe("The store's products below their reorder point (units in transit not counted)"),
      }),
    ),
    totals: StockFigures.extend({ belowReorderPoint: z.number().int().describe("Store and product pairs below their reorder point") }),
    asOf: z.iso.datetime().describe("The stock as it was at this instant"),
  })
  .meta({ id: "StockReport" });
export type StockReport = z.infer<typeof StockReport>;

const Stage = z.object({ orders: z.number().int(), gross: Money.describe("Those orders' totals with VAT") });

export const FunnelReport = z
  .object({
    period: Period,
    currency: z.literal("PLN"),
    cities: z.array(City),
    placed: Stage.describe("Every order placed in the period: open + completed + canceled"),
    paid: Stage.describe("Of those, paid: online or with USDT (reached PAID), or in the store (completed), whatever became of them later"),
    completed: Stage,
    open: Stage.describe("Neither completed nor canceled yet"),
    canceled: Stage.extend({
      byReason: z.object({
        expired: Stage.describe("Not paid in time"),
        uncollected: Stage.describe("Not collected from the store in time"),
        customer: Stage.describe("Canceled by the customer"),
        staff: Stage.describe("Canceled by staff"),
      }),
    }),
    refunds: z
      .object({ count: z.number().int(), amount: Money })
      .describe("Przelewy24 refunds asked for in the period (by the shop day of the request) that did not fail and were not rejected"),
    asOf: z.iso.datetime(),
  })
  .meta({ id: "FunnelReport" });
export type FunnelReport = z.infer<typeof FunnelReport>;
