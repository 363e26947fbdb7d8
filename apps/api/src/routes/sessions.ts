// The caller's signed-in sessions (issue 35, docs/accounts.md "Sessions"): customers and staff alike list them, sign
// one out, or sign out everywhere else.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { SessionList, SessionParams, SignedOutCount } from "@shop/contracts";
import type { ApiDeps } from "../core/deps";
import { requireUser } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { listSessions, signOutOtherSessions, signOutSession } from "../use-cases/sessions/manage";
import { BEARER, CABINET_TAG as TAG, unauthorized } from "./openapi-parts";
import { errorResponses, failure, jsonContent } from "./responses";

const list = createRoute({
  method: "get",
  path: "/api/v1/cabinet/sessions",
  tags: [TAG],
  summary: "The account's signed-in sessions",
  description:
    "Every live session of the caller's account, the most recently used first: the device read from the User-Agent it " +
    "signed in with, the address, when it signed in and was last used (to the minute), and `current` for the caller's own.",
  security: BEARER,
  responses: { 200: jsonContent(SessionList, "The sessions"), 401: unauthorized, ...errorResponses },
});

const signOutOne = createRoute({
  method: "delete",
  path: "/api/v1/cabinet/sessions/{id}",
  tags: [TAG],
  summary: "Sign out one session",
  description: "Ends that session at once (the caller's own too: then this token stops working). Only the caller's sessions.",
  security: BEARER,
  request: { params: SessionParams },
  responses: {
    204: { description: "Signed out" },
    401: unauthorized,
    404: failure("NOT_FOUND: no live session of this account has that id (another account's answers the same)"),
    ...errorResponses,
  },
});

const signOutOthers = createRoute({
  method: "post",
  path: "/api/v1/cabinet/sessions/sign-out-others",
  tags: [TAG],
  summary: "Sign out everywhere else",
  description: "Ends every other session of the account at once; the calling one stays signed in.",
  security: BEARER,
  responses: { 200: jsonContent(SignedOutCount, "How many sessions ended"), 401: unauthorized, ...errorResponses },
});

export function sessionRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.openapi(list, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listSessions(deps, requireUser(c), c.var.sessionId ?? 0), 200);
  });
  app.openapi(signOutOne, async (c) => {
    await signOutSession(deps, requireUser(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
  app.openapi(signOutOthers, async (c) => {
    const user = requireUser(c);
    return c.json({ signedOut: await signOutOtherSessions(deps, user, c.var.sessionId ?? 0) }, 200);
  });
}
