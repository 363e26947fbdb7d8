// @vitest-environment happy-dom
// The parcel locker picker with JavaScript: opening parcel locker shows the lockers near the city's centre, typing
// searches through the API client once typing pauses, the number found is announced, and the chosen locker is shown
// and posted with the form (never the "lockers" intent: that is the page without JavaScript's).
import type { Locker } from "@shop/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useActionData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CheckoutReply } from "../../lib/checkout/types";
import { DATA } from "./checkout-fixture";
import { CheckoutForm } from "./checkout-form";
import { renderPage } from "./test-kit";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const locker = (code: string, distance: number): Locker => ({
  code,
  name: "Przy sklepie Żabka",
  address: `Floriańska ${distance}, 31-019 Kraków`,
  openingHours: "24/7",
  open247: true,
  distance,
  latitude: 50.06,
  longitude: 19.94,
});

describe("the parcel locker picker with JavaScript", () => {
  it("lists the lockers near the centre, searches as the shopper types, and keeps the one chosen", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (request: Request) => {
        const url = new URL(request.url);
        expect(url.pathname).toBe("/api/v1/city/krakow/lockers");
        const q = url.searchParams.get("q") ?? "";
        asked.push(q);
        const lockers = q === "" ? [locker("KRA05M", 350), locker("KRA07N", 1_240)] : [locker("KRA12M", 90)];
        return Response.json({ kind: q === "" ? "nearby" : "postcode", lockers });
      }),
    );
    const intents: string[] = [];
    const action = vi.fn(async ({ request }: { request: Request }) => {
      intents.push(String((await request.formData()).get("intent")));
      return {} as CheckoutReply;
    });
    function Page() {
      return <CheckoutForm data={DATA} reply={useActionData() as CheckoutReply | undefined} />;
    }
    await renderPage("en", Page, action);
    fireEvent.click(await screen.findByRole("radio", { name: /InPost parcel locker/ }));

    const status = await screen.findByText("2 parcel lockers found.");
    expect(status.getAttribute("aria-live")).toBe("polite");
    const group = screen.getByRole("group", { name: "Choose a parcel locker" });
    expect(group.querySelectorAll("[data-locker-option]")).toHaveLength(2);
    expect(group.textContent).toContain("350 m away");
    expect(group.textContent).toContain("1.2 km away");

    fireEvent.change(screen.getByRole("searchbox", { name: "Find a parcel locker" }), { target: { value: "00-017" } });
    await screen.findByText("1 parcel locker found.");
    fireEvent.click(screen.getByRole("radio", { name: /KRA12M/ }));
    expect(document.querySelector("[data-locker-chosen]")?.textContent).toContain("KRA12M · Floriańska 90, 31-019 Kraków");

    // A search that no longer finds it keeps it, first and checked.
    fireEvent.change(screen.getByRole("searchbox", { name: "Find a parcel locker" }), { target: { value: "" } });
    await waitFor(() => expect(document.querySelectorAll("[data-locker-option]")).toHaveLength(3));
    const form = document.querySelector("[data-checkout-form]") as HTMLFormElement;
    expect(new FormData(form).get("lockerCode")).toBe("KRA12M");
    expect(new FormData(form).get("_js")).toBe("1");
    // Enter searches instead of sending the order; "" was answered already (kept for the page's life).
    fireEvent.keyDown(screen.getByRole("searchbox", { name: "Find a parcel locker" }), { key: "Enter" });
    expect(asked).toEqual(["", "00-017"]);
    // The page asked for nothing but the new delivery's total.
    expect(intents).toEqual(["quote"]);
  });
});
