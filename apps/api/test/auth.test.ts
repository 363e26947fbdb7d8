import { createHash } from "node:crypto";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimits } from "../src/security/rate-limits";
import {
  type Api,
  client,
  emailsTo,
  lastToken,
  linkIn,
  PASSWORD,
  roomyLimits,
  signIn,
  signUpBody,
  VERIFY_CALLBACK,
  verifiedAccount,
} from "./auth-helpers";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: Api;
let http: ReturnType<typeof client>;
let mailWakeUps = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database, { limits: roomyLimits(), mailQueued: () => mailWakeUps++ }).api;
  http = client(api);
});
afterAll(() => database?.close());

const userRow = async (email: string) =>
  (await database.pool.query("select * from users where email = $1", [email])).rows[0] as Record<string, unknown> | undefined;

describe("sign-up, verification, sign-in, identity and log out", () => {
  it("goes from a new account to a session and back out", async () => {
    const wakeUps = mailWakeUps;
    const response = await http.post("/api/v1/auth/sign-up", signUpBody("  Ada.Lovelace@Example.COM "), { Locale: "uk" });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(mailWakeUps).toBe(wakeUps + 1);

    const email = "ada.lovelace@example.com";
    const user = await userRow(email);
    expect(user).toMatchObject({ locale: "uk", terms_version: "2026-11-01", email_verified_at: null, role: "customer" });
    expect(user?.referral_code).toMatch(/^[A-Z0-9]{8}$/);
    expect(user?.terms_accepted_at).toBeInstanceOf(Date);
    expect(user?.adult_confirmed_at).toBeInstanceOf(Date);
    expect(String(user?.password_hash)).toMatch(/^\$argon2id\$/);

    const [mail, ...more] = await emailsTo(database, email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: "verify-email", locale: "uk" });
    const { token } = linkIn(mail, VERIFY_CALLBACK);

    const early = await http.post("/api/v1/auth/sign-in", { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ statusCode: 403, code: "EMAIL_NOT_VERIFIED" });

    const verified = await http.post("/api/v1/auth/verify", { token });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ ok: true });

    const signedIn = await http.post("/api/v1/auth/sign-in", { email: "ADA.LOVELACE@example.com", password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const session = (await signedIn.json()) as { accessToken: string; expiresAt: string };
    expect(session.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(session.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const sha = createHash("sha256").update(session.accessToken).digest("hex");
    const stored = await database.pool.query("select token_hash from sessions where user_id = $1", [user?.id]);
    expect(stored.rows).toEqual([{ token_hash: sha }]);

    const iam = await http.get("/api/v1/auth/iam", http.bearer(session.accessToken));
    expect(iam.status).toBe(200);
    expect(await iam.json()).toMatchObject({ id: user?.id, email, firstName: "Ada", locale: "uk", business: { status: "none" } });

    const out = await http.post("/api/v1/auth/sign-out", undefined, http.bearer(session.accessToken));
    expect(out.status).toBe(204);
    const after = await http.get("/api/v1/auth/iam", http.bearer(session.accessToken));
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ statusCode: 401, code: "UNAUTHORIZED" });
    expect((await http.post("/api/v1/auth/sign-out", undefined, http.bearer(session.accessToken))).status).toBe(401);
  });

  it("answers 401 to the identity call without a live session", async () => {
    expect((await http.get("/api/v1/auth/iam")).status).toBe(401);
    expect((await http.get("/api/v1/auth/iam", http.bearer("x".repeat(43)))).status).toBe(401);
  });

  it("refuses a verification token used once already, or expired", async () => {
    await http.post("/api/v1/auth/sign-up", signUpBody("twice@example.com"));
    const token = await lastToken(database, "twice@example.com", "verify-email", VERIFY_CALLBACK);
    expect((await http.post("/api/v1/auth/verify", { token })).status).toBe(200);
    const again = await http.post("/api/v1/auth/verify", { token }, { Locale: "pl" });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ statusCode: 400, code: "TOKEN_INVALID", message: "Ten link jest już nieważny. Poproś o nowy." });

    await http.post("/api/v1/auth/sign-up", signUpBody("late@example.com"));
    const late = await lastToken(database, "late@example.com", "verify-email", VERIFY_CALLBACK);
    await database.pool.query(
      "update account_tokens set expires_at = now() - interval '1 second' where user_id = (select id from users where email = $1)",
      ["late@example.com"],
    );
    expect(await (await http.post("/api/v1/auth/verify", { token: late })).json()).toMatchObject({ code: "TOKEN_INVALID" });
    expect((await http.post("/api/v1/auth/sign-in", { email: "late@example.com", password: PASSWORD })).status).toBe(403);
  });

  it("signs in with neither an unknown e-mail nor a wrong password, alike", async () => {
    await verifiedAccount(api, database, "known@example.com");
    const unknown = await http.post("/api/v1/auth/sign-in", { email: "nobody@example.com", password: PASSWORD });
    const wrong = await http.post("/api/v1/auth/sign-in", { email: "known@example.com", password: "not-the-password" });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });
});

