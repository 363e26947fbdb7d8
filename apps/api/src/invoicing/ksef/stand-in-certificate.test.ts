import { X509Certificate } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newStandInKey, serialOf } from "./stand-in-certificate";

describe("the KSeF stand-in's certificates", () => {
  it("get a positive serial in DER's one encoding, whatever the random bytes start with", () => {
    for (const first of [0x00, 0x01, 0x7f, 0x80, 0xff]) {
      const serial = serialOf(Buffer.from([first, 0x10, 0x20]));
      expect(serial[0]).toBeGreaterThanOrEqual(0x01);
      expect(serial[0]).toBeLessThanOrEqual(0x7f);
      expect([...serial.subarray(1)]).toEqual([0x10, 0x20]);
    }
  });

  it("are read by OpenSSL as the certificates they publish", () => {
    const from = new Date("2026-11-30T00:00:00Z");
    const key = newStandInKey("KsefTokenEncryption", from, new Date("2027-11-30T00:00:00Z"));
    const certificate = new X509Certificate(Buffer.from(key.published.certificate, "base64"));
    expect(certificate.subject).toContain("KSeF stand-in");
    expect(new Date(certificate.validFrom).toISOString()).toBe(from.toISOString());
  });
});
