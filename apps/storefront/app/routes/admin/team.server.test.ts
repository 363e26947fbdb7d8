import { type CurrentUser, ERROR_MESSAGES, STOREFRONT_RUNTIME_KEY, type StorefrontRuntime } from "@shop/contracts";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { createSession, sessionContext } from "../../lib/auth.server";
import { shopContext } from "../../lib/shop-context";
import { teamAction } from "./team.server";

const TOKEN = "staff-token-0000000000000";
const admin = { id: 1, firstName: "Anna", role: "staff", staffRole: "admin", business: { status: "none", kind: null } } as CurrentUser;
let caller: CurrentUser;
/** Whether the session proved a second factor within the last 5 minutes (the API's step-up window). */
let steppedUp: boolean;
/** What the API answers a team change with once stepped up. */
let teamAnswer: () => Response;
const calls: Array<{ call: string; body: unknown }> = [];

const json = (body: unknown, status = 200) => Response.json(body, { status });
const error = (status: number, code: string, message: string) => json({ statusCode: status, message, code }, status);

beforeEach(() => {
  calls.length = 0;
  caller = admin;
  steppedUp = false;
  teamAnswer = () => json({ id: 7 });
  const runtime: StorefrontRuntime = {
    apiBase: "",
    inProcessApi: async (request: Request) => {
      const path = new URL(request.url).pathname;
      const text = await request.text();
      calls.push({ call: `${request.method} ${path}`, body: text ? JSON.parse(text) : undefined });
      if (request.headers.get("authorization") !== `Bearer ${TOKEN}`) return error(401, "UNAUTHORIZED", "Please sign in");
      if (path === "/api/v1/auth/iam") return json(caller);
      if (path === "/api/v1/auth/second-factor") return json({ totp: "on", passkeys: 0, recoveryCodesLeft: 10, required: true });
      if (path === "/api/v1/auth/step-up") {
        if ((JSON.parse(text) as { code?: string }).code !== "123456") return error(400, "CODE_INVALID", "The code is wrong.");
        steppedUp = true;
        return json({ stepUpUntil: new Date(Date.now() + 300_000).toISOString() });
      }
      if (path.startsWith("/api/v1/staff/team")) {
        if (!steppedUp) return error(403, "STEP_UP_REQUIRED", "Please confirm it is you.");
        return teamAnswer();
      }
      return error(404, "NOT_FOUND", "Not found.");
    },
    publicEnv: {
      PUBLIC_BRAND: "default",
      PUBLIC_REQUEST_THROTTLE: false,
      DEFAULT_LOCALE: "en",
      PUBLIC_API_BASE: "",
      PUBLIC_ORIGIN: "http://shop.test",
      BUILD_ID: "t",
      DEMO_MODE: false,
    },
  };
  (globalThis as Record<symbol, unknown>)[STOREFRONT_RUNTIME_KEY] = runtime;
});

function post(fields: Array<[string, string]>) {
  const body = new URLSearchParams(fields);
  const request = new Request("http://shop.test/en/admin/team", { method: "POST", body });
  const context = new RouterContextProvider();
  context.set(shopContext, { lang: "en", city: null, cities: [], crawler: false, ageConfirmed: true });
  context.set(sessionContext, createSession(request, TOKEN));
  return teamAction({ request, context, url: new URL(request.url), params: {} } as never);
}

/** A `data(...)` answer's body and status. */
const answerOf = (answer: unknown) => answer as { data: any; init: { status: number } | null };
const teamCalls = () => calls.filter(({ call }) => call.includes("/api/v1/staff/team") || call.includes("/step-up"));

const CHANGE: Array<[string, string]> = [
  ["userId", "7"],
  ["role", "city-manager"],
  ["cities", "krakow"],
  ["cities", "gdansk"],
  ["intent", "change"],
];

