import type { Quote } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { type ApiClient, ApiError, type CallOptions } from "../../lib/api/client";
import { applyCoupon, fieldIssuesOf, formIssuesOf, onlineMethodOf, quoteInputOf, quoteWith } from "./checkout.server";

const quote = (values: Partial<Quote>): Quote => ({
  subtotal: 10_000,
  discount: 0,
  deliveryFee: 0,
  total: 10_000,
  coupon: null,
  cryptoEstimate: null,
  ...values,
});

/** The API as the checkout sees it: WELCOME15 takes 15 %, the courier costs 19.99, other codes are unknown. */
function fakeApi() {
  const calls: { path: string; body: unknown }[] = [];
  const api = {
    async call<T>(path: string, options: CallOptions = {}): Promise<T> {
      const body = options.body as { delivery?: string; couponCode?: string; code?: string };
      calls.push({ path, body });
      const code = body.couponCode ?? body.code;
      if (code && code.toUpperCase() !== "WELCOME15") throw new ApiError("Coupon not found", 404, "COUPON_NOT_FOUND", null);
      const fee = body.delivery === "courier" ? 1999 : 0;
      const discount = code ? 1500 : 0;
      const priced = quote({ discount, deliveryFee: fee, total: 10_000 - discount + fee });
      return (path.endsWith("/coupon") ? { message: "Coupon applied", quote: quote({ discount }) } : priced) as T;
    },
  } as ApiClient;
  return { api, calls };
}

describe("re-quoting the checkout", () => {
  it("prices the chosen delivery with the code; a refused code leaves the quote without it and says why", async () => {
    const { api } = fakeApi();
    expect((await quoteWith(api, "krakow", { delivery: "courier", couponCode: "WELCOME15" })).quote?.total).toBe(10_499);
    const refused = await quoteWith(api, "krakow", { delivery: "courier", couponCode: "NOPE" });
    expect(refused).toEqual({ quote: quote({ deliveryFee: 1999, total: 11_999 }), couponError: "Coupon not found" });
  });

  it("answers Apply with the server's message and a quote for the delivery chosen on the page", async () => {
    const { api, calls } = fakeApi();
    const applied = await applyCoupon(api, "krakow", "en", { delivery: "courier", couponCode: "welcome15" });
    expect(applied.coupon).toEqual({ ok: true, message: "Coupon applied" });
    expect(applied.quote?.total).toBe(10_499);
    expect(calls.map((call) => call.path)).toEqual(["/api/v1/checkout/coupon", "/api/v1/checkout/quote"]);
    const unknown = await applyCoupon(api, "krakow", "en", { delivery: "courier", couponCode: "NOPE" });
    expect(unknown).toEqual({ coupon: { ok: false, message: "Coupon not found" }, quote: quote({ deliveryFee: 1999, total: 11_999 }) });
  });

  it("asks for a code before asking the server", async () => {
    const { api, calls } = fakeApi();
    const empty = await applyCoupon(api, "krakow", "pl", { delivery: "local-pickup" });
    expect(empty.coupon).toEqual({ ok: false, message: "Pole jest wymagane" });
    expect(calls.map((call) => call.path)).toEqual(["/api/v1/checkout/quote"]);
  });

  it("reads the delivery and the code of a posted form, ignoring what is not a delivery", () => {
    const form = new FormData();
    form.set("delivery", "courier");
    form.set("couponCode", "  MINUS20 ");
    expect(quoteInputOf(form)).toEqual({ delivery: "courier", couponCode: "MINUS20" });
    form.set("delivery", "teleport");
    form.set("couponCode", " ");
    expect(quoteInputOf(form)).toEqual({ delivery: undefined, couponCode: undefined });
  });
});

describe("a refused order's field issues", () => {
  it("land on the form's fields by the last part of their path", () => {
    const error = new ApiError("Check the form", 400, "VALIDATION_FAILED", {
      issues: [
        { path: "delivery.street", message: "Pole jest wymagane" },
        { path: ["contact", "phone"], message: "Zły numer" },
        { path: "delivery.street", message: "Za długie" },
        { path: "somewhere.else", message: "ignored" },
      ],
    });
    expect(fieldIssuesOf(error)).toEqual({ street: ["Pole jest wymagane", "Za długie"], phone: ["Zły numer"] });
  });

  it("say a refused online method next to Place order, and the method goes with online payment only", () => {
    const error = new ApiError("Check the form", 400, "VALIDATION_FAILED", {
      issues: [{ path: "onlineMethod", message: "Ta metoda płatności nie jest teraz dostępna dla tego zamówienia. Wybierz inną." }],
    });
    expect(formIssuesOf(error)).toEqual(["Ta metoda płatności nie jest teraz dostępna dla tego zamówienia. Wybierz inną."]);
    expect(fieldIssuesOf(error)).toEqual({});
    const form = new FormData();
    form.set("onlineMethod", "181");
    expect([onlineMethodOf(form, "online"), onlineMethodOf(form, "crypto")]).toEqual([181, undefined]);
    form.set("onlineMethod", "");
    expect(onlineMethodOf(form, "online")).toBeUndefined();
  });
});
