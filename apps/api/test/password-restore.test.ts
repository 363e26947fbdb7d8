import { VALIDATION_MESSAGES } from "@shop/contracts";
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
  RESTORE_CALLBACK,
  roomyLimits,
  signIn,
  signUpBody,
  verifiedAccount,
} from "./auth-helpers";
import { apiOn, TEST_ORIGIN } from "./helpers";

const NEW_PASSWORD = "amber-lantern-orchard";

let database: TestDatabase;
let api: Api;
let http: ReturnType<typeof client>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database, { limits: roomyLimits() }).api;
  http = client(api);
});
afterAll(() => database?.close());

const requestRestore = (email: string, callbackUrl = RESTORE_CALLBACK, headers: Record<string, string> = {}) =>
  http.post("/api/v1/password-restore/request", { email, callbackUrl }, headers);
const isValid = async (token: string) =>
  (await (await http.get(`/api/v1/password-restore/is-valid?${new URLSearchParams({ token })}`)).json()) as { valid: boolean };
const restore = (token: string, password = NEW_PASSWORD, repeatPassword = password, headers: Record<string, string> = {}) =>
  http.post("/api/v1/password-restore", { token, password, repeatPassword }, headers);
const restoreToken = (email: string) => lastToken(database, email, "password-restore", RESTORE_CALLBACK);

/** What a caller can see of an answer: status, body and headers (but the per-request ones). */
async function visible(response: Response) {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !["x-request-id", "date"].includes(name)));
  return { status: response.status, body: await response.json(), headers };
}

describe("a restore request", () => {
  beforeAll(() => verifiedAccount(api, database, "known@example.com"));

  it("answers an unknown e-mail exactly like a known one, in about the same time, and queues nothing for it", async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await requestRestore(email);
      return { answer: await visible(response), ms: performance.now() - started };
    };
    const known = await timed("known@example.com");
    const unknown = await timed("unknown@example.com");
    expect(unknown.answer).toEqual(known.answer);
    expect(known.answer).toMatchObject({
      status: 202,
      body: { ok: true },
      headers: { "referrer-policy": "no-referrer", "cache-control": "no-store" },
    });
    expect(Math.min(known.ms, unknown.ms)).toBeGreaterThanOrEqual(290);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(150);
    expect(await emailsTo(database, "unknown@example.com")).toEqual([]);
    const mails = (await emailsTo(database, "known@example.com")).filter((mail) => mail.kind === "password-restore");
    expect(mails).toHaveLength(1);
    expect(linkIn(mails[0], RESTORE_CALLBACK).link.pathname).toBe("/pl/krakow/auth/password-restore/finish");
  });

  it.each([
    ["another origin", "https://evil.example/pl/krakow/auth/password-restore/finish"],
    ["the verification page", `${TEST_ORIGIN}/pl/krakow/auth/verify-email`],
    ["the restore request page", `${TEST_ORIGIN}/pl/krakow/auth/password-restore`],
  ])("refuses a callbackUrl on %s and sends nothing", async (_case, callbackUrl) => {
    const before = await emailsTo(database, "known@example.com");
    const response = await requestRestore("known@example.com", callbackUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, code: "CALLBACK_NOT_ALLOWED" });
    expect(await emailsTo(database, "known@example.com")).toEqual(before);
  });

  it("keeps the callback's query and makes earlier links stop working", async () => {
    await verifiedAccount(api, database, "twice@example.com");
    await requestRestore("twice@example.com");
    const first = await restoreToken("twice@example.com");
    await requestRestore("twice@example.com", `${RESTORE_CALLBACK}?from=mail&token=forged`);
    const [mail] = (await emailsTo(database, "twice@example.com")).filter((email) => email.kind === "password-restore").slice(-1);
    const { link, token } = linkIn(mail, RESTORE_CALLBACK);
    expect(link.searchParams.get("from")).toBe("mail");
    expect(link.searchParams.getAll("token")).toEqual([token]);
    expect(await isValid(first)).toEqual({ valid: false });
    expect(await isValid(token)).toEqual({ valid: true });
  });

  it("is limited per e-mail, with the same answer whether it exists or not", async () => {
    const limited = client(
      apiOn(database, { limits: createRateLimits({ limits: { "password-restore": { points: 1, duration: 60 } } }) }).api,
    );
    const ask = (email: string, ip: string) =>
      limited.post("/api/v1/password-restore/request", { email, callbackUrl: RESTORE_CALLBACK }, { "x-forwarded-for": ip });
    for (const email of ["known@example.com", "nobody@example.com"]) {
      expect((await ask(email, `10.0.0.${email.length}`)).status).toBe(202);
      const refused = await ask(email, "10.0.1.1, 192.168.0.1");
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ statusCode: 429, code: "TOO_MANY_REQUESTS" });
      expect(refused.headers.get("retry-after")).toMatch(/^[1-9][0-9]*$/);
    }
  });
});

