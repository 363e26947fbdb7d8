import { describe, expect, it } from "vitest";
import { invoiceVerificationBaseOf } from "./invoice-verification";

describe("the invoices' verification host", () => {
  it("is the KSeF environment's, the test one for the stand-in, else the production one", () => {
    expect(invoiceVerificationBaseOf("https://api-test.ksef.mf.gov.pl/v2")).toBe("https://qr-test.ksef.mf.gov.pl");
    expect(invoiceVerificationBaseOf("https://api.ksef.mf.gov.pl/v2")).toBe("https://qr.ksef.mf.gov.pl");
    expect(invoiceVerificationBaseOf("stand-in")).toBe("https://qr-test.ksef.mf.gov.pl");
    expect(invoiceVerificationBaseOf("https://ksef-proxy.shop.example/v2")).toBe("https://qr.ksef.mf.gov.pl");
    expect(invoiceVerificationBaseOf(undefined)).toBe("https://qr.ksef.mf.gov.pl");
  });
});
