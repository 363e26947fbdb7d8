import { OpenAPIHono } from "@hono/zod-openapi";
import { VALIDATION_MESSAGES, type ValidationKey } from "@shop/contracts";
import { bindContentVersion, bindReplica } from "./content/content-cache";
import { AppError } from "./core/app-error";
import type { ApiInput } from "./core/deps";
import { standInLockers } from "./delivery/inpost/stand-in-lockers";
import { authenticate } from "./http/auth";
import { bodyLimits } from "./http/body-limits";
import type { ApiEnv } from "./http/context";
import { errorResponse } from "./http/errors";
import { inputHygiene } from "./http/input-hygiene";
import { requestContext } from "./http/request-context";
import { standInTaxRegistries } from "./invoicing/tax-ids/registries";
import { createPaymentServices, defaultPaymentOptions } from "./payments";
import { authRoutes } from "./routes/auth";
import { blogRoutes } from "./routes/blog";
import { cabinetRoutes } from "./routes/cabinet";
import { cartRoutes } from "./routes/cart";
import { catalogueRoutes } from "./routes/catalogue";
import { checkoutRoutes } from "./routes/checkout";
import { checkoutQuoteRoutes } from "./routes/checkout-quote";
import { cityRoutes } from "./routes/cities";
import { contentRoutes } from "./routes/content";
import { devMailboxRoutes } from "./routes/dev-mailbox";
import { docsRoutes } from "./routes/docs";
import { lockerRoutes } from "./routes/lockers";
import { mediaRoutes } from "./routes/media";
import { oneClickUnsubscribeRoutes } from "./routes/one-click-unsubscribe";
import { openApiDocumentOf } from "./routes/openapi-document";
import { orderInvoiceRoutes } from "./routes/order-invoices";
import { orderRoutes } from "./routes/orders";
import { passkeyRoutes } from "./routes/passkeys";
import { passwordRestoreRoutes } from "./routes/password-restore";
import { paymentRoutes } from "./routes/payments";
import { placeOrderRoutes } from "./routes/place-order";
import { redirectRoutes } from "./routes/redirects";
import { reviewRoutes } from "./routes/reviews";
import { secondFactorRoutes } from "./routes/second-factor";
import { sessionRoutes } from "./routes/sessions";
import { staffRoutes } from "./routes/staff";
import { staffArticlesRoutes } from "./routes/staff-articles";
import { staffAuditRoutes } from "./routes/staff-audit";
import { staffCatalogueIoRoutes } from "./routes/staff-catalogue-io";
import { staffCitiesRoutes } from "./routes/staff-cities";
import { staffCountsRoutes } from "./routes/staff-counts";
import { staffCouponsRoutes } from "./routes/staff-coupons";
import { staffCustomersRoutes } from "./routes/staff-customers";
import { staffDashboardRoutes } from "./routes/staff-dashboard";
import { staffInvoiceRoutes } from "./routes/staff-invoices";
import { staffOffersRoutes } from "./routes/staff-offers";
import { staffOrderRoutes } from "./routes/staff-orders";
import { staffProductsRoutes } from "./routes/staff-products";
import { staffReceiptsRoutes } from "./routes/staff-receipts";
import { staffRedirectsRoutes } from "./routes/staff-redirects";
import { staffReorderRoutes } from "./routes/staff-reorder";
import { staffReportRoutes } from "./routes/staff-reports";
import { staffReportMoreRoutes } from "./routes/staff-reports-more";
import { staffReviewsRoutes } from "./routes/staff-reviews";
import { staffStockRoutes } from "./routes/staff-stock";
import { staffStockAdjustmentsRoutes } from "./routes/staff-stock-adjustments";
import { staffStockLedgerRoutes } from "./routes/staff-stock-ledger";
import { staffStoreSalesRoutes } from "./routes/staff-store-sales";
import { staffTaxonomyRoutes } from "./routes/staff-taxonomy";
import { staffTeamRoutes } from "./routes/staff-team";
import { staffTransfersRoutes } from "./routes/staff-transfers";
import { stockAlertRoutes } from "./routes/stock-alerts";
import { systemRoutes } from "./routes/system";
import { taxIdRoutes } from "./routes/tax-ids";

