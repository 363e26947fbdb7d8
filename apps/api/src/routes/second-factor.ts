// The second factor's calls (issue 35, docs/accounts.md "Second factor"): the sign-in's second step, TOTP enrolment and
// confirmation, recovery codes, step-up, switching off. Every signed-in account may call them; staff whose session
// has no second factor yet may call nothing else of the back office.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  RecoveryCodesView,
  SecondFactorProof,
  SecondFactorStatus,
  SecondStepRequest,
  SignInResponse,
  StepUpResponse,
  TotpConfirmRequest,
  TotpEnrolment,
} from "@shop/contracts";
import type { Context } from "hono";
import type { ApiDeps } from "../core/deps";
import { requireUser } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { completeSecondStep } from "../use-cases/accounts/sign-in-second-step";
import { confirmTotp, startTotp } from "../use-cases/second-factor/enrol-totp";
import { regenerateRecoveryCodes, secondFactorStatus, stepUp, switchOffSecondFactor } from "../use-cases/second-factor/manage";
import { signInClient } from "./auth";
import { BEARER, unauthorized } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Auth";
const body = <T>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });
const wrongCode = failure("CODE_INVALID: the code is wrong or was used already (or VALIDATION_FAILED)");
const tooMany = failure("TOO_MANY_REQUESTS: too many wrong codes for this account; Retry-After says when to try again");

const secondStep = createRoute({
  method: "post",
  path: "/api/v1/auth/sign-in/second-step",
  tags: [TAG],
  summary: "Complete a sign-in with a second factor",
  description:
    "The `ticket` sign-in answered (`secondStep`) with the authenticator's 6-digit `code` or one `recoveryCode`. The ticket " +
    "lives 5 minutes and is used once; the fifth wrong code voids it (sign in again). Wrong codes are also limited per " +
    "account. A code is accepted once (a replay is CODE_INVALID). The session made has proved its second factor now.",
  request: body(SecondStepRequest),
  parameters: [localeHeader],
  responses: {
    200: jsonContent(SignInResponse, "The access token and when it expires"),
    400: failure("TOKEN_INVALID: the ticket is unknown, used, expired or voided; CODE_INVALID: wrong or used code; VALIDATION_FAILED"),
    403: failure("ACCOUNT_BLOCKED: staff blocked the account meanwhile"),
    429: tooMany,
    ...errorResponses,
  },
});

const status = createRoute({
  method: "get",
  path: "/api/v1/auth/second-factor",
  tags: [TAG],
  summary: "The account's second factor",
  description: "Whether TOTP is on, how many recovery codes are left, and when this session last proved a second factor.",
  security: BEARER,
  responses: { 200: jsonContent(SecondFactorStatus, "The state"), 401: unauthorized, ...errorResponses },
});

const enrol = createRoute({
  method: "post",
  path: "/api/v1/auth/second-factor/totp",
  tags: [TAG],
  summary: "Start TOTP enrolment",
  description:
    "Makes a new secret (replacing an unconfirmed one) and answers it as text, as an otpauth:// URI and as a QR code (SVG). " +
    "TOTP is on only once a code confirms it (…/totp/confirm).",
  security: BEARER,
  responses: {
    200: jsonContent(TotpEnrolment, "The secret to put into the authenticator app"),
    401: unauthorized,
    409: failure("CONFLICT: TOTP is on already (switch it off first)"),
    ...errorResponses,
  },
});

const confirm = createRoute({
  method: "post",
  path: "/api/v1/auth/second-factor/totp/confirm",
  tags: [TAG],
  summary: "Confirm TOTP with a code",
  description:
    "A code of the authenticator switches TOTP on and answers ten recovery codes (shown this once). The calling session " +
    "counts as having proved its second factor now (staff may then use the back office).",
  security: BEARER,
  request: body(TotpConfirmRequest),
  responses: {
    200: jsonContent(RecoveryCodesView, "TOTP is on; the recovery codes"),
    400: wrongCode,
    401: unauthorized,
    409: failure("CONFLICT: no enrolment is pending"),
    429: tooMany,
    ...errorResponses,
  },
});

const recovery = createRoute({
  method: "post",
  path: "/api/v1/auth/second-factor/recovery-codes",
  tags: [TAG],
  summary: "New recovery codes",
  description: "With a code (or a recovery code): ten new recovery codes, shown this once; the old ones stop working.",
  security: BEARER,
  request: body(SecondFactorProof),
  responses: {
    200: jsonContent(RecoveryCodesView, "The new recovery codes"),
    400: wrongCode,
    401: unauthorized,
    409: failure("CONFLICT: TOTP is not on"),
    429: tooMany,
    ...errorResponses,
  },
});

const switchOff = createRoute({
  method: "post",
  path: "/api/v1/auth/second-factor/off",
  tags: [TAG],
  summary: "Switch the second factor off (customers)",
  description:
    "With a code (or a recovery code): removes the authenticator, passkeys and recovery codes. Staff must keep a second " +
    "factor (409). A password reset never switches it off.",
  security: BEARER,
  request: body(SecondFactorProof),
  responses: {
    204: { description: "Switched off" },
    400: wrongCode,
    401: unauthorized,
    409: failure("CONFLICT: TOTP is not on, or the account is staff"),
    429: tooMany,
    ...errorResponses,
  },
});

const stepUpRoute = createRoute({
  method: "post",
  path: "/api/v1/auth/step-up",
  tags: [TAG],
  summary: "Prove the second factor again (step-up)",
  description:
    "Refunds and the other step-up actions need a second factor proved within the last 5 minutes (else 403 " +
    "STEP_UP_REQUIRED); a code (or a recovery code) stamps the session now.",
  security: BEARER,
  request: body(SecondFactorProof),
  responses: {
    200: jsonContent(StepUpResponse, "Stamped; step-up actions are allowed until `stepUpUntil`"),
    400: wrongCode,
    401: unauthorized,
    429: tooMany,
    ...errorResponses,
  },
});

const sessionOf = (c: Context<ApiEnv>) => ({ sessionId: c.var.sessionId ?? 0, secondFactorAt: c.var.secondFactorAt });

export function secondFactorRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.openapi(secondStep, async (c) => c.json(await completeSecondStep(deps, c.req.valid("json"), signInClient(c)), 200));
  app.openapi(status, async (c) => c.json(await secondFactorStatus(deps, requireUser(c), sessionOf(c)), 200));
  app.openapi(enrol, async (c) => c.json(await startTotp(deps, requireUser(c)), 200));
  app.openapi(confirm, async (c) => {
    const user = requireUser(c);
    return c.json(await confirmTotp(deps, user, sessionOf(c).sessionId, c.req.valid("json").code), 200);
  });
  app.openapi(recovery, async (c) => c.json(await regenerateRecoveryCodes(deps, requireUser(c), c.req.valid("json")), 200));
  app.openapi(switchOff, async (c) => {
    await switchOffSecondFactor(deps, requireUser(c), c.req.valid("json"));
    return c.body(null, 204);
  });
  app.openapi(stepUpRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await stepUp(deps, user, sessionOf(c).sessionId, c.req.valid("json")), 200);
  });
}
