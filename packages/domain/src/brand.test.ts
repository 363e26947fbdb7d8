import { describe, expect, it } from "vitest";
import { resolveBrand } from "./brand";

describe("resolveBrand", () => {
  it("selects the named variant", () => {
    expect(resolveBrand("second").id).toBe("second");
    expect(resolveBrand(" TEST ").id).toBe("test");
  });

  it("falls back to the default variant for a missing or unknown value", () => {
    expect(resolveBrand(undefined).id).toBe("default");
    expect(resolveBrand("").id).toBe("default");
    expect(resolveBrand("neon").id).toBe("default");
  });

  it("keeps the spec's payment and pickup flags per variant", () => {
    expect(resolveBrand("default")).toMatchObject({ cashPaymentAvailable: true, localPickupAvailable: true, showHero: true });
    expect(resolveBrand("second")).toMatchObject({ cashPaymentAvailable: false, localPickupAvailable: false, showHero: false });
    expect(resolveBrand("test")).toMatchObject({ cashPaymentAvailable: true, localPickupAvailable: true });
  });

  it("uses the spec's colours", () => {
    expect(resolveBrand("default").colours).toMatchObject({ accent: "#D9FF03", focus: "#507CFF", successBase: "#20C200" });
    expect(resolveBrand("second").colours.accent).toBe("#00E0CA");
    expect(resolveBrand("test").colours.accent).toBe("#fc0303");
  });
});

describe("structured-data placeholders", () => {
  it("are the spec's rating count 20, rating value 5 and interaction count 75 in every variant", () => {
    for (const id of ["default", "second", "test"]) {
      expect(resolveBrand(id).seo).toMatchObject({ ratingCount: 20, ratingValue: 5, userInteractionCount: 75 });
    }
  });
});
