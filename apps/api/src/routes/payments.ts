// Payments (issue 6): the sandbox provider's hosted page and its signed callback, and the local chain
// simulator's development endpoint. The HTML page, the form post and the raw-body callback are Hono routes
// documented with registerPath (createRoute would parse the bodies, and the signature is over the raw bytes).
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { ApiErrorBody, SimulatedTransferRequest } from "@shop/contracts";
import { z } from "zod";
import { AppError } from "../core/app-error";
import type { ApiDeps } from "../core/deps";
import type { ApiEnv } from "../http/context";
import { renderSandboxGone, SANDBOX_PAGE_HEADERS } from "../payments/sandbox-page";
import { SIGNATURE_HEADER } from "../payments/sandbox-signature";
import { completeSandboxPayment } from "../use-cases/payments/complete-sandbox-payment";
import { handleP24Notification } from "../use-cases/payments/handle-p24-notification";
import { handleP24RefundNotification } from "../use-cases/payments/handle-p24-refund-notification";
import { handlePaymentCallback } from "../use-cases/payments/handle-payment-callback";
import { sendSimulatedTransfer } from "../use-cases/payments/send-simulated-transfer";
import { showSandboxPayment } from "../use-cases/payments/show-sandbox-payment";
import { errorResponses, jsonContent, localeHeader } from "./responses";

const TAG = "Payments";
const MAX_CALLBACK_BYTES = 64 * 1024;
const SANDBOX = "/api/v1/payments/sandbox";
const Outcome = z.object({ outcome: z.enum(["pay", "decline"]) });
const html = (description: string) => ({ description, content: { "text/html": { schema: z.string() } } });

const simulatedTransfer = createRoute({
  method: "post",
  path: "/api/v1/dev/chain/transfers",
  tags: [TAG],
  summary: "Send a USDT transfer on the local chain simulator (development and tests)",
  description:
    "Only while the shop's chain adapter is the simulator (CRYPTO_CHAIN=simulator), else 404 NOT_FOUND. Records a confirmed " +
    "transfer, now, of `amount` micro-USDT to the shop's address (or `to`); the crypto watcher sees it at its next pass.",
  request: { body: { required: true, ...jsonContent(SimulatedTransferRequest, "The amount, and optionally the addresses") } },
  parameters: [localeHeader],
  responses: {
    201: jsonContent(z.object({ txId: z.string().describe("64 hex characters") }), "The transfer's transaction id"),
    400: jsonContent(ApiErrorBody, "VALIDATION_FAILED"),
    404: jsonContent(ApiErrorBody, "NOT_FOUND: the chain is not the simulator"),
    ...errorResponses,
  },
});

/** A provider's callback body, read raw (the signatures are over it) and at most MAX_CALLBACK_BYTES. */
async function rawBody(c: { req: { header(name: string): string | undefined; text(): Promise<string> } }): Promise<string> {
  const declared = Number(c.req.header("content-length") ?? 0);
  if (declared > MAX_CALLBACK_BYTES) throw new AppError("PAYLOAD_TOO_LARGE");
  const raw = await c.req.text();
  if (Buffer.byteLength(raw) > MAX_CALLBACK_BYTES) throw new AppError("PAYLOAD_TOO_LARGE");
  return raw;
}

