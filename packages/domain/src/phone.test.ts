import { describe, expect, it } from "vitest";
import { toE164 } from "./phone";

describe("toE164", () => {
  it.each([
    ["512345678", "+48512345678"],
    ["512 345 678", "+48512345678"],
    ["512-345-678", "+48512345678"],
    ["(512) 345-678", "+48512345678"],
    ["+48 512 345 678", "+48512345678"],
    ["+48 (512) 345-678", "+48512345678"],
    ["0048 512 345 678", "+48512345678"],
    ["48512345678", "+48512345678"],
    [" +48\u00a0512\u00a0345\u00a0678 ", "+48512345678"],
    ["512.345.678", "+48512345678"],
  ])("a Polish number %j becomes %s", (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each([
    ["+380 67 123 4567", "+380671234567"],
    ["00380671234567", "+380671234567"],
    ["+49 30 1234567", "+49301234567"],
    ["+1 (212) 555-0100", "+12125550100"],
  ])("a number with its country code %j keeps it: %s", (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each([
    "",
    "   ",
    "12345", // too short for any country
    "51234567", // 8 digits: not a Polish number, and no country code
    "5123456789", // 10 digits without a country code
    "+48 512 345 67", // Polish, one digit short
    "+48 512 345 6789", // Polish, one digit too many
    "+0 512 345 678", // no country code starts with 0
    "+1234567890123456", // 16 digits
    "512 345 678 ext 1",
    "phone",
    "++48512345678",
    "+48 512 345 678 #",
  ])("%j is not a phone number", (typed) => {
    expect(toE164(typed)).toBeNull();
  });
});
