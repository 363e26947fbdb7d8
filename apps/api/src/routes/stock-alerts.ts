import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { StockAlertAnswer, StockAlertRequest, StockAlertToken, StockAlertView } from "@shop/contracts";
import type { ApiDeps } from "../core/deps";
import type { ApiEnv } from "../http/context";
import { confirmStockAlertByToken, unsubscribeStockAlert, viewStockAlert } from "../use-cases/catalogue/stock-alert-token";
import { subscribeStockAlert } from "../use-cases/catalogue/subscribe-stock-alert";
import { clientIp, jsonBody, noStore, Ok } from "./auth";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Stock alerts";
const tokenRefused = failure('TOKEN_INVALID: unknown token (removed, or replaced by the "back in stock" e-mail\'s own)');

const subscribe = createRoute({
  method: "post",
  path: "/api/v1/stock-alerts",
  tags: [TAG],
  summary: "Ask to be e-mailed once when an out-of-stock product is back in a city",
  description:
    "A visitor gives `email` and gets a confirmation e-mail (double opt-in: only a confirmed alert is notified; its link " +
    "leads to `/{lang}/{city}/stock-alerts/confirm?token=`). A signed-in customer (bearer token) with a verified address is " +
    "subscribed at once with their account's address (`email` is ignored). The e-mails are in the Locale language. One " +
    "pending alert per product, city and e-mail. Limited per caller and per e-mail.",
  security: [{ bearerAuth: [] }],
  request: jsonBody(StockAlertRequest),
  parameters: [localeHeader],
  responses: {
    201: jsonContent(StockAlertAnswer, "Asked: confirmation-sent (a visitor) or subscribed (a customer)"),
    400: failure("VALIDATION_FAILED: no or a bad e-mail (`issues`)"),
    404: failure("NOT_FOUND: no such product or active city"),
    409: failure("STOCK_ALERT_EXISTS: already asked; PRODUCT_IN_STOCK: it can be ordered now; PRODUCT_NOT_OFFERED"),
    429: failure("Rate limited; the Retry-After header says when to try again"),
    ...errorResponses,
  },
});

const view = createRoute({
  method: "get",
  path: "/api/v1/stock-alerts/by-token",
  tags: [TAG],
  summary: "The alert of an e-mail link's token",
  description: "Its product and city and whether it is pending, confirmed or notified. Asking changes nothing.",
  request: {
    query: z.object({
      token: z
        .string()
        .min(1)
        .max(200)
        .openapi({ param: { name: "token", in: "query" } }),
    }),
  },
  responses: { 200: jsonContent(StockAlertView, "The alert"), 400: tokenRefused, ...errorResponses },
});

const confirm = createRoute({
  method: "post",
  path: "/api/v1/stock-alerts/confirm",
  tags: [TAG],
  summary: "Confirm an alert (the link of its confirmation e-mail)",
  description: "Confirming again changes nothing. When the product is already back, its one e-mail is queued at once (state notified).",
  request: jsonBody(StockAlertToken),
  parameters: [localeHeader],
  responses: { 200: jsonContent(StockAlertView, "Confirmed"), 400: tokenRefused, ...errorResponses },
});

const unsubscribe = createRoute({
  method: "post",
  path: "/api/v1/stock-alerts/unsubscribe",
  tags: [TAG],
  summary: "Remove an alert (the link in each of its e-mails)",
  description: "The alert and its address are deleted.",
  request: jsonBody(StockAlertToken),
  parameters: [localeHeader],
  responses: { 200: jsonContent(Ok, "Removed"), 400: tokenRefused, ...errorResponses },
});

export function stockAlertRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.use("/api/v1/stock-alerts", noStore);
  app.use("/api/v1/stock-alerts/*", noStore);
  app.openapi(subscribe, async (c) =>
    c.json(await subscribeStockAlert(deps, c.var.user, c.req.valid("json"), c.var.locale, clientIp(c)), 201),
  );
  app.openapi(view, async (c) => c.json(await viewStockAlert(deps, c.req.valid("query").token), 200));
  app.openapi(confirm, async (c) => c.json(await confirmStockAlertByToken(deps, c.req.valid("json").token), 200));
  app.openapi(unsubscribe, async (c) => {
    await unsubscribeStockAlert(deps, c.req.valid("json").token);
    return c.json({ ok: true as const }, 200);
  });
}
