// @vitest-environment happy-dom
import type { SalesReport } from "@shop/contracts";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { readReportFilters } from "../../components/admin/reports/query";
import { ZERO } from "../../components/admin/reports/series";
import { registerAllTexts } from "../../lib/texts/testing";
import SalesReportPage from "./reports";

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
const report: SalesReport = {
  period: { from: "2026-03-02", to: "2026-03-15" },
  previous: { from: "2026-02-16", to: "2026-03-01" },
  bucket: "week",
  currency: "PLN",
  cities: [{ slug: "krakow", name: "Kraków" }],
  totals: { ...ZERO, orders: 3, units: 5, gross: 9_000, net: 7_317, averageOrder: 3_000 },
  previousTotals: ZERO,
  series: [{ ...ZERO, period: "2026-03-09", orders: 3, units: 5, gross: 9_000, net: 7_317, averageOrder: 3_000 }],
  previousSeries: [],
  asOf: "2026-03-15T12:00:00.000Z",
};

function renderPage(query: string, data: SalesReport | null = report) {
  registerAllTexts();
  const filters = readReportFilters(new URLSearchParams(query), choices);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale: "en", city: null, user: null, publicEnv: { PUBLIC_API_BASE: "" } }),
      HydrateFallback: () => null,
      Component: () => <Outlet />,
      children: [
        {
          path: "en/admin/reports",
          loader: () => ({ title: "Sales over time", filters, choices, report: data, messages: data ? [] : ["The period must end…"] }),
          Component: SalesReportPage as never,
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={[`/en/admin/reports?${query}`]} />);
}

describe("the sales report page", () => {
  it("has a plain GET form with the filters of the address, the chart, the table and the downloads carrying the filters", async () => {
    const { container } = renderPage("bucket=week&measure=orders&cities=krakow&kinds=wholesale");
    await screen.findByRole("img", { name: "Orders per week" });
    const form = container.querySelector("form[data-report-filters]") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/en/admin/reports");
    expect((form.querySelector('[name="from"]') as HTMLInputElement).value).toBe("2026-03-02");
    expect((form.querySelector('[name="bucket"]') as HTMLSelectElement).value).toBe("week");
    expect((form.querySelector('input[type="hidden"][name="measure"]') as HTMLInputElement).value).toBe("orders");
    const ticked = [...form.querySelectorAll<HTMLInputElement>('input[name="cities"]')].map((box) => [box.value, box.checked]);
    expect(ticked).toEqual([
      ["warszawa", false],
      ["krakow", true],
    ]);
    expect((form.querySelector('input[name="kinds"][value="wholesale"]') as HTMLInputElement).checked).toBe(true);
    // Two weeks: two points, two rows.
    expect(container.querySelectorAll("svg [data-point]")).toHaveLength(2);
    expect(container.querySelectorAll("[data-report-table] tr")).toHaveLength(2);
    expect(container.querySelector('[data-report-total="orders"]')?.textContent).toContain("— (previous period: 0)");
    expect(container.querySelector("[data-report-csv]")?.getAttribute("href")).toBe(
      "/en/admin/reports?cities=krakow&kinds=wholesale&bucket=week&measure=orders&format=csv",
    );
    expect(container.querySelector("[data-report-xlsx]")?.getAttribute("href")).toContain("&format=xlsx");
    expect(container.querySelector('[data-report-measure="units"]')?.getAttribute("href")).toBe(
      "/en/admin/reports?cities=krakow&kinds=wholesale&bucket=week&measure=units",
    );
    expect(container.querySelector('[data-report-measure="orders"]')?.getAttribute("aria-current")).toBe("true");
  });

  it("says what the API refused, with the filters kept", async () => {
    const { container } = renderPage("from=2026-03-31&to=2026-03-01", null);
    expect((await screen.findByRole("alert")).textContent).toBe("The period must end…");
    expect((container.querySelector('[name="to"]') as HTMLInputElement).value).toBe("2026-03-01");
    expect(container.querySelector("svg[role=img]")).toBeNull();
  });
});
