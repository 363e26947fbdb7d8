export {
  createPool,
  type Database,
  type DatabaseEngine,
  type Db,
  type DbOrTx,
  type EngineEvents,
  type OpenDatabaseOptions,
  openDatabase,
  QUEUE_LIMITS,
  type Tx,
  wrap,
} from "./client";
export { dropAll, MIGRATIONS_FOLDER, type MigrationStatus, migrationStatus, type PrepareResult, prepareDatabase } from "./migrate";
export * from "./queries/accounts";
export * from "./queries/blog";
export * from "./queries/catalogue";
export { type CityRow, listActiveCities } from "./queries/cities";
export * from "./queries/content";
export { pingDatabase } from "./queries/health";
export * from "./queries/inventory/adjustments";
export * from "./queries/inventory/counts";
export * from "./queries/inventory/ledger";
export * from "./queries/inventory/movements";
export * from "./queries/inventory/receipts";
export * from "./queries/inventory/reorder";
export * from "./queries/inventory/sales";
export * from "./queries/inventory/stores";
export * from "./queries/inventory/transfers";
export * from "./queries/invoicing/customer-invoices";
export * from "./queries/invoicing/invoice-emails";
export * from "./queries/invoicing/invoices";
export * from "./queries/invoicing/ksef-queue";
export * from "./queries/invoicing/staff-invoices";
export * from "./queries/invoicing/tax-id-checks";
export * from "./queries/orders/cart-store-stock";
export * from "./queries/orders/carts";
export * from "./queries/orders/checkout";
export * from "./queries/orders/delivery-fees";
export * from "./queries/orders/orders";
export * from "./queries/orders/payments";
export * from "./queries/orders/pickup-holds";
export * from "./queries/orders/place-order";
export { queryPrepared } from "./queries/orders/prepared";
export * from "./queries/orders/product-names";
export * from "./queries/orders/referral-reward";
export * from "./queries/orders/shipments";
export { listRedirects, type RedirectRow } from "./queries/redirects";
export * from "./queries/reports";
export * from "./queries/reviews/moderation";
export * from "./queries/reviews/requests";
export * from "./queries/reviews/reviews";
export {
  type SearchProductsInput,
  type SearchProductsResult,
  type SuggestInput,
  searchProductIds,
  suggest,
} from "./queries/search";
export { refreshSearchDocuments } from "./queries/search-documents";
export * from "./queries/staff/articles";
export * from "./queries/staff/audit";
export * from "./queries/staff/cities";
export * from "./queries/staff/coupons";
export * from "./queries/staff/customers";
export * from "./queries/staff/dashboard";
export * from "./queries/staff/offer-stores";
export * from "./queries/staff/offers";
export * from "./queries/staff/orders";
export * from "./queries/staff/products";
export * from "./queries/staff/redirects";
export * from "./queries/staff/scope";
export * from "./queries/staff/taxonomy";
export * from "./queries/staff/team";
export * as schema from "./schema";
export { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET, DEMO_COUPONS, DEMO_PASSWORD, type DemoAccount, type DemoCoupon } from "./seed/accounts";
export { CATALOGUE_DATE, DEMO_NOT_IN_WARSZAWA, DEMO_OLD_SLUG } from "./seed/catalogue";
export { DEMO_CITIES } from "./seed/demo-cities";
export { DEMO_REDIRECTS } from "./seed/demo-redirects";
export { DatabaseBusyError, databaseFaultOf } from "./unavailable";
