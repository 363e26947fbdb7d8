// Back office: transfers between stores (issue 33; docs/inventory.md "Transfers"): draft → shipped (in transit) →
// received, discrepancies settled; a store's transfers with what is in transit; the stores a transfer may go to.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  StockTransfer,
  StockTransfers,
  StockTransfersQuery,
  TransferCreate,
  TransferDestinations,
  TransferReceive,
  TransferResolve,
  TransferStep,
  TransferUpdate,
} from "@shop/contracts";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { requireStaff } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { createTransfer } from "../use-cases/staff/inventory/create-transfer";
import { cancelTransfer, updateTransfer } from "../use-cases/staff/inventory/edit-transfer";
import { getStockTransfer, listStockTransfers, listTransferDestinations } from "../use-cases/staff/inventory/list-transfers";
import { receiveTransfer, resolveTransferDiscrepancy } from "../use-cases/staff/inventory/receive-transfer";
import { shipTransfer } from "../use-cases/staff/inventory/ship-transfer";
import { BEARER } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";
import { RequestKeyHeaders } from "./staff-stock";

const TAG = "Staff: stock";
const BASE = "/api/v1/staff/stock/transfers";
const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const NOT_FOUND = failure("No such transfer, or one between stores the caller acts on neither of (or not staff)");
const SENDERS = failure("FORBIDDEN: the step belongs to the sending store's staff (the message says so)");
const RECEIVERS = failure("FORBIDDEN: the step belongs to the receiving store's staff (the message says so)");

const create = createRoute({
  method: "post",
  path: BASE,
  tags: [TAG],
  summary: "Start a transfer (a draft)",
  description:
    "From a store the caller acts on to any other store of the shop, in the same city or another. Lines name products " +
    "by id, EAN, SKU or #id; each a simple product the sending store's city sells, once, 1 to 1000000 units. Nothing " +
    "moves until it is shipped. Every problem is answered at once (`to`, `lines.{n}.product`, `lines.{n}.quantity`). " +
    "The same Idempotency-Key answers the draft it made (200).",
  security: BEARER,
  request: { headers: RequestKeyHeaders, body: { required: true, ...jsonContent(TransferCreate, "The draft") } },
  parameters: [localeHeader],
  responses: {
    201: jsonContent(StockTransfer, "The draft"),
    200: jsonContent(StockTransfer, "The draft this Idempotency-Key made before"),
    400: failure("VALIDATION_FAILED: every problem by field and line; nothing was made"),
    404: failure("A sending store the caller does not act on (or not staff)"),
    ...errorResponses,
  },
});

const list = createRoute({
  method: "get",
  path: BASE,
  tags: [TAG],
  summary: "A store's transfers",
  description:
    "Sent and received by the store (or one `direction`), newest first, 20 a page; `status=shipped` is what is in transit, " +
    "`discrepancy=open` those received short and not settled. With the units in transit either way and the open discrepancies.",
  security: BEARER,
  request: { query: StockTransfersQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StockTransfers, "One page"),
    400: failure("A parameter is malformed"),
    404: failure("A store the caller does not act on (or not staff)"),
    ...errorResponses,
  },
});

const destinations = createRoute({
  method: "get",
  path: "/api/v1/staff/stock/transfer-destinations",
  tags: [TAG],
  summary: "The stores a transfer may go to",
  description:
    "Every store of the shop, open or closed, in every city, in the shop's order: a city manager sends to other cities' stores too.",
  security: BEARER,
  parameters: [localeHeader],
  responses: { 200: jsonContent(TransferDestinations, "The stores"), 404: failure("Not staff"), ...errorResponses },
});

const one = createRoute({
  method: "get",
  path: `${BASE}/{id}`,
  tags: [TAG],
  summary: "A transfer",
  description:
    "With its lines (what arrived, discrepancies and how they were settled), whether the receiving city sells each product " +
    "(`offeredAtDestination`: shipping is refused while it does not) and what the caller may do now (`may`).",
  security: BEARER,
  request: { params: IdParams },
  parameters: [localeHeader],
  responses: { 200: jsonContent(StockTransfer, "The transfer"), 404: NOT_FOUND, ...errorResponses },
});

const update = createRoute({
  method: "put",
  path: `${BASE}/{id}`,
  tags: [TAG],
  summary: "Change a draft's note and lines",
  description: "The lines replace the draft's (checked as when it was made). `version` is the one the editor started from.",
  security: BEARER,
  request: { params: IdParams, body: { required: true, ...jsonContent(TransferUpdate, "The draft's note and lines") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StockTransfer, "The draft"),
    400: failure("VALIDATION_FAILED: every problem by line; nothing changed"),
    403: SENDERS,
    404: NOT_FOUND,
    409: failure("No longer a draft, or changed by someone else meanwhile (`details.version`)"),
    ...errorResponses,
  },
});

