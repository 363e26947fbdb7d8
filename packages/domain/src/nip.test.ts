import { describe, expect, it } from "vitest";
import { nipChecksumValid, normalizeNip, parseNip } from "./nip";

describe("NIP", () => {
  it("accepts the ten digits with a valid checksum, typed with dashes, spaces or PL", () => {
    // The Ministry of Finance's own NIP (5261040828) and a made-up one with its checksum.
    expect(parseNip("526-104-08-28")).toBe("5261040828");
    expect(parseNip("PL 526 104 08 28")).toBe("5261040828");
    expect(parseNip("1234563218")).toBe("1234563218");
  });

  it("refuses a wrong check digit, a remainder of 10 and anything not ten digits", () => {
    expect(parseNip("5261040829")).toBeNull();
    expect(nipChecksumValid("1234567890")).toBe(false); // remainder 10: never issued
    expect(normalizeNip("52610408")).toBeNull();
    expect(normalizeNip("52610408A8")).toBeNull();
    expect(parseNip("")).toBeNull();
  });
});
