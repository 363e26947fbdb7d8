import { describe, expect, it } from "vitest";
import { groszeToInput, wholeNumber, zlotyToGrosze } from "./money";

describe("the back office's money and numbers", () => {
  it("reads złoty with a comma or a point and shows grosze as złoty", () => {
    expect(zlotyToGrosze("12,5")).toBe(1250);
    expect(zlotyToGrosze(" 12.05 zł")).toBe(1205);
    expect(zlotyToGrosze("1 000")).toBe(100000);
    expect(zlotyToGrosze("")).toBeNull();
    expect(zlotyToGrosze("12.345")).toBeUndefined();
    expect(zlotyToGrosze("-3")).toBeUndefined();
    expect(groszeToInput(1205)).toBe("12.05");
    expect(groszeToInput(null)).toBe("");
  });

  it("reads whole numbers", () => {
    expect(wholeNumber("3")).toBe(3);
    expect(wholeNumber("")).toBeNull();
    expect(wholeNumber("2.5")).toBeUndefined();
  });
});
