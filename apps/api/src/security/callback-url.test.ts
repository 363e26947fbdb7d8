import { describe, expect, it } from "vitest";
import { allowedCallback, linkWithToken } from "./callback-url";

const ORIGINS = ["https://shop.example", "http://localhost:3000/"];
const refused = (url: string, kind: "verify-email" | "password-restore" = "verify-email") =>
  expect(() => allowedCallback(url, kind, ORIGINS)).toThrow(expect.objectContaining({ code: "CALLBACK_NOT_ALLOWED" }));

describe("allowedCallback", () => {
  it.each([
    ["https://shop.example/en/warszawa/auth/verify-email", "verify-email"],
    ["https://shop.example/uk/zielona-gora/auth/verify-email/", "verify-email"],
    ["http://localhost:3000/ru/krakow/auth/verify-email?utm=x", "verify-email"],
    ["https://SHOP.example:443/pl/gdansk/auth/password-restore/finish", "password-restore"],
  ] as const)("accepts %s for %s", (url, kind) => {
    expect(allowedCallback(url, kind, ORIGINS)).toBeInstanceOf(URL);
  });

  it.each([
    "https://evil.example/en/warszawa/auth/verify-email",
    "http://shop.example/en/warszawa/auth/verify-email",
    "https://shop.example:8443/en/warszawa/auth/verify-email",
    "https://shop.example.evil.example/en/warszawa/auth/verify-email",
    "https://user:pass@shop.example/en/warszawa/auth/verify-email",
    "https://shop.example/de/warszawa/auth/verify-email",
    "https://shop.example/en/auth/verify-email",
    "https://shop.example/en/Warszawa/auth/verify-email",
    "https://shop.example/en/warszawa/auth/verify-email/extra",
    "https://shop.example/en/warszawa/auth/password-restore/finish",
    "https://shop.example/en/../en/warszawa/auth/sign-in",
    "javascript:alert(1)//shop.example/en/warszawa/auth/verify-email",
    "not a url",
  ])("refuses %s for verification", (url) => refused(url));

  it("refuses the verification page for a restore", () =>
    refused("https://shop.example/en/warszawa/auth/verify-email", "password-restore"));
  it("refuses everything without public origins", () =>
    expect(() => allowedCallback("https://shop.example/en/warszawa/auth/verify-email", "verify-email", [])).toThrow());
});

describe("linkWithToken", () => {
  it("sets the token, keeps other parameters and drops a fragment", () => {
    const callback = new URL("https://shop.example/en/warszawa/auth/verify-email?from=mail&token=old#top");
    expect(linkWithToken(callback, "a-b_c")).toBe("https://shop.example/en/warszawa/auth/verify-email?from=mail&token=a-b_c");
    expect(callback.hash).toBe("#top");
  });
});
