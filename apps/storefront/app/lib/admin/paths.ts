// The back office's paths (issue 7): /{lang}/admin/..., staff only (everybody else gets the 404 page). Apart from
// lib/paths.ts, which is in the shop's frame that every storefront page loads: the shop links to the back office's
// front page only (`sitePath(lang, "backOffice")`).
import type { Locale } from "@shop/domain";
import { fill, join, type ParamsOf, type Query, withQuery } from "../paths";
import { useShopPaths } from "../use-shop";

const ADMIN_PAGES = {
  dashboard: "admin",
  /** Staff without a second factor are sent here to enrol (issue 35). */
  secondFactor: "admin/second-factor",
  orders: "admin/orders",
  order: "admin/orders/:orderId",
  business: "admin/business",
  reviews: "admin/reviews",
  products: "admin/products",
  newProduct: "admin/products/new",
  product: "admin/products/:productId",
  offers: "admin/offers",
  categories: "admin/categories",
  brands: "admin/brands",
  coupons: "admin/coupons",
  articles: "admin/articles",
  newArticle: "admin/articles/new",
  article: "admin/articles/:articleId",
  redirects: "admin/redirects",
  cities: "admin/cities",
  city: "admin/cities/:citySlug",
  customers: "admin/customers",
  customer: "admin/customers/:userId",
  /** The staff team: roles and cities (admins). */
  team: "admin/team",
  audit: "admin/audit",
  // Store operations (issue 33; docs/inventory.md) and the catalogue import.
  stock: "admin/stock",
  stockLedger: "admin/stock/ledger",
  stockAdjustments: "admin/stock/adjustments",
  stockReorder: "admin/stock/reorder",
  stockTransfers: "admin/stock/transfers",
  newStockTransfer: "admin/stock/transfers/new",
  stockTransfer: "admin/stock/transfers/:transferId",
  stockReceipts: "admin/stock/receipts",
  newStockReceipt: "admin/stock/receipts/new",
  stockReceipt: "admin/stock/receipts/:receiptId",
  stockSales: "admin/stock/sales",
  stockSale: "admin/stock/sales/:saleId",
  stockCounts: "admin/stock/counts",
  stockCount: "admin/stock/counts/:countId",
  productImport: "admin/products/import",
  // Invoices (issue 34; docs/invoices.md): the list, one invoice, the settings (admins).
  invoices: "admin/invoices",
  invoice: "admin/invoices/:invoiceId",
  invoicing: "admin/invoicing",
  // Reports (issue 36): sales over time, sales by one dimension.
  reports: "admin/reports",
  reportsBreakdown: "admin/reports/breakdown",
  // The reports beyond sales (issue 36): products, idle stock, coupons, stock now, the order funnel.
  reportsProducts: "admin/reports/products",
  reportsIdleProducts: "admin/reports/idle-products",
  reportsCoupons: "admin/reports/coupons",
  reportsStock: "admin/reports/stock",
  reportsFunnel: "admin/reports/funnel",
} as const;

export type AdminPage = keyof typeof ADMIN_PAGES;
export type AdminPageParams<P extends AdminPage> = ParamsOf<(typeof ADMIN_PAGES)[P]>;

export function adminPath<P extends AdminPage>(lang: Locale, page: P, params?: AdminPageParams<P>, query?: Query): string {
  return withQuery(join(lang, fill(ADMIN_PAGES[page], (params ?? {}) as Record<string, string>)), query);
}

/** The shop's paths (useShopPaths) and the back office's, for the current language. */
export function useAdminPaths() {
  const paths = useShopPaths();
  return {
    ...paths,
    admin<P extends AdminPage>(page: P, params?: AdminPageParams<P>, query?: Query) {
      return adminPath(paths.lang, page, params, query);
    },
  };
}
