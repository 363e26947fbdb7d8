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

describe("text messages at checkout (issue 33)", () => {
  const PICKUP = { delivery: "local-pickup", storeId: "3", pickupAt: "2025-03-30T10:00:00.000Z", payment: "in-store" };

  it("asks the API for them only when the box is ticked", () => {
    const ticked = parseForm(form({ ...CONTACT, ...PICKUP, sms: "on" }), CheckoutFields);
    const unticked = parseForm(form({ ...CONTACT, ...PICKUP }), CheckoutFields);
    if (ticked.status !== "success" || unticked.status !== "success") throw new Error("not parsed");
    expect(toPlaceOrderRequest(ticked.value, "krakow").sms).toBe(true);
    expect(toPlaceOrderRequest(unticked.value, "krakow")).not.toHaveProperty("sms");
    expect(PlaceOrderRequest.safeParse(toPlaceOrderRequest(ticked.value, "krakow")).success).toBe(true);
  });

  it("needs a mobile number that makes E.164 then, and only then", () => {
    const phone = "600 100 20"; // 8 digits: a contact number, not one to text
    const ticked = parseForm(form({ ...CONTACT, ...PICKUP, phone, sms: "on" }), CheckoutFields);
    expect(ticked.status).toBe("error");
    if (ticked.status === "error") expect(ticked.error).toEqual({ phone: ["invalidSmsPhone"] });
    expect(parseForm(form({ ...CONTACT, ...PICKUP, phone }), CheckoutFields).status).toBe("success");
  });
});

describe("the invoice at checkout (issue 34)", () => {
  const PICKUP = { delivery: "local-pickup", storeId: "3", pickupAt: "2025-03-30T10:00:00.000Z", payment: "in-store" };
  const COMPANY = {
    invoice: "on",
    invoiceKind: "business",
    invoiceName: " Hurtownia Dymek ",
    invoiceLine1: "ul. Grochowska 120",
    invoiceLine2: "04-357 Warszawa",
  };

  it("asks the API for a company's invoice with the NIP's ten digits, and for none when the box is not ticked", () => {
    const ticked = parseForm(form({ ...CONTACT, ...PICKUP, ...COMPANY, invoiceNip: "PL 525-200-00-02" }), CheckoutFields);
    const unticked = parseForm(form({ ...CONTACT, ...PICKUP, ...COMPANY, invoice: "", invoiceNip: "typo" }), CheckoutFields);
    if (ticked.status !== "success" || unticked.status !== "success") throw new Error("not parsed");
    const request = toPlaceOrderRequest(ticked.value, "krakow");
    expect(request.invoice).toEqual({
      kind: "business",
      nip: "5252000002",
      name: "Hurtownia Dymek",
      line1: "ul. Grochowska 120",
      line2: "04-357 Warszawa",
    });
    expect(PlaceOrderRequest.safeParse(request).success).toBe(true);
    expect(toPlaceOrderRequest(unticked.value, "krakow")).not.toHaveProperty("invoice");
  });

  it("asks for a private person's invoice without a NIP", () => {
    const parsed = parseForm(form({ ...CONTACT, ...PICKUP, ...COMPANY, invoiceKind: "private", invoiceNip: "12" }), CheckoutFields);
    if (parsed.status !== "success") throw new Error("not parsed");
    expect(toPlaceOrderRequest(parsed.value, "krakow").invoice).toEqual({
      kind: "private",
      name: "Hurtownia Dymek",
      line1: "ul. Grochowska 120",
      line2: "04-357 Warszawa",
    });
  });

  it("names each missing or wrong field, even while another part of the form is still wrong", () => {
    const wrong = parseForm(form({ ...CONTACT, ...PICKUP, ...COMPANY, invoiceNip: "5252000003", invoiceLine2: "" }), CheckoutFields);
    expect(wrong.status === "error" && wrong.error).toEqual({ invoiceNip: ["invalidNip"], invoiceLine2: ["required"] });
    const alsoNoDelivery = parseForm(form({ ...CONTACT, payment: "in-store", invoice: "on" }), CheckoutFields);
    expect(alsoNoDelivery.status === "error" && alsoNoDelivery.error).toEqual({
      delivery: ["required"],
      invoiceKind: ["required"],
      invoiceName: ["required"],
      invoiceLine1: ["required"],
      invoiceLine2: ["required"],
    });
  });
});
