// Passkeys (issue 35; docs/accounts.md "Passkeys"): registering one (the first factor comes with recovery codes),
// the sign-in's second step and step-up with one, a sign-in without a password (user verification required), each
// challenge used once, a cloned authenticator's counter refused, answers from another origin refused, removal (a
// customer's last factor switches two-step sign-in off; staff keep one), and staff enrolling with a passkey.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, roomyLimits } from "./auth-helpers";
import { type Api, caller, createUser, jsonOf, signIn, TEST_PASSWORD, type TestUser } from "./cabinet-fixture";
import { apiOn, TEST_ORIGIN } from "./helpers";
import { SoftAuthenticator } from "./soft-authenticator";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database, { limits: roomyLimits() }).api;
  call = caller(api);
});
afterAll(() => database?.close());

/** Registers a passkey of `authenticator` for the user's session; what the API answered. */
async function register(user: TestUser, authenticator: SoftAuthenticator, name = "Laptop", token = user.token) {
  const started = await call("POST", "/api/v1/auth/passkeys/registration-options", token, {});
  expect(started.status).toBe(200);
  const { options } = await jsonOf(started);
  const added = await call("POST", "/api/v1/auth/passkeys", token, { name, response: authenticator.register(options) });
  expect(added.status).toBe(201);
  return jsonOf(added);
}

const options = async (body: Record<string, unknown>, token: string | null = null) => {
  const response = await call("POST", "/api/v1/auth/passkeys/authentication-options", token, body);
  return { status: response.status, body: await jsonOf(response) };
};

async function ticketOf(email: string): Promise<{ ticket: string; methods: string[] }> {
  const body = await jsonOf(await client(api).post("/api/v1/auth/sign-in", { email, password: TEST_PASSWORD }));
  expect(body.accessToken).toBeUndefined();
  return body.secondStep;
}

const identity = async (token: string) => (await call("GET", "/api/v1/auth/iam", token)).status;

describe("registering a passkey", () => {
  it("makes it the account's first factor: recovery codes, a second step at sign-in, and it is listed by name", async () => {
    const user = await createUser(database, "pk-first");
    const authenticator = new SoftAuthenticator(TEST_ORIGIN);
    const started = await jsonOf(await call("POST", "/api/v1/auth/passkeys/registration-options", user.token, {}));
    expect(started.options).toMatchObject({
      rp: { id: "shop.test" },
      user: { name: user.email },
      authenticatorSelection: { residentKey: "required" },
    });
    const added = await jsonOf(
      await call("POST", "/api/v1/auth/passkeys", user.token, { name: " Work laptop ", response: authenticator.register(started.options) }),
    );
    expect(added.passkey).toMatchObject({ name: "Work laptop", lastUsedAt: null });
    expect(added.recoveryCodes).toHaveLength(10);
    expect(await jsonOf(await call("GET", "/api/v1/auth/second-factor", user.token))).toMatchObject({
      totp: "off",
      passkeys: 1,
      recoveryCodesLeft: 10,
    });
    const second = await register(user, new SoftAuthenticator(TEST_ORIGIN), "Phone");
    expect(second.recoveryCodes).toBeUndefined();
    const listed = await jsonOf(await call("GET", "/api/v1/auth/passkeys", user.token));
    expect(listed.items.map((key: { name: string }) => key.name)).toEqual(["Work laptop", "Phone"]);
    expect((await ticketOf(user.email)).methods).toEqual(["passkey", "recovery"]);
  });

  it("refuses an answer to another challenge, from another origin, or used twice, and keeps nothing of it", async () => {
    const user = await createUser(database, "pk-bad");
    const authenticator = new SoftAuthenticator(TEST_ORIGIN);
    const { options: first } = await jsonOf(await call("POST", "/api/v1/auth/passkeys/registration-options", user.token, {}));
    const phished = await call("POST", "/api/v1/auth/passkeys", user.token, {
      name: "Key",
      response: authenticator.register(first, { origin: "https://shop-test.example" }),
    });
    expect(phished.status).toBe(400);
    expect(await jsonOf(phished)).toMatchObject({ code: "PASSKEY_INVALID" });
    const unknown = await call("POST", "/api/v1/auth/passkeys", user.token, {
      name: "Key",
      response: authenticator.register(first, { challenge: "bm90LWEtY2hhbGxlbmdlLW9mLW91cnM" }),
    });
    expect(unknown.status).toBe(400);
    const answer = authenticator.register(first);
    expect((await call("POST", "/api/v1/auth/passkeys", user.token, { name: "Key", response: answer })).status).toBe(201);
    const again = await call("POST", "/api/v1/auth/passkeys", user.token, { name: "Key", response: answer });
    expect(again.status).toBe(400);
    expect((await jsonOf(await call("GET", "/api/v1/auth/passkeys", user.token))).items).toHaveLength(1);
    // Bad input: a name too long, an origin that is not the shop's.
    const { options: next } = await jsonOf(await call("POST", "/api/v1/auth/passkeys/registration-options", user.token, {}));
    const long = await call("POST", "/api/v1/auth/passkeys", user.token, { name: "x".repeat(61), response: authenticator.register(next) });
    expect(long.status).toBe(400);
    expect(await jsonOf(long)).toMatchObject({ code: "VALIDATION_FAILED" });
    expect((await call("POST", "/api/v1/auth/passkeys/registration-options", user.token, { origin: "https://evil.example" })).status).toBe(
      400,
    );
  });

  it("needs a session that proved a factor once the account has one", async () => {
    const user = await createUser(database, "pk-proof");
    await register(user, new SoftAuthenticator(TEST_ORIGIN));
    const passwordOnly = await signIn(database, user.id, { passwordOnly: true });
    const refused = await call("POST", "/api/v1/auth/passkeys/registration-options", passwordOnly, {});
    expect(refused.status).toBe(403);
    expect(await jsonOf(refused)).toMatchObject({ code: "STEP_UP_REQUIRED" });
    expect((await call("POST", "/api/v1/auth/passkeys/registration-options", null, {})).status).toBe(401);
  });
});

