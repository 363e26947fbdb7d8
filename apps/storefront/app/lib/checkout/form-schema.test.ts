import { PlaceOrderRequest } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { parseForm } from "../forms/parse";
import { CheckoutFields, toPlaceOrderRequest } from "./form-schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const CONTACT = { firstName: " Anna ", lastName: "Kowalska", phone: "+48 600 100 200", acceptTerms: "on" };

describe("the checkout form", () => {
  it("turns a store pickup as the browser posts it into the API's request", () => {
    const submission = parseForm(
      form({
        ...CONTACT,
        delivery: "local-pickup",
        storeId: "3",
        pickupAt: "2025-03-30T10:00:00.000Z",
        payment: "in-store",
        couponCode: "",
        comment: " Ring twice ",
        expectedTotal: "12345",
      }),
      CheckoutFields,
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const request = toPlaceOrderRequest(submission.value, "krakow");
    expect(request).toEqual({
      city: "krakow",
      contact: { firstName: "Anna", lastName: "Kowalska", phone: "+48 600 100 200" },
      delivery: { method: "local-pickup", storeId: 3, pickupAt: "2025-03-30T10:00:00.000Z" },
      payment: "in-store",
      couponCode: undefined,
      comment: "Ring twice",
      acceptTerms: true,
      expectedTotal: 12345,
    });
    expect(PlaceOrderRequest.safeParse(request).success).toBe(true);
  });

  it("keeps only the chosen delivery's fields (the courier's address, the apartment optional)", () => {
    const submission = parseForm(
      form({
        ...CONTACT,
        delivery: "courier",
        lockerCode: "KRA01M",
        street: "Floriańska",
        streetNumber: "12",
        apartment: "",
        zipCode: "31-019",
        country: "Polska",
        payment: "online",
        couponCode: "WELCOME15",
      }),
      CheckoutFields,
    );
    if (submission.status !== "success") throw new Error("expected a valid form");
    const request = toPlaceOrderRequest(submission.value, "krakow");
    expect(request.delivery).toEqual({
      method: "courier",
      street: "Floriańska",
      streetNumber: "12",
      apartment: undefined,
      zipCode: "31-019",
      country: "Polska",
    });
    expect(request.couponCode).toBe("WELCOME15");
    expect(PlaceOrderRequest.safeParse(request).success).toBe(true);
  });

  it("names the rule each missing or wrong field of the chosen delivery breaks", () => {
    expect(parseForm(form({ delivery: "local-pickup" }), CheckoutFields).reply().error).toEqual({
      firstName: ["required"],
      lastName: ["required"],
      phone: ["required"],
      payment: ["required"],
      storeId: ["required"],
      pickupAt: ["required"],
      acceptTerms: ["mustAcceptTerms"],
    });
    const courier = parseForm(form({ ...CONTACT, phone: "12", delivery: "courier", payment: "online", zipCode: "?!" }), CheckoutFields);
    expect(courier.reply().error).toEqual({
      phone: ["invalidPhone"],
      street: ["required"],
      streetNumber: ["required"],
      zipCode: ["invalidZipCode"],
      country: ["required"],
    });
    expect(parseForm(form({ ...CONTACT, delivery: "parcel-locker", payment: "crypto" }), CheckoutFields).reply().error).toEqual({
      lockerCode: ["required"],
    });
  });

  it("asks for a delivery when none is chosen", () => {
    expect(parseForm(form({ ...CONTACT, payment: "online" }), CheckoutFields).reply().error).toEqual({ delivery: ["required"] });
  });
});
