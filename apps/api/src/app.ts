import { OpenAPIHono } from "@hono/zod-openapi";
import { VALIDATION_MESSAGES, type ValidationKey } from "@shop/contracts";
import { bindContentVersion, bindReplica } from "./content/content-cache";
import { AppError } from "./core/app-error";
import type { ApiInput } from "./core/deps";
import { standInLockers } from "./delivery/inpost/stand-in-lockers";
import { authenticate } from "./http/auth";
import type { ApiEnv } from "./http/context";
import { errorResponse } from "./http/errors";
import { inputHygiene } from "./http/input-hygiene";
import { requestContext } from "./http/request-context";
import { OPENAPI_INFO } from "./openapi-info";
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
import { orderRoutes } from "./routes/orders";
import { passwordRestoreRoutes } from "./routes/password-restore";
import { paymentRoutes } from "./routes/payments";
import { placeOrderRoutes } from "./routes/place-order";
import { redirectRoutes } from "./routes/redirects";
import { staffRoutes } from "./routes/staff";
import { staffArticlesRoutes } from "./routes/staff-articles";
import { staffAuditRoutes } from "./routes/staff-audit";
import { staffCitiesRoutes } from "./routes/staff-cities";
import { staffCouponsRoutes } from "./routes/staff-coupons";
import { staffCustomersRoutes } from "./routes/staff-customers";
import { staffDashboardRoutes } from "./routes/staff-dashboard";
import { staffOffersRoutes } from "./routes/staff-offers";
import { staffOrderRoutes } from "./routes/staff-orders";
import { staffProductsRoutes } from "./routes/staff-products";
import { staffRedirectsRoutes } from "./routes/staff-redirects";
import { staffTaxonomyRoutes } from "./routes/staff-taxonomy";
import { stockAlertRoutes } from "./routes/stock-alerts";
import { systemRoutes } from "./routes/system";

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
  app.use("*", inputHygiene());
  app.use("*", authenticate(deps));
  cityRoutes(app, deps);
  contentRoutes(app, deps);
  authRoutes(app, deps);
  passwordRestoreRoutes(app, deps);
  stockAlertRoutes(app, deps);
  cabinetRoutes(app, deps);
  staffRoutes(app, deps);
  cartRoutes(app, deps);
  checkoutRoutes(app, deps);
  lockerRoutes(app, deps);
  checkoutQuoteRoutes(app, deps);
  placeOrderRoutes(app, deps);
  orderRoutes(app, deps);
  staffOrderRoutes(app, deps);
  staffAuditRoutes(app, deps);
  staffDashboardRoutes(app, deps);
  staffProductsRoutes(app, deps);
  staffOffersRoutes(app, deps);
  staffTaxonomyRoutes(app, deps);
  staffCouponsRoutes(app, deps);
  staffArticlesRoutes(app, deps);
  staffRedirectsRoutes(app, deps);
  staffCitiesRoutes(app, deps);
  staffCustomersRoutes(app, deps);
  paymentRoutes(app, deps);
  devMailboxRoutes(app, deps);
  catalogueRoutes(app, deps);
  blogRoutes(app, deps);
  mediaRoutes(app, deps);
  redirectRoutes(app, deps);
  systemRoutes(app, deps);
  app.doc31("/api/v1/openapi.json", { openapi: "3.1.0", info: OPENAPI_INFO });
  docsRoutes(app);
  app.notFound((c) => errorResponse(c, new AppError("NOT_FOUND"), deps.development));
  app.onError((error, c) => errorResponse(c, error, deps.development));
  return app;
}
