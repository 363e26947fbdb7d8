import { VALIDATION_MESSAGES } from "@shop/contracts";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, client, emailsTo, roomyLimits, signUpBody } from "./auth-helpers";
import { apiOn, TEST_ORIGIN } from "./helpers";

let database: TestDatabase;
let api: Api;
let http: ReturnType<typeof client>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database, { limits: roomyLimits() }).api;
  http = client(api);
});
afterAll(() => database?.close());

const userRow = async (email: string) =>
  (await database.pool.query("select * from users where email = $1", [email])).rows[0] as Record<string, unknown> | undefined;

describe("sign-up refusals", () => {
  it.each([
    ["another origin", "https://evil.example/en/warszawa/auth/verify-email"],
    ["a look-alike host", "http://shop.test.evil.example/en/warszawa/auth/verify-email"],
    ["credentials in the URL", "http://evil.example@shop.test/en/warszawa/auth/verify-email"],
    ["another page", `${TEST_ORIGIN}/en/warszawa/auth/password-restore/finish`],
    ["an unknown language", `${TEST_ORIGIN}/de/warszawa/auth/verify-email`],
    ["a longer path", `${TEST_ORIGIN}/en/warszawa/auth/verify-email/x`],
  ])("refuses a callbackUrl on %s, creating and sending nothing", async (_case, callbackUrl) => {
    const email = `callback-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await http.post("/api/v1/auth/sign-up", signUpBody(email, { callbackUrl }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, code: "CALLBACK_NOT_ALLOWED" });
    expect(await emailsTo(database, email)).toEqual([]);
    expect(await userRow(email)).toBeUndefined();
  });

  it.each([
    ["en", "User with entered e-mail already exists!"],
    ["uk", "Користувач із введеним e-mail уже існує!"],
    ["pl", "Użytkownik z podanym adresem e-mail już istnieje!"],
    ["ru", "Пользователь с введённым e-mail уже существует!"],
  ])("answers 409 in %s to an e-mail already taken", async (locale, message) => {
    await http.post("/api/v1/auth/sign-up", signUpBody("taken@example.com"));
    const response = await http.post("/api/v1/auth/sign-up", signUpBody(" Taken@Example.com"), { Locale: locale });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ statusCode: 409, code: "EMAIL_TAKEN", message });
    expect(await emailsTo(database, "taken@example.com")).toHaveLength(1);
  });

  it.each([
    ["en", "Passwords do not match"],
    ["ru", "Пароли не совпадают"],
  ])("says the passwords do not match (%s)", async (locale, message) => {
    const response = await http.post("/api/v1/auth/sign-up", signUpBody("typo@example.com", { repeatPassword: "violet-kettle-harbor" }), {
      Locale: locale,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "VALIDATION_FAILED", issues: [{ path: "repeatPassword", message }] });
  });

  it("refuses a common password, a short one and missing consents, in the request's language", async () => {
    const common = await http.post(
      "/api/v1/auth/sign-up",
      signUpBody("common@example.com", { password: "Sunshine1", repeatPassword: "Sunshine1" }),
    );
    expect(await common.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      issues: [{ path: "password", message: VALIDATION_MESSAGES.passwordTooCommon.en }],
    });
    const body = signUpBody("short@example.com", { password: "short", repeatPassword: "short", acceptTerms: false, adult: undefined });
    const refused = (await (await http.post("/api/v1/auth/sign-up", body, { Locale: "pl" })).json()) as { issues: unknown[] };
    expect(refused.issues).toEqual(
      expect.arrayContaining([
        { path: "password", message: VALIDATION_MESSAGES.passwordTooShort.pl },
        { path: "acceptTerms", message: VALIDATION_MESSAGES.mustAcceptTerms.pl },
        { path: "adult", message: VALIDATION_MESSAGES.mustBeAdult.pl },
      ]),
    );
    expect(await userRow("common@example.com")).toBeUndefined();
  });

  it("records who referred the new customer", async () => {
    await http.post("/api/v1/auth/sign-up", signUpBody("referrer@example.com"));
    const referrer = await userRow("referrer@example.com");
    const code = String(referrer?.referral_code).toLowerCase();
    await http.post("/api/v1/auth/sign-up", signUpBody("referred@example.com", { referralCode: code }));
    await http.post("/api/v1/auth/sign-up", signUpBody("unreferred@example.com", { referralCode: "NOSUCH00" }));
    expect((await userRow("referred@example.com"))?.referred_by).toBe(referrer?.id);
    expect((await userRow("unreferred@example.com"))?.referred_by).toBeNull();
  });

  it("lets only one of two simultaneous sign-ups with one e-mail through", async () => {
    const answers = await Promise.all([1, 2].map(() => http.post("/api/v1/auth/sign-up", signUpBody("race@example.com"))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await emailsTo(database, "race@example.com")).toHaveLength(1);
  });
});
