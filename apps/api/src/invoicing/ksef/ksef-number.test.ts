import { describe, expect, it } from "vitest";
import { crc8, formatKsefNumber, isKsefNumber } from "./ksef-number";

describe("the KSeF number", () => {
  it("carries the CRC-8 of the Ministry's examples (faktury/numer-ksef.md, the UPO and duplicate samples)", () => {
    for (const example of [
      "5265877635-20250826-0100001AF629-AF",
      "5265877635-20250916-0200A0D6723E-C2",
      "5265877635-20250626-010080DD2B5E-26",
    ])
      expect(isKsefNumber(example)).toBe(true);
    expect(formatKsefNumber("5265877635", "20250826", "0100001AF629")).toBe("5265877635-20250826-0100001AF629-AF");
  });

  it("is CRC-8 with polynomial 0x07 and initial value 0 (its check value for '123456789' is 0xF4)", () => {
    expect(crc8(Buffer.from("123456789", "ascii"))).toBe(0xf4);
  });

  it("refuses a wrong checksum, lower-case hex and a wrong length", () => {
    expect(isKsefNumber("5265877635-20250826-0100001AF629-AE")).toBe(false);
    expect(isKsefNumber("5265877635-20250826-0100001af629-AF")).toBe(false);
    expect(isKsefNumber("5265877635-20250826-0100001AF62-AF")).toBe(false);
  });
});
