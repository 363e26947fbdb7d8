// @vitest-environment happy-dom
import type { BreakdownReport, SalesFiguresView } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInAdmin } from "../dashboard/test-render";
import { BreakdownBars, MAX_BARS } from "./breakdown-bars";
import { BreakdownTable } from "./report-tables";
import { SalesChart } from "./sales-chart";
import { seriesRows, ZERO } from "./series";

afterEach(cleanup);

/** Text as read, with the money format's no-break spaces as plain ones. */
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s/g, " ");

const figures = (gross: number, orders: number): SalesFiguresView => ({
  ...ZERO,
  gross,
  orders,
  units: orders * 2,
  averageOrder: orders ? Math.round(gross / orders) : 0,
});
const week = {
  period: { from: "2026-03-02", to: "2026-03-08" },
  previous: { from: "2026-02-23", to: "2026-03-01" },
  bucket: "day" as const,
};

function renderChart(series: Array<[string, number, number]>, previousSeries: Array<[string, number, number]> = [], lang = "en" as const) {
  const report = {
    ...week,
    series: series.map(([period, gross, orders]) => ({ period, ...figures(gross, orders) })),
    previousSeries: previousSeries.map(([period, gross, orders]) => ({ period, ...figures(gross, orders) })),
  };
  const sum = (points: typeof report.series) =>
    figures(
      points.reduce((a, p) => a + p.gross, 0),
      points.reduce((a, p) => a + p.orders, 0),
    );
  return renderInAdmin(lang, () => (
    <SalesChart
      rows={seriesRows(report)}
      measure="gross"
      bucket="day"
      period={week.period}
      previous={week.previous}
      totals={sum(report.series)}
      previousTotals={sum(report.previousSeries)}
    />
  ));
}

describe("the sales chart", () => {
  it("draws one accessible SVG image with a point for every day of the period and the previous period dashed", async () => {
    const { container } = await renderChart(
      [
        ["2026-03-03", 12_000, 2],
        ["2026-03-05", 30_050, 3],
      ],
      [["2026-02-23", 8_000, 1]],
    );
    const chart = await screen.findByRole("img", { name: "Revenue with VAT per day" });
    expect(chart.tagName.toLowerCase()).toBe("svg");
    expect(chart.getAttribute("viewBox")).toBe("0 0 720 320");
    expect(chart.getAttribute("width")).toBe("100%");
    const description = container.querySelector(`#${CSS.escape(chart.getAttribute("aria-describedby") as string)}`);
    expect(text(description)).toBe(
      "For the whole period from 2 Mar 2026 to 8 Mar 2026: PLN 420.50; the previous period: PLN 80.00 (change +425.6%). " +
        "The highest: PLN 300.50 (5 Mar 2026). Every figure is in the table below the chart.",
    );
    expect(chart.querySelectorAll("[data-point]")).toHaveLength(7);
    expect(chart.querySelector('[data-series="current"]')?.getAttribute("data-points")).toBe("7");
    const previous = chart.querySelector('[data-series="previous"]');
    expect(previous?.getAttribute("stroke-dasharray")).toBeTruthy();
    expect(previous?.getAttribute("data-points")).toBe("7");
    expect(chart.querySelectorAll("rect[data-previous-point]")).toHaveLength(7);
    expect(text(chart.querySelector('[data-point="2026-03-05"] title'))).toBe("5 Mar 2026: PLN 300.50");
    // Both axes are named: the measure with its currency, and the days of the period.
    expect(chart.querySelector('[data-axis="value"]')?.textContent).toBe("Revenue with VAT, PLN");
    expect(chart.querySelector('[data-axis="time"]')?.textContent).toBe("Days, 2 Mar 2026 – 8 Mar 2026");
    expect(container.querySelector("[data-report-legend]")?.textContent).toContain("Previous period, 23 Feb 2026 – 1 Mar 2026 (dashed)");
  });

  it("says there were no sales instead of drawing an empty chart", async () => {
    const { container } = await renderChart([], [["2026-02-24", 5_000, 1]], "pl" as never);
    expect(await screen.findByText("Brak sprzedaży w tym okresie.")).toBeTruthy();
    expect(container.querySelector("svg")).toBeNull();
  });
});

const row = (key: string, label: string, gross: number, share: number) => ({ ...figures(gross, 1), key, label, share });

describe("the breakdown bars", () => {
  it("draw a bar per row with its revenue and share, and name payment methods in the page's language", async () => {
    const report: Pick<BreakdownReport, "by" | "rows"> = {
      by: "payment",
      rows: [row("in-store", "in-store", 7_000, 0.7), row("crypto", "crypto", 3_000, 0.3)],
    };
    const { container } = await renderInAdmin("en", () => (
      <>
        <BreakdownBars report={report} />
        <BreakdownTable report={report} />
      </>
    ));
    const chart = await screen.findByRole("img", { name: "Revenue with VAT — Payment method" });
    expect(chart.querySelectorAll("[data-bar]")).toHaveLength(2);
    expect(text(chart.querySelector('[data-bar="in-store"]'))).toBe("In the storeIn the storePLN 70.00 · 70%");
    expect(container.querySelector('[data-report-row="crypto"]')?.textContent).toContain("USDT (TRC20)");
    expect(container.querySelector('[data-report-row="crypto"]')?.textContent).toContain("30%");
  });

  it("show the largest rows only, say so, and name the row without a coupon; no rows: no sales", async () => {
    const rows = Array.from({ length: 20 }, (_, i) => row(String(i), `<b>CODE${i}</b>`, 2_000 - i * 10, 0.05));
    const { container } = await renderInAdmin("uk", () => <BreakdownBars report={{ by: "coupon", rows }} />);
    const chart = await screen.findByRole("img");
    expect(chart.querySelectorAll("[data-bar]")).toHaveLength(MAX_BARS);
    expect(chart.querySelector('[data-bar="0"] text')?.textContent).toBe("Без купона");
    expect(chart.querySelector('[data-bar="1"] text')?.textContent).toBe("<b>CODE1</b>");
    expect(chart.querySelector("b")).toBeNull();
    expect(container.querySelector("[data-report-bars-more]")?.textContent).toBe("На графіку 15 найбільших із 20 рядків; у таблиці — усі.");
    cleanup();
    await renderInAdmin("en", () => <BreakdownBars report={{ by: "city", rows: [] }} />);
    expect(await screen.findByText("No sales in this period.")).toBeTruthy();
  });
});
