import { type CurrentUser, STOREFRONT_RUNTIME_KEY, type StorefrontRuntime } from "@shop/contracts";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionMiddleware } from "../middleware/session.server";
import { clearedSessionCookie, createSession, SESSION_MAX_AGE_SECONDS, sessionCookie, sessionOf } from "./auth.server";

const user = () => ({ id: 1, firstName: "Anna", business: { status: "none", kind: null } }) as CurrentUser;

/** The API of these tests: the identity call knows one token. */
const api = vi.fn(async (request: Request) => {
  if (request.headers.get("authorization") === "Bearer live-token-000000000000") return Response.json(user(), { status: 200 });
  return Response.json({ statusCode: 401, message: "Please sign in", code: "UNAUTHORIZED" }, { status: 401 });
});

beforeEach(() => {
  const runtime: StorefrontRuntime = {
    apiBase: "",
    inProcessApi: api,
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
afterEach(() => api.mockClear());

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, for the whole site, Secure on https, 30 days at most", () => {
    const cookie = sessionCookie("abc", { secure: true });
    expect(cookie.split("; ")).toEqual([
      "session=abc",
      "Path=/",
      `Max-Age=${SESSION_MAX_AGE_SECONDS}`,
      "HttpOnly",
      "SameSite=Lax",
      "Secure",
    ]);
    expect(SESSION_MAX_AGE_SECONDS).toBe(30 * 24 * 3600);
    expect(sessionCookie("abc", { secure: false })).not.toContain("Secure");
  });

  it("never outlives the token it carries", () => {
    const now = Date.parse("2030-01-01T00:00:00Z");
    expect(sessionCookie("abc", { secure: false, now, expiresAt: "2030-01-01T01:00:00Z" })).toContain("Max-Age=3600;");
    expect(sessionCookie("abc", { secure: false, now, expiresAt: "2031-01-01T00:00:00Z" })).toContain(
      `Max-Age=${SESSION_MAX_AGE_SECONDS};`,
    );
    expect(sessionCookie("abc", { secure: false, now, expiresAt: "2029-01-01T00:00:00Z" })).toContain("Max-Age=0;");
  });

  it("is cleared with the same attributes", () => {
    expect(clearedSessionCookie(true)).toBe("session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure");
  });
});

describe("the request's session", () => {
  const request = new Request("http://shop.test/en/krakow/cabinet");

  it("fetches the user once, forwarding the cookie's token as the bearer header", async () => {
    const session = createSession(request, "live-token-000000000000");
    const [a, b] = await Promise.all([session.user(), session.user()]);
    expect(a?.firstName).toBe("Anna");
    expect(b).toBe(a);
    expect(api).toHaveBeenCalledOnce();
    expect(api.mock.calls[0]?.[0].headers.get("locale")).toBeNull();
    expect(session.rejected()).toBe(false);
  });

  it("has no user without a cookie, and asks nobody", async () => {
    await expect(createSession(request, null).user()).resolves.toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it("fetches again after an action changed the user or its token", async () => {
    const session = createSession(request, "revoked-token-00000000000");
    await expect(session.user()).resolves.toBeNull();
    session.renew("live-token-000000000000");
    expect(session.token).toBe("live-token-000000000000");
    await expect(session.user()).resolves.toMatchObject({ firstName: "Anna" });
    expect(api).toHaveBeenCalledTimes(2);
  });

  it("marks a token the API refuses", async () => {
    const session = createSession(request, "revoked-token-00000000000");
    await expect(session.user()).resolves.toBeNull();
    expect(session.rejected()).toBe(true);
  });
});

describe("the session middleware", () => {
  async function run(cookie: string | null, askUser: boolean, path = "/en/krakow/cabinet") {
    const context = new RouterContextProvider();
    const request = new Request(`https://shop.test${path}`, { headers: cookie ? { cookie } : {} });
    const next = async () => {
      if (askUser) await sessionOf(context).user();
      return new Response("page");
    };
    const args = { request, context, params: {}, url: new URL(request.url), unstable_pattern: "" } as unknown as Parameters<
      typeof sessionMiddleware
    >[0];
    return (await sessionMiddleware(args, next)) as Response;
  }

  it("makes pages of a signed-in visitor private", async () => {
    const response = await run("session=live-token-000000000000", true);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("renders a shared page (a catalogue page) for nobody: no user asked for, nothing private, no cookie", async () => {
    let asked: unknown = "not asked";
    const context = new RouterContextProvider();
    const request = new Request("https://shop.test/en/krakow/categories/shisha", {
      headers: { cookie: "session=live-token-000000000000" },
    });
    const args = { request, context, params: {}, url: new URL(request.url), unstable_pattern: "" } as unknown as Parameters<
      typeof sessionMiddleware
    >[0];
    const response = (await sessionMiddleware(args, async () => {
      asked = await sessionOf(context).user();
      return new Response("page");
    })) as Response;
    expect(asked).toBeNull();
    expect(sessionOf(context).token).toBeNull();
    expect(response.headers.get("cache-control")).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("clears a cookie whose token the API refused", async () => {
    const response = await run("session=revoked-token-00000000000", true);
    expect(response.headers.getSetCookie()).toEqual([clearedSessionCookie(true)]);
  });

  it("keeps a sign-in's answer (it may carry the token) out of every cache", async () => {
    const context = new RouterContextProvider();
    const request = new Request("https://shop.test/en/krakow/auth/sign-in", { method: "POST" });
    const args = { request, context, params: {}, url: new URL(request.url), unstable_pattern: "" } as unknown as Parameters<
      typeof sessionMiddleware
    >[0];
    const response = (await sessionMiddleware(
      args,
      async () => new Response("{}", { headers: { "Set-Cookie": "session=new; Path=/" } }),
    )) as Response;
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("leaves anonymous pages alone", async () => {
    const response = await run(null, true);
    expect(response.headers.get("cache-control")).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
