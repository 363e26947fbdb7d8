import { type CurrentUser, STOREFRONT_RUNTIME_KEY, type StorefrontRuntime } from "@shop/contracts";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { createSession, sessionContext } from "../../lib/auth.server";
import { shopContext } from "../../lib/shop-context";
import { reportFileMiddleware, salesReportLoader } from "./reports.server";

const TOKEN = "staff-token-0000000000000";
const CSV =
  "\uFEFFweek,orders,units,revenue_gross_pln,revenue_net_pln,discount_pln,average_order_pln\r\n2026-03-02,1,2,20.00,16.26,0.00,20.00\r\n";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const staff = {
  id: 1,
  firstName: "Tomasz",
  role: "staff",
  staffRole: "city-manager",
  business: { status: "none", kind: null },
} as CurrentUser;
const store = (id: number, slug: string) => ({ id, city: { slug, name: slug }, address: `ul. ${id}`, label: `ul. ${id}`, active: true });
/** The staff API as a manager of Kraków and Gdańsk sees it; the report's answer is set by each test. */
const FIXED: Record<string, unknown> = {
  "/api/v1/auth/iam": staff,
  "/api/v1/staff/order-cities": {
    cities: [
      { slug: "krakow", name: "Kraków" },
      { slug: "gdansk", name: "Gdańsk" },
    ],
  },
  "/api/v1/staff/stock/stores": { items: [store(5, "krakow"), store(8, "gdansk")] },
  "/api/v1/staff/product-options": { categories: [{ id: 3, slug: "shisha", name: "Shisha", depth: 0 }], brands: [], attributes: [] },
};
let report: (url: URL) => Response;
const calls: URL[] = [];

beforeEach(() => {
  calls.length = 0;
  report = () => Response.json({ statusCode: 404, message: "Not found.", code: "NOT_FOUND" }, { status: 404 });
  const runtime: StorefrontRuntime = {
    apiBase: "",
    inProcessApi: async (request: Request) => {
      const url = new URL(request.url);
      if (request.headers.get("authorization") !== `Bearer ${TOKEN}`)
        return Response.json({ statusCode: 401, message: "Please sign in", code: "UNAUTHORIZED" }, { status: 401 });
      if (url.pathname in FIXED) return Response.json(FIXED[url.pathname]);
      calls.push(url);
      return report(url);
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

function argsFor(path: string) {
  const request = new Request(`http://shop.test/pl/admin/${path}`);
  const context = new RouterContextProvider();
  context.set(shopContext, { lang: "pl", city: null, cities: [], crawler: false, ageConfirmed: true });
  context.set(sessionContext, createSession(request, TOKEN));
  return { request, context, url: new URL(request.url), params: {} } as never;
}

const run = (report: "sales" | "breakdown", path: string) =>
  reportFileMiddleware(report)(argsFor(path), async () => new Response("the page")) as Promise<Response>;
const thrown = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as Response & { init?: { status?: number } },
  );

describe("a report's files (?format=csv|xlsx)", () => {
  it("passes the API's CSV on with its type and name, asked with the page's filters", async () => {
    report = () =>
      new Response(CSV, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": 'attachment; filename="sales-2026-03-01-2026-03-31.csv"',
        },
      });
    const answer = await run(
      "sales",
      "reports?from=2026-03-01&to=2026-03-31&bucket=week&cities=krakow&cities=atlantis&stores=5,8&format=csv",
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="sales-2026-03-01-2026-03-31.csv"');
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    // The bytes as the API sent them, byte order mark included.
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await answer.arrayBuffer())).toBe(CSV);
    const [asked] = calls;
    expect(asked?.pathname).toBe("/api/v1/staff/reports/sales");
    // A city the manager does not run is left out, and so is a store of a city not ticked.
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      from: "2026-03-01",
      to: "2026-03-31",
      bucket: "week",
      cities: "krakow",
      stores: "5",
      format: "csv",
    });
  });

  it("passes an XLSX on byte for byte, and asks the breakdown by its dimension", async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00]);
    report = () =>
      new Response(bytes, { headers: { "Content-Type": XLSX, "Content-Disposition": 'attachment; filename="sales-by-store.xlsx"' } });
    const answer = await run("breakdown", "reports/breakdown?by=store&kinds=wholesale&format=xlsx");
    expect(answer.headers.get("content-type")).toBe(XLSX);
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="sales-by-store.xlsx"');
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(bytes);
    expect(calls[0]?.pathname).toBe("/api/v1/staff/reports/breakdown");
    expect(calls[0]?.search).toBe("?kinds=wholesale&by=store&format=xlsx");
  });

  it("goes back to the report when the API refuses the period, and leaves every other request to the page", async () => {
    report = () => Response.json({ statusCode: 400, message: "Okres musi się kończyć…", code: "VALIDATION_FAILED" }, { status: 400 });
    const back = await run("sales", "reports?from=2026-03-31&to=2026-03-01&measure=units&format=csv");
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("/pl/admin/reports?from=2026-03-31&to=2026-03-01&measure=units");
    expect((await thrown(run("sales", "reports?format=pdf")))?.init?.status).toBe(404);
    expect(await (await run("sales", "reports?bucket=week")).text()).toBe("the page");
    expect(calls).toHaveLength(1);
  });
});

describe("the sales report's loader", () => {
  it("gives the staff member's cities, stores and categories to choose from, and the API's words for a refused period", async () => {
    report = () => Response.json({ statusCode: 400, message: "Okres musi się kończyć…", code: "VALIDATION_FAILED" }, { status: 400 });
    const data = await salesReportLoader(argsFor("reports?from=2026-03-31&to=2026-03-01&categories=3,4"));
    expect(data.report).toBeNull();
    expect(data.messages).toEqual(["Okres musi się kończyć…"]);
    expect(data.filters.categories).toEqual([3]);
    expect(data.choices.cities.map((city) => city.slug)).toEqual(["krakow", "gdansk"]);
    expect(data.choices.stores.map((s) => s.id)).toEqual([5, 8]);
  });
});
