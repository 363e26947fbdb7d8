import { describe, expect, it } from "vitest";
import { formatOrderId, newOrderId, normalizeOrderId, ORDER_ID_LENGTH } from "./order-id";

describe("newOrderId", () => {
  it("is 13 characters of Crockford's base32 (65 random bits)", () => {
    for (let i = 0; i < 1000; i++) expect(newOrderId()).toMatch(/^[0-9A-HJKMNP-TV-Z]{13}$/);
    expect(ORDER_ID_LENGTH * 5).toBeGreaterThanOrEqual(64);
  });

  it("does not repeat", () => {
    const ids = new Set(Array.from({ length: 20_000 }, () => newOrderId()));
    expect(ids.size).toBe(20_000);
  });

  it("uses every bit it is given: different random bytes, different ids", () => {
    const fixed = (value: number) => (bytes: Uint8Array<ArrayBuffer>) => bytes.fill(value);
    expect(newOrderId(fixed(0))).toBe("0000000000000");
    expect(newOrderId(fixed(31))).toBe("ZZZZZZZZZZZZZ");
    expect(newOrderId(fixed(1))).not.toBe(newOrderId(fixed(2)));
  });
});

describe("normalizeOrderId", () => {
  it("accepts an id as typed: any case, with spaces or dashes, I/L/O read as 1/1/0", () => {
    const id = "7KQ2M9XB4RT6H";
    expect(normalizeOrderId(id)).toBe(id);
    expect(normalizeOrderId("7kq2m-9xb4r-t6h")).toBe(id);
    expect(normalizeOrderId(" 7KQ2M 9XB4R T6H ")).toBe(id);
    expect(normalizeOrderId("7KQ2\u2011M9XB\u20114RT6H")).toBe(id);
    expect(normalizeOrderId("7kq2 – m9xb – 4rt6h")).toBe(id);
    expect(normalizeOrderId("A1B0CDEFGHJKM".replace("1", "l").replace("0", "o"))).toBe("A1B0CDEFGHJKM");
  });

  it("refuses what cannot be an order id", () => {
    for (const typed of ["", "7KQ2M9XB4RT6", "7KQ2M9XB4RT6HH", "7KQ2M9XB4RT6U", "../../etc/passwd", "7KQ2M9XB4RT6!"]) {
      expect(normalizeOrderId(typed), typed).toBeNull();
    }
  });
});

describe("formatOrderId", () => {
  it("cuts a 13-character id into groups of 4, 4 and 5 that read back to the same id", () => {
    expect(formatOrderId("1VYQPTG0F82D2")).toBe("1VYQ-PTG0-F82D2");
    for (let i = 0; i < 100; i++) {
      const id = newOrderId();
      expect(formatOrderId(id)).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{5}$/);
      expect(normalizeOrderId(formatOrderId(id))).toBe(id);
      expect(normalizeOrderId(formatOrderId(id).toLowerCase().replace(/-/g, " "))).toBe(id);
    }
  });

  it("gives back anything that is not a canonical id unchanged", () => {
    for (const text of ["", "1vyqptg0f82d2", "1VYQ-PTG0-F82D2", "ABC", "1VYQPTG0F82D2X"]) expect(formatOrderId(text)).toBe(text);
  });
});
