import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { PasswordRestore, PasswordRestoreRequest, TokenValidity } from "@shop/contracts";
import type { ApiDeps } from "../core/deps";
import type { ApiEnv } from "../http/context";
import { checkRestoreToken } from "../use-cases/accounts/check-restore-token";
import { requestPasswordRestore } from "../use-cases/accounts/request-password-restore";
import { restorePassword } from "../use-cases/accounts/restore-password";
import { clientIp, jsonBody, noStore, Ok } from "./auth";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Password restore";

const TokenQuery = z.object({
  token: z
    .string()
    .max(200)
    .default("")
    .openapi({ param: { name: "token", in: "query" }, description: "The token of the restore link" }),
});

const isValid = createRoute({
  method: "get",
  path: "/api/v1/password-restore/is-valid",
  tags: [TAG],
  summary: "Whether a restore link still works",
  description: "False for an unknown, used or expired token. Asking does not use the token up.",
  request: { query: TokenQuery },
  responses: { 200: jsonContent(TokenValidity, "Whether the token is valid"), 400: failure("VALIDATION_FAILED"), ...errorResponses },
});

const restore = createRoute({
  method: "post",
  path: "/api/v1/password-restore",
  tags: [TAG],
  summary: "Set a new password with a restore link's token",
  description:
    "Uses the token up, sets the password, signs the account out everywhere (every session is revoked) and marks its e-mail " +
    "verified. The password follows the sign-up rules (8 to 128 characters, not a common one).",
  request: jsonBody(PasswordRestore),
  parameters: [localeHeader],
  responses: {
    200: jsonContent(Ok, "The password is changed; sign in with it"),
    400: failure("TOKEN_INVALID: unknown, used or expired token; or VALIDATION_FAILED (`issues`)"),
    403: failure("ACCOUNT_BLOCKED: staff blocked the account; nothing changes"),
    ...errorResponses,
  },
});

const request = createRoute({
  method: "post",
  path: "/api/v1/password-restore/request",
  tags: [TAG],
  summary: "E-mail a restore link",
  description:
    "Answers the same, in about the same time, whether an account has this e-mail or not; only an account gets an e-mail: " +
    "`callbackUrl` with `?token=` (valid 1 h, single use; earlier links stop working). `callbackUrl` must be " +
    "`{origin}/{lang}/{city}/auth/password-restore/finish` on one of the shop's public origins. Limited per caller and e-mail.",
  request: jsonBody(PasswordRestoreRequest),
  parameters: [localeHeader],
  responses: {
    202: jsonContent(Ok, "Accepted"),
    400: failure("VALIDATION_FAILED, or CALLBACK_NOT_ALLOWED: `callbackUrl` is not the shop's restore page"),
    429: failure("Rate limited; the Retry-After header says when to try again"),
    ...errorResponses,
  },
});

export function passwordRestoreRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.use("/api/v1/password-restore", noStore);
  app.use("/api/v1/password-restore/*", noStore);
  app.openapi(isValid, async (c) => c.json(await checkRestoreToken(deps, c.req.valid("query").token), 200));
  app.openapi(restore, async (c) => {
    await restorePassword(deps, c.req.valid("json"), c.var.locale);
    return c.json({ ok: true as const }, 200);
  });
  app.openapi(request, async (c) => {
    await requestPasswordRestore(deps, c.req.valid("json"), clientIp(c));
    return c.json({ ok: true as const }, 202);
  });
}