describe("the team page's changes (step-up actions)", () => {
  it("asks for a code when the API wants one, keeping every field typed, and sends the change again with it", async () => {
    const asked = answerOf(await post(CHANGE));
    expect(asked.init?.status).toBe(403);
    expect(asked.data.stepUp.fields).toEqual(CHANGE);
    expect(asked.data.stepUp.error).toBeUndefined();

    // The prompt sends the same fields back with the code.
    const done = (await post([...CHANGE, ["stepUpCode", " 123456 "]])) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/en/admin/team?notice=changed");
    expect(teamCalls()).toEqual([
      { call: "PUT /api/v1/staff/team/7", body: { role: "city-manager", cities: ["krakow", "gdansk"] } },
      { call: "POST /api/v1/auth/step-up", body: { code: "123456" } },
      { call: "PUT /api/v1/staff/team/7", body: { role: "city-manager", cities: ["krakow", "gdansk"] } },
    ]);
  });

  it("asks again, saying why, when the code is wrong; nothing is sent", async () => {
    const asked = answerOf(await post([...CHANGE, ["stepUpCode", "000000"]]));
    expect(asked.init?.status).toBe(403);
    expect(asked.data.stepUp).toMatchObject({ fields: CHANGE, error: ERROR_MESSAGES.CODE_INVALID.en });
    expect(teamCalls().map(({ call }) => call)).toEqual(["POST /api/v1/auth/step-up"]);
  });

  it("shows the API's refusal on the member's form", async () => {
    steppedUp = true;
    teamAnswer = () => error(409, "CONFLICT", "The shop's last admin cannot be demoted or removed.");
    const refused = answerOf(await post(CHANGE));
    expect(refused.init?.status).toBe(409);
    expect(refused.data).toEqual({ form: 7, messages: ["The shop's last admin cannot be demoted or removed."] });
  });

  it("sends an admin without cities, removes a member, and adds a customer by e-mail", async () => {
    steppedUp = true;
    await post([
      ["userId", "7"],
      ["role", "admin"],
      ["cities", "krakow"],
      ["intent", "change"],
    ]);
    teamAnswer = () => new Response(null, { status: 204 });
    const removed = (await post([
      ["userId", "7"],
      ["intent", "remove"],
    ])) as Response;
    expect(removed.headers.get("location")).toBe("/en/admin/team?notice=removed");
    teamAnswer = () => json({ id: 9 }, 201);
    const added = (await post([
      ["email", " New.Staff@Example.com "],
      ["role", "city-manager"],
      ["cities", "wroclaw"],
      ["intent", "add"],
    ])) as Response;
    expect(added.headers.get("location")).toBe("/en/admin/team?notice=added");
    expect(teamCalls()).toEqual([
      { call: "PUT /api/v1/staff/team/7", body: { role: "admin", cities: [] } },
      { call: "DELETE /api/v1/staff/team/7", body: undefined },
      { call: "POST /api/v1/staff/team", body: { email: "new.staff@example.com", role: "city-manager", cities: ["wroclaw"] } },
    ]);
  });

  it("refuses a malformed form before calling the API", async () => {
    const badEmail = answerOf(
      await post([
        ["email", "not-an-e-mail"],
        ["role", "admin"],
        ["intent", "add"],
      ]),
    );
    expect(badEmail.init?.status).toBe(400);
    expect(badEmail.data).toEqual({ form: "add", messages: ["Enter a valid e-mail address"] });
    const noRole = answerOf(
      await post([
        ["userId", "7"],
        ["intent", "change"],
      ]),
    );
    expect(noRole.data.form).toBe(7);
    const noMember = answerOf(
      await post([
        ["userId", "x"],
        ["intent", "remove"],
      ]),
    );
    expect(noMember.data.form).toBe("page");
    expect(teamCalls()).toEqual([]);
  });

  it("is the 404 page for a city manager", async () => {
    caller = { ...admin, staffRole: "city-manager" } as CurrentUser;
    const refused = await post(CHANGE).then(
      () => null,
      (thrown: unknown) => thrown as { init?: { status?: number } },
    );
    expect(refused?.init?.status).toBe(404);
    expect(teamCalls()).toEqual([]);
  });
});
