// The second factor (issue 35; ASVS 6.3.2, 6.4.3, 6.5.x): TOTP enrolment confirmed by a code, a used code refused,
// wrong codes limited, recovery codes hashed and single-use, the sign-in's second step and its tickets, a password
// reset that leaves the factor on, switching off, and an admin's audited removal.
import { createHash } from "node:crypto";
import { totpCode } from "@shop/db/demo-totp";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimits } from "../src/security/rate-limits";
import { client, lastToken, RESTORE_CALLBACK, roomyLimits } from "./auth-helpers";
import { type Api, caller, createUser, jsonOf, signIn, TEST_PASSWORD, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database, { limits: roomyLimits() }).api;
  call = caller(api);
});
afterAll(() => database?.close());

const NEXT_STEP = 30_000;

/** Enrols and confirms TOTP for the user's session; its secret and recovery codes. */
async function enrol(user: TestUser, token = user.token): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await call("POST", "/api/v1/auth/second-factor/totp", token);
  expect(started.status).toBe(200);
  const { secret } = await jsonOf(started);
  const confirmed = await call("POST", "/api/v1/auth/second-factor/totp/confirm", token, { code: totpCode(secret) });
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: (await jsonOf(confirmed)).recoveryCodes };
}

async function ticketOf(email: string): Promise<string> {
  const response = await client(api).post("/api/v1/auth/sign-in", { email, password: TEST_PASSWORD });
  expect(response.status).toBe(200);
  const body = await jsonOf(response);
  expect(body.accessToken).toBeUndefined();
  return body.secondStep.ticket;
}

const secondStep = (body: Record<string, unknown>) => call("POST", "/api/v1/auth/sign-in/second-step", null, body);

