import { describe, expect, it } from "vitest";
import { readOrderNumber } from "./lookup";

describe("the tracking form's order number", () => {
  it("is made canonical: case, spaces and dashes ignored", () => {
    expect(readOrderNumber("7kq2m9xb4rt6h")).toEqual({ id: "7KQ2M9XB4RT6H" });
    expect(readOrderNumber("  7KQ2M-9XB4R-T6H ")).toEqual({ id: "7KQ2M9XB4RT6H" });
    expect(readOrderNumber("7KQ2M 9XB4R T6H")).toEqual({ id: "7KQ2M9XB4RT6H" });
  });

  it("reads the letters Crockford's base32 leaves out as the digits they look like", () => {
    expect(readOrderNumber("OKQ2M9XB4RT6I")).toEqual({ id: "0KQ2M9XB4RT61" });
    expect(readOrderNumber("lkq2m9xb4rt6o")).toEqual({ id: "1KQ2M9XB4RT60" });
  });

  it("asks for a number when nothing was typed", () => {
    expect(readOrderNumber("")).toEqual({ problem: "required" });
    expect(readOrderNumber("   ")).toEqual({ problem: "required" });
    expect(readOrderNumber(null)).toEqual({ problem: "required" });
  });

  it("refuses what cannot be an order number", () => {
    expect(readOrderNumber("7KQ2M9XB4RT6")).toEqual({ problem: "invalid" });
    expect(readOrderNumber("7KQ2M9XB4RT6HH")).toEqual({ problem: "invalid" });
    expect(readOrderNumber("7KQ2M9XB4RT6U")).toEqual({ problem: "invalid" });
    expect(readOrderNumber("ABCDEFGH2345")).toEqual({ problem: "invalid" });
    expect(readOrderNumber("7KQ2M9XB4RT6!")).toEqual({ problem: "invalid" });
  });
});
