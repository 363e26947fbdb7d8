// Passkeys' calls (issue 35, docs/accounts.md "Passkeys"): registering, listing and removing an account's passkeys;
// the options of an authentication ceremony; a sign-in with a passkey and no password. The second step and step-up
// take a passkey's answer as one more proof (second-factor.ts).
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import {
  PasskeyAdded,
  PasskeyAddRequest,
  PasskeyList,
  PasskeyOptions,
  PasskeyOptionsRequest,
  PasskeyRegistrationRequest,
  PasskeySignInRequest,
  SignInResponse,
} from "@shop/contracts";
import type { Context } from "hono";
import type { ApiDeps } from "../core/deps";
import { requireUser } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { signInWithPasskey } from "../use-cases/accounts/sign-in-passkey";
import { passkeyAuthenticationOptions } from "../use-cases/second-factor/passkey-proof";
import { addPasskey, listAccountPasskeys, passkeyRegistrationOptions, removePasskey } from "../use-cases/second-factor/passkeys";
import { clientIp, signInClient } from "./auth";
import { BEARER, unauthorized } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Auth";
const body = <T>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });
const stepUp = failure("STEP_UP_REQUIRED: the account has a second factor and this session never proved one");
const invalid = failure("PASSKEY_INVALID: the answer does not verify, its ceremony is unknown, used or expired; VALIDATION_FAILED");

const registrationOptions = createRoute({
  method: "post",
  path: "/api/v1/auth/passkeys/registration-options",
  tags: [TAG],
  summary: "Start registering a passkey",
  description:
    "WebAuthn creation options for the browser (`startRegistration({ optionsJSON })`); the ceremony lives 5 minutes. The " +
    "passkey is bound to the host of `origin` (one of the shop's public origins).",
  security: BEARER,
  request: body(PasskeyRegistrationRequest),
  responses: { 200: jsonContent(PasskeyOptions, "The options"), 401: unauthorized, 403: stepUp, ...errorResponses },
});

const add = createRoute({
  method: "post",
  path: "/api/v1/auth/passkeys",
  tags: [TAG],
  summary: "Register a passkey",
  description:
    "The authenticator's answer to the registration options, with a name. When it is the account's first second factor, " +
    "ten recovery codes come with it (shown this once) and the session counts as having proved a second factor.",
  security: BEARER,
  request: body(PasskeyAddRequest),
  responses: {
    201: jsonContent(PasskeyAdded, "Registered"),
    400: invalid,
    401: unauthorized,
    403: stepUp,
    409: failure("CONFLICT: this passkey is registered already"),
    ...errorResponses,
  },
});

const list = createRoute({
  method: "get",
  path: "/api/v1/auth/passkeys",
  tags: [TAG],
  summary: "The account's passkeys",
  security: BEARER,
  responses: { 200: jsonContent(PasskeyList, "Oldest first"), 401: unauthorized, ...errorResponses },
});

const remove = createRoute({
  method: "delete",
  path: "/api/v1/auth/passkeys/{id}",
  tags: [TAG],
  summary: "Remove a passkey",
  description: "A customer's last factor going switches two-step sign-in off (the recovery codes go too); staff keep one (409).",
  security: BEARER,
  request: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
  responses: {
    204: { description: "Removed" },
    401: unauthorized,
    403: stepUp,
    404: failure("Not a passkey of this account"),
    409: failure("CONFLICT: it is a staff account's last second factor"),
    ...errorResponses,
  },
});

const authenticationOptions = createRoute({
  method: "post",
  path: "/api/v1/auth/passkeys/authentication-options",
  tags: [TAG],
  summary: "Start proving a factor with a passkey",
  description:
    "WebAuthn request options (`startAuthentication({ optionsJSON })`), the ceremony living 5 minutes: with `ticket`, for " +
    "the sign-in's second step; with a session, for step-up and the calls that take a proof; with neither, for a sign-in " +
    "without a password (/api/v1/auth/sign-in/passkey; the passkey must verify its owner). Limited per address.",
  request: body(PasskeyOptionsRequest),
  parameters: [localeHeader],
  responses: {
    200: jsonContent(PasskeyOptions, "The options"),
    400: failure("TOKEN_INVALID: the ticket is unknown, used or expired; VALIDATION_FAILED: an origin not the shop's"),
    409: failure("NO_PASSKEY: the account has no passkey"),
    429: failure("TOO_MANY_REQUESTS"),
    ...errorResponses,
  },
});

const signIn = createRoute({
  method: "post",
  path: "/api/v1/auth/sign-in/passkey",
  tags: [TAG],
  summary: "Sign in with a passkey",
  description:
    "The answer to options made without a ticket or a session. No password: the passkey verified its owner, and the " +
    "session has proved its second factor.",
  request: body(PasskeySignInRequest),
  parameters: [localeHeader],
  responses: {
    200: jsonContent(SignInResponse, "The access token and when it expires"),
    400: invalid,
    403: failure("ACCOUNT_BLOCKED, or EMAIL_NOT_VERIFIED"),
    429: failure("TOO_MANY_REQUESTS: too many sign-ins from this address"),
    ...errorResponses,
  },
});

const sessionOf = (c: Context<ApiEnv>) => ({ sessionId: c.var.sessionId ?? 0, secondFactorAt: c.var.secondFactorAt });

export function passkeyRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.openapi(registrationOptions, async (c) => {
    const user = requireUser(c);
    return c.json(await passkeyRegistrationOptions(deps, user, sessionOf(c), c.req.valid("json").origin), 200);
  });
  app.openapi(add, async (c) => c.json(await addPasskey(deps, requireUser(c), sessionOf(c), c.req.valid("json")), 201));
  app.openapi(list, async (c) => c.json(await listAccountPasskeys(deps, requireUser(c)), 200));
  app.openapi(remove, async (c) => {
    await removePasskey(deps, requireUser(c), sessionOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
  app.openapi(authenticationOptions, async (c) => {
    const { ticket, origin } = c.req.valid("json");
    const options = await passkeyAuthenticationOptions(deps, { ticket, origin, callerId: c.var.user?.id ?? null, ip: clientIp(c) });
    return c.json(options, 200);
  });
  app.openapi(signIn, async (c) => c.json(await signInWithPasskey(deps, c.req.valid("json"), signInClient(c)), 200));
}
