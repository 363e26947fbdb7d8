// RFC 8058 one-click unsubscription: the URL of the List-Unsubscribe header of the e-mails a customer can stop. A mail
// client (or its provider) POSTs `List-Unsubscribe=One-Click` to it, form-encoded; no sign-in, cookie or CSRF
// token, the query's token is the proof. Only POST: a link scanner's GET changes nothing.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { OneClickUnsubscribeForm, OneClickUnsubscribeQuery } from "@shop/contracts";
import type { ApiDeps } from "../core/deps";
import type { ApiEnv } from "../http/context";
import { oneClickUnsubscribe } from "../use-cases/accounts/one-click-unsubscribe";
import { noStore, Ok } from "./auth";
import { errorResponses, failure, jsonContent } from "./responses";

const PATH = "/api/v1/mail/one-click";

const oneClick = createRoute({
  method: "post",
  path: PATH,
  tags: ["Mail"],
  summary: "Unsubscribe in one click from a mail client (RFC 8058, the List-Unsubscribe header)",
  description:
    "The URL of the `List-Unsubscribe` header (with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`) of the review " +
    "request, favourite alert and stock alert e-mails. `kind` says what it stops, `token` is the e-mail's unsubscribe link's: " +
    "the same as POST /api/v1/reviews/opt-out (review-requests: no more review requests; again: no change), " +
    "/api/v1/favourites/unsubscribe (favourite: its alerts off) and /api/v1/stock-alerts/unsubscribe (stock-alert: the alert " +
    "removed). No sign-in. The body is `List-Unsubscribe=One-Click`, form-encoded or multipart. Only POST: a GET of the URL " +
    "(a link scanner) changes nothing.",
  request: {
    query: OneClickUnsubscribeQuery,
    body: {
      required: true,
      content: {
        "application/x-www-form-urlencoded": { schema: OneClickUnsubscribeForm },
        "multipart/form-data": { schema: OneClickUnsubscribeForm },
      },
    },
  },
  responses: {
    200: jsonContent(Ok, "Unsubscribed"),
    400: failure("TOKEN_INVALID: unknown token (for a favourite or a stock alert also: already stopped); VALIDATION_FAILED"),
    ...errorResponses,
  },
});

export function oneClickUnsubscribeRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.use(PATH, noStore);
  app.openapi(oneClick, async (c) => {
    const { kind, token } = c.req.valid("query");
    await oneClickUnsubscribe(deps, kind, token);
    return c.json({ ok: true as const }, 200);
  });
}
