import { describe, expect, it } from "vitest";
import { SIGNATURE_TOLERANCE_SECONDS, signSandboxPayload, verifySandboxSignature } from "./sandbox-signature";

const SECRET = "test-sandbox-secret-0123456789";
const BODY = JSON.stringify({ id: "evt_1", type: "payment.succeeded", session: "s", amount: 4999, createdAt: "2026-01-01T00:00:00Z" });
const NOW = 1_800_000_000;

describe("the sandbox callback signature", () => {
  it("has the form t=<seconds>,v1=<64 hex>", () => {
    expect(signSandboxPayload(SECRET, BODY, NOW)).toMatch(new RegExp(`^t=${NOW},v1=[0-9a-f]{64}$`));
  });

  it("accepts its own signature of the same body", () => {
    expect(verifySandboxSignature(SECRET, BODY, signSandboxPayload(SECRET, BODY, NOW), NOW)).toBe(true);
  });

  it("refuses a changed body, a changed timestamp and another secret", () => {
    const header = signSandboxPayload(SECRET, BODY, NOW);
    expect(verifySandboxSignature(SECRET, BODY.replace("4999", "1"), header, NOW)).toBe(false);
    expect(verifySandboxSignature(SECRET, BODY, header.replace(`t=${NOW}`, `t=${NOW + 1}`), NOW)).toBe(false);
    expect(verifySandboxSignature("another-secret-entirely", BODY, header, NOW)).toBe(false);
  });

  it("accepts a timestamp within five minutes either way and refuses one beyond", () => {
    const at = (t: number) => signSandboxPayload(SECRET, BODY, t);
    expect(verifySandboxSignature(SECRET, BODY, at(NOW - SIGNATURE_TOLERANCE_SECONDS), NOW)).toBe(true);
    expect(verifySandboxSignature(SECRET, BODY, at(NOW + SIGNATURE_TOLERANCE_SECONDS), NOW)).toBe(true);
    expect(verifySandboxSignature(SECRET, BODY, at(NOW - SIGNATURE_TOLERANCE_SECONDS - 1), NOW)).toBe(false);
    expect(verifySandboxSignature(SECRET, BODY, at(NOW + SIGNATURE_TOLERANCE_SECONDS + 1), NOW)).toBe(false);
  });

  it.each([undefined, "", "t=abc,v1=00", `t=${NOW}`, `v1=${"0".repeat(64)}`, `t=${NOW},v1=${"z".repeat(64)}`, `t=${NOW},v1=abcd`])(
    "refuses the malformed header %j",
    (header) => {
      expect(verifySandboxSignature(SECRET, BODY, header, NOW)).toBe(false);
    },
  );

  it("accepts the header when one of several v1 values matches (secret rotation)", () => {
    const header = signSandboxPayload(SECRET, BODY, NOW);
    const other = signSandboxPayload("the-previous-secret-value", BODY, NOW).split(",")[1];
    expect(verifySandboxSignature(SECRET, BODY, `${header},${other}`, NOW)).toBe(true);
  });
});
