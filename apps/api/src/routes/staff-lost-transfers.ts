// Lost crypto transfers (issue 7): USDT that arrived after its order's pay-until, or of an amount no order
// asked for (docs/orders.md). Staff see them with their order, refund or re-order with the customer, and mark
// them resolved with a note (audited). A city manager: their cities' orders' transfers; orderless ones: admins.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { LostTransfer, LostTransferList, LostTransferQuery, ResolveLostTransferRequest } from "@shop/contracts";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { requireStaff } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { listLostTransfers } from "../use-cases/staff/payments/list-lost-transfers";
import { resolveLostTransfer } from "../use-cases/staff/payments/resolve-lost-transfer";
import { BEARER } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Staff";

const TransferParams = z.object({
  txId: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/)
    .describe("The transfer's transaction id")
    .meta({ example: "4c1d0e5f9a7b…" }),
});

const list = createRoute({
  method: "get",
  path: "/api/v1/staff/crypto/lost-transfers",
  tags: [TAG],
  summary: "Lost crypto transfers",
  description:
    "USDT transfers that matched no open payment: `reason` late (the amount of an order whose payment had closed: it came after " +
    "pay-until) or unknown-amount (no order asked for it). Newest first, 50 a page; `state` open (default), resolved or all. " +
    "A city manager sees those of their cities' orders; transfers of no order are listed for admins only.",
  security: BEARER,
  request: { query: LostTransferQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(LostTransferList, "One page of transfers and how many match in all"),
    400: failure("A filter is malformed"),
    404: failure("Not staff"),
    ...errorResponses,
  },
});

const resolve = createRoute({
  method: "post",
  path: "/api/v1/staff/crypto/lost-transfers/{txId}/resolve",
  tags: [TAG],
  summary: "Mark a lost transfer resolved",
  description:
    "After the money was refunded to the sender's address, or the customer placed the order again. The `note` (required) says " +
    "what was done; it is kept in the audit log (action crypto-transfer.resolve) with the staff member. A transfer is resolved " +
    "once: the second call answers 409 CONFLICT and changes nothing.",
  security: BEARER,
  request: { params: TransferParams, body: { required: true, ...jsonContent(ResolveLostTransferRequest, "What was done") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(LostTransfer, "The transfer as now stored"),
    400: failure("The note is missing or too long (`issues` says why)"),
    404: failure("No lost transfer with this id (or not staff, or another city's transfer for a city manager)"),
    409: failure("CONFLICT: the transfer is already resolved"),
    ...errorResponses,
  },
});

export function staffLostTransferRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const db = () => deps.database.db;
  app.openapi(list, async (c) => {
    return c.json(await listLostTransfers(db(), requireStaff(c), c.req.valid("query"), c.var.locale), 200);
  });
  app.openapi(resolve, async (c) => {
    const staff = requireStaff(c);
    return c.json(await resolveLostTransfer(db(), staff, c.req.valid("param").txId, c.req.valid("json"), c.var.locale), 200);
  });
}