const step = (path: string, summary: string, description: string, extra: Record<number, ReturnType<typeof failure>>) =>
  createRoute({
    method: "post",
    path: `${BASE}/{id}/${path}`,
    tags: [TAG],
    summary,
    description,
    security: BEARER,
    request: { params: IdParams, body: { required: true, ...jsonContent(TransferStep, "The version the caller saw (optional)") } },
    parameters: [localeHeader],
    responses: { 200: jsonContent(StockTransfer, "The transfer"), 404: NOT_FOUND, ...extra, ...errorResponses },
  });

const ship = step(
  "ship",
  "Ship a draft",
  "The units leave the sending store (`transfer-out` movements) and are in transit, sellable nowhere, until received. Once: " +
    "a second ship answers 409. Refused (400, by line) when the receiving city does not sell a product (the message names " +
    "them) or the sending store does not hold a line's units.",
  {
    400: failure("VALIDATION_FAILED: products the receiving city does not sell, lines the store cannot cover; nothing moved"),
    403: SENDERS,
    409: failure("Not a draft (shipped already, canceled), or changed meanwhile"),
  },
);

const cancel = step("cancel", "Cancel a draft", "Only a draft: a shipped transfer can only be received.", {
  403: SENDERS,
  409: failure("Not a draft (a shipped transfer can only be received), or changed meanwhile"),
});

const receive = createRoute({
  method: "post",
  path: `${BASE}/{id}/receive`,
  tags: [TAG],
  summary: "Receive a shipped transfer",
  description:
    "By the receiving store's staff: every line once with the units that arrived (0 to those shipped) and, for a short line, " +
    "why. What arrived goes into the receiving store (`transfer-in`); a shortfall is an open discrepancy. Once: a second " +
    "receipt answers 409. Refused (409) while the receiving city no longer sells a product that arrived.",
  security: BEARER,
  request: { params: IdParams, body: { required: true, ...jsonContent(TransferReceive, "What arrived") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StockTransfer, "The transfer, received"),
    400: failure("VALIDATION_FAILED: by line (`lines.{n}.received`, `lines.{n}.reason`, n the transfer's line from 1)"),
    403: RECEIVERS,
    404: NOT_FOUND,
    409: failure("Not in transit (a draft, received already, canceled), or the receiving city no longer sells a product"),
    ...errorResponses,
  },
});

const resolve = createRoute({
  method: "post",
  path: `${BASE}/{id}/resolve`,
  tags: [TAG],
  summary: "Settle a line's discrepancy",
  description:
    "By the receiving store's staff, with a note. `written-off`: the missing units are lost; nothing is posted (they left " +
    "the sending store when it shipped). `arrived`: they came later and are posted into the receiving store (`transfer-in`).",
  security: BEARER,
  request: { params: IdParams, body: { required: true, ...jsonContent(TransferResolve, "How it was settled") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StockTransfer, "The transfer"),
    400: failure("VALIDATION_FAILED: the product is not on the transfer, or the note is empty"),
    403: RECEIVERS,
    404: NOT_FOUND,
    409: failure("Not received yet, nothing missing, settled already, or the receiving city no longer sells the product"),
    ...errorResponses,
  },
});

export function staffTransfersRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.openapi(create, async (c) => {
    const key = c.req.valid("header")["idempotency-key"] ?? null;
    const { created, transfer } = await createTransfer(deps, requireStaff(c), c.req.valid("json"), key, c.var.locale);
    return created ? c.json(transfer, 201) : c.json(transfer, 200);
  });
  app.openapi(list, async (c) =>
    c.json(await listStockTransfers(deps.database.db, requireStaff(c), c.req.valid("query"), c.var.locale), 200),
  );
  app.openapi(destinations, async (c) => {
    requireStaff(c);
    return c.json(await listTransferDestinations(deps.database.db, c.var.locale), 200);
  });
  app.openapi(one, async (c) =>
    c.json(await getStockTransfer(deps.database.db, requireStaff(c), c.req.valid("param").id, c.var.locale), 200),
  );
  app.openapi(update, async (c) =>
    c.json(await updateTransfer(deps, requireStaff(c), c.req.valid("param").id, c.req.valid("json"), c.var.locale), 200),
  );
  app.openapi(ship, async (c) =>
    c.json(await shipTransfer(deps, requireStaff(c), c.req.valid("param").id, c.req.valid("json"), c.var.locale), 200),
  );
  app.openapi(cancel, async (c) =>
    c.json(await cancelTransfer(deps, requireStaff(c), c.req.valid("param").id, c.req.valid("json"), c.var.locale), 200),
  );
  app.openapi(receive, async (c) =>
    c.json(await receiveTransfer(deps, requireStaff(c), c.req.valid("param").id, c.req.valid("json"), c.var.locale), 200),
  );
  app.openapi(resolve, async (c) =>
    c.json(await resolveTransferDiscrepancy(deps, requireStaff(c), c.req.valid("param").id, c.req.valid("json"), c.var.locale), 200),
  );
}
