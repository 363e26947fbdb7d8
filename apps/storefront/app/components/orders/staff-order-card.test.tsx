// @vitest-environment happy-dom
import type { StaffOrder } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StaffOrderCard } from "./staff-order-card";
import { renderInShop } from "./test-render";

afterEach(cleanup);

const order: StaffOrder = {
  id: "7KQ2M9XB4RT6H",
  status: "READY_FOR_PICKUP",
  city: { slug: "krakow", name: "Kraków" },
  createdAt: "2026-05-04T08:00:00.000Z",
  total: 12_350,
  itemCount: 3,
  payment: "in-store",
  delivery: "local-pickup",
  tpd: true,
  customer: { firstName: "Anna", lastName: "Nowak", email: "anna@example.pl", phone: "+48 600 100 200" },
  pickupAt: "2026-05-05T13:00:00.000Z",
  next: ["COMPLETED", "CANCELED"],
  needsIdCheck: true,
};

const card = () => document.querySelector(`[data-staff-order][data-order-id="${order.id}"]`) as HTMLElement;

describe("a staff order card", () => {
  it("shows the customer, payment, delivery, pickup time and total, and one button per allowed status", async () => {
    await renderInShop("en", () => <StaffOrderCard order={order} />);
    await screen.findByText("Anna Nowak · +48 600 100 200 · anna@example.pl", { exact: false });
    const text = (card().textContent ?? "").replace(/\s/g, " ");
    expect(text).toContain("In the store");
    expect(text).toContain("Pickup in store");
    expect(text).toMatch(/5 May 2026.*15:00/);
    expect(text).toContain("PLN 123.50");
    expect(text).toContain("3 items");
    const buttons = [...card().querySelectorAll("[data-transition]")];
    expect(buttons.map((button) => [button.getAttribute("data-transition"), button.getAttribute("value")])).toEqual([
      ["COMPLETED", "COMPLETED"],
      ["CANCELED", "CANCELED"],
    ]);
    expect(buttons.map((button) => button.textContent)).toEqual(["Handed over", "Cancel the order"]);
  });

  it("asks for the ID check before a hand-over of tobacco products, and shows a refusal on the card", async () => {
    await renderInShop("pl", () => <StaffOrderCard order={order} error="Najpierw sprawdź dokument klienta." />);
    const checkbox = (await screen.findByLabelText("Dokument sprawdzony (18+)")) as HTMLInputElement;
    expect(checkbox.hasAttribute("data-id-checked")).toBe(true);
    expect(checkbox.checked).toBe(false);
    expect(screen.getByRole("alert").textContent).toBe("Najpierw sprawdź dokument klienta.");
  });

  it("has no ID check where the next step is not a hand-over, and no buttons for a finished order", async () => {
    const approved = await renderInShop("en", () => (
      <StaffOrderCard order={{ ...order, status: "APPROVED", next: ["READY_FOR_PICKUP", "CANCELED"] }} />
    ));
    await screen.findByText("Ready for pickup", { selector: "button span" });
    expect(card().querySelector("[data-id-checked]")).toBeNull();
    approved.unmount();
    await renderInShop("en", () => <StaffOrderCard order={{ ...order, status: "COMPLETED", next: [] }} />);
    await screen.findByText("No further steps.");
    expect(card().querySelector("[data-transition]")).toBeNull();
  });
});