describe("finishing a restore", () => {
  it("sets the password, uses the link up and signs the account out everywhere", async () => {
    const email = "restore@example.com";
    const sessions = [await verifiedAccount(api, database, email), await signIn(api, email)];
    await requestRestore(email);
    const token = await restoreToken(email);
    const check = await http.get(`/api/v1/password-restore/is-valid?token=${token}`);
    expect(await check.json()).toEqual({ valid: true });
    expect(check.headers.get("referrer-policy")).toBe("no-referrer");
    expect(await isValid(token)).toEqual({ valid: true });

    const done = await restore(token);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ ok: true });
    expect([done.headers.get("referrer-policy"), done.headers.get("cache-control")]).toEqual(["no-referrer", "no-store"]);
    expect(await isValid(token)).toEqual({ valid: false });
    for (const session of sessions) expect((await http.get("/api/v1/auth/iam", http.bearer(session))).status).toBe(401);
    expect((await http.post("/api/v1/auth/sign-in", { email, password: PASSWORD })).status).toBe(401);
    const fresh = await signIn(api, email, NEW_PASSWORD);
    expect((await http.get("/api/v1/auth/iam", http.bearer(fresh))).status).toBe(200);

    const again = await restore(token, "another-fine-password");
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ statusCode: 400, code: "TOKEN_INVALID" });
  });

  it("verifies the e-mail of an account that never followed its verification link", async () => {
    await http.post("/api/v1/auth/sign-up", signUpBody("unverified@example.com"));
    expect((await http.post("/api/v1/auth/sign-in", { email: "unverified@example.com", password: PASSWORD })).status).toBe(403);
    await requestRestore("unverified@example.com");
    expect((await restore(await restoreToken("unverified@example.com"))).status).toBe(200);
    expect(await signIn(api, "unverified@example.com", NEW_PASSWORD)).toBeTruthy();
  });

  it("lets exactly one of two simultaneous uses of a link succeed", async () => {
    await verifiedAccount(api, database, "race@example.com");
    await requestRestore("race@example.com");
    const token = await restoreToken("race@example.com");
    const answers = await Promise.all([restore(token, "first-racer-password"), restore(token, "second-racer-password")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers[0]?.status === 200 ? "first-racer-password" : "second-racer-password";
    expect(await signIn(api, "race@example.com", winner)).toBeTruthy();
  });

  it("refuses an expired link", async () => {
    await verifiedAccount(api, database, "expired@example.com");
    await requestRestore("expired@example.com");
    const token = await restoreToken("expired@example.com");
    await database.pool.query(
      "update account_tokens set expires_at = now() - interval '1 second' where user_id = (select id from users where email = $1)",
      ["expired@example.com"],
    );
    expect(await isValid(token)).toEqual({ valid: false });
    expect(await (await restore(token)).json()).toMatchObject({ code: "TOKEN_INVALID" });
    expect(await isValid("no-such-token")).toEqual({ valid: false });
    expect(await (await http.get("/api/v1/password-restore/is-valid")).json()).toEqual({ valid: false });
  });

  it("checks the new password before using the link up", async () => {
    await verifiedAccount(api, database, "rules@example.com");
    await requestRestore("rules@example.com");
    const token = await restoreToken("rules@example.com");
    const mismatch = await restore(token, NEW_PASSWORD, "amber-lantern-orchid", { Locale: "uk" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      issues: [{ path: "repeatPassword", message: VALIDATION_MESSAGES.passwordsDoNotMatch.uk }],
    });
    const common = await restore(token, "qwerty123456");
    expect(await common.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      issues: [{ path: "password", message: VALIDATION_MESSAGES.passwordTooCommon.en }],
    });
    expect(await isValid(token)).toEqual({ valid: true });
    expect((await restore(token)).status).toBe(200);
  });
});
