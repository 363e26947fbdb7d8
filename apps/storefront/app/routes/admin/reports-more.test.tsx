// @vitest-environment happy-dom
// The pages of the reports beyond sales (issue 36): their GET form keeps the address's filters and own choices, the
// tables hold the API's figures (money in the page's format), the tabs and downloads carry the filters.
import type { FunnelReport, ProductsReport, StockReport } from "@shop/contracts";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { readMoreParams } from "../../components/admin/report-pages/more-query";
import { readReportFilters } from "../../components/admin/reports/query";
import { registerAllTexts } from "../../lib/texts/testing";
import FunnelReportPage from "./reports-funnel";
import ProductsReportPage from "./reports-products";
import StockReportPage from "./reports-stock";

afterEach(cleanup);

const choices = {
  cities: [
    { slug: "warszawa", name: "Warsaw" },
    { slug: "krakow", name: "Kraków" },
  ],
  stores: [
    { id: 5, city: { slug: "krakow", name: "Kraków" }, address: "ul. Floriańska 3, Kraków", label: "ul. Floriańska 3", active: true },
  ],
  categories: [{ id: 3, slug: "shisha", name: "Shisha", depth: 0 }],
};
const krakow = { slug: "krakow", name: "Kraków" };
const asOf = "2026-03-15T12:00:00.000Z";

function renderPage(path: string, query: string, Page: unknown, report: unknown) {
  registerAllTexts();
  const search = new URLSearchParams(query);
  const data = {
    title: "Report",
    filters: readReportFilters(search, choices),
    params: readMoreParams(search),
    choices,
    report,
    messages: [],
  };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale: "en", city: null, user: null, publicEnv: { PUBLIC_API_BASE: "" } }),
      HydrateFallback: () => null,
      Component: () => <Outlet />,
      children: [{ path: `en/admin/reports/${path}`, loader: () => data, Component: Page as never }],
    },
  ]);
  return render(<Stub initialEntries={[`/en/admin/reports/${path}?${query}`]} />);
}

describe("the reports beyond sales", () => {
  it("reads the products' order and limit, and falls back to the defaults on anything else", () => {
    expect(readMoreParams(new URLSearchParams("order=bottom&limit=20&idle=90"))).toEqual({ order: "bottom", limit: 20, idle: "90" });
    expect(readMoreParams(new URLSearchParams("order=middle&limit=1000&idle=45"))).toEqual({ order: "top", limit: 10, idle: "30" });
  });

  it("shows each city's best sellers with the form, the tabs and the downloads keeping the filters", async () => {
    const report: ProductsReport = {
      period: { from: "2026-03-01", to: "2026-03-15" },
      order: "bottom",
      limit: 20,
      currency: "PLN",
      cities: [
        {
          ...krakow,
          sold: 1,
          products: [{ rank: 1, productId: 7, sku: "SP-000007", name: "Al Fakher Mint", units: 3, orders: 2, gross: 4_000, net: 3_252 }],
        },
      ],
      asOf,
    };
    const { container } = renderPage("products", "order=bottom&limit=20&cities=krakow&bucket=week", ProductsReportPage, report);
    await screen.findByRole("heading", { name: "Best and weakest sellers" });
    const form = container.querySelector("form[data-report-filters]") as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("/en/admin/reports/products");
    expect((form.querySelector('[name="order"]') as HTMLSelectElement).value).toBe("bottom");
    expect((form.querySelector('[name="limit"]') as HTMLSelectElement).value).toBe("20");
    expect((form.querySelector('input[type="hidden"][name="bucket"]') as HTMLInputElement).value).toBe("week");
    expect(form.querySelector('input[type="hidden"][name="order"]')).toBeNull();
    const row = container.querySelector('[data-report-table="products"] tr');
    expect(row?.textContent).toContain("Al Fakher Mint");
    expect(row?.textContent).toContain("40.00");
    expect(screen.getByRole("table", { name: "Kraków: weakest sellers" })).toBeTruthy();
    expect(container.querySelector("[data-report-csv]")?.getAttribute("href")).toBe(
      "/en/admin/reports/products?cities=krakow&bucket=week&order=bottom&limit=20&format=csv",
    );
    expect(screen.getByRole("link", { name: "Sales over time" }).getAttribute("href")).toBe(
      "/en/admin/reports?cities=krakow&bucket=week&order=bottom&limit=20",
    );
  });

  it("shows the stock per store without a period, the value unknown apart and what is below its reorder point", async () => {
    const store = {
      id: 5,
      address: "ul. Floriańska 3",
      active: true,
      city: krakow,
      products: 2,
      units: 12,
      valuedUnits: 10,
      value: 7_000,
      unknownUnits: 2,
      unknownProducts: 1,
      inTransit: { incoming: 3, outgoing: 0 },
      belowReorderPoint: [{ productId: 9, sku: "SP-000009", name: "Coals", units: 10, min: 12, target: 20, toOrder: 10 }],
    };
    const report: StockReport = {
      currency: "PLN",
      cities: [krakow],
      stores: [store],
      totals: { units: 12, valuedUnits: 10, value: 7_000, unknownUnits: 2, inTransit: { incoming: 3, outgoing: 0 }, belowReorderPoint: 1 },
      asOf,
    };
    const { container } = renderPage("stock", "from=2026-03-01", StockReportPage, report);
    await screen.findByRole("heading", { name: "Stock" });
    const form = container.querySelector("form[data-report-filters]") as HTMLFormElement;
    expect(form.querySelector('input[type="date"]')).toBeNull();
    expect((form.querySelector('input[type="hidden"][name="from"]') as HTMLInputElement).value).toBe("2026-03-01");
    expect(container.querySelector('[data-report-table="stock"] tr')?.textContent).toContain("2 units (products: 1)");
    expect(container.querySelector('[data-report-table="reorder"] tr')?.textContent).toContain("Coals");
  });

  it("shows the funnel's stages with their share of the orders placed, and the refunds", async () => {
    const stage = (orders: number, gross: number) => ({ orders, gross });
    const report: FunnelReport = {
      period: { from: "2026-03-01", to: "2026-03-15" },
      currency: "PLN",
      cities: [krakow],
      placed: stage(4, 10_000),
      paid: stage(2, 6_000),
      completed: stage(1, 3_000),
      open: stage(1, 3_000),
      canceled: {
        ...stage(2, 4_000),
        byReason: { expired: stage(1, 1_000), uncollected: stage(0, 0), customer: stage(1, 3_000), staff: stage(0, 0) },
      },
      refunds: { count: 1, amount: 1_500 },
      asOf,
    };
    const { container } = renderPage("funnel", "", FunnelReportPage, report);
    await screen.findByRole("heading", { name: "Order funnel" });
    expect(container.querySelector('[data-report-row="paid"]')?.textContent).toContain("50%");
    expect(container.querySelector("[data-report-refunds]")?.textContent).toContain("1 refund asked for in the period");
  });
});
