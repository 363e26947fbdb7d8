import { describe, expect, it } from "vitest";
import { invoicingStatusOf } from "./invoicing-status";

describe("where invoices go, for the back office's settings page", () => {
  it("names KSeF's host, the local stand-in, or none", () => {
    expect(invoicingStatusOf({ KSEF_BASE: "https://api-test.ksef.mf.gov.pl/v2" })).toEqual({
      ksef: { host: "api-test.ksef.mf.gov.pl", standIn: false },
    });
    expect(invoicingStatusOf({ KSEF_BASE: "stand-in" })).toEqual({ ksef: { host: "stand-in", standIn: true } });
    expect(invoicingStatusOf({})).toEqual({ ksef: null });
  });
});
