import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { ResendVerificationRequest, SignedInUser, SignInRequest, SignInResult, SignUpRequest, VerifyEmailRequest } from "@shop/contracts";
import type { Context, MiddlewareHandler } from "hono";
import type { ApiDeps } from "../core/deps";
import { requireUser } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { getCurrentUser } from "../use-cases/accounts/get-current-user";
import { resendVerification } from "../use-cases/accounts/resend-verification";
import { signIn } from "../use-cases/accounts/sign-in";
import { signOut } from "../use-cases/accounts/sign-out";
import { signUp } from "../use-cases/accounts/sign-up";
import { verifyEmail } from "../use-cases/accounts/verify-email";
import type { SignInClient } from "../use-cases/sessions/new-device";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Auth";
const BEARER_AUTH = "bearerAuth";
const bearer = [{ [BEARER_AUTH]: [] }];
export const Ok = z.object({ ok: z.literal(true) }).meta({ id: "Ok" });
export const jsonBody = <T>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });
const invalid = failure("A value is missing or invalid (`issues` says which, in the Locale language)");
const tooMany = failure("Rate limited; the Retry-After header says when to try again");
const callbackRefused = failure("VALIDATION_FAILED, or CALLBACK_NOT_ALLOWED: `callbackUrl` is not the shop's page for this e-mail");

/** The caller's address: the first X-Forwarded-For hop when present, else the socket's, else "unknown". */
export function clientIp(c: Context<ApiEnv>): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded;
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "unknown";
}

/** Who signs in (issue 35): the address, the User-Agent and the storefront's device id (X-Device-Id). */
export function signInClient(c: Context<ApiEnv>): SignInClient {
  return { ip: clientIp(c), userAgent: c.req.header("user-agent") ?? null, deviceId: c.req.header("x-device-id") ?? null };
}

/** Answers that carry or concern tokens are never cached nor leak their URL onwards (errors too). */
export const noStore: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
  c.res.headers.set("Referrer-Policy", "no-referrer");
};

const iam = createRoute({
  method: "get",
  path: "/api/v1/auth/iam",
  tags: [TAG],
  summary: "The current user",
  description: "The user of the bearer token's live session.",
  security: bearer,
  responses: { 200: jsonContent(SignedInUser, "The user"), 401: failure("No live session"), ...errorResponses },
});

const signInRoute = createRoute({
  method: "post",
  path: "/api/v1/auth/sign-in",
  tags: [TAG],
  summary: "Sign in with e-mail and password",
  description:
    "Returns an opaque access token (a session of 30 days) for the Authorization bearer header. Limited per caller and e-mail; " +
    "a successful sign-in clears the count. An account with a second factor (issue 35) gets no token yet but `secondStep`: a " +
    "ticket (5 minutes, used once) to send with an authenticator or recovery code to POST /api/v1/auth/sign-in/second-step.",
  request: jsonBody(SignInRequest),
  parameters: [localeHeader],
  responses: {
    200: jsonContent(SignInResult, "The access token and when it expires; or, for an account with a second factor, `secondStep`"),
    400: invalid,
    401: failure("INVALID_CREDENTIALS: wrong e-mail or password"),
    403: failure("EMAIL_NOT_VERIFIED: the e-mail is not verified yet (offer to resend the link); ACCOUNT_BLOCKED: staff blocked it"),
    429: tooMany,
    ...errorResponses,
  },
});

const signUpRoute = createRoute({
  method: "post",
  path: "/api/v1/auth/sign-up",
  tags: [TAG],
  summary: "Create an account",
  description:
    "Creates an unverified account in the Locale language and e-mails a link (valid 24 h): `callbackUrl` with `?token=`. " +
    "`callbackUrl` must be `{origin}/{lang}/{city}/auth/verify-email` on one of the shop's public origins. Signing in waits " +
    "for the verification. Limited per caller.",
  request: jsonBody(SignUpRequest),
  parameters: [localeHeader],
  responses: {
    201: jsonContent(Ok, "Created; the verification e-mail is on its way"),
    400: callbackRefused,
    409: failure("EMAIL_TAKEN: User with entered e-mail already exists!"),
    429: tooMany,
    ...errorResponses,
  },
});

const verify = createRoute({
  method: "post",
  path: "/api/v1/auth/verify",
  tags: [TAG],
  summary: "Verify an e-mail with the link's token",
  request: jsonBody(VerifyEmailRequest),
  parameters: [localeHeader],
  responses: {
    200: jsonContent(Ok, "Verified; the account can sign in"),
    400: failure("TOKEN_INVALID: unknown, used or expired token (or VALIDATION_FAILED)"),
    ...errorResponses,
  },
});

const resend = createRoute({
  method: "post",
  path: "/api/v1/auth/verify/resend",
  tags: [TAG],
  summary: "Send a new verification link",
  description:
    "Answers the same whether the e-mail has an unverified account, a verified one or none; only the first gets an e-mail " +
    "(the earlier links stop working). `callbackUrl` as for sign-up. Limited per caller and e-mail.",
  request: jsonBody(ResendVerificationRequest),
  parameters: [localeHeader],
  responses: { 202: jsonContent(Ok, "Accepted"), 400: callbackRefused, 429: tooMany, ...errorResponses },
});

const signOutRoute = createRoute({
  method: "post",
  path: "/api/v1/auth/sign-out",
  tags: [TAG],
  summary: "Log out",
  description: "Revokes the bearer token's session at once.",
  security: bearer,
  responses: { 204: { description: "Signed out" }, 401: failure("No live session"), ...errorResponses },
});

export function authRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.openAPIRegistry.registerComponent("securitySchemes", BEARER_AUTH, { type: "http", scheme: "bearer" });
  app.use("/api/v1/auth/*", noStore);
  app.openapi(iam, (c) => c.json(getCurrentUser(requireUser(c), c.var.secondFactorAt ?? null), 200));
  app.openapi(signInRoute, async (c) => c.json(await signIn(deps, c.req.valid("json"), signInClient(c)), 200));
  app.openapi(signUpRoute, async (c) => {
    await signUp(deps, c.req.valid("json"), { ip: clientIp(c), locale: c.var.locale });
    return c.json({ ok: true as const }, 201);
  });
  app.openapi(verify, async (c) => {
    await verifyEmail(deps, c.req.valid("json").token);
    return c.json({ ok: true as const }, 200);
  });
  app.openapi(resend, async (c) => {
    await resendVerification(deps, c.req.valid("json"), clientIp(c));
    return c.json({ ok: true as const }, 202);
  });
  app.openapi(signOutRoute, async (c) => {
    requireUser(c);
    await signOut(deps, c.var.accessToken ?? "");
    return c.body(null, 204);
  });
}
