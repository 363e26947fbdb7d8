import type { TaxIdCheck } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { businessPrefill, invoicePrefill, prefillOf } from "./prefill";

const check = (status: TaxIdCheck["status"]): TaxIdCheck => ({
  registry: "whitelist",
  taxId: "5252000002",
  status,
  name: "HURTOWNIA DYMEK SP. Z O.O.",
  address: "UL. GROCHOWSKA 120, 04-357 WARSZAWA",
  detail: null,
  requestId: "k3f9a-8c2d1e0",
  day: "2026-11-28",
});

describe("what a White List answer fills in", () => {
  it("fills the business application and the invoice from an active VAT payer", () => {
    expect(prefillOf(check("active"), businessPrefill)).toEqual({
      companyName: "HURTOWNIA DYMEK SP. Z O.O.",
      companyAddress: "UL. GROCHOWSKA 120, WARSZAWA",
      postalIndex: "04-357",
    });
    expect(prefillOf(check("active"), invoicePrefill)).toEqual({
      invoiceName: "HURTOWNIA DYMEK SP. Z O.O.",
      invoiceLine1: "UL. GROCHOWSKA 120",
      invoiceLine2: "04-357 WARSZAWA",
    });
  });

  it("fills nothing for any other answer", () => {
    for (const status of ["inactive", "not-found", "unknown"] as const) expect(prefillOf(check(status), businessPrefill)).toEqual({});
    expect(prefillOf(null, invoicePrefill)).toEqual({});
  });
});
