// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OrderHistory } from "./history";
import { renderInShop } from "./test-render";

afterEach(cleanup);

const history = [
  { status: "CREATED" as const, at: "2026-03-28T23:30:00.000Z", actor: "customer" as const },
  { status: "AWAITING_PAYMENT" as const, at: "2026-03-28T23:30:00.000Z", actor: "system" as const },
  { status: "CANCELED" as const, at: "2026-07-01T10:05:00.000Z", actor: "staff" as const },
];

describe("the order's status history", () => {
  it("lists every change, oldest first, with its label, shop time (Europe/Warsaw) and who made it", async () => {
    await renderInShop("en", () => <OrderHistory history={history} />);
    const items = (await screen.findByText("Status history")).parentElement?.querySelectorAll("[data-order-history] > li") ?? [];
    expect([...items].map((item) => item.getAttribute("data-history-status"))).toEqual(["CREATED", "AWAITING_PAYMENT", "CANCELED"]);
    expect(items[0]?.textContent).toContain("Placed");
    expect(items[0]?.textContent).toContain("by the customer");
    expect(items[1]?.textContent).toContain("Awaiting payment");
    expect(items[1]?.textContent).toContain("automatically");
    // 23:30 UTC on 28 March is 00:30 on the 29th in Warsaw (CET, +1); 10:05 UTC in July is 12:05 (CEST, +2).
    expect(items[0]?.querySelector("time")?.textContent).toMatch(/29 Mar 2026.*00:30/);
    expect(items[0]?.querySelector("time")?.getAttribute("dateTime")).toBe("2026-03-28T23:30:00.000Z");
    expect(items[2]?.querySelector("time")?.textContent).toMatch(/1 Jul 2026.*12:05/);
    expect(items[2]?.textContent).toContain("by the store");
  });

  it("speaks the page's language", async () => {
    await renderInShop("uk", () => <OrderHistory history={history} />);
    expect(await screen.findByRole("heading", { name: "Історія статусів" })).toBeTruthy();
    const items = document.querySelectorAll("[data-order-history] > li");
    expect([...items].map((item) => item.querySelector(".font-semibold")?.textContent)).toEqual([
      "Оформлено",
      "Очікує оплати",
      "Скасовано",
    ]);
    expect(items[2]?.textContent).toContain("магазином");
  });
});
