// The development mailbox (never in production): the outbox's latest e-mails, each as its HTML page and
// its text. Not part of the OpenAPI document.
import type { OpenAPIHono } from "@hono/zod-openapi";
import { findOutboxEmail, listOutbox } from "@shop/mail";
import { AppError } from "../core/app-error";
import type { ApiDeps } from "../core/deps";
import type { ApiEnv } from "../http/context";

/** Links in these e-mails carry tokens: no caching, no referrer, no scripts in the e-mail page. */
const PRIVATE = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
const EMAIL_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; base-uri 'none'; form-action 'none'";

function emailId(value: string): number {
  const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new AppError("NOT_FOUND");
  return id;
}

export function devMailboxRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  if (!deps.development) return;
  const { db } = deps.database;

  app.get("/api/v1/dev/mailbox", async (c) => {
    const to = c.req.query("to") || undefined;
    return c.json(await listOutbox(db, { limit: 50, to }), 200, PRIVATE);
  });

  app.get("/api/v1/dev/mailbox/:id", async (c) => {
    const email = await findOutboxEmail(db, emailId(c.req.param("id")));
    if (!email) throw new AppError("NOT_FOUND");
    return c.html(email.html, 200, { ...PRIVATE, "Content-Security-Policy": EMAIL_PAGE_CSP });
  });

  app.get("/api/v1/dev/mailbox/:id/text", async (c) => {
    const email = await findOutboxEmail(db, emailId(c.req.param("id")));
    if (!email) throw new AppError("NOT_FOUND");
    return c.text(email.text, 200, PRIVATE);
  });
}
