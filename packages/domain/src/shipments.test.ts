import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "./order-status";
import { inpostTrackingUrl, isFinalShipmentStatus, shipmentLabelReady, shipmentRefusal, shipmentServiceFor } from "./shipments";

describe("InPost shipments of orders", () => {
  it("sends parcel-locker orders as locker parcels and courier orders by courier, nothing else", () => {
    expect(shipmentServiceFor("parcel-locker")).toBe("inpost_locker_standard");
    expect(shipmentServiceFor("courier")).toBe("inpost_courier_standard");
    for (const other of ["local-pickup", "post-box", "weekend-delivery"] as const) expect(shipmentServiceFor(other)).toBeNull();
  });

  it("allows a shipment of an approved order only, and a locker parcel only with its size", () => {
    for (const status of ORDER_STATUSES) {
      const expected = status === "APPROVED" ? null : "status";
      expect(shipmentRefusal({ status, delivery: "courier" })).toBe(expected);
      expect(shipmentRefusal({ status, delivery: "parcel-locker" }, "small")).toBe(expected);
    }
    expect(shipmentRefusal({ status: "APPROVED", delivery: "parcel-locker" })).toBe("parcel-size");
    expect(shipmentRefusal({ status: "APPROVED", delivery: "local-pickup" }, "small")).toBe("delivery-method");
  });

  it("knows when ShipX has a label and when a shipment is over", () => {
    expect(["created", "offers_prepared", "offer_selected", "canceled"].map(shipmentLabelReady)).toEqual([false, false, false, false]);
    expect(["confirmed", "taken_by_courier", "delivered"].map(shipmentLabelReady)).toEqual([true, true, true]);
    expect(["delivered", "returned_to_sender", "canceled"].every(isFinalShipmentStatus)).toBe(true);
    expect(isFinalShipmentStatus("confirmed")).toBe(false);
  });

  it("links InPost's tracking page with the number as a query parameter", () => {
    expect(inpostTrackingUrl("602677439331630337653846")).toBe("https://inpost.pl/sledzenie-przesylek?number=602677439331630337653846");
    expect(inpostTrackingUrl("a&b c")).toBe("https://inpost.pl/sledzenie-przesylek?number=a%26b%20c");
  });
});