describe("signing in with a passkey", () => {
  it("completes the second step once per answer, also when two requests race", async () => {
    const user = await createUser(database, "pk-step");
    const authenticator = new SoftAuthenticator(TEST_ORIGIN);
    await register(user, authenticator);
    const { ticket } = await ticketOf(user.email);
    const asked = await options({ ticket });
    expect(asked.status).toBe(200);
    expect(asked.body.options.allowCredentials.map((entry: { id: string }) => entry.id)).toEqual([
      authenticator.credentials[0]?.id.toString("base64url"),
    ]);
    const passkey = authenticator.authenticate(asked.body.options);
    const answers = await Promise.all([0, 1].map(() => call("POST", "/api/v1/auth/sign-in/second-step", null, { ticket, passkey })));
    expect(answers.map((response) => response.status).sort()).toEqual([200, 400]);
    const token = (await jsonOf(answers.find((response) => response.status === 200) as Response)).accessToken;
    expect(await identity(token)).toBe(200);
    expect((await jsonOf(await call("GET", "/api/v1/auth/second-factor", token))).sessionSecondFactorAt).not.toBeNull();
    // The same answer with a new ticket: its challenge was used.
    const replay = await call("POST", "/api/v1/auth/sign-in/second-step", null, { ...(await ticketOf(user.email)), passkey });
    expect(await jsonOf(replay)).toMatchObject({ code: "PASSKEY_INVALID" });
    const listed = await jsonOf(await call("GET", "/api/v1/auth/passkeys", token));
    expect(listed.items[0].lastUsedAt).not.toBeNull();
  });

  it("takes no passkey of another account for the second step", async () => {
    const owner = await createUser(database, "pk-owner");
    const other = await createUser(database, "pk-other");
    await register(owner, new SoftAuthenticator(TEST_ORIGIN));
    const thief = new SoftAuthenticator(TEST_ORIGIN);
    await register(other, thief);
    const { ticket } = await ticketOf(owner.email);
    const asked = await options({ ticket });
    const passkey = thief.authenticate({ ...asked.body.options, allowCredentials: [] }, { credential: thief.credentials[0] });
    const response = await call("POST", "/api/v1/auth/sign-in/second-step", null, { ticket, passkey });
    expect(await jsonOf(response)).toMatchObject({ code: "PASSKEY_INVALID" });
    expect((await options({ ticket: "no-such-ticket" })).body).toMatchObject({ code: "TOKEN_INVALID" });
    const bare = await createUser(database, "pk-none");
    expect((await options({}, bare.token)).body).toMatchObject({ code: "NO_PASSKEY" });
  });

  it("signs in without a password when the passkey verified its owner", async () => {
    const user = await createUser(database, "pk-nopass");
    const authenticator = new SoftAuthenticator(TEST_ORIGIN);
    await register(user, authenticator);
    const asked = await options({});
    expect(asked.body.options).toMatchObject({ rpId: "shop.test", userVerification: "required" });
    expect(asked.body.options.allowCredentials ?? []).toEqual([]);
    const signedIn = await call("POST", "/api/v1/auth/sign-in/passkey", null, { passkey: authenticator.authenticate(asked.body.options) });
    expect(signedIn.status).toBe(200);
    const { accessToken } = await jsonOf(signedIn);
    expect(await jsonOf(await call("GET", "/api/v1/auth/iam", accessToken))).toMatchObject({ email: user.email });

    // Without user verification, from another origin, or with a counter gone back (a cloned authenticator): refused.
    const unverified = new SoftAuthenticator(TEST_ORIGIN, { userVerified: false });
    const other = await createUser(database, "pk-nouv");
    await register(other, unverified);
    const noUv = await call("POST", "/api/v1/auth/sign-in/passkey", null, {
      passkey: unverified.authenticate((await options({})).body.options),
    });
    expect(await jsonOf(noUv)).toMatchObject({ code: "PASSKEY_INVALID" });
    const phished = authenticator.authenticate((await options({})).body.options, { origin: "https://shop-test.example" });
    expect(await jsonOf(await call("POST", "/api/v1/auth/sign-in/passkey", null, { passkey: phished }))).toMatchObject({
      code: "PASSKEY_INVALID",
    });
    const cloned = authenticator.authenticate((await options({})).body.options, { counter: 1 });
    expect(await jsonOf(await call("POST", "/api/v1/auth/sign-in/passkey", null, { passkey: cloned }))).toMatchObject({
      code: "PASSKEY_INVALID",
    });
    // A ceremony made for an account's second step is not one for a sign-in without a password.
    const { ticket } = await ticketOf(user.email);
    const forStep = authenticator.authenticate((await options({ ticket })).body.options);
    expect((await call("POST", "/api/v1/auth/sign-in/passkey", null, { passkey: forStep })).status).toBe(400);

    await database.pool.query("update users set blocked_at = now(), blocked_reason = 'test' where id = $1", [user.id]);
    const blocked = await call("POST", "/api/v1/auth/sign-in/passkey", null, {
      passkey: authenticator.authenticate((await options({})).body.options),
    });
    expect(await jsonOf(blocked)).toMatchObject({ code: "ACCOUNT_BLOCKED" });
  });
});

