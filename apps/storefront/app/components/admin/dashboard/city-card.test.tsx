// @vitest-environment happy-dom
import type { DashboardCity } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CityCard } from "./city-card";
import { LowStockTable } from "./low-stock-table";
import { renderInAdmin } from "./test-render";

afterEach(cleanup);

const city: DashboardCity = {
  slug: "krakow",
  name: "Kraków",
  active: true,
  today: { orders: 2, revenue: 12_350 },
  week: { orders: 5, revenue: 100_000 },
  waiting: { CREATED: 3, PAID: 0, APPROVED: 1 },
};

describe("the dashboard", () => {
  it("shows a city's orders and revenue in złoty in the user's language, and links the waiting orders by status", async () => {
    await renderInAdmin("pl", () => (
      <ul>
        <CityCard city={city} />
      </ul>
    ));
    await screen.findByText("Kraków");
    const card = document.querySelector('[data-admin-dashboard-city="krakow"]') as HTMLElement;
    const text = (card.textContent ?? "").replace(/\s/g, " ");
    expect(text).toContain("2 zamówienia");
    expect(text).toContain("5 zamówień");
    expect(text).toContain("123,50 zł");
    expect(text).toContain("1000,00 zł");
    const links = [...card.querySelectorAll("[data-admin-dashboard-waiting]")].map((link) => [link.getAttribute("href"), link.textContent]);
    expect(links).toEqual([
      ["/pl/admin/orders?status=CREATED&city=krakow", "Nowe, do zatwierdzenia3"],
      ["/pl/admin/orders?status=APPROVED&city=krakow", "Zatwierdzone, do przygotowania1"],
    ]);
  });

  it("lists low-stock offers with links to the product's offers", async () => {
    await renderInAdmin("en", () => (
      <LowStockTable
        lowStock={{
          threshold: 5,
          items: [{ productId: 7, slug: "mint", name: "Mint", city: { slug: "krakow", name: "Kraków" }, stock: 0 }],
        }}
      />
    ));
    const link = await screen.findByRole("link", { name: "Prices and stock of Mint" });
    expect(link.getAttribute("href")).toBe("/en/admin/offers?product=7");
    expect(screen.getByText("Visible offers with 5 units or fewer, lowest first (at most 20).")).toBeTruthy();
  });
});