export function paymentRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.post("/api/v1/payments/p24/status", async (c) => {
    await handleP24Notification(deps, await rawBody(c), c.var.logger);
    return c.json({ received: true }, 200, { "Cache-Control": "no-store" });
  });

  app.post("/api/v1/payments/p24/refund", async (c) => {
    await handleP24RefundNotification(deps, await rawBody(c), c.var.logger);
    return c.json({ received: true }, 200, { "Cache-Control": "no-store" });
  });

  // Registered before the session routes: "callback" is not a session.
  app.post(`${SANDBOX}/callback`, async (c) => {
    const raw = await rawBody(c);
    await handlePaymentCallback(deps, raw, c.req.header(SIGNATURE_HEADER), c.var.logger);
    return c.json({ received: true }, 200, { "Cache-Control": "no-store" });
  });

  app.get(`${SANDBOX}/:session`, async (c) => {
    const page = await showSandboxPayment(deps, c.req.param("session"), c.var.locale);
    return c.html(page.html, page.status, SANDBOX_PAGE_HEADERS);
  });

  app.post(`${SANDBOX}/:session`, async (c) => {
    const form = Outcome.safeParse(await c.req.parseBody().catch(() => ({})));
    if (!form.success) throw new AppError("VALIDATION_FAILED", { issues: [{ path: "outcome", message: "pay or decline" }] });
    const done = await completeSandboxPayment(deps, c.req.param("session"), form.data.outcome, c.var.logger);
    if (!done) return c.html(renderSandboxGone(c.var.locale), 404, SANDBOX_PAGE_HEADERS);
    return c.redirect(done.redirect, 303);
  });

  app.openapi(simulatedTransfer, async (c) => c.json(await sendSimulatedTransfer(deps, c.req.valid("json")), 201));

  const session = z.object({ session: z.string().describe("The payment session (22 characters, base64url)") });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: `${SANDBOX}/{session}`,
    tags: [TAG],
    summary: "The sandbox provider's hosted payment page",
    description:
      "A test payment page in the order's language: the shop, the order and the amount, with Pay and Decline. No scripts, no " +
      "external assets (Content-Security-Policy), not cached.",
    request: { params: session },
    responses: { 200: html("The payment page"), 404: html("The session is unknown, finished or expired"), ...errorResponses },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: `${SANDBOX}/{session}`,
    tags: [TAG],
    summary: "Pay or decline on the sandbox provider's page",
    description:
      "The provider signs a `payment.succeeded` or `payment.failed` event, sends it to the shop's callback and sends the customer " +
      "to the order's tracking page with `?payment=success` or `?payment=failed` (also when the callback could not be delivered).",
    request: {
      params: session,
      body: { required: true, content: { "application/x-www-form-urlencoded": { schema: Outcome } } },
    },
    responses: {
      303: { description: "To the order's tracking page" },
      400: jsonContent(ApiErrorBody, "VALIDATION_FAILED: outcome is not pay or decline"),
      404: html("The session is unknown, finished or expired"),
      ...errorResponses,
    },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/v1/payments/p24/status",
    tags: [TAG],
    summary: "Przelewy24's status notification",
    description:
      "Only when the shop has a Przelewy24 account (P24_* settings), else 404. The body is P24's JSON notification (merchantId, " +
      "posId, sessionId, amount, originAmount, currency, orderId, methodId, statement, sign). It is believed only with the right " +
      "SHA-384 sign, merchant, point of sale, currency PLN and the payment's amount (else 400 SIGNATURE_INVALID, logged, nothing " +
      "changed); the shop then verifies the payment with P24 and marks the order PAID. A repeated notification changes nothing; one " +
      "whose verification failed is answered 503 (P24 sends it again) and verified again by the payment job.",
    request: { body: { required: true, content: { "application/json": { schema: z.object({}).passthrough() } } } },
    responses: {
      200: jsonContent(z.object({ received: z.literal(true) }), "Received (the payment is confirmed, now or before)"),
      400: jsonContent(ApiErrorBody, "SIGNATURE_INVALID or BAD_REQUEST (nothing changed)"),
      404: jsonContent(ApiErrorBody, "NOT_FOUND: the shop takes no Przelewy24 payments"),
      413: jsonContent(ApiErrorBody, "PAYLOAD_TOO_LARGE"),
      503: jsonContent(ApiErrorBody, "PAYMENT_PROVIDER_UNAVAILABLE: P24 did not confirm the payment yet"),
      ...errorResponses,
    },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/v1/payments/p24/refund",
    tags: [TAG],
    summary: "Przelewy24's refund notification",
    description:
      "Only with a Przelewy24 account, else 404. P24's JSON (orderId, sessionId, merchantId, requestId, refundsUuid, amount, " +
      "currency, timestamp, status: 0 done or 1 rejected, sign) for a refund staff asked for; believed only with the right sign, " +
      "merchant, PLN and the refund's amount (else 400 SIGNATURE_INVALID, logged). A repeat changes nothing.",
    request: { body: { required: true, content: { "application/json": { schema: z.object({}).passthrough() } } } },
    responses: {
      200: jsonContent(z.object({ received: z.literal(true) }), "Received"),
      400: jsonContent(ApiErrorBody, "SIGNATURE_INVALID or BAD_REQUEST (nothing changed)"),
      404: jsonContent(ApiErrorBody, "NOT_FOUND: the shop takes no Przelewy24 payments"),
      413: jsonContent(ApiErrorBody, "PAYLOAD_TOO_LARGE"),
      ...errorResponses,
    },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: `${SANDBOX}/callback`,
    tags: [TAG],
    summary: "The sandbox provider's signed payment callback",
    description:
      `The body is a JSON event {id, type: payment.succeeded | payment.failed, session, amount, createdAt}; the header ` +
      `${SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of t + "." + body with the shared secret>, at most 5 minutes ` +
      "old. Each event id is applied once: a repeated delivery answers 200 and changes nothing.",
    request: {
      headers: z.object({ [SIGNATURE_HEADER]: z.string() }),
      body: { required: true, content: { "application/json": { schema: z.object({}).passthrough() } } },
    },
    responses: {
      200: jsonContent(z.object({ received: z.literal(true) }), "Received (applied now or before)"),
      400: jsonContent(ApiErrorBody, "SIGNATURE_INVALID (nothing changed), or BAD_REQUEST: not an event"),
      413: jsonContent(ApiErrorBody, "PAYLOAD_TOO_LARGE"),
      ...errorResponses,
    },
  });
}
