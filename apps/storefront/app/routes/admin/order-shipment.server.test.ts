import { type CurrentUser, STOREFRONT_RUNTIME_KEY, type StorefrontRuntime } from "@shop/contracts";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { createSession, sessionContext } from "../../lib/auth.server";
import { shopContext } from "../../lib/shop-context";
import { orderLabelMiddleware } from "./order-shipment.server";

const TOKEN = "staff-token-0000000000000";
const PDF = "%PDF-1.4\n%stand-in\n%%EOF\n";
const staff = { id: 1, firstName: "Anna", role: "staff", staffRole: "admin", business: { status: "none", kind: null } } as CurrentUser;
/** What the API answers the label call with in this test. */
let label: () => Response;
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  const runtime: StorefrontRuntime = {
    apiBase: "",
    inProcessApi: async (request: Request) => {
      const path = new URL(request.url).pathname;
      calls.push(`${request.method} ${path}`);
      if (request.headers.get("authorization") !== `Bearer ${TOKEN}`)
        return Response.json({ statusCode: 401, message: "Please sign in", code: "UNAUTHORIZED" }, { status: 401 });
      return path.endsWith("/shipment/label") ? label() : Response.json(staff);
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

function argsFor(query: string) {
  const request = new Request(`http://shop.test/en/admin/orders/7KQ2M9XB4RT6H${query}`);
  const context = new RouterContextProvider();
  context.set(shopContext, { lang: "en", city: null, cities: [], crawler: false, ageConfirmed: true });
  context.set(sessionContext, createSession(request, TOKEN));
  return { request, context, url: new URL(request.url), params: { orderId: "7KQ2M9XB4RT6H" } } as never;
}

const run = (query: string) => orderLabelMiddleware(argsFor(query), async () => new Response("the page")) as Promise<Response>;
const thrown = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as Response & { data?: unknown; init?: { status?: number } },
  );

describe("the label link of an order's InPost shipment (?format=label)", () => {
  it("passes the API's PDF on as an attachment nobody caches", async () => {
    label = () =>
      new Response(PDF, {
        headers: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="inpost-7KQ2-M9XB-4RT6H.pdf"' },
      });
    const answer = await run("?format=label");
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="inpost-7KQ2-M9XB-4RT6H.pdf"');
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(await answer.text()).toBe(PDF);
    expect(calls).toContain("GET /api/v1/staff/orders/7KQ2M9XB4RT6H/shipment/label");
  });

  it("goes back to the order with a notice while InPost has not confirmed it, or does not answer", async () => {
    label = () => Response.json({ statusCode: 409, message: "not yet", code: "CONFLICT" }, { status: 409 });
    const early = await thrown(run("?format=label"));
    expect(early?.status).toBe(303);
    expect(early?.headers.get("location")).toBe("/en/admin/orders/7KQ2M9XB4RT6H?notice=label-not-ready");
    label = () => Response.json({ statusCode: 503, message: "down", code: "SHIPPING_PROVIDER_UNAVAILABLE" }, { status: 503 });
    expect((await thrown(run("?format=label")))?.headers.get("location")).toBe("/en/admin/orders/7KQ2M9XB4RT6H?notice=label-unavailable");
  });

  it("shows the 404 page for an order without a shipment, and leaves every other request to the page", async () => {
    label = () => Response.json({ statusCode: 404, message: "Not found.", code: "NOT_FOUND" }, { status: 404 });
    const missing = await thrown(run("?format=label"));
    expect(missing?.init?.status).toBe(404);
    expect(await (await run("")).text()).toBe("the page");
    expect(await (await run("?format=csv")).text()).toBe("the page");
  });
});