describe("rate limits", () => {
  it("answers 429 in the error shape with Retry-After; a successful sign-in clears the count", async () => {
    await verifiedAccount(api, database, "limited@example.com");
    const limited = client(apiOn(database, { limits: createRateLimits({ limits: { "sign-in": { points: 2, duration: 60 } } }) }).api);
    const attempt = (password: string, email = "limited@example.com") => limited.post("/api/v1/auth/sign-in", { email, password });
    expect((await attempt("wrong-password-1")).status).toBe(401);
    expect((await attempt(PASSWORD)).status).toBe(200);
    expect((await attempt("wrong-password-2")).status).toBe(401);
    expect((await attempt("wrong-password-3")).status).toBe(401);
    const refused = await attempt(PASSWORD);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      statusCode: 429,
      code: "TOO_MANY_REQUESTS",
      message: "Too many requests. Please try again later.",
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect((await attempt("wrong-password", "other@example.com")).status).toBe(401);
  });
});

describe("password spraying", () => {
  it("stops one address trying many e-mails, leaves other addresses alone, and gives a success back", async () => {
    await verifiedAccount(api, database, "sprayed@example.com");
    const limits = createRateLimits({ limits: { "sign-in-address": { points: 5, duration: 60 } } });
    const sprayer = apiOn(database, { limits }).api;
    const attempt = (email: string, password: string, ip = "203.0.113.7") =>
      sprayer.request("/api/v1/auth/sign-in", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({ email, password }),
      });
    // A success does not count against the address.
    expect((await attempt("sprayed@example.com", PASSWORD)).status).toBe(200);
    for (let n = 1; n <= 5; n++) expect((await attempt(`victim-${n}@example.com`, "Summer2026!")).status).toBe(401);
    const refused = await attempt("victim-6@example.com", "Summer2026!");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Even the right password of a real account waits now, from that address only.
    expect((await attempt("sprayed@example.com", PASSWORD)).status).toBe(429);
    expect((await attempt("sprayed@example.com", PASSWORD, "198.51.100.9")).status).toBe(200);
  });
});

describe("a new verification link", () => {
  it("answers alike for unknown, verified and unverified e-mails; only the last gets a link, the old one dies", async () => {
    await verifiedAccount(api, database, "done@example.com");
    await http.post("/api/v1/auth/sign-up", signUpBody("pending@example.com"));
    const first = await lastToken(database, "pending@example.com", "verify-email", VERIFY_CALLBACK);
    const answers = [];
    for (const email of ["ghost@example.com", "done@example.com", "pending@example.com"]) {
      const response = await http.post("/api/v1/auth/verify/resend", { email, callbackUrl: VERIFY_CALLBACK });
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers).toEqual(Array(3).fill({ status: 202, body: { ok: true } }));
    expect(await emailsTo(database, "ghost@example.com")).toEqual([]);
    expect(await emailsTo(database, "done@example.com")).toHaveLength(1);
    const second = await lastToken(database, "pending@example.com", "verify-email", VERIFY_CALLBACK);
    expect(second).not.toBe(first);
    expect((await http.post("/api/v1/auth/verify", { token: first })).status).toBe(400);
    expect((await http.post("/api/v1/auth/verify", { token: second })).status).toBe(200);
    expect(await signIn(api, "pending@example.com")).toBeTruthy();
    const foreign = await http.post("/api/v1/auth/verify/resend", { email: "pending@example.com", callbackUrl: "https://evil.example/" });
    expect(await foreign.json()).toMatchObject({ code: "CALLBACK_NOT_ALLOWED" });
  });
});

describe("the OpenAPI document", () => {
  it("describes every auth call", async () => {
    const doc = (await (await api.request("/api/v1/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    for (const path of ["iam", "sign-in", "sign-up", "verify", "verify/resend", "sign-out"]) {
      expect(doc.paths).toHaveProperty([`/api/v1/auth/${path}`]);
    }
  });
});
