import { type CurrentUser, STOREFRONT_RUNTIME_KEY, type StorefrontRuntime } from "@shop/contracts";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { createSession, sessionContext } from "../../lib/auth.server";
import { shopContext } from "../../lib/shop-context";
import { downloadOrderInvoice } from "./order-invoice.server";

const TOKEN = "customer-token-00000000000";
const ID = "7KQ2M9XB4RT6H";
const PDF = "%PDF-1.7\n%invoice\n%%EOF\n";
const customer = { id: 5, firstName: "Jan", role: "customer", staffRole: null, business: { status: "none", kind: null } } as CurrentUser;
/** What the API answers the file call with in this test. */
let file: () => Response;
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
      return path.includes("/invoices/") ? file() : Response.json(customer);
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

function argsFor(params: { orderId: string; invoiceId: string; format: string }, token: string | null = TOKEN) {
  const request = new Request(`http://shop.test/pl/krakow/order-tracking/${params.orderId}/invoices/${params.invoiceId}/${params.format}`);
  const context = new RouterContextProvider();
  const city = { id: 2, slug: "krakow", name: "Kraków" };
  context.set(shopContext, { lang: "pl", city, cities: [city], crawler: false, ageConfirmed: true } as never);
  context.set(sessionContext, createSession(request, token));
  return { request, context, url: new URL(request.url), params } as never;
}

const thrown = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as Response & { data?: unknown; init?: { status?: number } },
  );

describe("an order's invoice as a download", () => {
  it("passes the API's PDF on as an attachment nobody caches", async () => {
    file = () =>
      new Response(PDF, {
        headers: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="FV-2026-11-00042.pdf"' },
      });
    const answer = await downloadOrderInvoice(argsFor({ orderId: ID, invoiceId: "42", format: "pdf" }));
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="FV-2026-11-00042.pdf"');
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(await answer.text()).toBe(PDF);
    expect(calls).toContain(`GET /api/v1/orders/${ID}/invoices/42/pdf`);
  });

  it("sends a signed-out visitor to sign in, back to the order's page after", async () => {
    const answer = await thrown(downloadOrderInvoice(argsFor({ orderId: ID, invoiceId: "42", format: "xml" }, null)));
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get("location")).toBe(
      `/pl/krakow/auth/sign-in?returnTo=${encodeURIComponent(`/pl/krakow/order-tracking/${ID}`)}`,
    );
    expect(calls.filter((call) => call.includes("/invoices/"))).toEqual([]);
  });

  it("shows the 404 page for another's invoice, and for addresses that cannot be one", async () => {
    file = () => Response.json({ statusCode: 404, message: "Not found.", code: "NOT_FOUND" }, { status: 404 });
    expect((await thrown(downloadOrderInvoice(argsFor({ orderId: ID, invoiceId: "42", format: "pdf" }))))?.init?.status).toBe(404);
    for (const params of [
      { orderId: ID, invoiceId: "42", format: "docx" },
      { orderId: ID, invoiceId: "0", format: "pdf" },
      { orderId: "nope", invoiceId: "42", format: "pdf" },
    ])
      expect((await thrown(downloadOrderInvoice(argsFor(params))))?.init?.status).toBe(404);
  });
});
