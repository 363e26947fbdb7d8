import { type CurrentUser, type PublicCity, STOREFRONT_RUNTIME_KEY, type StorefrontRuntime } from "@shop/contracts";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { createSession, sessionContext } from "./auth.server";
import { adminOf, callerOf, customerOf, priceKindOf, staffOf } from "./caller.server";
import { shopContext } from "./shop-context";

const krakow: PublicCity = { id: 2, slug: "krakow", name: "Kraków", names: { en: "Kraków", uk: "Краків", pl: "Kraków", ru: "Краков" } };
const TOKEN = "live-token-000000000000";

const user = (values: Partial<CurrentUser> = {}, business: Partial<CurrentUser["business"]> = {}) =>
  ({
    id: 1,
    firstName: "Anna",
    role: "customer",
    staffRole: null,
    ...values,
    business: { status: "none", kind: null, ...business },
  }) as CurrentUser;

/** The API of these tests: the identity call answers `signedIn` for the live token, 401 for any other. */
let signedIn: CurrentUser = user();

beforeEach(() => {
  signedIn = user();
  const runtime: StorefrontRuntime = {
    apiBase: "",
    inProcessApi: async (request: Request) =>
      request.headers.get("authorization") === `Bearer ${TOKEN}`
        ? Response.json(signedIn)
        : Response.json({ statusCode: 401, message: "Please sign in", code: "UNAUTHORIZED" }, { status: 401 }),
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

/** A request's arguments as the root middleware leaves them: the guards' language and city, the session. */
function argsFor(path: string, token: string | null) {
  const request = new Request(`http://shop.test${path}`);
  const context = new RouterContextProvider();
  context.set(shopContext, {
    lang: "pl",
    city: path.includes("/krakow") ? krakow : null,
    cities: [krakow],
    crawler: false,
    ageConfirmed: true,
  });
  context.set(sessionContext, createSession(request, token));
  return { request, context, url: new URL(request.url) };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

describe("the price kind (catalogue cache keys)", () => {
  it("is the approved business's kind, else retail", () => {
    expect(priceKindOf(null)).toBe("retail");
    expect(priceKindOf(user())).toBe("retail");
    expect(priceKindOf(user({}, { status: "pending", kind: null }))).toBe("retail");
    expect(priceKindOf(user({}, { status: "rejected", kind: "wholesale" }))).toBe("retail");
    expect(priceKindOf(user({}, { status: "approved", kind: "wholesale" }))).toBe("wholesale");
    expect(priceKindOf(user({}, { status: "approved", kind: "franchise" }))).toBe("franchise");
  });
});

describe("the caller", () => {
  it("hands on the token only once it proved live", async () => {
    signedIn = user({}, { status: "approved", kind: "wholesale" });
    expect(await callerOf(argsFor("/pl/krakow", TOKEN))).toMatchObject({ token: TOKEN, priceKind: "wholesale", user: { id: 1 } });
    expect(await callerOf(argsFor("/pl/krakow", "revoked-token-00000000000"))).toEqual({ user: null, token: null, priceKind: "retail" });
    expect(await callerOf(argsFor("/pl/krakow", null))).toEqual({ user: null, token: null, priceKind: "retail" });
  });
});

describe("the signed-in customer", () => {
  it("is the user with the page's language and city", async () => {
    expect(await customerOf(argsFor("/pl/krakow/cabinet", TOKEN))).toMatchObject({ token: TOKEN, lang: "pl", city: krakow });
  });

  it("sends anybody else to the localised root", async () => {
    const answer = (await thrown(customerOf(argsFor("/pl/krakow/cabinet", null)))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/pl");
  });
});

describe("the staff member and the admin", () => {
  it("let staff in, and admins to the admin pages", async () => {
    signedIn = user({ role: "staff", staffRole: "city-manager" });
    expect(await staffOf(argsFor("/pl/admin", TOKEN))).toMatchObject({ lang: "pl", isAdmin: false });
    signedIn = user({ role: "staff", staffRole: "admin" });
    expect(await adminOf(argsFor("/pl/admin/audit", TOKEN))).toMatchObject({ isAdmin: true });
  });

  it("give everybody else the 404 page", async () => {
    // pageNotFound throws React Router's data(…, { status: 404 }).
    const notFound = (error: unknown) => (error as { init?: ResponseInit | null }).init?.status === 404;
    expect(notFound(await thrown(staffOf(argsFor("/pl/admin", null))))).toBe(true);
    expect(notFound(await thrown(staffOf(argsFor("/pl/admin", TOKEN))))).toBe(true);
    signedIn = user({ role: "staff", staffRole: "city-manager" });
    expect(notFound(await thrown(adminOf(argsFor("/pl/admin/audit", TOKEN))))).toBe(true);
  });
});