/** The API under /api: routes parse, call one use-case and respond. */
export function createApi(input: ApiInput): OpenAPIHono<ApiEnv> {
  const paymentOptions = input.paymentOptions ?? defaultPaymentOptions(input.publicOrigins[0] ?? "http://localhost:3000");
  // The API's caches of staff-edited tables follow the content version and this API's own staff edits.
  const markChanged = bindContentVersion(input.database.db, input.contentVersion);
  // Those caches read the primary even for the replica's requests (content/content-cache.ts says why).
  if (input.database.replica) bindReplica(input.database.replica, input.database.db);
  const contentChanged = () => {
    markChanged();
    input.contentChanged?.();
  };
  const deps = {
    ...input,
    contentChanged,
    paymentOptions,
    payments: input.payments ?? createPaymentServices(paymentOptions),
    lockers: input.lockers ?? standInLockers(),
    taxRegistries: input.taxRegistries ?? standInTaxRegistries(),
  };
  const app = new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        // A message that is a ValidationKey (contracts) is shown in the request's language.
        const locale = c.var.locale ?? "en";
        const translate = (message: string) =>
          Object.hasOwn(VALIDATION_MESSAGES, message) ? VALIDATION_MESSAGES[message as ValidationKey][locale] : message;
        const issues = result.error.issues.map((issue) => ({ path: issue.path.join("."), message: translate(issue.message) }));
        throw new AppError("VALIDATION_FAILED", { issues });
      }
    },
  });
  app.use("*", requestContext(deps.logger));
  // No body is read past its limit: not by the input hygiene's copy, not by a route.
  app.use("*", bodyLimits());
  app.use("*", inputHygiene());
  app.use("*", authenticate(deps));
  cityRoutes(app, deps);
  contentRoutes(app, deps);
  authRoutes(app, deps);
  secondFactorRoutes(app, deps);
  passkeyRoutes(app, deps);
  passwordRestoreRoutes(app, deps);
  stockAlertRoutes(app, deps);
  oneClickUnsubscribeRoutes(app, deps);
  sessionRoutes(app, deps);
  cabinetRoutes(app, deps);
  staffRoutes(app, deps);
  cartRoutes(app, deps);
  checkoutRoutes(app, deps);
  lockerRoutes(app, deps);
  checkoutQuoteRoutes(app, deps);
  taxIdRoutes(app, deps);
  placeOrderRoutes(app, deps);
  orderRoutes(app, deps);
  orderInvoiceRoutes(app, deps);
  staffOrderRoutes(app, deps);
  staffInvoiceRoutes(app, deps);
  staffAuditRoutes(app, deps);
  staffDashboardRoutes(app, deps);
  staffReportRoutes(app, deps);
  staffReportMoreRoutes(app, deps);
  staffProductsRoutes(app, deps);
  staffOffersRoutes(app, deps);
  staffTaxonomyRoutes(app, deps);
  staffCouponsRoutes(app, deps);
  staffArticlesRoutes(app, deps);
  staffRedirectsRoutes(app, deps);
  staffCitiesRoutes(app, deps);
  staffCustomersRoutes(app, deps);
  staffReviewsRoutes(app, deps);
  staffTeamRoutes(app, deps);
  // Store operations (issue 33; docs/inventory.md) and the catalogue import.
  staffStockRoutes(app, deps);
  staffStockAdjustmentsRoutes(app, deps);
  staffStockLedgerRoutes(app, deps);
  staffTransfersRoutes(app, deps);
  staffReceiptsRoutes(app, deps);
  staffStoreSalesRoutes(app, deps);
  staffCountsRoutes(app, deps);
  staffReorderRoutes(app, deps);
  staffCatalogueIoRoutes(app, deps);
  paymentRoutes(app, deps);
  devMailboxRoutes(app, deps);
  catalogueRoutes(app, deps);
  reviewRoutes(app, deps);
  blogRoutes(app, deps);
  mediaRoutes(app, deps);
  redirectRoutes(app, deps);
  systemRoutes(app, deps);
  const openApiDocument = openApiDocumentOf(app);
  app.get("/api/v1/openapi.json", (c) => c.json(openApiDocument()));
  docsRoutes(app, openApiDocument);
  app.notFound((c) => errorResponse(c, new AppError("NOT_FOUND"), deps.development));
  app.onError((error, c) => errorResponse(c, error, deps.development));
  return app;
}