describe("TOTP enrolment", () => {
  it("shows a secret, a QR code and a URI, and switches on only once a code confirms it", async () => {
    const user = await createUser(database, "enrol");
    const started = await jsonOf(await call("POST", "/api/v1/auth/second-factor/totp", user.token));
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.uri).toMatch(new RegExp(`^otpauth://totp/.*secret=${started.secret}.*digits=6.*period=30`));
    expect(started.qrSvg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[^>]*>.*<path fill="#000" d="M/);
    expect((await jsonOf(await call("GET", "/api/v1/auth/second-factor", user.token))).totp).toBe("pending");
    // Pending: the password alone still signs in.
    expect(
      (await jsonOf(await client(api).post("/api/v1/auth/sign-in", { email: user.email, password: TEST_PASSWORD }))).accessToken,
    ).toBeTruthy();

    const wrong = await call("POST", "/api/v1/auth/second-factor/totp/confirm", user.token, {
      code: "000000" === totpCode(started.secret) ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    expect(await jsonOf(wrong)).toMatchObject({ code: "CODE_INVALID" });
    const confirmed = await call("POST", "/api/v1/auth/second-factor/totp/confirm", user.token, { code: totpCode(started.secret) });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = await jsonOf(confirmed);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    const status = await jsonOf(await call("GET", "/api/v1/auth/second-factor", user.token));
    expect(status).toMatchObject({ totp: "on", recoveryCodesLeft: 10, required: false });
    expect(status.sessionSecondFactorAt).not.toBeNull();
    // Kept as SHA-256 only.
    const stored = (await database.pool.query("select code_hash from recovery_codes where user_id = $1", [user.id])).rows.map(
      (r) => r.code_hash,
    );
    const sha = (code: string) => createHash("sha256").update(code.replace("-", "")).digest("hex");
    expect(stored.sort()).toEqual(recoveryCodes.map(sha).sort());
    // On: a second enrolment is refused until it is switched off.
    expect((await call("POST", "/api/v1/auth/second-factor/totp", user.token)).status).toBe(409);
  });

  it("limits wrong codes per account (429 with Retry-After), the right code too once over the limit", async () => {
    const limited = caller(apiOn(database, { limits: createRateLimits({ limits: { "second-factor": { points: 3, duration: 60 } } }) }).api);
    const user = await createUser(database, "limit");
    const { secret } = await jsonOf(await limited("POST", "/api/v1/auth/second-factor/totp", user.token));
    const bad = totpCode(secret) === "123456" ? "654321" : "123456";
    for (let i = 0; i < 3; i++)
      expect((await limited("POST", "/api/v1/auth/second-factor/totp/confirm", user.token, { code: bad })).status).toBe(400);
    const refused = await limited("POST", "/api/v1/auth/second-factor/totp/confirm", user.token, { code: totpCode(secret) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await jsonOf(await limited("GET", "/api/v1/auth/second-factor", user.token))).totp).toBe("pending");
  });
});

describe("the sign-in's second step", () => {
  it("answers a ticket instead of a token, and the code makes a session that has proved its second factor", async () => {
    const user = await createUser(database, "step");
    const { secret } = await enrol(user);
    const response = await jsonOf(await client(api).post("/api/v1/auth/sign-in", { email: user.email, password: TEST_PASSWORD }));
    expect(response.secondStep).toMatchObject({ methods: ["totp", "recovery"] });
    expect(Date.parse(response.secondStep.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(Date.parse(response.secondStep.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000 + 5_000);
    // The code that confirmed the enrolment was used: a replay is refused.
    const replay = await secondStep({ ticket: response.secondStep.ticket, code: totpCode(secret) });
    expect(await jsonOf(replay)).toMatchObject({ code: "CODE_INVALID" });
    const done = await secondStep({ ticket: response.secondStep.ticket, code: totpCode(secret, Date.now() + NEXT_STEP) });
    expect(done.status).toBe(200);
    const { accessToken } = await jsonOf(done);
    const status = await jsonOf(await call("GET", "/api/v1/auth/second-factor", accessToken));
    expect(Date.now() - Date.parse(status.sessionSecondFactorAt)).toBeLessThan(60_000);
    // The ticket was used.
    expect(
      await jsonOf(await secondStep({ ticket: response.secondStep.ticket, code: totpCode(secret, Date.now() + NEXT_STEP) })),
    ).toMatchObject({
      code: "TOKEN_INVALID",
    });
  });

  it("lets only one of two racing requests use a code", async () => {
    const user = await createUser(database, "race");
    const { secret } = await enrol(user);
    const tickets = [await ticketOf(user.email), await ticketOf(user.email)];
    const code = totpCode(secret, Date.now() + NEXT_STEP);
    const answers = await Promise.all(tickets.map((ticket) => secondStep({ ticket, code })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it("voids a ticket at the fifth wrong code, and an expired ticket is refused", async () => {
    const user = await createUser(database, "ticket");
    const { secret } = await enrol(user);
    const ticket = await ticketOf(user.email);
    const right = totpCode(secret, Date.now() + NEXT_STEP);
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect(await jsonOf(await secondStep({ ticket, code: wrong }))).toMatchObject({ code: "CODE_INVALID" });
    expect(await jsonOf(await secondStep({ ticket, code: right }))).toMatchObject({ code: "TOKEN_INVALID" });

    const late = await ticketOf(user.email);
    await database.pool.query(
      "update sign_in_tickets set expires_at = now() - interval '1 second' where user_id = $1 and used_at is null",
      [user.id],
    );
    expect(await jsonOf(await secondStep({ ticket: late, code: right }))).toMatchObject({ code: "TOKEN_INVALID" });
    expect(await jsonOf(await secondStep({ ticket: "not-a-ticket-at-all-0123456789", code: right }))).toMatchObject({
      code: "TOKEN_INVALID",
    });
  });

  it("takes each recovery code once; new codes void the old ones", async () => {
    const user = await createUser(database, "recovery");
    const { secret, recoveryCodes } = await enrol(user);
    const [first, second] = recoveryCodes as [string, string];
    expect((await secondStep({ ticket: await ticketOf(user.email), recoveryCode: first.toLowerCase() })).status).toBe(200);
    expect(await jsonOf(await secondStep({ ticket: await ticketOf(user.email), recoveryCode: first }))).toMatchObject({
      code: "CODE_INVALID",
    });
    expect((await jsonOf(await call("GET", "/api/v1/auth/second-factor", user.token))).recoveryCodesLeft).toBe(9);

    const renewed = await call("POST", "/api/v1/auth/second-factor/recovery-codes", user.token, {
      code: totpCode(secret, Date.now() + NEXT_STEP),
    });
    expect(renewed.status).toBe(200);
    const fresh = (await jsonOf(renewed)).recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(await jsonOf(await secondStep({ ticket: await ticketOf(user.email), recoveryCode: second }))).toMatchObject({
      code: "CODE_INVALID",
    });
    expect((await secondStep({ ticket: await ticketOf(user.email), recoveryCode: fresh[0] })).status).toBe(200);
  });

  it("stays on through a password reset, and a customer may switch it off with a code", async () => {
    const user = await createUser(database, "reset");
    const { secret } = await enrol(user);
    const http = client(api);
    expect((await http.post("/api/v1/password-restore/request", { email: user.email, callbackUrl: RESTORE_CALLBACK })).status).toBe(202);
    const token = await lastToken(database, user.email, "password-restore", RESTORE_CALLBACK);
    const password = "new-violet-lantern-77";
    expect((await http.post("/api/v1/password-restore", { token, password, repeatPassword: password })).status).toBe(200);
    const after = await jsonOf(await http.post("/api/v1/auth/sign-in", { email: user.email, password }));
    expect(after.secondStep).toBeDefined();
    expect(after.accessToken).toBeUndefined();

    const session = await signIn(database, user.id);
    expect((await call("POST", "/api/v1/auth/second-factor/off", session, { code: "12" })).status).toBe(400);
    expect((await call("POST", "/api/v1/auth/second-factor/off", session, { code: totpCode(secret, Date.now() + NEXT_STEP) })).status).toBe(
      204,
    );
    expect((await jsonOf(await http.post("/api/v1/auth/sign-in", { email: user.email, password }))).accessToken).toBeTruthy();
    expect((await database.pool.query("select count(*)::int as n from recovery_codes where user_id = $1", [user.id])).rows[0].n).toBe(0);
  });
});

describe("an admin's removal of a lost factor", () => {
  it("is a step-up action, audited, ends the sessions and e-mails the owner in their language", async () => {
    const admin = await createUser(database, "remover", { role: "staff", staffRole: "admin" });
    const owner = await createUser(database, "lost", { locale: "uk" });
    await enrol(owner);
    const path = `/api/v1/staff/customers/${owner.id}/second-factor/remove`;
    await database.pool.query("update sessions set second_factor_at = now() - interval '6 minutes' where user_id = $1", [admin.id]);
    const refused = await call("POST", path, admin.token);
    expect(refused.status).toBe(403);
    expect(await jsonOf(refused)).toMatchObject({ code: "STEP_UP_REQUIRED" });
    expect((await jsonOf(await call("GET", "/api/v1/auth/second-factor", owner.token))).totp).toBe("on");

    const fresh = await signIn(database, admin.id);
    expect((await call("POST", path, fresh)).status).toBe(204);
    expect((await call("GET", "/api/v1/auth/second-factor", owner.token)).status).toBe(401);
    const audit = await database.pool.query("select action, entity_id, before from audit_log where actor_user_id = $1", [admin.id]);
    expect(audit.rows).toEqual([{ action: "second-factor.remove", entity_id: String(owner.id), before: { totp: true, passkeys: 0 } }]);
    const mails = await database.pool.query("select kind, locale from emails where to_address = $1", [owner.email]);
    expect(mails.rows).toEqual([{ kind: "second-factor-removed", locale: "uk" }]);
    expect(
      (await jsonOf(await client(api).post("/api/v1/auth/sign-in", { email: owner.email, password: TEST_PASSWORD }))).accessToken,
    ).toBeTruthy();
  });
});
