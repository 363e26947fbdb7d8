// The cabinet's read-only calls: coupons, referrals, orders and the GDPR export. cabinetRoutes registers
// them behind its signed-in guard.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { CabinetCoupon, OrderList, Referrals, UserDataExport } from "@shop/contracts";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { requireUser } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { countReferrals } from "../use-cases/cabinet/count-referrals";
import { exportUserData } from "../use-cases/cabinet/export-user-data";
import { listCabinetCoupons } from "../use-cases/cabinet/list-cabinet-coupons";
import { listCabinetOrders } from "../use-cases/cabinet/list-cabinet-orders";
import { BEARER, CABINET_TAG as TAG, unauthorized } from "./openapi-parts";
import { errorResponses, jsonContent, localeHeader } from "./responses";

const read = (path: string, summary: string, description: string, schema: z.ZodType, what: string) =>
  createRoute({
    method: "get",
    path: `/api/v1/cabinet/${path}`,
    tags: [TAG],
    summary,
    description,
    security: BEARER,
    parameters: [localeHeader],
    responses: { 200: jsonContent(schema, what), 401: unauthorized, ...errorResponses },
  });

const coupons = read(
  "coupons",
  "The customer's coupons",
  "The customer's personal coupons in every state, and the public coupons usable now. `state` is computed at the time of the " +
    "request: `used-up` once used as often as allowed, `expired` after `activeUntil`. Usable ones first.",
  z.array(CabinetCoupon),
  "The coupons",
);
const referrals = read(
  "referrals",
  "The customer's referral code and how many customers it brought",
  "The storefront builds the referral link from `code`.",
  Referrals,
  "The referral code and count",
);
const orders = read(
  "orders",
  "The customer's orders",
  "All of the customer's orders, newest first: status, city (its name in the Locale language), date, total and units.",
  OrderList,
  "The orders",
);
const exported = read(
  "export",
  "Export my data (GDPR)",
  "Everything stored about the user, as a JSON file to download (Content-Disposition: attachment): profile, consents with " +
    "time and text version, business data, sessions (without token hashes), e-mail tokens, personal coupons, referrals, e-mails.",
  UserDataExport,
  "The export",
);

export function cabinetDataRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const db = () => deps.database.db;
  app.openapi(coupons, async (c) => c.json(await listCabinetCoupons(db(), requireUser(c)), 200));
  app.openapi(referrals, async (c) => c.json(await countReferrals(db(), requireUser(c)), 200));
  app.openapi(orders, async (c) => c.json(await listCabinetOrders(db(), requireUser(c), c.var.locale), 200));
  app.openapi(exported, async (c) => {
    const data = await exportUserData(db(), requireUser(c), c.var.sessionId);
    const filename = `my-data-${data.exportedAt.slice(0, 10)}.json`;
    return c.json(data, 200, { "Content-Disposition": `attachment; filename="${filename}"` });
  });
}
