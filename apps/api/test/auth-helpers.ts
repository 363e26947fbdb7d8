// Accounts through the API as a customer meets them: sign up, read the e-mail's link, verify, sign in.
import type { Database } from "@shop/db";
import { expect } from "vitest";
import type { RateLimits } from "../src";
import { createRateLimits } from "../src/security/rate-limits";
import { type apiOn, TEST_ORIGIN } from "./helpers";

export const VERIFY_CALLBACK = `${TEST_ORIGIN}/en/warszawa/auth/verify-email`;
export const RESTORE_CALLBACK = `${TEST_ORIGIN}/pl/krakow/auth/password-restore/finish`;
export const PASSWORD = "violet-kettle-harbour";

/** Limits high enough for a test file's many calls from one address (the limit tests build their own). */
export const roomyLimits = (): RateLimits =>
  createRateLimits({
    limits: {
      "sign-up": { points: 1000, duration: 60 },
      "sign-in": { points: 1000, duration: 60 },
      "sign-in-address": { points: 1000, duration: 60 },
      "password-restore": { points: 1000, duration: 60 },
      "verify-resend": { points: 1000, duration: 60 },
    },
  });

export type Api = ReturnType<typeof apiOn>["api"];

export function client(api: Api) {
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    api.request(path, {
      method,
      headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    post: (path: string, body?: unknown, headers?: Record<string, string>) => send("POST", path, body, headers),
    get: (path: string, headers?: Record<string, string>) => send("GET", path, undefined, headers),
    bearer: (token: string) => ({ authorization: `Bearer ${token}` }),
  };
}

export const signUpBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  repeatPassword: PASSWORD,
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "+48 600 100 200",
  acceptTerms: true,
  adult: true,
  callbackUrl: VERIFY_CALLBACK,
  ...overrides,
});

export interface QueuedEmailRow {
  to_address: string;
  kind: string;
  locale: string;
  subject: string;
  text: string;
}

export async function emailsTo(database: Database, address: string): Promise<QueuedEmailRow[]> {
  const { rows } = await database.pool.query<QueuedEmailRow>(
    "select to_address, kind, locale, subject, text from emails where to_address = $1 order by id",
    [address],
  );
  return rows;
}

/** The link of an e-mail's plain text that leads to `callback`, and its token. */
export function linkIn(email: QueuedEmailRow | undefined, callback: string): { link: URL; token: string } {
  const found = email?.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(`${callback}?`));
  expect(found, `a link to ${callback} in ${email?.text}`).toBeDefined();
  const link = new URL(found as string);
  const token = link.searchParams.get("token");
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { link, token: token as string };
}

/** The token of the last e-mail of this kind to the address. */
export async function lastToken(database: Database, address: string, kind: string, callback: string): Promise<string> {
  const emails = (await emailsTo(database, address)).filter((email) => email.kind === kind);
  return linkIn(emails.at(-1), callback).token;
}

/** A verified account; returns a fresh access token of it. */
export async function verifiedAccount(api: Api, database: Database, email: string, password = PASSWORD): Promise<string> {
  const http = client(api);
  expect((await http.post("/api/v1/auth/sign-up", signUpBody(email, { password, repeatPassword: password }))).status).toBe(201);
  const token = await lastToken(database, email, "verify-email", VERIFY_CALLBACK);
  expect((await http.post("/api/v1/auth/verify", { token })).status).toBe(200);
  return signIn(api, email, password);
}

export async function signIn(api: Api, email: string, password = PASSWORD): Promise<string> {
  const response = await client(api).post("/api/v1/auth/sign-in", { email, password });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}
