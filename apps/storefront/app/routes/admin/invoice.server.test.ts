import { type CurrentUser, STOREFRONT_RUNTIME_KEY, type StorefrontRuntime } from "@shop/contracts";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { createSession, sessionContext } from "../../lib/auth.server";
import { shopContext } from "../../lib/shop-context";
import { invoiceFileMiddleware } from "./invoice.server";

const TOKEN = "staff-token-0000000000000";
const XML = '<?xml version="1.0" encoding="UTF-8"?>\n<Faktura/>\n';
const staff = {
  id: 1,
  firstName: "Anna",
  role: "staff",
  staffRole: "city-manager",
  business: { status: "none", kind: null },
} as CurrentUser;
/** What the API answers in this test, by path. */
let answers: Record<string, () => Response>;
const calls: string[] = [];
const notFound = () => Response.json({ statusCode: 404, message: "Not found.", code: "NOT_FOUND" }, { status: 404 });

beforeEach(() => {
  calls.length = 0;
  answers = {};
  const runtime: StorefrontRuntime = {
    apiBase: "",
    inProcessApi: async (request: Request) => {
      const path = new URL(request.url).pathname;
      calls.push(`${request.method} ${path}`);
      if (request.headers.get("authorization") !== `Bearer ${TOKEN}`)
        return Response.json({ statusCode: 401, message: "Please sign in", code: "UNAUTHORIZED" }, { status: 401 });
      if (path === "/api/v1/auth/iam") return Response.json(staff);
      return (answers[path] ?? notFound)();
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

function argsFor(id: string, query: string) {
  const request = new Request(`http://shop.test/pl/admin/invoices/${id}${query}`);
  const context = new RouterContextProvider();
  context.set(shopContext, { lang: "pl", city: null, cities: [], crawler: false, ageConfirmed: true });
  context.set(sessionContext, createSession(request, TOKEN));
  return { request, context, url: new URL(request.url), params: { invoiceId: id } } as never;
}

const run = (id: string, query: string) =>
  invoiceFileMiddleware(argsFor(id, query), async () => new Response("the page")) as Promise<Response>;
const thrown = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as Response & { init?: { status?: number } },
  );

describe("an invoice's files in the back office (?format=xml|pdf|upo)", () => {
  it("passes the API's file on as an attachment nobody caches", async () => {
    answers["/api/v1/staff/invoices/7/xml"] = () =>
      new Response(XML, {
        headers: { "Content-Type": "application/xml; charset=utf-8", "Content-Disposition": 'attachment; filename="FV_2026_11_00007.xml"' },
      });
    const answer = await run("7", "?format=xml");
    expect(answer.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="FV_2026_11_00007.xml"');
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(await answer.text()).toBe(XML);
    expect(calls).toContain("GET /api/v1/staff/invoices/7/xml");
  });

  it("goes back to the invoice with a notice when KSeF has given no UPO yet", async () => {
    answers["/api/v1/staff/invoices/7"] = () => Response.json({ id: 7 });
    const early = await thrown(run("7", "?format=upo"));
    expect(early?.status).toBe(303);
    expect(early?.headers.get("location")).toBe("/pl/admin/invoices/7?notice=no-upo");
  });

  it("shows the 404 page for an invoice the caller may not see, and leaves every other request to the page", async () => {
    expect((await thrown(run("9", "?format=pdf")))?.init?.status).toBe(404);
    expect((await thrown(run("9", "?format=upo")))?.init?.status).toBe(404);
    expect((await thrown(run("x1", "?format=xml")))?.init?.status).toBe(404);
    expect(await (await run("7", "")).text()).toBe("the page");
    expect(await (await run("7", "?format=csv")).text()).toBe("the page");
  });
});
