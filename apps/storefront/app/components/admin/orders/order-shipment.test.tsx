// @vitest-environment happy-dom
import type { StaffOrderShipment, StaffShipment } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInAdmin } from "../dashboard/test-render";
import { OrderShipment } from "./order-shipment";

afterEach(cleanup);

const LOCKER: StaffOrderShipment = { configured: true, service: "inpost_locker_standard", refusal: null, creating: false, shipment: null };
const NUMBER = "620000000000000004200000";
const SHIPMENT: StaffShipment = {
  shipmentId: "4200000",
  service: "inpost_locker_standard",
  parcelSize: "medium",
  status: "confirmed",
  trackingNumber: NUMBER,
  trackingUrl: `https://inpost.pl/sledzenie-przesylek?number=${NUMBER}`,
  labelReady: true,
  createdAt: "2026-11-20T09:30:00.000Z",
  updatedAt: "2026-11-20T09:31:00.000Z",
  createdBy: { id: 1, name: "Anna Admin", email: "admin@smokepoint.test" },
};
const render = (lang: "en" | "pl", section: StaffOrderShipment, messages: string[] = []) =>
  renderInAdmin(lang, () => <OrderShipment section={section} orderId="7KQ2M9XB4RT6H" lockerCode="WAW01M" messages={messages} />);

describe("an order's InPost shipment in the back office", () => {
  it("asks a locker order's parcel size (A, B or C) in a plain form that names the parcel locker", async () => {
    await render("en", LOCKER, ["InPost refused the shipment: receiver.phone: invalid"]);
    await screen.findByLabelText("B (medium): 19 × 38 × 64 cm");
    const radios = [...document.querySelectorAll<HTMLInputElement>("input[name=parcelSize]")];
    expect(radios.map((radio) => radio.value)).toEqual(["small", "medium", "large"]);
    expect(radios.every((radio) => radio.required && !radio.checked)).toBe(true);
    screen.getByText("To the parcel locker WAW01M");
    expect(document.querySelector("form [name=intent]")?.getAttribute("value")).toBe("shipment");
    expect(document.querySelector("form")?.getAttribute("method")).toBe("post");
    expect(screen.getByRole("alert").textContent).toContain("receiver.phone: invalid");
    screen.getByRole("button", { name: "Create InPost shipment" });
  });

  it("sends a courier order in the standard box, without sizes", async () => {
    await render("pl", { ...LOCKER, service: "inpost_courier_standard" });
    await screen.findByRole("button", { name: "Utwórz przesyłkę InPost" });
    expect(document.querySelector("input[name=parcelSize]")).toBeNull();
  });

  it("shows the shipment: its status, the tracking number linked to InPost, and the label link", async () => {
    await render("en", { ...LOCKER, shipment: SHIPMENT });
    await screen.findByText("Confirmed: print the label");
    screen.getByText("Parcel locker, size B");
    const tracking = screen.getByRole("link", { name: NUMBER });
    expect(tracking.getAttribute("href")).toBe(SHIPMENT.trackingUrl);
    expect(tracking.getAttribute("rel")).toBe("noopener noreferrer");
    const label = screen.getByRole("link", { name: "Download label (PDF)" });
    expect(label.getAttribute("href")).toBe("/en/admin/orders/7KQ2M9XB4RT6H?format=label");
    expect(document.querySelector("form")).toBeNull();
  });

  it("waits for InPost's confirmation before the number and the label; says why there is no form otherwise", async () => {
    await render("en", {
      ...LOCKER,
      shipment: { ...SHIPMENT, status: "created", trackingNumber: null, trackingUrl: null, labelReady: false },
    });
    await screen.findByText("Created, waiting for InPost to confirm it");
    expect(screen.queryByRole("link", { name: "Download label (PDF)" })).toBeNull();
    cleanup();
    await render("en", { ...LOCKER, shipment: { ...SHIPMENT, status: "adopted_at_sorting_center" } });
    await screen.findByText("On its way");
    cleanup();
    await render("en", { ...LOCKER, configured: false });
    await screen.findByText(/InPost \(ShipX\) is not configured in this shop/);
    cleanup();
    await render("pl", { ...LOCKER, refusal: "status" });
    await screen.findByText("Najpierw zatwierdź zamówienie: przesyłkę InPost można utworzyć, gdy zostanie zatwierdzone.");
    expect(document.querySelector("form")).toBeNull();
  });
});