describe("step-up and removal", () => {
  it("steps up with a passkey, and a customer's last passkey going switches two-step sign-in off", async () => {
    const user = await createUser(database, "pk-remove");
    const authenticator = new SoftAuthenticator(TEST_ORIGIN);
    const { passkey } = await register(user, authenticator);
    const passkeyAnswer = authenticator.authenticate((await options({}, user.token)).body.options);
    const stepped = await call("POST", "/api/v1/auth/step-up", user.token, { passkey: passkeyAnswer });
    expect(stepped.status).toBe(200);
    expect((await jsonOf(stepped)).stepUpUntil).toBeTruthy();

    const stranger = await createUser(database, "pk-stranger");
    expect((await call("DELETE", `/api/v1/auth/passkeys/${passkey.id}`, stranger.token)).status).toBe(404);
    expect((await call("DELETE", `/api/v1/auth/passkeys/${passkey.id}`, user.token)).status).toBe(204);
    expect(await jsonOf(await call("GET", "/api/v1/auth/second-factor", user.token))).toMatchObject({ passkeys: 0, recoveryCodesLeft: 0 });
    const plain = await jsonOf(await client(api).post("/api/v1/auth/sign-in", { email: user.email, password: TEST_PASSWORD }));
    expect(plain.accessToken).toBeTruthy();
  });

  it("lets staff enrol with a passkey and never remove their last factor", async () => {
    const staff = await createUser(database, "pk-staff", { role: "staff", staffRole: "admin" });
    const passwordOnly = await signIn(database, staff.id, { passwordOnly: true });
    expect(await jsonOf(await call("GET", "/api/v1/staff/dashboard", passwordOnly))).toMatchObject({ code: "SECOND_FACTOR_REQUIRED" });
    const { passkey, recoveryCodes } = await register(staff, new SoftAuthenticator(TEST_ORIGIN), "YubiKey", passwordOnly);
    expect(recoveryCodes).toHaveLength(10);
    expect((await call("GET", "/api/v1/staff/dashboard", passwordOnly)).status).toBe(200);
    const last = await call("DELETE", `/api/v1/auth/passkeys/${passkey.id}`, passwordOnly);
    expect(last.status).toBe(409);
    expect((await jsonOf(await call("GET", "/api/v1/auth/passkeys", passwordOnly))).items).toHaveLength(1);
  });
});
