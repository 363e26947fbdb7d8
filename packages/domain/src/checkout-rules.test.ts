import { describe, expect, it } from "vitest";
import { allowedDeliveries, allowedPayments, type CheckoutSituation, checkoutRefusal } from "./checkout-rules";

const FULL = { cashPaymentAvailable: true, localPickupAvailable: true };
const SECOND = { cashPaymentAvailable: false, localPickupAvailable: false };
const retail = { kind: "retail" } as const;
const wholesale = { kind: "wholesale" } as const;
const franchise = { kind: "franchise" } as const;
const situation = (over: Partial<CheckoutSituation>): CheckoutSituation => ({ hasTpd: false, customer: retail, brand: FULL, ...over });

describe("without TPD products", () => {
  it("offers every delivery; in-store payment only with pickup", () => {
    const s = situation({});
    expect(allowedDeliveries(s)).toEqual(["local-pickup", "parcel-locker", "post-box", "weekend-delivery", "courier"]);
    expect(allowedPayments(s, "local-pickup")).toEqual(["in-store", "online", "crypto"]);
    expect(allowedPayments(s, "courier")).toEqual(["online", "crypto"]);
    expect(checkoutRefusal(s, { delivery: "courier", payment: "in-store" })).toBe("in-store-payment-needs-pickup");
  });

  it("a variant without cash and pickup removes both", () => {
    const s = situation({ brand: SECOND });
    expect(allowedDeliveries(s)).toEqual(["parcel-locker", "post-box", "weekend-delivery", "courier"]);
    expect(allowedPayments(s, "courier")).toEqual(["online", "crypto"]);
    expect(checkoutRefusal(s, { delivery: "local-pickup", payment: "online" })).toBe("pickup-unavailable");
    expect(checkoutRefusal(s, { delivery: "courier", payment: "in-store" })).toBe("in-store-payment-unavailable");
  });
});

describe("with a TPD product", () => {
  it("a retail customer picks up and pays in store, and is told which rule refuses anything else", () => {
    const s = situation({ hasTpd: true });
    expect(allowedDeliveries(s)).toEqual(["local-pickup"]);
    expect(allowedPayments(s, "local-pickup")).toEqual(["in-store"]);
    expect(checkoutRefusal(s, { delivery: "courier", payment: "online" })).toBe("tpd-pickup-only");
    expect(checkoutRefusal(s, { delivery: "local-pickup", payment: "crypto" })).toBe("tpd-in-store-payment-only");
    expect(checkoutRefusal(s, { delivery: "local-pickup", payment: "in-store" })).toBeNull();
  });

  it("an approved business may also choose delivery and online payment", () => {
    for (const customer of [wholesale, franchise]) {
      const s = situation({ hasTpd: true, customer });
      expect(allowedDeliveries(s)).toEqual(["local-pickup", "parcel-locker", "post-box", "weekend-delivery", "courier"]);
      expect(checkoutRefusal(s, { delivery: "courier", payment: "crypto" })).toBeNull();
    }
  });

  it("in a variant without pickup, a retail customer cannot order it at all; a business still can", () => {
    expect(allowedDeliveries(situation({ hasTpd: true, brand: SECOND }))).toEqual([]);
    expect(checkoutRefusal(situation({ hasTpd: true, brand: SECOND }), { delivery: "courier", payment: "online" })).toBe(
      "tpd-not-orderable",
    );
    expect(allowedDeliveries(situation({ hasTpd: true, brand: SECOND, customer: wholesale }))).toEqual([
      "parcel-locker",
      "post-box",
      "weekend-delivery",
      "courier",
    ]);
  });
});
