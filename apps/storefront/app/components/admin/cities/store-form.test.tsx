// @vitest-environment happy-dom
import type { StaffStore } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInAdmin } from "../dashboard/test-render";
import { StoreForm } from "./store-form";

afterEach(cleanup);

const store: StaffStore = {
  id: 7,
  address: "ul. Floriańska 31, Kraków",
  phone: "+48 12 422 18 30",
  openingHours: [
    { day: 6, opens: "10:00", closes: "16:00" },
    { day: 1, opens: "09:00", closes: "21:00" },
  ],
  latitude: 50.0636,
  longitude: 19.9399,
  active: true,
  pickupSlotCapacity: 3,
  sortOrder: 0,
};

const form = () => document.querySelector("[data-admin-store-form='7']") as HTMLFormElement;
const input = (name: string) => form().querySelector(`[name='${name}']`) as HTMLInputElement;

describe("a store's form", () => {
  it("shows the stored week as a weekday table, closed days ticked, and the pickup limit", async () => {
    await renderInAdmin("en", () => <StoreForm store={store} answer={null} open={false} />);
    await screen.findByText("3 pickup orders per hour");
    expect((input("intent") as HTMLInputElement).value).toBe("store");
    expect(input("storeId").value).toBe("7");
    expect(input("opens-1").value).toBe("09:00");
    expect(input("closes-6").value).toBe("16:00");
    expect(input("closed-1").checked).toBe(false);
    expect(input("closed-7").checked).toBe(true);
    expect(input("capacity").value).toBe("3");
    expect(screen.getByLabelText("Sunday: Closed")).toBe(input("closed-7"));
    expect([...form().querySelectorAll("[data-admin-hours-day]")].map((row) => row.getAttribute("data-admin-hours-day"))).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
    ]);
  });

  it("opens with what was typed and the day's message when the server refused it", async () => {
    const answer = {
      form: "store-7",
      messages: ["Sprawdź zaznaczone pola."],
      fieldErrors: { "hours-2": ["Godzina zamknięcia musi być późniejsza niż godzina otwarcia"] },
      values: { "opens-2": "18:00", "closes-2": "08:00", address: "ul. Nowa 1", active: "on" },
    };
    await renderInAdmin("pl", () => <StoreForm store={store} answer={answer} open={false} />);
    await screen.findByText("Godzina zamknięcia musi być późniejsza niż godzina otwarcia");
    expect((document.querySelector("details") as HTMLDetailsElement).open).toBe(true);
    expect(input("address").value).toBe("ul. Nowa 1");
    expect(input("opens-2").value).toBe("18:00");
    expect(input("opens-2").getAttribute("aria-invalid")).toBe("true");
    // Fields not sent keep their stored value; an unticked checkbox (not sent) is unticked.
    expect(input("opens-1").value).toBe("09:00");
    expect(input("closed-7").checked).toBe(false);
    expect(screen.getByRole("alert").textContent).toContain("Sprawdź zaznaczone pola.");
  });
});
